// The backup of the device's data files (saved game slots kniffel.g0/g1 or the older
// kniffel.sav, settings kniffel.json or the older kniffel.set, statistics kniffel.st) as one
// readable JSON object, and back into a Storage in the device format, without Node APIs:
// `kniffel export`/`import` (sim/cli/backup.ts) and the watch app's page (web/interface)
// share it. Reading and writing go through the device's own store code (firmware/app/store),
// so a backup holds exactly what the device would load, and a restore is what it would save.
//
// Backup format (version 1):
//   { "kniffelBackup": 1,
//     "game": GameRecord (v 1: rules, players, rolloff, log) | null,
//     "settings": the device's settings object (store/settings.ts: "lang", "draft" with the
//                 last game's "names", "rules" and "rolloff", and its switches) | null,
//     "stats": { "presets": { PRESET: { "games", "results", "sum", "best", "kniffels", "bonuses" } },
//                "lastGames": [ { "preset", "players", "winner", "score" } ] } | null }
// null: the device has no such file (a restore erases it).
import { load, LEGACY, newJournal, rotate, SLOTS } from "../firmware/app/store/journal";
import type { Settings } from "../firmware/app/store/settings";
import { loadSettings, OLD_SETTINGS_FILE, saveSettings, SETTINGS_FILE } from "../firmware/app/store/settings";
import type { Counts, Stats } from "../firmware/app/store/stats";
import { BEST, BONUSES, GAMES, KNIFFELS, loadStats, RESULTS, saveStats, STATS_FILE, SUM } from "../firmware/app/store/stats";
import type { Game, GameRecord, Lang } from "../firmware/core";
import { errorText, fromRecord, isError, toRecord } from "../firmware/core";
import type { Storage } from "../hal/hal";
import type { SimStorage } from "./storage";
import { createStorage, memoryStorage } from "./storage";

export const BACKUP_VERSION = 1;
/** The device's data files a backup stands for: a restore erases those it does not write. */
export const BACKUP_FILES = SLOTS.concat([LEGACY, SETTINGS_FILE, OLD_SETTINGS_FILE, STATS_FILE]);
const COUNT_NAMES = ["games", "results", "sum", "best", "kniffels", "bonuses"];
const COUNT_INDEX = [GAMES, RESULTS, SUM, BEST, KNIFFELS, BONUSES];

export interface ReadableStats {
  presets: { [preset: string]: { [count: string]: number } };
  lastGames: { preset: string; players: number; winner: string; score: number }[];
}

export interface Backup {
  kniffelBackup: number;
  game: GameRecord | null;
  settings: Settings | null;
  stats: ReadableStats | null;
}

/** JSON with two-space indents, but lists of plain values (a game log, names) on one line. */
export function prettyJson(x: unknown, indent = ""): string {
  if (Array.isArray(x)) {
    if (x.every((v) => v === null || typeof v !== "object")) return JSON.stringify(x);
    return "[\n" + x.map((v) => indent + "  " + prettyJson(v, indent + "  ")).join(",\n") + "\n" + indent + "]";
  }
  if (x !== null && typeof x === "object") {
    const entries = Object.entries(x).filter(([, v]) => v !== undefined);
    if (!entries.length) return "{}";
    return "{\n" + entries.map(([k, v]) => indent + "  " + JSON.stringify(k) + ": " + prettyJson(v, indent + "  ")).join(",\n") + "\n" + indent + "}";
  }
  return JSON.stringify(x);
}

/** A refusal: a message key of sim/cli/text.ts and its argument. */
export class BackupError extends Error {
  constructor(readonly key: string, readonly args: string[]) {
    super(key);
  }
}

export function readableStats(s: Stats): ReadableStats {
  const presets: ReadableStats["presets"] = {};
  for (const id of Object.keys(s.p)) {
    const o: { [count: string]: number } = {};
    COUNT_NAMES.forEach((name, i) => (o[name] = s.p[id][COUNT_INDEX[i]]));
    presets[id] = o;
  }
  return { presets, lastGames: s.last.map((g) => ({ preset: g.r, players: g.n, winner: g.w, score: g.s })) };
}

/** The device's form of readable statistics; a missing or mistyped field makes it invalid (null). */
function deviceStats(x: unknown): Stats | null {
  if (typeof x !== "object" || x === null) return null;
  const o = x as { presets?: unknown; lastGames?: unknown };
  if (typeof o.presets !== "object" || o.presets === null || !Array.isArray(o.lastGames)) return null;
  const p: { [preset: string]: Counts } = {};
  for (const [id, counts] of Object.entries(o.presets as object)) {
    if (typeof counts !== "object" || counts === null) return null;
    const c = counts as { [k: string]: unknown };
    const row: Counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < COUNT_NAMES.length; i++) {
      const v = c[COUNT_NAMES[i]];
      if (typeof v !== "number" || !Number.isInteger(v)) return null;
      row[COUNT_INDEX[i]] = v;
    }
    p[id] = row;
  }
  const last = (o.lastGames as unknown[]).map((g) => {
    const s = (g ?? {}) as { preset?: unknown; players?: unknown; winner?: unknown; score?: unknown };
    return { r: s.preset as string, n: s.players as number, w: s.winner as string, s: s.score as number };
  });
  return { p, last };
}

/** A copy in memory of a device's files (the device's loaders repair as they load: never on the original). */
export function storageCopy(files: Iterable<[string, string]>, capacity = Number.MAX_SAFE_INTEGER): SimStorage {
  return createStorage(capacity, new Map(files));
}

/** What the device's loaders make of its files: the game in progress, settings and statistics, and notes (message keys) on what was damaged. */
export interface DeviceData {
  game: Game | null;
  settings: Settings;
  stats: Stats;
  backup: Backup;
  notes: string[];
}

/** The backup of a device's files (name -> bytes, one char each), read by the device's own loaders; `slot`: the board's slot size. */
export function exportFiles(files: Iterable<[string, string]>, slot: number): DeviceData {
  const copy = storageCopy(files);
  const notes: string[] = [];
  const loaded = load(newJournal(copy, slot));
  if (loaded.note === "s.damaged") notes.push("warnGameDamaged");
  else if (loaded.note === "s.unreadable") notes.push("warnGameUnreadable");
  else if (loaded.note === "s.newer") notes.push("warnGameNewer");
  const settings = loadSettings(copy);
  if (settings.damaged) notes.push("warnSettings");
  const stats = loadStats(copy);
  if (stats.damaged) notes.push("warnStats");
  return {
    game: loaded.g,
    settings: settings.s,
    stats: stats.s,
    backup: {
      kniffelBackup: BACKUP_VERSION,
      game: loaded.g ? toRecord(loaded.g) : null,
      settings: copy.read(SETTINGS_FILE) === undefined && copy.read(OLD_SETTINGS_FILE) === undefined ? null : settings.s,
      stats: copy.read(STATS_FILE) === undefined || stats.damaged ? null : readableStats(stats.s),
    },
    notes,
  };
}

/**
 * Checks a backup (parsed JSON) completely before anything is written; throws BackupError:
 * backupOther (not a Kniffel backup: another app's file), backupNewer (of a newer version
 * than this one reads), backupVersion (no version this app ever wrote), backupBad (damaged).
 */
export function checkBackup(x: unknown, lang: Lang): Restore {
  if (typeof x !== "object" || x === null || Array.isArray(x)) throw new BackupError("backupBad", ["JSON"]);
  const o = x as { [k: string]: unknown };
  if (!("kniffelBackup" in o)) throw new BackupError("backupOther", []);
  const v = o.kniffelBackup;
  if (typeof v === "number" && Number.isInteger(v) && v > BACKUP_VERSION) throw new BackupError("backupNewer", [String(v)]);
  if (v !== BACKUP_VERSION) throw new BackupError("backupVersion", [String(v)]);
  for (const k of ["game", "settings", "stats"]) if (!(k in o)) throw new BackupError("backupBad", [k]);
  let game: Game | null = null;
  if (o.game !== null) {
    const g = fromRecord(o.game);
    if (isError(g)) throw new BackupError("backupBad", ["game: " + errorText(g, lang)]);
    game = g;
  }
  // Settings and statistics go through the device's own save and load: what it would not
  // accept is refused here, and what it accepts comes back in its own form.
  const scratch = memoryStorage(Number.MAX_SAFE_INTEGER);
  let settings: Settings | null = null;
  if (o.settings !== null) {
    const back = typeof o.settings === "object" && saveSettings(scratch, o.settings as Settings) ? loadSettings(scratch) : null;
    if (!back || back.damaged) throw new BackupError("backupBad", ["settings"]);
    settings = back.s;
  }
  let stats: Stats | null = null;
  if (o.stats !== null) {
    const s = deviceStats(o.stats);
    const back = s && saveStats(scratch, s) ? loadStats(scratch) : null;
    if (!back || back.damaged) throw new BackupError("backupBad", ["stats"]);
    stats = back.s;
  }
  return { game, settings, stats };
}

/** What a restore writes. */
export interface Restore {
  game: Game | null;
  settings: Settings | null;
  stats: Stats | null;
}

/** Replaces the device's data in `st` by the backup; the name of the file that did not fit (storage full), or null. */
export function restore(st: Storage, slot: number, b: Restore): string | null {
  // The backup replaces the device's data: no older slot may outrank the restored game.
  for (const name of BACKUP_FILES) st.erase(name);
  if (b.game && !rotate(newJournal(st, slot), b.game)) return SLOTS[0];
  if (b.settings && !saveSettings(st, b.settings)) return SETTINGS_FILE;
  if (b.stats && !saveStats(st, b.stats)) return STATS_FILE;
  return null;
}
