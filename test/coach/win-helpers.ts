// What the tests of playing to win share (win.test.ts: the simulator's engine; standing-win.test.ts:
// the watches'): a game of given columns, a finished column, the options as the brute force
// (brute-pay.ts) names them.
import { expect } from "vitest";
import type { Column } from "../../firmware/coach/chance";
import type { WinOption } from "../../firmware/coach/players";
import type { Game, Rules } from "../../firmware/core";
import { boxIndex, columnTotals, MAX_ROLLS, newGame, Phase, sheetFor } from "../../firmware/core";
import { bruteOptions, sheetWith } from "./brute-pay";

/** A game of these columns, player `me` to move with `dice` and `left` rolls left. */
export function gameOf(r: Rules, cols: Column[], me: number, dice: number[], left: number): Game {
  const g = newGame({ names: cols.map((_, i) => "P" + (i + 1)), rules: r, rolloff: false }) as Game;
  const n = g.sheet.kinds.length;
  cols.forEach((c, i) => {
    g.sc.set(c.sc, i * n);
    g.xk[i] = c.extra / r.extraKniffelBonus;
  });
  g.ph = Phase.Play;
  g.cur = me;
  g.dice.set(dice);
  g.roll = MAX_ROLLS - left;
  return g;
}

/** A finished column with this grand total (every box 0 but the Chance). */
export function finished(r: Rules, total: number): Column {
  const sheet = sheetFor(r.game);
  const sc = new Int16Array(sheet.kinds.length).fill(0);
  sc[boxIndex(sheet, "chance")] = total;
  return { sc, extra: 0 };
}

/** Each engine option as the brute force names it: "box b", or "keep" and the dice it holds, sorted. */
export function named(options: WinOption[], dice: number[]): Map<string, number> {
  return new Map(options.map((o) => [o.box >= 0 ? "box " + o.box : "keep " + dice.filter((_, i) => o.held & (1 << i)).sort().join(""), o.p]));
}

export function expectSame(mine: Map<string, number>, brute: Map<string, number>, digits = 10): void {
  expect([...mine.keys()].sort()).toEqual([...brute.keys()].sort());
  for (const [k, p] of mine) expect(p, k).toBeCloseTo(brute.get(k)!, digits);
}

/**
 * Player 1 to move with only `free` boxes free (the rest at par or `given`), every other player
 * finished `ahead` points beyond this column's banked total: the game, and the brute force's
 * chance of every option (1 above the best other total, a share when tied).
 */
export function againstFinished(r: Rules, free: string[], given: { [id: string]: number }, dice: number[], left: number, ahead: number[]): { g: Game; brute: Map<string, number> } {
  const sc = sheetWith(r, free, given);
  const banked = columnTotals(sheetFor(r.game), sc, 0, 0).grand;
  const others = ahead.map((a) => banked + a);
  const best = Math.max(...others);
  const tied = others.filter((t) => t === best).length;
  const pay = (total: number) => (total > best ? 1 : total === best ? 1 / (tied + 1) : 0);
  const g = gameOf(r, [{ sc, extra: 0 }, ...others.map((t) => finished(r, t))], 0, dice, left);
  return { g, brute: bruteOptions(r, sc, 0, dice, left, pay) };
}
