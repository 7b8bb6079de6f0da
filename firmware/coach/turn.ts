// The exact within-turn optimisation: given the expected points still to come from every
// later state (a value table behind `ValueOf`), the best keep or box for the dice in front
// of the player, and the expected final score of every option. Two paths compute the same
// sums: the table builder's (placeAll, stateValue: each roll's entry lists, Float64 passes
// over dice.ts's tables, the whole turn at once) and a hint's (adviseJob: the per-roll
// scores of last-roll.ts and lean.ts's passes, in pieces a device can wait for). The
// tests hold them to each other: a hint averaged over the first rolls is the table's value
// (test/coach/optimal.test.ts).
//
// One turn, backwards: W0(r) is the best entry for roll r with no roll left. A_n(k), the
// value of keeping k with n rolls left, is W_{n-1} averaged over the outcomes of throwing
// the other dice (dice.ts: one die at a time). W_n(r) is the best A_n(k) over the keeps k
// inside r, keeping all five (= W_{n-1}(r)) included. A state is worth sum P(r) W_2(r) over
// the first roll r.
//
// Scoring and legality come from the rules core: every roll's points and the boxes it fits
// are read off place() on an empty sheet once per rule set; on a given sheet the strike rule
// then only narrows the free boxes to those the roll fits, if any. Five-equal rolls, where
// the extra-Kniffel readings depend on the sheet, are put to place() itself on every sheet.
import type { Sheet } from "../core/boxes";
import { UPPER_BOXES, UPPER_TARGET } from "../core/boxes";
import type { Game } from "../core/game";
import { MAX_ROLLS } from "../core/game";
import type { Placement } from "../core/placement";
import { laterKniffel, newPlacement, place, Why } from "../core/placement";
import type { Rules } from "../core/rules";
import { columnTotals } from "../core/totals";
import { sortDescending } from "../core/sort";
import type { DiceTables } from "./dice";
import { diceTables, FACES, FIRST_ROLL, KEEPS, keepOf, rollFaces, ROLLS } from "./dice";
import { storedBase } from "./setup";
import type { Job } from "./job";
import { finish, staged } from "./job";
import type { Lean } from "./lean";
import { bestSome, expectSome, newLean } from "./lean";
import type { RollScores } from "./last-roll";
import { bestPlaced, lastRolls, slotOf, zeroOrder } from "./last-roll";
import type { StateSpace, ValueOf } from "./state";
import { filledMask, stateIndex, stateSpace, upperSum } from "./state";
import { baseCode } from "./table";

// Local copies of imported constants: hot loops below read them millions of times, and an
// imported binding may compile to a getter call (tsx, vitest).
const UPPER = UPPER_BOXES;
const TARGET = UPPER_TARGET;
const SIX = FACES;
const FIRST = FIRST_ROLL;
const NROLLS = ROLLS;

/** One choice: enter the dice in `box` (held -1), or roll again holding `held` (box -1). */
export interface Option {
  box: number;
  /** Bit i set: hold die i. */
  held: number;
  /** Expected final score of the column (points so far included) under optimal play. */
  ev: number;
}

/** A rule set's score tables and the scratch of one evaluation; one per rule set and thread. */
export interface Coach extends RollScores {
  rules: Rules;
  sheet: Sheet;
  space: StateSpace;
  dice: DiceTables;
  /** The same keep numbering as `dice`, only the smaller keeps' transitions (lean.ts): the hint's passes over the keeps. */
  l: Lean;
  /** The free boxes by what a 0 there leaves (last-roll.ts zeroOrder), for the hint's W0. */
  order: Uint8Array;
  /** The sheet of the last placeAll: filled boxes (bits), Kniffel box holds 50, free boxes. */
  filled: number;
  holds50: boolean;
  free: Uint8Array;
  nFree: number;
  /**
   * Every roll's placement on that sheet: roll r may go into the boxes entry[start[r] ..
   * start[r+1]), scoring entryPts (slot: entrySlot), plus bonus[r] extra-Kniffel points.
   */
  start: Uint16Array;
  entryBox: Uint8Array;
  entryPts: Uint8Array;
  entrySlot: Uint8Array;
  bonus: Uint8Array;
  /** What follows an entry, by slot: the next state's value plus any upper bonus. */
  gain: Float64Array;
  /**
   * A_1, A_2 and W_n per keep (see the top of this file); `seen` marks keeps listed. A hint
   * forms W_1 in a2; w serves the table builder (made by placeAll).
   */
  a1: Float64Array;
  a2: Float64Array;
  w: Float64Array;
  seen: Uint8Array;
  sc: Int16Array;
  pl: Placement;
  die: Uint8Array;
}

/** `keeps` (unless false): with the hint's A_1, A_2 and its list of keeps seen (the watch's advice to win keeps its own, in single precision: standing-win.ts). */
export function newCoach(rules: Rules, keeps?: boolean): Coach {
  const space = stateSpace(rules);
  const sheet = space.sheet;
  const n = sheet.kinds.length;
  const t = diceTables();
  // Read off the rules once per rule set, or mapped from a device's set-up file (setup.ts).
  const stored = storedBase(baseCode(rules));
  const base = stored && stored.n === n ? stored : null;
  const c: Coach = {
    rules: rules, sheet: sheet, space: space, dice: t, l: newLean(), n: n,
    basePts: base ? base.basePts : new Uint8Array(NROLLS * n), baseSlot: base ? base.baseSlot : new Uint8Array(NROLLS * n),
    fit: base ? base.fit : new Uint16Array(NROLLS), five: base ? base.five : new Uint8Array(NROLLS),
    scoring: base ? base.scoring : new Uint16Array(NROLLS), order: new Uint8Array(n),
    filled: 0, holds50: false, free: new Uint8Array(n), nFree: 0,
    // The entry lists only the table builder needs (placeAll), made there on first use.
    start: new Uint16Array(0), entryBox: new Uint8Array(0), entryPts: new Uint8Array(0),
    entrySlot: new Uint8Array(0), bonus: new Uint8Array(0),
    gain: new Float64Array(n * 6),
    a1: new Float64Array(keeps !== false ? KEEPS : 0), a2: new Float64Array(keeps !== false ? KEEPS : 0), w: new Float64Array(0), seen: new Uint8Array(keeps !== false ? KEEPS : 0),
    sc: new Int16Array(n).fill(-1), pl: newPlacement(), die: new Uint8Array(5),
  };
  if (base) return c;
  for (let r = 0; r < NROLLS; r++) {
    place(sheet, rules, c.sc, 0, rollFaces(t, r, c.die), c.pl);
    for (let b = 0; b < n; b++) {
      c.basePts[r * n + b] = c.pl.pts[b];
      c.baseSlot[r * n + b] = slotOf(b, c.pl.pts[b]);
      if (c.pl.why[b] === Why.Ok) c.fit[r] |= 1 << b;
      if (c.pl.pts[b] > 0) c.scoring[r] |= 1 << b;
    }
  }
  for (let f = 0; f < SIX; f++) c.five[t.fiveEqual[f]] = 1;
  return c;
}

/**
 * The sheet with these boxes filled (bit b: box b): its free boxes, and in c.sc the stand-in
 * column for place(), which reads only which boxes are free and whether the Kniffel box
 * holds points (reset with c.sc.fill(-1) when done).
 */
export function prepareSheet(c: Coach, filled: number, holds50: boolean): void {
  const n = c.n;
  c.filled = filled;
  c.holds50 = holds50;
  c.nFree = 0;
  for (let b = 0; b < n; b++) if (!(filled & (1 << b))) c.free[c.nFree++] = b;
  for (let b = 0; b < n; b++) c.sc[b] = filled & (1 << b) ? 0 : -1;
  if (filled & (1 << c.sheet.fiveBox) && holds50) c.sc[c.sheet.fiveBox] = 50;
}

/** Fills the placement of every roll on a sheet with these boxes filled (bit b: box b). */
export function placeAll(c: Coach, filled: number, holds50: boolean): void {
  const n = c.n;
  const freeMask = ((1 << n) - 1) & ~filled;
  const strict = !c.rules.voluntaryStrike;
  if (!c.start.length) {
    c.w = new Float64Array(KEEPS);
    c.start = new Uint16Array(NROLLS + 1);
    c.entryBox = new Uint8Array(NROLLS * n);
    c.entryPts = new Uint8Array(NROLLS * n);
    c.entrySlot = new Uint8Array(NROLLS * n);
    c.bonus = new Uint8Array(NROLLS);
  }
  prepareSheet(c, filled, holds50);
  let j = 0;
  for (let r = 0; r < NROLLS; r++) {
    c.start[r] = j;
    c.bonus[r] = 0;
    if (c.five[r]) {
      place(c.sheet, c.rules, c.sc, 0, rollFaces(c.dice, r, c.die), c.pl);
      for (let b = 0; b < n; b++) {
        if (c.pl.why[b] !== Why.Ok) continue;
        c.entryBox[j] = b;
        c.entryPts[j] = c.pl.pts[b];
        c.entrySlot[j++] = slotOf(b, c.pl.pts[b]);
      }
      c.bonus[r] = c.pl.bonus;
      continue;
    }
    // Without voluntaryStrike only boxes the roll fits, unless it fits none of the free ones.
    const fitting = freeMask & c.fit[r];
    const ok = strict && fitting ? fitting : freeMask;
    for (let i = 0; i < c.nFree; i++) {
      const b = c.free[i];
      if (!(ok & (1 << b))) continue;
      c.entryBox[j] = b;
      c.entryPts[j] = c.basePts[r * n + b];
      c.entrySlot[j++] = c.baseSlot[r * n + b];
    }
  }
  c.start[NROLLS] = j;
  c.sc.fill(-1);
}

/** Value of the state after an entry; a full sheet has nothing more to come. */
function after(c: Coach, filled: number, sum: number, holds50: boolean, value: ValueOf): number {
  return filled === (1 << c.n) - 1 ? 0 : value(stateIndex(c.space, filled, sum, holds50));
}

/** setGains for the free boxes c.free[from .. to) only (after prepareSheet). */
export function setGainsOf(c: Coach, upper: number, value: ValueOf, from: number, to: number): void {
  const sum = Math.min(upper, TARGET);
  for (let j = from; j < to && j < c.nFree; j++) {
    const b = c.free[j];
    const next = c.filled | (1 << b);
    const s = b * 6;
    if (b < UPPER) {
      for (let dice = 0; dice <= 5; dice++) {
        const total = sum + dice * (b + 1);
        const bonus = sum < TARGET && total >= TARGET ? c.sheet.upperBonus : 0;
        c.gain[s + dice] = after(c, next, total, c.holds50, value) + bonus;
      }
    } else if (b === c.space.five) {
      c.gain[s] = after(c, next, sum, false, value);
      c.gain[s + 1] = after(c, next, sum, true, value);
    } else {
      c.gain[s] = c.gain[s + 1] = after(c, next, sum, c.holds50, value);
    }
  }
}

/** Fills c.gain for the placeAll sheet with this upper subtotal. */
export function setGains(c: Coach, upper: number, value: ValueOf): void {
  setGainsOf(c, upper, value, 0, c.nFree);
}

/** W0 of every roll, into a[FIRST + r]. */
function lastRoll(c: Coach, a: Float64Array): void {
  const start = c.start;
  const pts = c.entryPts;
  const slot = c.entrySlot;
  const gain = c.gain;
  for (let r = 0; r < NROLLS; r++) {
    let best = -1;
    for (let j = start[r]; j < start[r + 1]; j++) {
      const v = pts[j] + gain[slot[j]];
      if (v > best) best = v;
    }
    a[FIRST + r] = best + c.bonus[r];
  }
}

/** expectKeeps for the keeps hi-1 down to lo (a keep needs the larger ones: ranges run downwards). */
function expectRange(add: Int16Array, a: Float64Array, hi: number, lo: number): void {
  for (let k = hi - 1; k >= lo; k--) {
    const i = k * SIX;
    a[k] = (a[add[i]] + a[add[i + 1]] + a[add[i + 2]] + a[add[i + 3]] + a[add[i + 4]] + a[add[i + 5]]) / 6;
  }
}

/** A_n of every smaller keep from the values of the rolls in a (throw one die at a time). */
export function expectKeeps(add: Int16Array, a: Float64Array): void {
  expectRange(add, a, FIRST, 0);
}

/** bestKeeps after w.set(a), for the keeps lo .. hi-1 (ranges run upwards). */
function bestRange(add: Int16Array, w: Float64Array, lo: number, hi: number): void {
  for (let k = lo; k < hi; k++) {
    const v = w[k];
    for (let i = k * SIX; i < k * SIX + SIX; i++) if (v > w[add[i]]) w[add[i]] = v;
  }
}

/** w[k] = the best a[k'] over the keeps k' inside k; for rolls that is W_n. */
export function bestKeeps(add: Int16Array, a: Float64Array, w: Float64Array): void {
  w.set(a);
  bestRange(add, w, 0, FIRST);
}

/** A_1 into c.a1 and, with 2 rolls left, A_2 into c.a2 (after setGains). */
function turnTables(c: Coach, rollsLeft: number): void {
  const add = c.dice.add;
  lastRoll(c, c.a1);
  expectKeeps(add, c.a1);
  if (rollsLeft < 2) return;
  bestKeeps(add, c.a1, c.w);
  c.a2.set(c.w.subarray(FIRST), FIRST);
  expectKeeps(add, c.a2);
}

/**
 * Expected points still to come from the placeAll sheet with this upper subtotal, from the
 * values of the states after it: the state's value-table entry.
 */
export function stateValue(c: Coach, upper: number, value: ValueOf): number {
  setGains(c, upper, value);
  turnTables(c, MAX_ROLLS - 1);
  bestKeeps(c.dice.add, c.a2, c.w);
  const prob = c.dice.prob;
  let v = 0;
  for (let r = 0; r < NROLLS; r++) v += prob[r] * c.w[FIRST + r];
  return v;
}

/** Options by expected score, best first (ties keep their order). */
export function rankOptions(out: Option[]): Option[] {
  return sortDescending(out, function (o) { return o.ev; });
}

/** Rolls and keeps per piece of a job: each piece well under one calibration loop on a device. */
const ROLL_PIECE = 42;
const KEEP_PIECE = 210;
const BOX_PIECE = 7;

/**
 * W0 of the rolls from .. from+ROLL_PIECE-1 into a[FIRST + r] on the prepareSheet sheet
 * (after its gains and zeroOrder): each roll's best entry, as lastRoll() reads it off
 * placeAll's lists, here straight from the per-roll scores (last-roll.ts; the same sums,
 * without the lists' memory).
 */
function lastRollPiece(c: Coach, a: Float64Array, from: number, plainFives: boolean): void {
  const n = c.n;
  const to = from + ROLL_PIECE < NROLLS ? from + ROLL_PIECE : NROLLS;
  lastRolls(c, c.gain, ((1 << n) - 1) & ~c.filled, !c.rules.voluntaryStrike, c.order, plainFives, a, from, to);
  for (let r = from; r < to && !plainFives; r++) {
    if (c.five[r]) a[FIRST + r] = bestPlaced(place(c.sheet, c.rules, c.sc, 0, rollFaces(c.dice, r, c.die), c.pl), n, c.gain);
  }
}

/** Pieces of a range of `total` items, `size` each. */
function piecesOf(total: number, size: number): number {
  return Math.ceil(total / size);
}

/** adviseJob's stages, in order (W and A as at the top of this file): then the keeps' passes (keepPiece). */
enum Stage {
  /** What follows each entry in each free box (the gains). */
  Gains,
  /** W0 of every roll. */
  LastRoll,
  /** A_1 of the smaller keeps; with two rolls left, W_1 of the rolls, then A_2. */
  Keeps,
}

/** The pieces of keepPiece's passes with this many rolls left: A_1, then W_1 and A_2. */
export function keepCounts(rollsLeft: number): number[] {
  const keeps = piecesOf(FIRST, KEEP_PIECE);
  return [rollsLeft > 0 ? keeps : 0, rollsLeft > 1 ? keeps : 0, rollsLeft > 1 ? keeps : 0];
}

/**
 * Piece i of pass `pass` over the keeps after W0 is in a1 (0: A_1 in a1; 1: W_1 in place in
 * a2; 2: A_2), whatever the rolls' values are: expected points (a hint) or chances to win
 * (standing-win.ts).
 */
export function keepPiece(l: Lean, a1: Float64Array | Float32Array, a2: Float64Array | Float32Array, pass: number, i: number): void {
  if (pass === 1) {
    // W_1 in place in a2 (its smaller keeps are overwritten, then computed again as A_2).
    // a2 may be a1 itself where A_1 is not wanted afterwards (standing-win.ts).
    const lo = i * KEEP_PIECE;
    if (!lo && a2 !== a1) a2.set(a1);
    bestSome(l, a2, lo, lo + KEEP_PIECE < FIRST ? lo + KEEP_PIECE : FIRST);
  } else {
    const hi = FIRST - i * KEEP_PIECE;
    expectSome(l, pass ? a2 : a1, hi, hi > KEEP_PIECE ? hi - KEEP_PIECE : 0);
  }
}

/** advise() as a job (job.ts): the same options, worked out a range at a time. */
export function adviseJob(c: Coach, sc: Int16Array, off: number, extra: number, dice: ArrayLike<number>, rollsLeft: number, value: ValueOf): Job<Option[]> {
  const upper = upperSum(sc, off);
  prepareSheet(c, filledMask(c.space, sc, off), sc[off + c.sheet.fiveBox] > 0);
  const plainFives = !laterKniffel(c.sheet, c.rules, sc, off);
  // Pieces per Stage: the gains; with rolls left, W0 of the rolls; then the keeps' passes.
  const counts = [piecesOf(c.nFree, BOX_PIECE), rollsLeft > 0 ? piecesOf(NROLLS, ROLL_PIECE) : 0].concat(keepCounts(rollsLeft));
  return staged(counts, function (stage, i) {
    if (stage === Stage.Gains) setGainsOf(c, upper, value, i * BOX_PIECE, (i + 1) * BOX_PIECE);
    else if (stage === Stage.LastRoll) {
      if (!i) zeroOrder(c.gain, 6, c.free, c.nFree, c.order);
      lastRollPiece(c, c.a1, i * ROLL_PIECE, plainFives);
    } else keepPiece(c.l, c.a1, c.a2, stage - Stage.Keeps, i);
  }, function () {
    c.sc.fill(-1);
    const out: Option[] = [];
    const banked = columnTotals(c.sheet, sc, off, extra).grand;
    const pl = place(c.sheet, c.rules, sc, off, dice, c.pl);
    for (let b = 0; b < c.n; b++) {
      if (pl.why[b] === Why.Ok) out.push({ box: b, held: -1, ev: banked + pl.pts[b] + pl.bonus + c.gain[slotOf(b, pl.pts[b])] });
    }
    if (rollsLeft > 0) {
      const a = rollsLeft > 1 ? c.a2 : c.a1;
      c.seen.fill(0);
      for (let held = 0; held < 31; held++) {
        const k = keepOf(c.dice, dice, held);
        if (c.seen[k]) continue;
        c.seen[k] = 1;
        out.push({ box: -1, held: held, ev: banked + a[k] });
      }
    }
    return rankOptions(out);
  });
}

/**
 * Every option for `dice` on the column sc[off .. off+n) with `extra` extra-Kniffel points
 * banked and `rollsLeft` (0..2) rolls left, best first: each box place() allows, then each
 * distinct keep (as the lowest held mask giving it; never all five: that is an entry).
 */
export function advise(c: Coach, sc: Int16Array, off: number, extra: number, dice: ArrayLike<number>, rollsLeft: number, value: ValueOf): Option[] {
  return finish(adviseJob(c, sc, off, extra, dice, rollsLeft, value));
}

/** The options of the player to move in a game, after their first roll ([] before it). */
export function adviseGame(c: Coach, g: Game, value: ValueOf): Option[] {
  if (g.roll === 0) return [];
  return advise(c, g.sc, g.cur * c.n, g.xk[g.cur] * g.setup.rules.extraKniffelBonus, g.dice, MAX_ROLLS - g.roll, value);
}

/** adviseGame() as a job (job.ts). */
export function adviseGameJob(c: Coach, g: Game, value: ValueOf): Job<Option[]> {
  if (g.roll === 0) return staged([], function () { /* nothing */ }, function () { return []; });
  return adviseJob(c, g.sc, g.cur * c.n, g.xk[g.cur] * g.setup.rules.extraKniffelBonus, g.dice, MAX_ROLLS - g.roll, value);
}
