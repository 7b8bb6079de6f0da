// The game in progress in a few bytes, for the watch's clock (kniffel.clkinfo.js,
// firmware/clkinfo-main.ts): "[round,points]" of the player to move, "[]" once the game is
// over. The app rewrites it after each save of the journal; the clock reads it whenever its
// item is drawn. It is JSON so that a torn write (erased bytes where the end should be) does
// not parse and the clock shows the best score instead of wrong figures.
import type { Game } from "../../core";
import { Phase, playerTotals } from "../../core";
import { BEST } from "./stats";

export const SUMMARY_FILE = "kniffel.ci";

/** Round (from 1) and points of the player to move. */
export interface Progress {
  r: number;
  p: number;
}

export function summaryText(g: Game): string {
  return g.ph === Phase.Over ? "[]" : "[" + (Math.floor(g.turn / g.np) + 1) + "," + playerTotals(g, g.cur).grand + "]";
}

const count = (x: unknown): x is number => typeof x === "number" && x >= 0 && x === Math.floor(x);

/** The game in progress of a summary as JSON.parse made it; null for none, or anything else. */
export function readSummary(o: unknown): Progress | null {
  return Array.isArray(o) && o.length === 2 && count(o[0]) && o[0] > 0 && count(o[1]) ? { r: o[0], p: o[1] } : null;
}

/** o[k] where o is an object (JSON.parse's result of a file that may be anything), else undefined. */
export function field(o: unknown, k: string): unknown {
  return typeof o === "object" && o !== null ? (o as { [k: string]: unknown })[k] : undefined;
}

/**
 * The best result of the statistics file (store/stats.ts, in store/record-file.ts's
 * {"crc":..,"data":..}) as JSON.parse made it; 0 where there is none. The clock does not
 * check the CRC: a damaged file does not parse, and it only shows a number.
 */
export function bestScore(file: unknown): number {
  const p = field(field(file, "data"), "p");
  let best = 0;
  if (typeof p === "object" && p !== null) {
    for (const k in p) {
      const c = field(p, k);
      if (Array.isArray(c) && count(c[BEST]) && c[BEST] > best) best = c[BEST];
    }
  }
  return best;
}
