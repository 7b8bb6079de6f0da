// The keep/roll transitions of one turn in as little memory as the coach can spare: the
// same numbering of the 462 keeps as dice.ts (made by its numberKeeps), but only what a hint
// or the odds need, ~3.5 KB instead of ~9.4 KB:
//  - add[k*6 + f-1], for the 210 keeps k of at most four dice: the keep after adding one
//    die showing f (a keep number, so that the passes over the keeps spend no step on it;
//    dice.ts keepOf reads it);
//  - rollKey[r]: the face counts of sorted roll r (keep FIRST_ROLL + r), 3 bits per face.
// One Float32Array of 462 values then carries a whole turn's arithmetic in place (see
// expectAll and bestAll), so a hint or an odds request needs no further tables.
import { FACES, facesOf, FIRST_ROLL, KEEPS, numberKeeps } from "./dice";

const SIX = FACES;
const FIRST = FIRST_ROLL;

export interface Lean {
  add: Uint16Array;
  rollKey: Int32Array;
}

let provided: Lean | null = null;

/** Uses these tables from now on instead of building them (a device maps them from flash: setup.ts). */
export function setLean(l: Lean): void {
  provided = l;
}

/** The tables: dice.ts's numbering, with only the transitions of the smaller keeps and the rolls' keys. */
export function newLean(): Lean {
  if (provided) return provided;
  const key = new Int32Array(KEEPS);
  const add = new Uint16Array(FIRST * SIX);
  numberKeeps(key, add);
  return { add: add, rollKey: key.slice(FIRST) };
}

/** Face counts of roll r (0..251) into cnt[1..6]; returns the sum of the five dice. */
export function leanCounts(l: Lean, r: number, cnt: Uint8Array): number {
  const key = l.rollKey[r];
  let sum = 0;
  cnt[0] = 0;
  for (let f = 1; f <= SIX; f++) {
    cnt[f] = (key >> (3 * (f - 1))) & 7;
    sum += cnt[f] * f;
  }
  return sum;
}

/** Writes the five faces of roll r into `out`, ascending. */
export function leanFaces(l: Lean, r: number, out: Uint8Array): Uint8Array {
  return facesOf(l.rollKey[r], out);
}

/**
 * expectAll for the keeps hi-1 down to lo only (in that order: a keep needs the keeps one
 * die larger, so ranges run from the top down).
 */
export function expectSome(l: Lean, a: Float32Array | Float64Array, hi: number, lo: number): void {
  const ch = l.add;
  for (let k = hi - 1, i = k * SIX; k >= lo; k--, i -= SIX) {
    a[k] = (a[ch[i]] + a[ch[i + 1]] + a[ch[i + 2]] + a[ch[i + 3]] + a[ch[i + 4]] + a[ch[i + 5]]) / 6;
  }
}

/**
 * From the values of the rolls in a[FIRST_ROLL ..] (the values with one roll fewer left),
 * the value of keeping each smaller keep and throwing the rest: the mean over the six faces
 * of one more die, one die at a time (1260 steps).
 */
export function expectAll(l: Lean, a: Float32Array | Float64Array): void {
  expectSome(l, a, FIRST, 0);
}

/** bestAll for the keeps lo .. hi-1 only (ranges run from the bottom up). */
export function bestSome(l: Lean, a: Float32Array | Float64Array, lo: number, hi: number): void {
  const ch = l.add;
  let k, i, v, j;
  // Written out for the six faces: an interpreter spends a third of the time on a loop's own steps.
  for (k = lo, i = k * SIX; k < hi; k++, i += SIX) {
    v = a[k];
    j = ch[i];
    if (v > a[j]) a[j] = v;
    j = ch[i + 1];
    if (v > a[j]) a[j] = v;
    j = ch[i + 2];
    if (v > a[j]) a[j] = v;
    j = ch[i + 3];
    if (v > a[j]) a[j] = v;
    j = ch[i + 4];
    if (v > a[j]) a[j] = v;
    j = ch[i + 5];
    if (v > a[j]) a[j] = v;
  }
}

/**
 * Raises every keep's value to the best value of a keep inside it (1260 steps): for the
 * rolls, the best choice among keeping any part of them and keeping all five. The values of
 * the smaller keeps are overwritten (expectAll recomputes them).
 */
export function bestAll(l: Lean, a: Float32Array | Float64Array): void {
  bestSome(l, a, 0, FIRST);
}

/** Inner-loop steps of expectAll and of bestAll (for the work counts of the benchmark). */
export const STEPS_PER_PASS = FIRST * SIX;
