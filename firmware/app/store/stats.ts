// Statistics per rule preset (and apart for games with the players' own dice, and with computer seats), kept over many games: games played, player results, their
// sum (for the average) and best, Kniffels scored (a 50 in the box plus extra-Kniffel
// bonuses) and how many results reached the upper bonus; and the last 20 finished games as
// short summaries without dates. Bounded: five presets and twenty summaries at most.
import type { Storage } from "../../../hal/hal";
import type { Game, PresetId } from "../../core";
import { hasCpu, presetIds, playerTotals, rank, replaceFirst } from "../../core";
import { readJsonFile, writeJsonFile } from "./record-file";

export const STATS_FILE = "kniffel.st";
export const LAST_GAMES = 20;

/** Per preset id, in this order: games, results, sum of results, best, Kniffels, bonuses. */
export type Counts = number[];
export const GAMES = 0;
export const RESULTS = 1;
export const SUM = 2;
export const BEST = 3;
export const KNIFFELS = 4;
export const BONUSES = 5;

export interface Summary {
  /** Preset, number of players, winner (or first of the winners), winning total. */
  r: string;
  n: number;
  w: string;
  s: number;
}

export interface Stats {
  p: { [preset: string]: Counts };
  last: Summary[];
}

export function emptyStats(): Stats {
  return { p: {}, last: [] };
}

/**
 * Statistics keep the ways of playing apart, by a prefix of the preset's id (STATS_MODES):
 * people with the device's dice, with their own dice, and games with computer seats.
 */
export const STATS_MODES = ["", "real.", "cpu."];

export function statsKey(preset: string, mode: number): string {
  return STATS_MODES[mode] + preset;
}

/** The statistics mode of a game (STATS_MODES index). */
export function statsMode(g: Game): number {
  return hasCpu(g.setup) ? 2 : g.setup.real ? 1 : 0;
}

/** The preset id of a statistics key. */
export function keyPreset(k: string): PresetId {
  // A key of a newer version's preset: its name shows as the key itself (text()).
  return replaceFirst(replaceFirst(k, "real.", ""), "cpu.", "") as PresetId;
}

/** Adds a finished game to the statistics. */
export function addGame(st: Stats, g: Game): void {
  const id = statsKey(g.setup.rules.preset, statsMode(g));
  const c = st.p[id] || (st.p[id] = [0, 0, 0, 0, 0, 0]);
  const totals: number[] = [];
  c[GAMES]++;
  for (let p = 0; p < g.np; p++) {
    const t = playerTotals(g, p);
    totals.push(t.grand);
    c[RESULTS]++;
    c[SUM] += t.grand;
    if (t.grand > c[BEST]) c[BEST] = t.grand;
    c[KNIFFELS] += (g.sc[p * g.sheet.ids.length + g.sheet.fiveBox] > 0 ? 1 : 0) + g.xk[p];
    if (t.bonus) c[BONUSES]++;
  }
  const win = rank(totals)[0];
  st.last.unshift({ r: id, n: g.np, w: g.setup.names[win.player], s: win.total });
  st.last.splice(LAST_GAMES);
}

function validStats(o: { [k: string]: unknown }): boolean {
  const p = o.p as { [k: string]: unknown };
  if (typeof p !== "object" || p === null || !Array.isArray(o.last) || o.last.length > LAST_GAMES) return false;
  for (const k in p) {
    const c = p[k];
    if (presetIds().indexOf(keyPreset(k) as never) < 0 || !Array.isArray(c) || c.length !== 6) return false;
    for (let i = 0; i < 6; i++) if (typeof c[i] !== "number" || c[i] < 0) return false;
  }
  for (let i = 0; i < o.last.length; i++) {
    const s = o.last[i] as Summary;
    if (typeof s !== "object" || s === null || typeof s.r !== "string" || typeof s.n !== "number" || typeof s.w !== "string" || typeof s.s !== "number") return false;
  }
  return true;
}

/** The saved statistics, and whether the file was damaged (then they start empty). */
export function loadStats(st: Storage): { s: Stats; damaged: boolean } {
  const o = readJsonFile(st, STATS_FILE);
  if (o === null) return { s: emptyStats(), damaged: false };
  if (o === "damaged" || !validStats(o)) return { s: emptyStats(), damaged: true };
  return { s: o as unknown as Stats, damaged: false };
}

export function saveStats(st: Storage, s: Stats): boolean {
  return writeJsonFile(st, STATS_FILE, s);
}
