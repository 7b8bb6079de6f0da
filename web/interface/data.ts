// The pure parts of the watch app's page (interface.html): what the watch's data files hold
// (read by the device's own loaders, sim/backup.ts), the statistics as CSV, a backup file
// checked before anything is written, and the file writes a restore or a cleared statistics
// make, worked out on a copy first (a Storage full on the watch changes nothing).
import type { Stats } from "../../firmware/app/store/stats";
import { STATS_FILE, STATS_MODES } from "../../firmware/app/store/stats";
import type { Lang } from "../../firmware/core";
import { keyOf, text } from "../../firmware/core";
import { keyPreset } from "../../firmware/app/store/stats";
import type { Restore } from "../../sim/backup";
import { BACKUP_FILES, BackupError, checkBackup, restore, storageCopy } from "../../sim/backup";
import { cliText } from "../../sim/cli/text";

/** The watch's Storage names a backup reads (saved game slots, settings, statistics; older forms too). */
export const DATA_FILES = BACKUP_FILES;

function modeWord(mode: number, lang: Lang): string {
  const de = ["", "eigene Würfel", "mit Computer"];
  const en = ["", "own dice", "with computer"];
  return (lang === "en" ? en : de)[mode];
}

/** A statistics key (mode prefix and preset, stats.ts) as words: "Yahtzee (eigene Würfel)". */
export function statsLabel(key: string, lang: Lang): string {
  for (let m = STATS_MODES.length - 1; m > 0; m--) {
    if (key.startsWith(STATS_MODES[m])) return `${text(lang, keyOf("preset.", keyPreset(key)))} (${modeWord(m, lang)})`;
  }
  return text(lang, keyOf("preset.", keyPreset(key)));
}

/** One CSV field (RFC 4180: quoted where it holds a separator, a quote or a line break). */
function field(v: string | number): string {
  const s = String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function csv(rows: (string | number)[][]): string {
  return rows.map((r) => r.map(field).join(",")).join("\r\n") + "\r\n";
}

/** The columns of the statistics and of the last games, in the page's tables and in the CSV files. */
export const HEAD = {
  de: { stats: ["Regeln", "Spiele", "Ergebnisse", "Punkte gesamt", "Schnitt", "Bestes", "Kniffel", "Bonus"], last: ["Nr", "Regeln", "Spieler", "Sieger", "Punkte"] },
  en: { stats: ["Rules", "Games", "Results", "Points in all", "Average", "Best", "Kniffels", "Bonus"], last: ["No", "Rules", "Players", "Winner", "Points"] },
};

/** The statistics per rule set as CSV rows (the average over the results, one decimal). */
export function statsRows(st: Stats, lang: Lang): (string | number)[][] {
  return Object.keys(st.p).sort().map((k) => {
    const c = st.p[k];
    return [statsLabel(k, lang), c[0], c[1], c[2], c[1] ? Math.round((c[2] / c[1]) * 10) / 10 : 0, c[3], c[4], c[5]];
  });
}

/** The statistics per rule set, as CSV with a header line. */
export function statsCsv(st: Stats, lang: Lang): string {
  return csv([HEAD[lang].stats, ...statsRows(st, lang)]);
}

/** The last games, newest first, numbered 1.. */
export function lastRows(st: Stats, lang: Lang): (string | number)[][] {
  return st.last.map((g, i) => [i + 1, statsLabel(g.r, lang), g.n, g.w, g.s]);
}

/** The last games as CSV with a header line. */
export function lastGamesCsv(st: Stats, lang: Lang): string {
  return csv([HEAD[lang].last, ...lastRows(st, lang)]);
}

/** A backup file's text checked as `kniffel import` checks it: what it restores, or the one line that says why not. */
export function readBackup(textOfFile: string, lang: Lang): { ok: Restore } | { refused: string } {
  let x: unknown;
  try {
    x = JSON.parse(textOfFile);
  } catch (e) {
    return { refused: cliText(lang, "backupBad", "JSON: " + (e as Error).message) };
  }
  try {
    return { ok: checkBackup(x, lang) };
  } catch (e) {
    if (e instanceof BackupError) return { refused: cliText(lang, e.key, e.args) };
    throw e;
  }
}

/** The file writes that make the watch's data files what `next` holds: each file to write, each to erase. */
export interface Writes {
  write: [string, string][];
  erase: string[];
}

function writesFrom(before: Map<string, string>, after: Map<string, string>): Writes {
  const w: Writes = { write: [], erase: [] };
  for (const name of DATA_FILES) {
    const a = after.get(name);
    if (a === undefined) {
      if (before.has(name)) w.erase.push(name);
    } else if (a !== before.get(name)) w.write.push([name, a]);
  }
  return w;
}

/**
 * What putting a checked backup back writes on a watch whose data files are `files`, with
 * `room` bytes of Storage for them beside the other apps' (its free bytes plus what these
 * files take now): worked out on a copy by the device's own save code. Null when it does not
 * fit (then nothing is written).
 */
export function restoreWrites(files: Map<string, string>, b: Restore, slot: number, room: number): Writes | null {
  const copy = storageCopy(files, room);
  if (restore(copy, slot, b)) return null;
  return writesFrom(files, copy.files);
}

/** Clearing the statistics: the statistics file erased (the device then starts them empty). */
export function clearStatsWrites(files: Map<string, string>): Writes {
  const after = new Map(files);
  after.delete(STATS_FILE);
  return writesFrom(files, after);
}

/** Bytes as a string of one char each (what Storage holds), from UTF-8 text: what a downloaded file holds. */
export function utf8Bytes(s: string): string {
  const b = new TextEncoder().encode(s);
  let out = "";
  for (let i = 0; i < b.length; i++) out += String.fromCharCode(b[i]);
  return out;
}
