// The odds of a turn: for the dice in hand, the holds and the rolls left, the exact chance
// of *making* each free box by the end of the turn when the player plays for that box
// alone (each box its own best holding strategy), and the chance of a Kniffel this turn.
//
// Making a box: the dice finally entered may go into it (place() allows it) and
//  - an upper box N (Einser..Sechser): score at least 3 x N, i.e. three or more N's, "par"
//    for the upper bonus (under freeChoice a later Kniffel scores 5 x N in any of them);
//  - any other box: score more than 0, i.e. its condition is met (Chance: always; a joker
//    under upperFirst/joker, or any box at its maximum under freeChoice, counts as made).
// The Kniffel chance is that of five equal dice, whatever the Kniffel box holds.
//
// Exact enumeration over all rolls and keeps (lean.ts, one die at a time): W0(r) = 1 if
// roll r makes the box, else 0; A_n(k) = the mean of W_{n-1} over one more die; W_n(r) = the
// best A_n(k) over the keeps k inside r, keeping all five included. Two answers per box:
//  - best: the chance from here with the best holds (stopping now included), W_n(dice);
//  - roll: the chance when the dice not held are thrown now, A_n(held), then played well;
//    -1 when no roll is left or all five are held.
// Before the first roll of a turn (no dice): both are A_3(nothing held).
import { Sheet, sheetFor, UPPER_BOXES } from "../core/boxes";
import { newPlacement, place, Placement, Why } from "../core/placement";
import { Rules } from "../core/rules";
import { baseScore } from "../core/scoring";
import { FIRST_ROLL, KEEPS, ROLLS } from "./dice";
import { bestAll, expectAll, Lean, leanCounts, leanFaces, leanKeep, newLean } from "./lean";

const FIRST = FIRST_ROLL;
const NROLLS = ROLLS;
/** Bit of `made` for a five-equal roll (the Kniffel chance). */
const FIVE = 1 << 15;

export interface Odds {
  rules: Rules;
  sheet: Sheet;
  n: number;
  l: Lean;
  /** Per roll: the boxes (bits) it makes on an empty sheet, and FIVE for five equal. */
  base: Uint16Array;
  /** Per roll on the sheet of the last request. */
  made: Uint16Array;
  a: Float32Array;
  cnt: Uint8Array;
  die: Uint8Array;
  pl: Placement;
}

export interface OddsResult {
  /** Per box in sheet order: chance with the best holds from here; -1 for a filled box. */
  best: Float64Array;
  /** Per box: chance when the dice not held are thrown now; -1 filled, no roll left, or all held. */
  roll: Float64Array;
  /** Per box: 1 if the dice in hand make it now. */
  now: Uint8Array;
  /** Chance of five equal dice this turn: best holds, and throwing the dice not held now. */
  five: number;
  fiveRoll: number;
  /** Inner-loop steps this request took (the benchmark's work count). */
  steps: number;
}

/** Lowest score that makes box b (see the top of this file). */
function threshold(b: number): number {
  return b < UPPER_BOXES ? 3 * (b + 1) : 1;
}

export function newOdds(rules: Rules): Odds {
  const sheet = sheetFor(rules.game);
  const n = sheet.kinds.length;
  const o: Odds = {
    rules: rules, sheet: sheet, n: n, l: newLean(),
    base: new Uint16Array(NROLLS), made: new Uint16Array(NROLLS), a: new Float32Array(KEEPS),
    cnt: new Uint8Array(7), die: new Uint8Array(5), pl: newPlacement(),
  };
  for (let r = 0; r < NROLLS; r++) {
    const sum = leanCounts(o.l, r, o.cnt);
    let bits = 0;
    for (let b = 0; b < n; b++) if (baseScore(sheet.kinds[b], o.cnt, sum, rules) >= threshold(b)) bits |= 1 << b;
    for (let f = 1; f <= 6; f++) if (o.cnt[f] === 5) bits |= FIVE;
    o.base[r] = bits;
  }
  return o;
}

export function newOddsResult(n: number): OddsResult {
  return { best: new Float64Array(n), roll: new Float64Array(n), now: new Uint8Array(n), five: 0, fiveRoll: 0, steps: 0 };
}

/**
 * The rolls' `made` bits on the sheet sc[off .. off+n): as on an empty sheet, except the six
 * five-equal rolls, which place() decides on this sheet (extra-Kniffel readings).
 */
function madeOn(o: Odds, sc: Int16Array, off: number): void {
  o.made.set(o.base);
  for (let r = 0; r < NROLLS; r++) {
    if (!(o.base[r] & FIVE)) continue;
    const pl = place(o.sheet, o.rules, sc, off, leanFaces(o.l, r, o.die), o.pl);
    let bits = FIVE;
    for (let b = 0; b < o.n; b++) if (pl.why[b] === Why.Ok && pl.pts[b] >= threshold(b)) bits |= 1 << b;
    o.made[r] = bits;
  }
}

/** Chances for one target (bit): fills o.a for `left` rolls; returns the steps taken. */
function chances(o: Odds, bit: number, left: number): number {
  const a = o.a;
  for (let r = 0; r < NROLLS; r++) a[FIRST + r] = o.made[r] & bit ? 1 : 0;
  for (let step = 1; step <= left; step++) {
    expectAll(o.l, a);
    if (step < left) bestAll(o.l, a);
  }
  return NROLLS + (2 * left - 1) * FIRST * 6;
}

/**
 * The odds for the column sc[off .. off+n): `dice` in hand (null before the first roll of
 * the turn), `held` (bit i: die i) and `rollsLeft` (0..2; before the first roll 3).
 */
export function odds(o: Odds, sc: Int16Array, off: number, dice: ArrayLike<number> | null, held: number, rollsLeft: number, out: OddsResult): OddsResult {
  madeOn(o, sc, off);
  const l = o.l;
  const a = o.a;
  const roll = dice ? leanKeep(l, dice, 31) - FIRST : -1;
  const canRoll = rollsLeft > 0 && (!dice || held !== 31);
  const kept = dice ? leanKeep(l, dice, held) : 0;
  out.steps = 0;
  // Target n is the Kniffel chance; targets 0 .. n-1 are the boxes.
  for (let t = 0; t <= o.n; t++) {
    const bit = t < o.n ? 1 << t : FIVE;
    const filled = t < o.n && sc[off + t] >= 0;
    const now = roll >= 0 && o.made[roll] & bit ? 1 : 0;
    let best = now;
    let thrown = -1;
    if (!filled && rollsLeft > 0) {
      out.steps += chances(o, bit, rollsLeft);
      if (!dice) {
        best = a[0];
      } else {
        for (let m = 0; m < 32; m++) {
          const v = a[leanKeep(l, dice, m)];
          if (v > best) best = v;
        }
        out.steps += 32;
      }
      if (canRoll) thrown = a[kept];
    }
    // Float32 sums of exact 0/1 leaves: clamp the last bit of rounding into [0, 1].
    best = best > 1 ? 1 : best;
    thrown = thrown > 1 ? 1 : thrown;
    if (t === o.n) {
      out.five = best;
      out.fiveRoll = thrown;
    } else {
      out.best[t] = filled ? -1 : best;
      out.roll[t] = filled ? -1 : thrown;
      out.now[t] = filled ? 0 : now;
    }
  }
  return out;
}
