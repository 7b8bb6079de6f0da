// The state of a one-player sheet between two turns, as an index into a value table.
//
// What the rest of a solitaire game can still bring depends on three things only:
//  - which boxes are filled (the points in them are banked and change nothing later);
//  - the upper subtotal, capped at 63: it decides whether the upper bonus is still to come;
//  - under an extra-Kniffel reading (every Kniffel rule set, not Yatzy): whether the
//    Kniffel box holds 50 or 0, because all four readings treat a later five-equal roll
//    differently then (bonus, or placement, or both; see place() in core/placement.ts).
//
// Encoding: index = upper class * variants + variant (class-major: the values of all
// variants of one upper class are side by side, so that a table is written row by row on a
// device, packed.ts).
//  - Upper class: a (filled upper boxes, capped subtotal) pair that a game can reach. Pairs
//    that cannot occur (e.g. subtotal 1 with only the Twos filled) get no class. All
//    subtotals from which 63 is out of reach, even with five of each missing face, share one
//    class per upper mask ("hopeless"): the bonus is lost and nothing else depends on the
//    sum. With all six filled the subtotal no longer matters either (the bonus was paid when
//    the subtotal crossed 63), so that mask has a single class. This leaves 1872 classes of
//    4096 pairs, numbered mask by mask (classes of mask m: first[m] .. first[m+1]-1).
//  - Variant: the lower boxes' filled mask (bit b-6 for box b). Where the Kniffel box's
//    content matters its bit is replaced by a digit 0 free, 1 holds 0, 2 holds 50:
//    variant = (other lower bits, packed) * 3 + digit, 192 variants. Yatzy has no extra-
//    Yatzy rules, so its Yatzy box is a plain bit: 512 variants.
// Sizes: Kniffel rule sets 192 * 1872 = 359,424 states, Yatzy 512 * 1872 = 958,464.
import type { Sheet } from "../core/boxes";
import { sheetFor, UPPER_BOXES, UPPER_TARGET } from "../core/boxes";
import type { Game } from "../core/game";
import type { Rules } from "../core/rules";

export interface UpperClasses {
  /** Class of (upper mask m, subtotal s) at m * 64 + min(s, 63); -1: unreachable. */
  index: Int16Array;
  /** Per class: a subtotal in it (the hopeless class: its smallest). */
  sum: Uint8Array;
  /** Classes of upper mask m are first[m] .. first[m + 1] - 1. */
  first: Uint16Array;
  count: number;
}

/**
 * Expected points still to come from a state (an index of this file), whatever holds them:
 * a value table (table.ts) or the builder's values (solve.ts); what a hint looks up (turn.ts).
 */
export type ValueOf = (state: number) => number;

export interface StateSpace {
  sheet: Sheet;
  /** The Kniffel box when its content is part of the state, else -1. */
  five: number;
  /** Number of variants (lower-box states) per upper class: 192, or 512 for Yatzy. */
  variants: number;
  /** Number of states, i.e. of values in a table. */
  size: number;
}

// Local copies of imported constants: stateIndex runs millions of times in the table build,
// and an imported binding may compile to a getter call (tsx, vitest).
const UPPER = UPPER_BOXES;
const CAP = UPPER_TARGET;
const SUMS = CAP + 1;
const ALL_UPPER = (1 << UPPER) - 1;
let cached: UpperClasses | null = null;

/** The upper classes being built, mask by mask (a device builds them in pieces: prepare.ts). */
export interface UpperBuild {
  /** Which capped subtotals each mask can show, reach[m * 64 + s] = 1 (masks before `m` done). */
  reach: Uint8Array;
  index: Int16Array;
  /** The classes' subtotals so far: `count` of them. */
  sum: Uint8Array;
  count: number;
  first: Uint16Array;
  /** The next mask. */
  m: number;
}

export function newUpperBuild(): UpperBuild {
  const reach = new Uint8Array(SUMS << UPPER);
  reach[0] = 1;
  return { reach: reach, index: new Int16Array(SUMS << UPPER).fill(-1), sum: new Uint8Array(SUMS << UPPER), count: 0, first: new Uint16Array(ALL_UPPER + 2), m: 0 };
}

/** Adds the next mask's classes; true once all masks have theirs. */
export function upperStep(u: UpperBuild): boolean {
  const m = u.m++;
  const reach = u.reach;
  if (m) {
    // Reached from the mask without its lowest box i (face i+1), which adds 0..5 dice of its face.
    let i = 0;
    while (!(m & (1 << i))) i++;
    const prev = (m & ~(1 << i)) * SUMS;
    for (let s = 0; s < SUMS; s++) {
      if (!reach[prev + s]) continue;
      for (let c = 0; c <= 5; c++) reach[m * SUMS + Math.min(CAP, s + c * (i + 1))] = 1;
    }
  }
  const sum = u.sum;
  u.first[m] = u.count;
  let open = 0; // the most the free upper boxes can still add
  for (let i = 0; i < UPPER; i++) if (!(m & (1 << i))) open += 5 * (i + 1);
  let hopeless = -1;
  for (let s = 0; s < SUMS; s++) {
    if (!reach[m * SUMS + s]) continue;
    if (m === ALL_UPPER || (s < CAP && s + open < CAP)) {
      if (hopeless < 0) {
        hopeless = u.count;
        sum[u.count++] = s;
      }
      u.index[m * SUMS + s] = hopeless;
    } else {
      u.index[m * SUMS + s] = u.count;
      sum[u.count++] = s;
    }
  }
  if (m < ALL_UPPER) return false;
  u.first[ALL_UPPER + 1] = u.count;
  return true;
}

/** The classes of a finished build. */
export function builtClasses(u: UpperBuild): UpperClasses {
  return { index: u.index, sum: new Uint8Array(u.sum.subarray(0, u.count)), first: u.first, count: u.count }; // (a copy: the build's room is for any count)
}

function build(): UpperClasses {
  const u = newUpperBuild();
  while (!upperStep(u)) {
    // mask after mask
  }
  return builtClasses(u);
}

/** Uses these classes from now on (a device maps them from flash: setup.ts). */
export function setUpperClasses(u: UpperClasses): void {
  cached = u;
}

/** The upper classes, built on first use. */
export function upperClasses(): UpperClasses {
  if (!cached) cached = build();
  return cached;
}

export function stateSpace(rules: Rules): StateSpace {
  const sheet = sheetFor(rules.game);
  const lowerBoxes = sheet.kinds.length - UPPER;
  const five = rules.extraKniffel === "none" ? -1 : sheet.fiveBox;
  const variants = five < 0 ? 1 << lowerBoxes : 3 << (lowerBoxes - 1);
  return { sheet: sheet, five: five, variants: variants, size: variants * upperClasses().count };
}

/** The variant of a filled mask (bit b: box b) and the Kniffel box's content. */
export function variantOf(space: StateSpace, filled: number, fiveHolds50: boolean): number {
  const lower = filled >> UPPER;
  if (space.five < 0) return lower;
  const bit = space.five - UPPER;
  const others = (lower & ((1 << bit) - 1)) | ((lower >> (bit + 1)) << bit);
  const digit = lower & (1 << bit) ? (fiveHolds50 ? 2 : 1) : 0;
  return others * 3 + digit;
}

/**
 * The state of a sheet: `filled` (bit b: box b), the upper subtotal (any value, capped
 * here) and whether the Kniffel box holds 50. -1 for a subtotal the mask cannot show.
 */
export function stateIndex(space: StateSpace, filled: number, upperSum: number, fiveHolds50: boolean): number {
  const u = upperClasses();
  const cls = u.index[(filled & ALL_UPPER) * SUMS + (upperSum < CAP ? upperSum : CAP)];
  return cls < 0 ? -1 : cls * space.variants + variantOf(space, filled, fiveHolds50);
}

/** The filled mask of a player's column sc[off .. off+n) (-1 = free). */
export function filledMask(space: StateSpace, sc: Int16Array, off: number): number {
  let filled = 0;
  for (let b = 0; b < space.sheet.kinds.length; b++) if (sc[off + b] >= 0) filled |= 1 << b;
  return filled;
}

/** The free boxes of a one-player column (-1 = free). */
export function freeBoxes(sc: Int16Array): number {
  let n = 0;
  for (let b = 0; b < sc.length; b++) if (sc[b] < 0) n++;
  return n;
}

/** A copy of the one-player column sc with box b entered at `pts`. */
export function entered(sc: Int16Array, b: number, pts: number): Int16Array {
  const next = new Int16Array(sc);
  next[b] = pts;
  return next;
}

/** Sum of the filled upper boxes of a column. */
export function upperSum(sc: Int16Array, off: number): number {
  let s = 0;
  for (let b = 0; b < UPPER; b++) if (sc[off + b] > 0) s += sc[off + b];
  return s;
}

/** The state index of a player's column. */
export function sheetState(space: StateSpace, sc: Int16Array, off: number): number {
  return stateIndex(space, filledMask(space, sc, off), upperSum(sc, off), sc[off + space.sheet.fiveBox] > 0);
}

/** Each player's column of a game, with the extra-Kniffel points banked. */
export function gameColumns(g: Game): { sc: Int16Array; extra: number }[] {
  const n = g.sheet.kinds.length;
  const out: { sc: Int16Array; extra: number }[] = [];
  for (let i = 0; i < g.np; i++) out.push({ sc: g.sc.slice(i * n, (i + 1) * n), extra: g.xk[i] * g.setup.rules.extraKniffelBonus });
  return out;
}
