// `kniffel export` and `kniffel import`: the device's data files of a storage folder as one
// readable JSON backup (the format and its checks: sim/backup.ts, shared with the watch
// app's page), and back into the folder in the device format.
import { existsSync, statSync } from "node:fs";
import { boardIds, profileFor } from "../profiles";
import { folderStorage } from "../folder-storage";
import type { Backup, Restore } from "../backup";
import { BackupError, exportFiles, restore, storageCopy } from "../backup";

export { BACKUP_VERSION, BackupError, checkBackup, prettyJson, readableStats } from "../backup";
export type { Backup, ReadableStats, Restore } from "../backup";

function folderOf(dir: string): void {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new BackupError("noFolder", [dir]);
}

export function boardProfile(board: string | undefined): ReturnType<typeof profileFor> {
  const id = board ?? "pixljs";
  if (boardIds().indexOf(id) < 0) throw new BackupError("badBoard", [id, boardIds().join(", ")]);
  return profileFor(id);
}

/**
 * The backup of a storage folder, and notes (message keys) on what was damaged. The folder
 * is only read: the device's loaders run on a copy in memory (they repair as they load).
 */
export function exportFolder(dir: string, board: string | undefined): { backup: Backup; notes: string[] } {
  folderOf(dir);
  const profile = boardProfile(board);
  const r = exportFiles(folderStorage(dir, Number.MAX_SAFE_INTEGER).files, profile.slot);
  return { backup: r.backup, notes: r.notes };
}

/**
 * Restores a checked backup into a storage folder. It is tried on a copy in memory first, so
 * that a backup which does not fit (storage full) leaves the folder as it was.
 */
export function importInto(dir: string, board: string | undefined, b: Restore): void {
  folderOf(dir);
  const profile = boardProfile(board);
  const st = folderStorage(dir, profile.storageBytes);
  const trial = storageCopy(st.files, profile.storageBytes);
  const full = restore(trial, profile.slot, b);
  if (full) throw new BackupError("storageFull", [full]);
  restore(st, profile.slot, b);
}
