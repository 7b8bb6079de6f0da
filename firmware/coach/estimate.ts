// Each player's chance to win at any moment, fast enough for every turn's end: every
// final total is independent of the others' (the coach's way never looks at them), so the
// chances follow from one distribution per column (chance.ts winChances):
//  - a full column: its total;
//  - one free box (the last round): exact, the coach's last turn followed over every way the
//    dice can fall (chance.ts finalTotals), memoised by state and shifted by the points banked;
//  - more: a normal distribution around banked + the state's value, with the state's spread
//    (spread.ts: the exact standard deviation of the rest under the coach's play), put on the
//    whole points; in the middle of a turn, the turn's own ends are followed exactly and each
//    end is such a normal distribution (or exact, for a column it fills).
// Its error against the outcomes of Profi games is measured in the soak (calibration.ts).
import type { Sheet } from "../core/boxes";
import { UPPER_BOXES, UPPER_TARGET } from "../core/boxes";
import { columnTotals } from "../core/totals";
import type { Column, Totals } from "./chance";
import { finalTotals, pointTotals, shareOf, turnTotals, winChances } from "./chance";
import type { ValueOf } from "./state";
import { freeBoxes, sheetState } from "./state";
import type { Coach } from "./turn";

/**
 * How a rest falls around its value, by kind of column (shapeRow: free boxes, the Kniffel box
 * free, the upper bonus still open; sim/shape-games.ts): cdf[row][i] is the share of such columns
 * whose (final - expected) / spread is below z0 + i * dz.
 */
export interface Shape {
  z0: number;
  dz: number;
  cdf: number[][];
}

/** Where the chances come from: the coach's values, the states' spreads (spread.ts), and the rest's shape (normal without one). */
export interface Tables {
  value: ValueOf;
  spread: ValueOf;
  shape?: Shape;
}

/** Normal distributions are cut this many standard deviations below the mean (and 4 more above: the rests lean up). */
const REACH = 6;
/** meanShare's step, in standard deviations. */
const GRID = 0.1;

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26: error below 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) * Math.exp(-x * x);
  return z < 0 ? (1 - erf) / 2 : (1 + erf) / 2;
}

/**
 * The shape's row of a column with `free` free boxes: 4 per number of free boxes, as the two
 * lotteries that make a rest lumpy are still open or not (the Kniffel box's 50, the bonus).
 */
export function shapeRow(sheet: Sheet, sc: Int16Array, free: number): number {
  let sum = 0;
  let open = 0;
  for (let b = 0; b < UPPER_BOXES; b++) {
    if (sc[b] >= 0) sum += sc[b];
    else open += 5 * (b + 1);
  }
  return free * 4 + (sc[sheet.fiveBox] < 0 ? 2 : 0) + (sum < UPPER_TARGET && sum + open >= UPPER_TARGET ? 1 : 0);
}

/** The share of a shape's row below z (linear between its grid points). */
function shapeCdf(s: Shape, row: number[], z: number): number {
  const x = (z - s.z0) / s.dz;
  if (x <= 0) return row[0];
  const i = Math.floor(x);
  if (i >= row.length - 1) return 1;
  return row[i] + (row[i + 1] - row[i]) * (x - i);
}

/** The share of a rest below z spreads: by the shape's row where there is one, else normal. */
function restCdf(shape: Shape | undefined, row: number[] | undefined, z: number): number {
  return shape && row && row.length ? shapeCdf(shape, row, z) : normalCdf(z);
}

/**
 * A distribution of mean and sd on the whole numbers (each takes the half point either side):
 * normal, or of a shape's row where given; cut at REACH sd below and REACH + 4 above.
 */
export function normalTotals(mean: number, sd: number, shape?: Shape, row?: number[]): Totals {
  if (sd < 0.05) return pointTotals(Math.round(mean));
  const cdf = function (z: number): number { return restCdf(shape, row, z); };
  const lo = Math.floor(mean - REACH * sd);
  const hi = Math.ceil(mean + (REACH + 4) * sd);
  const p: number[] = [];
  let sum = 0;
  let below = cdf((lo - 0.5 - mean) / sd);
  for (let t = lo; t <= hi; t++) {
    const upTo = cdf((t + 0.5 - mean) / sd);
    p.push(upTo - below);
    sum += upTo - below;
    below = upTo;
  }
  for (let i = 0; i < p.length; i++) p[i] /= sum;
  return { lo: lo, p: p };
}

/** The same distribution moved by `by` points (sharing its probabilities). */
function shifted(d: Totals, by: number): Totals {
  return { lo: d.lo + by, p: d.p };
}

export interface Estimator {
  /** A column's final totals: from the start of its turn, or from `dice` with `rollsLeft` rolls left. */
  totals(col: Column, dice?: ArrayLike<number>, rollsLeft?: number): Totals;
  /**
   * The mean of `share` (chance.ts shares: what each final total is worth) over a column's final
   * total from the start of its turn: its chance to win against the others whose shares they are.
   */
  meanShare(col: Column, share: Totals): number;
  /** Each column's chance to win; `turn` the player in the middle of a turn, with their dice and rolls left. */
  chances(cols: Column[], turn?: { player: number; dice: ArrayLike<number>; rolls: number }): number[];
}

/** An estimator for the coach's rules (c) by its tables; it remembers the last rounds' exact distributions. */
export function newEstimator(c: Coach, t: Tables): Estimator {
  // The rest of a column with one free box, by state: the same whatever the points banked.
  const lastRest: { [state: number]: Totals } = {};
  const banked = function (sc: Int16Array, extra: number): number {
    return columnTotals(c.sheet, sc, 0, extra).grand;
  };
  const fromTurnStart = function (sc: Int16Array, extra: number): Totals {
    const free = freeBoxes(sc);
    const now = banked(sc, extra);
    if (free === 0) return normalTotals(now, 0);
    const state = sheetState(c.space, sc, 0);
    if (free > 1) return normalTotals(now + t.value(state), t.spread(state), t.shape, t.shape && t.shape.cdf[shapeRow(c.sheet, sc, free)]);
    if (!lastRest[state]) lastRest[state] = shifted(finalTotals(c, { sc: sc, extra: extra }), -now);
    return shifted(lastRest[state], now);
  };
  // A spread-out rest: the shape's (or the normal) distribution in steps of GRID sd, each
  // step's mass at the whole total nearest its middle (the distribution puts each total's
  // half point either side on it): a few dozen steps instead of a distribution per entry.
  const spreadShare = function (mean: number, sd: number, row: number[] | undefined, share: Totals): number {
    let p = 0;
    let below = 0;
    for (let z = -REACH; z < REACH + 4; z += GRID) {
      const upTo = restCdf(t.shape, row, z + GRID);
      if (upTo > below) p += (upTo - below) * shareOf(share, Math.round(mean + (z + GRID / 2) * sd));
      below = upTo;
    }
    return p / below;
  };
  const meanShare = function (col: Column, share: Totals): number {
    const free = freeBoxes(col.sc);
    const now = banked(col.sc, col.extra);
    if (free > 1) {
      const state = sheetState(c.space, col.sc, 0);
      return spreadShare(now + t.value(state), t.spread(state), t.shape && t.shape.cdf[shapeRow(c.sheet, col.sc, free)], share);
    }
    const d = fromTurnStart(col.sc, col.extra);
    let p = 0;
    for (let i = 0; i < d.p.length; i++) if (d.p[i]) p += d.p[i] * shareOf(share, d.lo + i);
    return p;
  };
  const totals = function (col: Column, dice?: ArrayLike<number>, rollsLeft?: number): Totals {
    if (!dice || freeBoxes(col.sc) === 0) return fromTurnStart(col.sc, col.extra);
    return turnTotals(c, col, t.value, fromTurnStart, dice, rollsLeft);
  };
  return {
    totals: totals,
    meanShare: meanShare,
    chances: function (cols, turn) {
      return winChances(cols.map(function (col, i) {
        return turn && turn.player === i ? totals(col, turn.dice, turn.rolls) : totals(col);
      }));
    },
  };
}
