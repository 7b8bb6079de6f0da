// A backup put back all or nothing (firmware/app/store/restore.ts), as the steps the page
// sends the watch, in order: pure, so that a test can cut the link after any of them on the
// firmware (test/firmware/restore.test.ts) and the page runs exactly these (main.ts).
import { restoreList, RESTORE_FILE, RESTORE_TEMPS, settleRestore } from "../../firmware/app/store/restore";
import { crc32 } from "../../sim/crc32";
import { fileCommands } from "../firmware/commands";
import type { Writes } from "./data";
import { FILE_OVERHEAD } from "./tables";

/** An expression for the watch, and the answer it must give (else the restore stops): none, a stored piece (true), a file's CRC-32. */
export interface Step {
  expr: string;
  want?: boolean | number;
}

/** Completes a committed restore on the watch, or discards a cut one's files: the app's own code, sent as its text. */
export const SETTLE: Step = { expr: `(${settleRestore.toString()})(require("Storage"),${JSON.stringify(RESTORE_FILE)},${JSON.stringify(RESTORE_TEMPS)})` };

/** A file's bytes, from their string of one char each (what Storage holds). */
function bytesOf(data: string): Uint8Array {
  return Uint8Array.from(data, (c) => c.charCodeAt(0));
}

/**
 * The steps: a try cut off before settled first; each new file under its temporary name, piece
 * by piece (each piece stored: true; a slot's erased end is not sent), then checked by its
 * CRC-32 read back; the list that commits them; the list carried out.
 */
export function restoreSteps(w: Writes): Step[] {
  const steps: Step[] = [SETTLE];
  w.write.forEach(([, data], i) => {
    const name = JSON.stringify(RESTORE_TEMPS[i]);
    for (const expr of fileCommands(RESTORE_TEMPS[i], data.replace(/\xff+$/, ""), data.length)) steps.push({ expr, want: true });
    steps.push({ expr: `E.CRC32(require("Storage").read(${name}))>>>0`, want: crc32(bytesOf(data)) });
  });
  for (const expr of fileCommands(RESTORE_FILE, restoreList(w.write.map((f) => f[0]), w.erase))) steps.push({ expr, want: true });
  steps.push(SETTLE);
  return steps;
}

/**
 * The Storage bytes a restore needs beside the watch's files as they are: the new files under
 * their temporary names, the list, and while the largest is made current, its copy (each
 * temporary file is erased once copied).
 */
export function stagingBytes(w: Writes): number {
  const sizes = w.write.map((f) => f[1].length + FILE_OVERHEAD);
  return sizes.reduce((n, b) => n + b, 0) + Math.max(0, ...sizes) + restoreList(w.write.map((f) => f[0]), w.erase).length + FILE_OVERHEAD;
}
