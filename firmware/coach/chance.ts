// Each player's chance to win (#28), exact in the last round: with at most one free box in
// every column, each player's last turn is played the coach's way (the best expected score)
// whatever the others do, so the final totals are independent and each one's distribution
// is found by following the coach's choices over every way the dice can fall. A shared first
// place counts as its share (two tied: half each). With more free boxes the players are still
// independent (the coach's way never looks at the others), but each distribution then spans
// many turns, too many to follow every roll: not computed here.
import { columnTotals } from "../core/totals";
import { newPlacement, place } from "../core/placement";
import { rollDice } from "../core/dice";
import type { ValueOf } from "./state";
import { entered, freeBoxes } from "./state";
import type { Coach } from "./turn";
import { advise } from "./turn";
import { FACES } from "./dice";

/** A distribution of final totals: probability by total. */
export type Totals = { [total: number]: number };

/** A column: its scores (-1 free), the extra-Kniffel points banked. */
export interface Column {
  sc: Int16Array;
  extra: number;
}

/** Whether every column has at most one free box (the last round: the chances are exact). */
export function lastRound(cols: Column[]): boolean {
  for (let i = 0; i < cols.length; i++) if (freeBoxes(cols[i].sc) > 1) return false;
  return true;
}

function noFuture(): number {
  throw new Error("a column with one free box has no value after its entry");
}

function add(d: Totals, total: number, p: number): void {
  d[total] = (d[total] || 0) + p;
}

/** The sorted faces of dice. */
function sorted(dice: ArrayLike<number>): number[] {
  const out: number[] = [];
  for (let i = 0; i < dice.length; i++) out.push(dice[i]);
  return out.sort();
}

/** Calls `each` with every sorted roll that throwing the dice not `kept` can give, and its probability (all 6^k orders enumerated). */
function throwRest(kept: number[], each: (roll: number[], p: number) => void): void {
  const k = 5 - kept.length;
  let n = 1;
  for (let i = 0; i < k; i++) n *= FACES;
  const seen: { [key: string]: { roll: number[]; p: number } } = {};
  for (let x = 0; x < n; x++) {
    const roll = kept.slice();
    for (let i = 0, y = x; i < k; i++, y = Math.floor(y / FACES)) roll.push((y % FACES) + 1);
    roll.sort();
    const key = roll.join("");
    if (seen[key]) seen[key].p += 1 / n;
    else seen[key] = { roll: roll, p: 1 / n };
  }
  for (const key in seen) each(seen[key].roll, seen[key].p);
}

/**
 * The distribution of a column's final total when its player plays the coach's way from `dice`
 * with `rollsLeft` rolls left (no dice: from the start of the turn). At most one free box.
 */
export function finalTotals(c: Coach, col: Column, dice?: ArrayLike<number>, rollsLeft?: number): Totals {
  const free = freeBoxes(col.sc);
  if (free > 1) throw new Error("the final totals are computed for one free box at most");
  const out: Totals = {};
  if (!free) {
    out[columnTotals(c.sheet, col.sc, 0, col.extra).grand] = 1;
    return out;
  }
  const pl = newPlacement();
  const memo: { [key: string]: Totals } = {};
  // Each distinct roll (sorted) and roll count once: the coach's choice there and what follows.
  const from = function (d: number[], left: number): Totals {
    const key = d.join("") + left;
    if (memo[key]) return memo[key];
    const best = advise(c, col.sc, 0, col.extra, d, left, noFuture)[0];
    const res: Totals = {};
    if (best.box >= 0) {
      place(c.sheet, c.rules, col.sc, 0, d, pl);
      res[columnTotals(c.sheet, entered(col.sc, best.box, pl.pts[best.box]), 0, col.extra + pl.bonus).grand] = 1;
    } else {
      const kept: number[] = [];
      for (let i = 0; i < 5; i++) if (best.held & (1 << i)) kept.push(d[i]);
      throwRest(kept, function (roll, p) {
        const after = from(roll, left - 1);
        for (const t in after) add(res, +t, p * after[t]);
      });
    }
    memo[key] = res;
    return res;
  };
  if (dice) return from(sorted(dice), rollsLeft as number);
  throwRest([], function (roll, p) {
    const d = from(roll, 2);
    for (const t in d) add(out, +t, p * d[t]);
  });
  return out;
}

/**
 * Each player's chance of finishing first, a shared first place counting as its share, from
 * independent distributions of their final totals.
 */
export function winChances(dists: Totals[]): number[] {
  return dists.map(function (mine, i) {
    let win = 0;
    for (const t in mine) {
      const x = +t;
      // tied[m]: exactly m of the others also at x, every other one below it.
      let tied = [1];
      for (let j = 0; j < dists.length; j++) {
        if (j === i) continue;
        let below = 0;
        for (const u in dists[j]) if (+u < x) below += dists[j][u];
        const at = dists[j][x] || 0;
        const next: number[] = [];
        for (let m = 0; m <= tied.length; m++) next.push((m < tied.length ? tied[m] * below : 0) + (m > 0 ? tied[m - 1] * at : 0));
        tied = next;
      }
      let share = 0;
      for (let m = 0; m < tied.length; m++) share += tied[m] / (m + 1);
      win += mine[t] * share;
    }
    return win;
  });
}

/**
 * Before the last round: `n` final totals of a column, each from a game played on to its end
 * the coach's way (its exact values `value`) with dice from `word`; from `dice` with
 * `rollsLeft` rolls left, or from the start of a turn. The players are independent (the coach's
 * way never looks at the others), so rollouts of each column, paired by their index, are
 * rollouts of the whole table.
 */
export function rolloutTotals(c: Coach, col: Column, value: ValueOf, n: number, word: () => number, dice?: ArrayLike<number>, rollsLeft?: number): number[] {
  const pl = newPlacement();
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const sc = new Int16Array(col.sc);
    let extra = col.extra;
    let d = dice ? sorted(dice) : rollDice([0, 0, 0, 0, 0], 0, word);
    let left = dice ? (rollsLeft as number) : 2;
    while (freeBoxes(sc) > 0) {
      const best = advise(c, sc, 0, extra, d, left, value)[0];
      if (best.box >= 0) {
        place(c.sheet, c.rules, sc, 0, d, pl);
        sc[best.box] = pl.pts[best.box];
        extra += pl.bonus;
        d = rollDice([0, 0, 0, 0, 0], 0, word);
        left = 2;
      } else {
        d = rollDice(d, best.held, word);
        left--;
      }
    }
    out.push(columnTotals(c.sheet, sc, 0, extra).grand);
  }
  return out;
}

/** Each player's chance from paired rollouts (totals[i][r]: player i's r-th), with its standard error. */
export function rolloutChances(totals: number[][]): { p: number[]; se: number[] } {
  const n = totals[0].length;
  const sum = totals.map(function () { return 0; });
  const sq = totals.map(function () { return 0; });
  for (let r = 0; r < n; r++) {
    let top = -1;
    let first = 0;
    for (let i = 0; i < totals.length; i++) {
      if (totals[i][r] > top) {
        top = totals[i][r];
        first = 1;
      } else if (totals[i][r] === top) first++;
    }
    for (let i = 0; i < totals.length; i++) {
      const share = totals[i][r] === top ? 1 / first : 0;
      sum[i] += share;
      sq[i] += share * share;
    }
  }
  const p = sum.map(function (x) { return x / n; });
  return { p: p, se: p.map(function (m, i) { return Math.sqrt(Math.max(0, sq[i] / n - m * m) / n); }) };
}
