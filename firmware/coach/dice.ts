// The dice combinatorics of one turn as index tables, shared by every rule set.
//
// A *keep* is a multiset of 0..5 dice (the dice held before a roll); there are 462. Keeps
// are numbered by size (1 empty, 6 of one die, 21, 56, 126, 252 of five dice), so the 252
// keeps of five dice, indices FIRST_ROLL..KEEPS-1, are the sorted rolls themselves: roll r
// is keep FIRST_ROLL + r. Within a size keeps are ordered by their key: the count of face f
// (1..6) in bits 3(f-1)..3(f-1)+2. numberKeeps makes that numbering, for these tables and
// for lean.ts's smaller ones alike.
//
// `add[k*6 + f-1]` is the keep after adding one die showing f (-1 for five dice). It carries
// all the probability arithmetic: throwing the missing dice one at a time, each face with
// 1/6, gives exactly the multinomial outcome distribution, so "expected value of keeping k"
// is the mean over f of the value of keeping k+f. This costs 6 additions per keep instead
// of a sum over up to 252 outcomes with their probabilities.
export const FACES = 6;
export const KEEPS = 462;
export const ROLLS = 252;
export const FIRST_ROLL = KEEPS - ROLLS;

export interface DiceTables {
  /** Face counts of each keep, 3 bits per face. */
  key: Int32Array;
  /** Keep index after adding one die of face f: add[k * 6 + f - 1], -1 for keeps of five. */
  add: Int16Array;
  /** Probability of each sorted roll when all five dice are thrown. */
  prob: Float64Array;
  /** Roll index of the five-equal roll of face f, at index f - 1. */
  fiveEqual: Int16Array;
}

/** Index of the first keep of each size 0..5, and the end. */
const SIZE_START = [0, 1, 7, 28, 84, 210, KEEPS];

/**
 * Writes the keys of the keeps of t dice into key[at ..], ascending (the count of sixes, of
 * fives, ... in turn: the ones' count is what is left, and less than one step of the
 * twos'); returns the index after them.
 */
function keysOfSize(key: Int32Array, t: number, at: number): number {
  for (let a = 0; a <= t; a++) {
    for (let b = 0; b <= t - a; b++) {
      for (let c = 0; c <= t - a - b; c++) {
        for (let d = 0; d <= t - a - b - c; d++) {
          for (let e = 0; e <= t - a - b - c - d; e++) key[at++] = t - a - b - c - d - e + (e << 3) + (d << 6) + (c << 9) + (b << 12) + (a << 15);
        }
      }
    }
  }
  return at;
}

/**
 * The transitions of keeps from .. to - 1 (each of at most four dice) into `add`: the keep
 * after adding one die of each face (add[k * 6 + f - 1]), by binary search among the keeps
 * one die larger.
 */
export function addsOf(key: Int32Array, add: Int16Array | Uint16Array, from: number, to: number): void {
  let s = 0;
  for (let k = from; k < to; k++) {
    while (k >= SIZE_START[s + 1]) s++;
    for (let f = 0; f < FACES; f++) {
      const want = key[k] + (1 << (3 * f));
      let lo = SIZE_START[s + 1];
      let hi = SIZE_START[s + 2] - 1;
      while (key[lo] !== want) {
        const mid = (lo + hi) >> 1;
        if (key[mid] < want) lo = mid + 1;
        else hi = mid;
      }
      add[k * FACES + f] = lo;
    }
  }
}

/**
 * The numbering of the keeps, the one every table of them uses: each keep's key into
 * `key` (KEEPS), and into `add` the keep after adding one die of each face to each keep of
 * at most four dice (add[k * 6 + f - 1], k < FIRST_ROLL; the rest of `add` is left as it is).
 */
/** Every keep's key into `key` (KEEPS), size by size. */
export function keepKeys(key: Int32Array): void {
  for (let t = 0, at = 0; t <= 5; t++) at = keysOfSize(key, t, at);
}

export function numberKeeps(key: Int32Array, add: Int16Array | Uint16Array): void {
  keepKeys(key);
  addsOf(key, add, 0, FIRST_ROLL);
}

let cached: DiceTables | null = null;

function build(): DiceTables {
  const key = new Int32Array(KEEPS);
  const add = new Int16Array(KEEPS * FACES).fill(-1);
  numberKeeps(key, add);
  const prob = new Float64Array(ROLLS);
  const fiveEqual = new Int16Array(FACES);
  const FACT = [1, 1, 2, 6, 24, 120];
  for (let r = 0; r < ROLLS; r++) {
    let ways = 120;
    for (let f = 0; f < FACES; f++) {
      const c = (key[FIRST_ROLL + r] >> (3 * f)) & 7;
      ways /= FACT[c];
      if (c === 5) fiveEqual[f] = r;
    }
    prob[r] = ways / 7776;
  }
  return { key: key, add: add, prob: prob, fiveEqual: fiveEqual };
}

/** The tables, built on first use (a few thousand steps; nothing at start-up). */
export function diceTables(): DiceTables {
  return cached || (cached = build());
}

/** Uses these tables from now on (a device maps them from flash: setup.ts). */
export function setDiceTables(t: DiceTables): void {
  cached = t;
}

/**
 * The keep of the dice whose bit is set in `held` (bit i: die i); all five: FIRST_ROLL +
 * their roll. `t` is any table of the keeps' `add` (this file's or lean.ts's).
 */
export function keepOf(t: { add: ArrayLike<number> }, dice: ArrayLike<number>, held: number): number {
  let k = 0;
  for (let i = 0; i < 5; i++) if (held & (1 << i)) k = t.add[k * FACES + dice[i] - 1];
  return k;
}

/**
 * Each distinct keep of `dice` before a roll (never all five: that is an entry), as the lowest
 * held mask giving it and its keep index: the choices a ranking of options lists.
 */
export function distinctKeeps(t: { add: ArrayLike<number> }, dice: ArrayLike<number>): { held: number; k: number }[] {
  const out: { held: number; k: number }[] = [];
  const seen: number[] = [];
  for (let held = 0; held < 31; held++) {
    const k = keepOf(t, dice, held);
    if (seen.indexOf(k) >= 0) continue;
    seen.push(k);
    out.push({ held: held, k: k });
  }
  return out;
}

/** Writes the five faces of the roll whose face counts are `key` into `out`, in ascending order. */
export function facesOf(key: number, out: Uint8Array): Uint8Array {
  let i = 0;
  for (let f = 0; f < FACES; f++) for (let c = (key >> (3 * f)) & 7; c > 0; c--) out[i++] = f + 1;
  return out;
}

/** Writes the five faces of roll `r` into `out`, in ascending order. */
export function rollFaces(t: DiceTables, r: number, out: Uint8Array): Uint8Array {
  return facesOf(t.key[FIRST_ROLL + r], out);
}
