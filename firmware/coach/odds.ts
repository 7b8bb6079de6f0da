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
// Less work where the answer needs no search: an upper box made by three of its face only
// follows a closed form (keep every die of the face: upperChain); a box every roll makes
// (Chance) is 1; a target made by the same rolls as the one worked out before it (the
// Kniffel box and the Kniffel chance) shares its answer.
import type { Sheet } from "../core/boxes";
import { sheetFor, UPPER_BOXES } from "../core/boxes";
import type { Game } from "../core/game";
import { MAX_ROLLS } from "../core/game";
import type { Placement } from "../core/placement";
import { laterKniffel, newPlacement, place, Why } from "../core/placement";
import type { Rules } from "../core/rules";
import { baseScore } from "../core/scoring";
import { FIRST_ROLL, keepOf, KEEPS, ROLLS } from "./dice";
import type { Job } from "./job";
import { finish } from "./job";
import type { Lean } from "./lean";
import { bestSome, expectSome, leanCounts, leanFaces, newLean } from "./lean";
import { storedBase } from "./setup";
import { baseCode } from "./table";

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
  /** Per roll on the sheet of the last request, and whether its five-equal rolls differ from base. */
  made: Uint16Array;
  later: boolean;
  /** Per target t (box t; n: five equal) at t * 252 + r: 1 if roll r makes it on an empty sheet. */
  cols: Uint8Array;
  a: Float32Array;
  /** Upper boxes: chain[n * 6 + c], the chance of 3+ of a face from c of it with n rolls left. */
  chain: Float64Array;
  /** binom[m * 6 + k]: the chance that k of m thrown dice show a given face. */
  binom: Float64Array;
  /** The roll index of five of face f, at f - 1. */
  fives: Int16Array;
  cnt: Uint8Array;
  die: Uint8Array;
  pl: Placement;
  /** Steps of the request under way. */
  steps: number;
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

/** The bit of `made` for target t: box t, or (t = n) five equal. */
function targetBit(o: Odds, t: number): number {
  return t < o.n ? 1 << t : FIVE;
}

/** Lowest score that makes box b (see the top of this file). */
function threshold(b: number): number {
  return b < UPPER_BOXES ? 3 * (b + 1) : 1;
}

export function newOdds(rules: Rules): Odds {
  const sheet = sheetFor(rules.game);
  const n = sheet.kinds.length;
  // What each roll makes, read off the rules below, or mapped from a device's set-up file (setup.ts).
  const stored = storedBase(baseCode(rules));
  const mapped = stored && stored.n === n ? stored : null;
  const o: Odds = {
    rules: rules, sheet: sheet, n: n, l: newLean(),
    base: mapped ? mapped.made : new Uint16Array(NROLLS), made: new Uint16Array(NROLLS), later: false,
    cols: mapped ? mapped.cols : new Uint8Array((n + 1) * NROLLS), a: new Float32Array(KEEPS),
    chain: new Float64Array(24), binom: new Float64Array(36), fives: mapped ? mapped.fives : new Int16Array(6), cnt: new Uint8Array(7), die: new Uint8Array(5), pl: newPlacement(), steps: 0,
  };
  for (let m = 0; m <= 5; m++) {
    let ways = 1; // m choose k
    for (let k = 0; k <= m; k++) {
      o.binom[m * 6 + k] = ways * Math.pow(1 / 6, k) * Math.pow(5 / 6, m - k);
      ways = (ways * (m - k)) / (k + 1);
    }
  }
  for (let r = 0; !mapped && r < NROLLS; r++) {
    const sum = leanCounts(o.l, r, o.cnt);
    let bits = 0;
    for (let b = 0; b < n; b++) if (baseScore(sheet.kinds[b], o.cnt, sum, rules) >= threshold(b)) bits |= 1 << b;
    for (let f = 1; f <= 6; f++) {
      if (o.cnt[f] !== 5) continue;
      bits |= FIVE;
      o.fives[f - 1] = r;
    }
    o.base[r] = bits;
    for (let t = 0; t <= n; t++) o.cols[t * NROLLS + r] = bits & targetBit(o, t) ? 1 : 0;
  }
  return o;
}

export function newOddsResult(n: number): OddsResult {
  return { best: new Float64Array(n), roll: new Float64Array(n), now: new Uint8Array(n), five: 0, fiveRoll: 0, steps: 0 };
}

/**
 * The rolls' `made` bits on the sheet sc[off .. off+n): as on an empty sheet, except the six
 * five-equal rolls, which place() decides on this sheet (extra-Kniffel readings). Returns its
 * steps (the benchmark's work count).
 */
function madeOn(o: Odds, sc: Int16Array, off: number): number {
  o.made.set(o.base);
  // Without a reading of a later Kniffel they make on a free box what they make on an empty sheet.
  o.later = laterKniffel(o.sheet, o.rules, sc, off);
  if (!o.later) return NROLLS;
  for (let f = 0; f < 6; f++) {
    const r = o.fives[f];
    const pl = place(o.sheet, o.rules, sc, off, leanFaces(o.l, r, o.die), o.pl);
    let bits = FIVE;
    for (let b = 0; b < o.n; b++) if (pl.why[b] === Why.Ok && pl.pts[b] >= threshold(b)) bits |= 1 << b;
    o.made[r] = bits;
  }
  return NROLLS + 6 * o.n;
}

/** Keeps per piece of a job (job.ts): each piece well under a calibration loop on a device. */
const KEEP_PIECE = 210;
const KEEP_PIECES = Math.ceil(FIRST / KEEP_PIECE);

/** The pieces of chances() for `left` rolls: the leaves, then per roll the passes over the keeps. */
function chancePieces(left: number): number {
  return 1 + (2 * left - 1) * KEEP_PIECES;
}

/**
 * Piece p of the chances for target t: p = 0 sets the leaves of o.a (1 where the roll makes
 * the target: its column, then the five-equal rolls where they differ on this sheet), then
 * for each roll left the expectation over the keeps (top down) and, between two rolls, the
 * best keeps (bottom up), a range per piece.
 */
function chancePiece(o: Odds, t: number, p: number): void {
  const a = o.a;
  if (!p) {
    a.set(o.cols.subarray(t * NROLLS, t * NROLLS + NROLLS), FIRST);
    for (let f = 0; f < 6 && o.later; f++) a[FIRST + o.fives[f]] = o.made[o.fives[f]] & targetBit(o, t) ? 1 : 0;
    return;
  }
  p--;
  const best = Math.floor(p / KEEP_PIECES) % 2 === 1;
  const lo = (p % KEEP_PIECES) * KEEP_PIECE;
  const hi = lo + KEEP_PIECE < FIRST ? lo + KEEP_PIECE : FIRST;
  if (best) bestSome(o.l, a, lo, hi);
  else expectSome(o.l, a, FIRST - lo, FIRST - hi);
}

/** Do targets `x` and `y` have the same rolls making them? (Counts its steps in o.steps.) */
function sameColumn(o: Odds, x: number, y: number): boolean {
  for (let r = 0; r < NROLLS; r++) {
    o.steps++;
    if (!(o.made[r] & x) !== !(o.made[r] & y)) return false;
  }
  return true;
}

/**
 * Is upper box t made by exactly the rolls that make upper box u, with faces u+1 and t+1
 * swapped? Then t's chances are u's, read with the dice's faces swapped. The rolls' base
 * bits treat all faces alike; only the six five-equal rolls can differ on a sheet (madeOn,
 * e.g. any five equal make every box under freeChoice), so those are compared.
 */
function mirrors(o: Odds, u: number, t: number): boolean {
  for (let f = 0; f < 6; f++) {
    const g = f === u ? t : f === t ? u : f;
    o.steps++;
    if (!(o.made[o.fives[f]] & (1 << t)) !== !(o.made[o.fives[g]] & (1 << u))) return false;
  }
  return true;
}

/** Does every roll make target `x` (Chance)? */
function madeByAll(o: Odds, x: number): boolean {
  for (let r = 0; r < NROLLS; r++) {
    o.steps++;
    if (!(o.made[r] & x)) return false;
  }
  return true;
}

/** Is upper box b made exactly by the rolls with three or more of its face (no joker effect)? */
function plainUpper(o: Odds, b: number): boolean {
  for (let f = 1; f <= 6; f++) {
    o.steps++;
    if (!(o.made[o.fives[f - 1]] & (1 << b)) !== (f !== b + 1)) return false;
  }
  return true;
}

/**
 * The chance of three or more of one face, for an upper box: keeping every die of the face
 * and throwing the others is best (a kept other face never helps, a kept die of the face
 * never hurts), so it depends only on how many of the face are kept. chain[n * 6 + c]: with
 * c of the face and n rolls left.
 */
function upperChain(o: Odds): void {
  const p = o.chain;
  for (let c = 0; c <= 5; c++) p[c] = c >= 3 ? 1 : 0;
  for (let n = 1; n <= 3; n++) {
    for (let c = 0; c <= 5; c++) {
      let v = 0;
      if (c >= 3) v = 1;
      else for (let k = 0; k <= 5 - c; k++) v += o.binom[(5 - c) * 6 + k] * p[(n - 1) * 6 + c + k];
      p[n * 6 + c] = v;
    }
  }
}

/** Dice showing face f among those whose bit is set in `mask`. */
function countOf(dice: ArrayLike<number>, mask: number, f: number): number {
  let c = 0;
  for (let i = 0; i < 5; i++) if (mask & (1 << i) && dice[i] === f) c++;
  return c;
}

/** odds() as a job (job.ts): a target per piece, a search in several. */
export function oddsJob(o: Odds, sc: Int16Array, off: number, dice: ArrayLike<number> | null, held: number, rollsLeft: number, out: OddsResult, boxes?: number): Job<OddsResult> {
  const made = madeOn(o, sc, off);
  const l = o.l;
  const a = o.a;
  const wanted = boxes === undefined ? -1 : boxes;
  const roll = dice ? keepOf(l, dice, 31) - FIRST : -1;
  const canRoll = rollsLeft > 0 && (!dice || held !== 31);
  const kept = dice ? keepOf(l, dice, held) : 0;
  // The keeps inside the dice in hand, by held mask (every search looks at them all).
  const inside = new Int16Array(32);
  for (let m = 0; dice && m < 32; m++) inside[m] = keepOf(l, dice, m);
  let thrownDice = 5;
  if (dice) for (let i = 0; i < 5; i++) if (held & (1 << i)) thrownDice--;
  o.steps = made;
  upperChain(o);
  // The target whose chances were worked out last (0: none yet), and its answers.
  let last = 0;
  let lastBest = 0;
  let lastThrown = 0;
  // The upper box whose search o.a holds (-1: none), and dice with two faces swapped (mirrors).
  let searchedUpper = -1;
  const swapped = new Uint8Array(5);
  // Target n is the Kniffel chance; targets 0 .. n-1 are the boxes. `sub`: the next piece of
  // the current target's search, -1 before the target is looked at.
  let t = 0;
  let sub = -1;
  let bit = 0;
  let now = 0;
  const subs = chancePieces(rollsLeft);
  /** Stores target t's answers (t === n: the Kniffel chance); the next target follows. */
  const store = function (filled: boolean, best: number, thrown: number): void {
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
    t++;
    sub = -1;
  };
  /** Best and thrown from o.a for the dice in hand, or (`d`) these dice instead. */
  const answers = function (d: ArrayLike<number> | null): number[] {
    let best = now;
    if (!dice) {
      best = a[0];
    } else {
      for (let m = 0; m < 32; m++) {
        const v = a[d ? keepOf(l, d, m) : inside[m]];
        if (v > best) best = v;
      }
      o.steps += 32 * 5;
    }
    return [best, canRoll ? a[d ? keepOf(l, d, held) : kept] : -1];
  };
  /** Looks at target t: answered at once, or a search begins (sub = 0). */
  const look = function (): void {
    bit = targetBit(o, t);
    const filled = t < o.n && (sc[off + t] >= 0 || !(wanted & bit));
    now = roll >= 0 && o.made[roll] & bit ? 1 : 0;
    let best = now;
    let thrown = -1;
    if (!filled && rollsLeft > 0) {
      if (t < UPPER_BOXES && plainUpper(o, t)) {
        const face = t + 1;
        const p = o.chain;
        if (!dice) {
          best = thrown = p[rollsLeft * 6];
        } else {
          best = p[rollsLeft * 6 + countOf(dice, 31, face)];
          const h = countOf(dice, held, face);
          thrown = 0;
          for (let k = 0; k <= thrownDice; k++) thrown += o.binom[thrownDice * 6 + k] * p[(rollsLeft - 1) * 6 + h + k];
        }
        if (!canRoll) thrown = -1;
      } else if (madeByAll(o, bit)) {
        best = 1;
        thrown = canRoll ? 1 : -1;
      } else if (last && sameColumn(o, bit, last)) {
        // Made by the same rolls as the target worked out last (Kniffel box, Kniffel chance).
        best = lastBest;
        thrown = lastThrown;
      } else if (searchedUpper >= 0 && t < UPPER_BOXES && mirrors(o, searchedUpper, t)) {
        for (let i = 0; dice && i < 5; i++) swapped[i] = dice[i] === t + 1 ? searchedUpper + 1 : dice[i] === searchedUpper + 1 ? t + 1 : dice[i];
        const answer = answers(swapped);
        best = answer[0];
        thrown = answer[1];
      } else {
        o.steps += NROLLS + (2 * rollsLeft - 1) * FIRST * 6;
        sub = 0;
        return;
      }
    }
    store(filled, best, thrown);
  };
  /** The answers from o.a after the search. */
  const searched = function (): void {
    const answer = answers(null);
    last = bit;
    lastBest = answer[0];
    lastThrown = answer[1];
    searchedUpper = t < UPPER_BOXES ? t : -1;
    store(false, answer[0], answer[1]);
  };
  return {
    step: function () {
      if (t > o.n) {
        out.steps = o.steps;
        return true;
      }
      if (sub < 0) look();
      else {
        chancePiece(o, t, sub++);
        if (sub === subs) searched();
      }
      return false;
    },
    result: function () {
      return out;
    },
  };
}

/**
 * The odds for the column sc[off .. off+n): \`dice\` in hand (null before the first roll of
 * the turn), \`held\` (bit i: die i) and \`rollsLeft\` (0..2; before the first roll 3). Only the
 * boxes in \`boxes\` (bits; all when left out) are worked out, the others are reported as
 * filled (-1); the Kniffel chance always is.
 */
export function odds(o: Odds, sc: Int16Array, off: number, dice: ArrayLike<number> | null, held: number, rollsLeft: number, out: OddsResult, boxes?: number): OddsResult {
  return finish(oddsJob(o, sc, off, dice, held, rollsLeft, out, boxes));
}

/** gameOdds() as jobs (job.ts). */
export function gameOddsJob(): (g: Game) => Job<OddsResult> {
  let o: Odds | null = null;
  let out: OddsResult | null = null;
  return function (g) {
    const n = g.sheet.ids.length;
    if (!o || o.rules !== g.setup.rules) {
      o = newOdds(g.setup.rules);
      out = newOddsResult(n);
    }
    return oddsJob(o, g.sc, g.cur * n, g.roll ? g.dice : null, g.held, MAX_ROLLS - g.roll, out as OddsResult);
  };
}

/** The odds of the player at turn in a game; the engine is made anew when the rules change. */
export function gameOdds(): (g: Game) => OddsResult {
  const job = gameOddsJob();
  return function (g) {
    return finish(job(g));
  };
}
