// W0, each roll's best entry with no roll left, the bulk of a hint's work (252 rolls): both
// engines (turn.ts, compact.ts) run it over a roll's points per box read off the rules once
// (its RollScores) and what each entry leaves to come (gain, by slotOf).
// A roll scores in about 5 of 13 boxes. Entering it elsewhere scores 0 and leaves the same
// as entering a 0 there with any other roll, gain[b * 6], so those boxes are ranked once per
// question (zeroOrder) and a roll looks only at its scoring boxes and at the first of the
// ranked boxes it may strike: the same maximum as over every box, in under half the steps.
// The six five-equal rolls are left to the engines where a reading of a later Kniffel
// decides where they may go (placement.ts laterKniffel): only place() knows that; the
// engines then value place()'s answer with bestPlaced.
import { UPPER_BOXES } from "../core/boxes";
import type { Placement } from "../core/placement";
import { Why } from "../core/placement";
import { FIRST_ROLL } from "./dice";

/** A rule set's points of every roll in every box, read off place() on an empty sheet. */
export interface RollScores {
  n: number;
  /** Per roll r and box b at r * n + b: points, and the gain slot (turn.ts slotOf). */
  basePts: Uint8Array;
  baseSlot: Uint8Array;
  /** Per roll: the boxes (bits) it fits, i.e. that place() allows on an empty sheet. */
  fit: Uint16Array;
  /** Per roll: 1 for the six five-equal rolls. */
  five: Uint8Array;
  /** Per roll: the boxes (bits) where it scores more than 0. */
  scoring: Uint16Array;
}

const FIRST = FIRST_ROLL;
const UPPER = UPPER_BOXES;

/**
 * Where an entry's consequences are looked up in an engine's gain table: an upper box by its
 * number of dice (the subtotal moves), the other boxes by whether they scored (the Kniffel
 * box's 0 or 50 is part of the state).
 */
export function slotOf(b: number, pts: number): number {
  return b * 6 + (b < UPPER ? (pts / (b + 1)) | 0 : pts > 0 ? 1 : 0);
}

/** A roll's W0 from place()'s answer for it (n boxes): its best entry, points plus gain, and any extra-Kniffel bonus. */
export function bestPlaced(pl: Placement, n: number, gain: Float32Array | Float64Array): number {
  let best = -1;
  for (let b = 0; b < n; b++) {
    if (pl.why[b] !== Why.Ok) continue;
    const v = pl.pts[b] + gain[slotOf(b, pl.pts[b])];
    if (v > best) best = v;
  }
  return best + pl.bonus;
}

/** The index of bit i from 2^i % 37 (distinct for i < 32): a box from the lowest bit of a mask. */
export const BIT_AT = new Int8Array(37);
for (let i = 0; i < 16; i++) BIT_AT[(1 << i) % 37] = i;

/**
 * The free boxes (free[0 .. nFree)) into `order`, by what a 0 there is worth, best first:
 * zero[b * stride] (a hint: gain[b * 6], what a 0 leaves to come; the advice to win: a 0's
 * chance, standing-win.ts).
 */
export function zeroOrder(zero: Float32Array | Float64Array, stride: number, free: ArrayLike<number>, nFree: number, order: Uint8Array): void {
  for (let i = 0; i < nFree; i++) {
    const b = free[i];
    let j = i;
    for (; j > 0 && zero[order[j - 1] * stride] < zero[b * stride]; j--) order[j] = order[j - 1];
    order[j] = b;
  }
}

/**
 * W0 of the rolls from .. to-1 (the five-equal ones only with `fives`: where no reading of a
 * later Kniffel applies) into a[FIRST_ROLL + r]: the best of
 * points plus gain over the free boxes (`freeMask`) the roll may go into; under a strict
 * strike rule (no voluntary strike) those it fits, unless it fits none. `order`: zeroOrder of
 * the free boxes. Returns the number of boxes looked at (the benchmark's work count).
 */
export function lastRolls(s: RollScores, gain: Float32Array | Float64Array, freeMask: number, strict: boolean, order: Uint8Array, fives: boolean, a: Float32Array | Float64Array, from: number, to: number): number {
  const n = s.n;
  const pts = s.basePts;
  const slot = s.baseSlot;
  const fit = s.fit;
  const five = s.five;
  const scoring = s.scoring;
  let looked = 0;
  for (let r = from; r < to; r++) {
    if (five[r] && !fives) continue;
    const fitting = freeMask & fit[r];
    const ok = strict && fitting ? fitting : freeMask;
    const at = r * n;
    let best = -1;
    for (let m = ok & scoring[r]; m; m &= m - 1) {
      const b = BIT_AT[(m & -m) % 37];
      const v = pts[at + b] + gain[slot[at + b]];
      if (v > best) best = v;
      looked++;
    }
    const zero = ok & ~scoring[r];
    if (zero) {
      let i = 0;
      while (!(zero & (1 << order[i]))) i++;
      if (gain[order[i] * 6] > best) best = gain[order[i] * 6];
      looked += i + 1;
    }
    a[FIRST + r] = best;
  }
  return looked;
}
