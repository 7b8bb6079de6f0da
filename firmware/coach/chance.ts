// Each player's chance to win, exact in the last round: with at most one free box in
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

/** A distribution of final totals: p[i] the probability of the total lo + i. */
export interface Totals {
  lo: number;
  p: number[];
}

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

/** Adds `from` times `weight` into `into`, widening its range as needed. */
export function addTotals(into: Totals, from: Totals, weight: number): void {
  if (!into.p.length) into.lo = from.lo;
  if (from.lo < into.lo) {
    const pad: number[] = [];
    for (let i = from.lo; i < into.lo; i++) pad.push(0);
    into.p = pad.concat(into.p);
    into.lo = from.lo;
  }
  const at = from.lo - into.lo;
  while (into.p.length < at + from.p.length) into.p.push(0);
  for (let i = 0; i < from.p.length; i++) into.p[at + i] += weight * from.p[i];
}

/** The distribution of one certain total. */
export function pointTotals(t: number): Totals {
  return { lo: t, p: [1] };
}

/** A distribution's mean. */
export function meanOf(d: Totals): number {
  let m = 0;
  for (let i = 0; i < d.p.length; i++) m += (d.lo + i) * d.p[i];
  return m;
}

/** The sorted faces of dice. */
function sorted(dice: ArrayLike<number>): number[] {
  const out: number[] = [];
  for (let i = 0; i < dice.length; i++) out.push(dice[i]);
  return out.sort();
}

/** The outcomes of throwing the dice not kept, by the kept dice (sorted, joined): a keep's list is made once. */
const throws: { [kept: string]: { roll: number[]; p: number }[] } = {};

/** Calls `each` with every sorted roll that throwing the dice not `kept` can give, and its probability (all 6^k orders enumerated once per keep). */
function throwRest(kept: number[], each: (roll: number[], p: number) => void): void {
  const id = kept.join("");
  let list = throws[id];
  if (!list) {
    const k = 5 - kept.length;
    let n = 1;
    for (let i = 0; i < k; i++) n *= FACES;
    const seen: { [key: string]: { roll: number[]; p: number } } = {};
    list = [];
    for (let x = 0; x < n; x++) {
      const roll = kept.slice();
      for (let i = 0, y = x; i < k; i++, y = Math.floor(y / FACES)) roll.push((y % FACES) + 1);
      roll.sort();
      const key = roll.join("");
      if (seen[key]) seen[key].p += 1 / n;
      else list.push(seen[key] = { roll: roll, p: 1 / n });
    }
    throws[id] = list;
  }
  for (let i = 0; i < list.length; i++) each(list[i].roll, list[i].p);
}

/**
 * The distribution of a column's final total when its player plays the rest of this turn the
 * coach's way (by the values `value`) from `dice` with `rollsLeft` rolls left (no dice: from
 * the start of the turn), each way the turn can end followed by `end`'s distribution for the
 * column it leaves (memoised by column).
 */
export function turnTotals(c: Coach, col: Column, value: ValueOf, end: (sc: Int16Array, extra: number) => Totals, dice?: ArrayLike<number>, rollsLeft?: number): Totals {
  const pl = newPlacement();
  const memo: { [key: string]: Totals } = {};
  const ends: { [key: string]: Totals } = {};
  // Each distinct roll (sorted) and roll count once: the coach's choice there and what follows.
  const from = function (d: number[], left: number): Totals {
    const key = d.join("") + left;
    if (memo[key]) return memo[key];
    const best = advise(c, col.sc, 0, col.extra, d, left, value)[0];
    let res: Totals = { lo: 0, p: [] };
    if (best.box >= 0) {
      place(c.sheet, c.rules, col.sc, 0, d, pl);
      const sc = entered(col.sc, best.box, pl.pts[best.box]);
      const extra = col.extra + pl.bonus;
      const at = sc.join(",") + "+" + extra;
      res = ends[at] || (ends[at] = end(sc, extra));
    } else {
      const kept: number[] = [];
      for (let i = 0; i < 5; i++) if (best.held & (1 << i)) kept.push(d[i]);
      throwRest(kept, function (roll, p) {
        const after = from(roll, left - 1);
        addTotals(res, after, p);
      });
    }
    memo[key] = res;
    return res;
  };
  if (dice) return from(sorted(dice), rollsLeft as number);
  const out: Totals = { lo: 0, p: [] };
  throwRest([], function (roll, p) {
    addTotals(out, from(roll, 2), p);
  });
  return out;
}

/** The one total of a full column. */
function pointAt(c: Coach, sc: Int16Array, extra: number): Totals {
  return pointTotals(columnTotals(c.sheet, sc, 0, extra).grand);
}

/**
 * The distribution of a column's final total when its player plays the coach's way from `dice`
 * with `rollsLeft` rolls left (no dice: from the start of the turn). At most one free box.
 */
export function finalTotals(c: Coach, col: Column, dice?: ArrayLike<number>, rollsLeft?: number): Totals {
  const free = freeBoxes(col.sc);
  if (free > 1) throw new Error("the final totals are computed for one free box at most");
  if (!free) return pointAt(c, col.sc, col.extra);
  return turnTotals(c, col, noFuture, function (sc, extra) { return pointAt(c, sc, extra); }, dice, rollsLeft);
}

/**
 * Each player's chance of finishing first, a shared first place counting as its share, from
 * independent distributions of their final totals. Over the totals any of them can reach, in
 * order: for each, how likely each player is exactly there and below it.
 */
export function winChances(dists: Totals[]): number[] {
  let lo = dists[0].lo;
  let hi = lo;
  for (let i = 0; i < dists.length; i++) {
    lo = Math.min(lo, dists[i].lo);
    hi = Math.max(hi, dists[i].lo + dists[i].p.length);
  }
  const size = hi - lo;
  const at: Float64Array[] = [];
  const below: Float64Array[] = [];
  for (let i = 0; i < dists.length; i++) {
    const a = new Float64Array(size);
    const b = new Float64Array(size);
    a.set(dists[i].p, dists[i].lo - lo);
    for (let k = 1; k < size; k++) b[k] = b[k - 1] + a[k - 1];
    at.push(a);
    below.push(b);
  }
  const out: number[] = [];
  const tied = new Float64Array(dists.length + 1);
  for (let i = 0; i < dists.length; i++) {
    let win = 0;
    for (let k = 0; k < size; k++) {
      if (!at[i][k]) continue;
      // tied[m]: exactly m of the others also at this total, every other one below it.
      tied.fill(0);
      tied[0] = 1;
      let m = 0;
      for (let j = 0; j < dists.length; j++) {
        if (j === i) continue;
        m++;
        for (let x = m; x >= 0; x--) tied[x] = tied[x] * below[j][k] + (x > 0 ? tied[x - 1] * at[j][k] : 0);
      }
      let share = 0;
      for (let x = 0; x <= m; x++) share += tied[x] / (x + 1);
      win += at[i][k] * share;
    }
    out.push(win);
  }
  return out;
}

/**
 * For each final total of one player, the share of first place it gives against the others'
 * distributions (ties shared): share.p[t - share.lo], 0 below the range, 1 above it.
 */
export function shares(others: Totals[]): Totals {
  if (!others.length) return { lo: 0, p: [] };
  let lo = others[0].lo;
  let hi = lo;
  for (let j = 0; j < others.length; j++) {
    lo = Math.min(lo, others[j].lo);
    hi = Math.max(hi, others[j].lo + others[j].p.length);
  }
  const below = others.map(function () { return 0; });
  const p: number[] = [];
  const tied: number[] = [];
  for (let t = lo; t < hi; t++) {
    for (let m = 0; m <= others.length; m++) tied[m] = m ? 0 : 1;
    for (let j = 0; j < others.length; j++) {
      const at = others[j].p[t - others[j].lo] || 0;
      for (let m = j + 1; m >= 0; m--) tied[m] = tied[m] * below[j] + (m ? tied[m - 1] * at : 0);
      below[j] += at;
    }
    let share = 0;
    for (let m = 0; m <= others.length; m++) share += tied[m] / (m + 1);
    p.push(share);
  }
  return { lo: lo, p: p };
}

/** The share of first place a final total gives (shares()). */
export function shareOf(s: Totals, total: number): number {
  if (!s.p.length) return 1;
  const i = total - s.lo;
  return i < 0 ? 0 : i >= s.p.length ? 1 : s.p[i];
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

