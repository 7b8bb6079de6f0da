// The shape of the rest of a game (the chance to win): how a column's final total falls
// around its expected value, measured rather than assumed. A normal distribution with the
// exact spread (spread.ts) proved too wide in the middle: much of a rest's variance comes from
// rare large entries (a Kniffel's 50, the upper bonus's 35), so a lead holds more often than
// a normal distribution says (measured: 3-4 points of chance too little for the leader). Here
// solitaire games played the coach's way give, for each kind of column, the
// distribution of z = (final - expected) / spread over the turn starts they pass: a cumulative
// distribution on a grid of z, which the estimate (firmware/coach/estimate.ts) uses in place
// of the normal one; apart for the columns whose Kniffel box is free or whose upper bonus is
// still open (estimate.ts shapeRow). Seeded, so every machine makes the same shape; cached
// beside the tables (sim/shape.ts, in Node; the page's IndexedDB, web/coach/chances.ts).
import type { Shape, Tables } from "../firmware/coach/estimate";
import { shapeRow } from "../firmware/coach/estimate";
import { PROFI } from "../firmware/coach/players";
import { freeBoxes, sheetState, stateSpace } from "../firmware/coach/state";
import { rulesCode, TableFormat } from "../firmware/coach/table";
import type { Game, Rules } from "../firmware/core";
import { columnTotals, newGame, Phase, playerTotals } from "../firmware/core";
import { newPlayer, playComputerTurn } from "./duel";
import type { Progress } from "../firmware/coach/solve";
import { sfc32 } from "./rng";

/** Games, seed and grid of the shape: 20,000 games put each grid point's share within about 0.4 points. */
export const SHAPE_GAMES = 20000;
export const SHAPE_SEED = 28;
const Z0 = -5;
const DZ = 0.05;
const STEPS = 300;
export const SHAPE_FORMAT = 2;

/** The shape of `rules` from `games` solitaire games of the coach with tables t (value and spread; shape unused); `progress` after each game. */
export function buildShape(rules: Rules, t: Tables, games: number, seed: number, progress?: Progress): Shape {
  const space = stateSpace(rules);
  const n = space.sheet.kinds.length;
  const profi = newPlayer(PROFI, function () { return t.value; });
  const next = sfc32(seed);
  const counts: number[][] = [];
  for (let row = 0; row < 4 * (n + 1); row++) counts.push(new Array<number>(STEPS + 1).fill(0));
  for (let k = 0; k < games; k++) {
    const g = newGame({ names: ["P"], rules, rolloff: false }) as Game;
    const marks: { f: number; row: number; mean: number; sd: number }[] = [];
    while (g.ph !== Phase.Over) {
      const sc = g.sc.slice(0, n);
      const state = sheetState(space, sc, 0);
      marks.push({ f: freeBoxes(sc), row: shapeRow(space.sheet, sc, freeBoxes(sc)), mean: columnTotals(space.sheet, sc, 0, g.xk[0] * rules.extraKniffelBonus).grand + t.value(state), sd: t.spread(state) });
      playComputerTurn(g, profi, next);
    }
    const final = playerTotals(g, 0).grand;
    for (const m of marks) {
      if (m.f < 2 || m.sd <= 0) continue;
      const i = Math.floor(((final - m.mean) / m.sd - Z0) / DZ);
      counts[m.row][Math.max(0, Math.min(STEPS, i + 1))]++;
    }
    if (progress) progress(k + 1, games);
  }
  // cdf[row][i]: the share of z below Z0 + i * DZ (a row no game passed: empty, the normal distribution).
  const cdf = counts.map((row) => {
    const total = row.reduce((a, b) => a + b, 0);
    if (!total) return [];
    let sum = 0;
    return row.map((c) => Math.round(((sum += c) / total) * 1e6) / 1e6);
  });
  return { z0: Z0, dz: DZ, cdf };
}

/** A shape as it is kept (a file beside the tables, the page's storage): with what made it. */
export interface ShapeFile {
  format: number;
  /** The format of the tables its games were played with (table.ts): a shape from other tables is made anew. */
  tables: string;
  code: number;
  games: number;
  seed: number;
  shape: Shape;
}

export function shapeFile(rules: Rules, shape: Shape): ShapeFile {
  return { format: SHAPE_FORMAT, tables: TableFormat.Magic, code: rulesCode(rules), games: SHAPE_GAMES, seed: SHAPE_SEED, shape };
}

/** The shape of a kept file for `rules`, or null where it was made otherwise (another format, tables, rules, games or seed) or is damaged. */
export function shapeOf(rules: Rules, f: unknown): Shape | null {
  const s = f as Partial<ShapeFile> | null;
  if (!s || typeof s !== "object" || s.format !== SHAPE_FORMAT || s.tables !== TableFormat.Magic || s.code !== rulesCode(rules) || s.games !== SHAPE_GAMES || s.seed !== SHAPE_SEED) return null;
  const shape = s.shape;
  const ok = !!shape && typeof shape.z0 === "number" && typeof shape.dz === "number" && Array.isArray(shape.cdf) && shape.cdf.every((row) => Array.isArray(row));
  return ok ? (shape as Shape) : null;
}
