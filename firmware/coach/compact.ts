// The compact coach, wherever no value table is at hand (a watch under rules whose table it
// does not store, the computer level Gut): the same advice as turn.ts (every legal box and
// keep, ranked by the expected final score) without the table (719 KB a Kniffel rule set),
// in a few KB of memory. Two parts:
//  - The turn itself is optimised exactly, as in turn.ts: every roll's best entry with no
//    roll left, then keeps by one die at a time (lean.ts), in one Float32Array of 462.
//  - What a sheet is still worth after an entry comes from a tiny model instead of the
//    table, tuned offline against the exact tables (compact-params.ts):
//      V = sum over free boxes b of (t[b] + s[b] * free)        free: boxes still free
//        + upper bonus * logistic(a[k] + c[k] * d)               while the bonus is open
//        + x * free                                              Kniffel box holds 50
//    where k is the number of free upper boxes and d = upper subtotal + par of the free
//    upper boxes (3 of each face) - 63, how far the sheet is ahead of the bonus at par.
// Memory: ~3.5 KB of keep tables (lean.ts), 1.8 KB of turn values, a few small arrays; no
// table is read. Work per hint: 252 rolls x free boxes scored, then at most 3 x 1260
// steps (see compactSteps).
import type { Sheet } from "../core/boxes";
import { sheetFor, UPPER_BOXES, UPPER_TARGET } from "../core/boxes";
import type { Game } from "../core/game";
import { MAX_ROLLS } from "../core/game";
import type { Placement } from "../core/placement";
import { laterKniffel, newPlacement, place, Why } from "../core/placement";
import type { Rules } from "../core/rules";
import { baseScore } from "../core/scoring";
import { columnTotals } from "../core/totals";
import type { CompactParams } from "./compact-layout";
import { compactParams } from "./compact-params";
import { FIRST_ROLL, keepOf, KEEPS, ROLLS } from "./dice";
import type { Job } from "./job";
import { staged } from "./job";
import type { Lean } from "./lean";
import { bestSome, expectSome, leanCounts, leanFaces, newLean } from "./lean";
import { bestPlaced, lastRolls, slotOf, zeroOrder } from "./last-roll";
import type { RollBase } from "./setup";
import { storedBase } from "./setup";
import { baseCode } from "./table";
import type { Option } from "./turn";
import { rankOptions } from "./turn";

const UPPER = UPPER_BOXES;
const TARGET = UPPER_TARGET;
const FIRST = FIRST_ROLL;
const NROLLS = ROLLS;

export interface Compact {
  rules: Rules;
  sheet: Sheet;
  n: number;
  p: CompactParams;
  l: Lean;
  a: Float32Array;
  /** What follows an entry into box b with c dice of its face (upper) or scoring (>0): gain[b*6 + c] (a model: single precision is plenty). */
  gain: Float32Array;
  /** The keeps listed for the current dice (dedup of the 31 hold masks). */
  kept: Int16Array;
  cnt: Uint8Array;
  die: Uint8Array;
  pl: Placement;
  /** Work of the last hint: box scores computed and keep steps (the benchmark's counts). */
  scored: number;
  steps: number;
  /** Each roll's points per box, where a device's set-up file has them for these rules (setup.ts). */
  base: RollBase | null;
  /** The free boxes, and ranked for lastRolls (with a base only). */
  free: Uint8Array;
  order: Uint8Array;
}

export function newCompact(rules: Rules): Compact {
  const sheet = sheetFor(rules.game);
  const n = sheet.kinds.length;
  const stored = storedBase(baseCode(rules));
  return {
    rules: rules, sheet: sheet, n: n, p: compactParams(rules), l: newLean(), a: new Float32Array(KEEPS),
    gain: new Float32Array(n * 6), kept: new Int16Array(32), cnt: new Uint8Array(7), die: new Uint8Array(5),
    pl: newPlacement(), scored: 0, steps: 0, base: stored && stored.n === n ? stored : null, free: new Uint8Array(n), order: new Uint8Array(n),
  };
}

/**
 * The model's value of the rest of a game from a sheet: `filled` boxes (bits), upper
 * subtotal `upper` (uncapped), a 50 in the Kniffel box or not. A full sheet is worth 0.
 */
export function compactValue(c: Compact, filled: number, upper: number, holds50: boolean): number {
  const p = c.p;
  let free = 0;
  for (let b = 0; b < c.n; b++) if (!(filled & (1 << b))) free++;
  if (!free) return 0;
  let v = 0;
  let k = 0;
  let d = upper - TARGET;
  for (let b = 0; b < c.n; b++) {
    if (filled & (1 << b)) continue;
    v += p.t[b] + p.s[b] * free;
    if (b < UPPER) {
      k++;
      d += 3 * (b + 1);
    }
  }
  if (k && upper < TARGET) v += c.sheet.upperBonus / (1 + Math.exp(-(p.a[k - 1] + p.c[k - 1] * d)));
  if (holds50 && c.rules.extraKniffel !== "none") v += p.x * free;
  return v;
}

/** Fills c.gain for the sheet: what entering each free box adds after its points. */
function setGains(c: Compact, filled: number, upper: number, holds50: boolean, from: number, to: number): void {
  const five = c.rules.extraKniffel === "none" ? -1 : c.sheet.fiveBox;
  for (let b = from; b < to && b < c.n; b++) {
    if (filled & (1 << b)) continue;
    const next = filled | (1 << b);
    if (b < UPPER) {
      for (let dice = 0; dice <= 5; dice++) {
        const total = upper + dice * (b + 1);
        const bonus = upper < TARGET && total >= TARGET ? c.sheet.upperBonus : 0;
        c.gain[b * 6 + dice] = compactValue(c, next, total, holds50) + bonus;
      }
    } else if (b === five) {
      c.gain[b * 6] = compactValue(c, next, upper, false);
      c.gain[b * 6 + 1] = compactValue(c, next, upper, true);
    } else {
      c.gain[b * 6] = c.gain[b * 6 + 1] = compactValue(c, next, upper, holds50);
    }
    c.steps += (b < UPPER ? 6 : 2) * c.n; // compactValue loops over the boxes
  }
}

/** W0 of five-equal roll r on the sheet sc[off ..]: place() decides where it may go. */
function fiveRoll(c: Compact, sc: Int16Array, off: number, r: number): void {
  c.a[FIRST + r] = bestPlaced(place(c.sheet, c.rules, sc, off, leanFaces(c.l, r, c.die), c.pl), c.n, c.gain);
  c.scored += c.n;
}

/**
 * W0 of every roll into c.a[FIRST_ROLL + r]: its best entry on the sheet sc[off ..] (points
 * now plus the model's value after), with the strike rule and, for the six five-equal rolls,
 * place() itself deciding where it may go. With a stored base (a device's set-up file) the
 * engines' shared pass (last-roll.ts, after rankZeros); without, the points are scored here.
 */
function lastRoll(c: Compact, sc: Int16Array, off: number, filled: number, from: number, to: number): void {
  const n = c.n;
  const strict = !c.rules.voluntaryStrike;
  const end = to < NROLLS ? to : NROLLS;
  const base = c.base;
  if (base) {
    const plainFives = !laterKniffel(c.sheet, c.rules, sc, off);
    c.scored += lastRolls(base, c.gain, ((1 << n) - 1) & ~filled, strict, c.order, plainFives, c.a, from, end);
    for (let r = from; r < end && !plainFives; r++) if (base.five[r]) fiveRoll(c, sc, off, r);
    return;
  }
  const kinds = c.sheet.kinds;
  const cnt = c.cnt;
  for (let r = from; r < end; r++) {
    const sum = leanCounts(c.l, r, cnt);
    let five = false;
    for (let f = 1; f <= 6; f++) if (cnt[f] === 5) five = true;
    if (five) {
      fiveRoll(c, sc, off, r);
      continue;
    }
    // Best over the boxes the roll fits, and over all free boxes; without voluntaryStrike the
    // second counts only when nothing fits.
    let best = -1;
    let bestFit = -1;
    for (let b = 0; b < n; b++) {
      if (filled & (1 << b)) continue;
      const pts = baseScore(kinds[b], cnt, sum, c.rules);
      const v = pts + c.gain[slotOf(b, pts)];
      if (v > best) best = v;
      if ((b < UPPER || pts > 0) && v > bestFit) bestFit = v;
      c.scored++;
    }
    c.a[FIRST + r] = strict && bestFit >= 0 ? bestFit : best;
  }
}

/** The free boxes ranked for lastRolls (last-roll.ts zeroOrder), after the gains. */
function rankZeros(c: Compact, filled: number): void {
  let k = 0;
  for (let b = 0; b < c.n; b++) if (!(filled & (1 << b))) c.free[k++] = b;
  zeroOrder(c.gain, 6, c.free, k, c.order);
}

/** Boxes, rolls and keeps per piece of a job (job.ts): each well under a calibration loop on a device. */
const BOX_PIECE = 7;
const ROLL_PIECE = 42;
const KEEP_PIECE = 210;

/**
 * adviseCompactJob's first stages; after them, per roll left, an expectation over the keeps,
 * and between two of those the best keeps: odd stages from here on are best-keeps passes.
 */
enum Stage { Gains, LastRoll }

/** adviseCompact() as a job (job.ts): the same options, a range at a time. */
export function adviseCompactJob(c: Compact, sc: Int16Array, off: number, extra: number, dice: ArrayLike<number>, rollsLeft: number): Job<Option[]> {
  const n = c.n;
  let filled = 0;
  let upper = 0;
  for (let b = 0; b < n; b++) {
    if (sc[off + b] < 0) continue;
    filled |= 1 << b;
    if (b < UPPER) upper += sc[off + b];
  }
  const holds50 = sc[off + c.sheet.fiveBox] > 0;
  c.scored = 0;
  c.steps = 0;
  const keeps = Math.ceil(FIRST / KEEP_PIECE);
  // Stages: the gains; W0 of the rolls; then per roll left the expectation, and between two
  // of them the best keeps.
  const counts = [Math.ceil(n / BOX_PIECE), rollsLeft > 0 ? Math.ceil(NROLLS / ROLL_PIECE) : 0];
  for (let step = 1; step <= rollsLeft; step++) {
    counts.push(keeps);
    if (step < rollsLeft) counts.push(keeps);
  }
  return staged(counts, function (stage, i) {
    if (stage === Stage.Gains) setGains(c, filled, upper, holds50, i * BOX_PIECE, (i + 1) * BOX_PIECE);
    else if (stage === Stage.LastRoll) {
      if (!i && c.base) rankZeros(c, filled);
      lastRoll(c, sc, off, filled, i * ROLL_PIECE, (i + 1) * ROLL_PIECE);
    }
    else {
      const lo = i * KEEP_PIECE;
      const hi = lo + KEEP_PIECE < FIRST ? lo + KEEP_PIECE : FIRST;
      // Expectations run from the top keeps down, best keeps from the bottom up.
      if (stage % 2) bestSome(c.l, c.a, lo, hi);
      else expectSome(c.l, c.a, FIRST - lo, FIRST - hi);
      c.steps += (hi - lo) * 6;
    }
  }, function () {
    const out: Option[] = [];
    const banked = columnTotals(c.sheet, sc, off, extra).grand;
    const pl = place(c.sheet, c.rules, sc, off, dice, c.pl);
    for (let b = 0; b < n; b++) {
      if (pl.why[b] === Why.Ok) out.push({ box: b, held: -1, ev: banked + pl.pts[b] + pl.bonus + c.gain[slotOf(b, pl.pts[b])] });
    }
    if (rollsLeft > 0) {
      let listed = 0;
      for (let held = 0; held < 31; held++) {
        const k = keepOf(c.l, dice, held);
        let seen = false;
        for (let i = 0; i < listed && !seen; i++) if (c.kept[i] === k) seen = true;
        if (seen) continue;
        c.kept[listed++] = k;
        out.push({ box: -1, held: held, ev: banked + c.a[k] });
      }
    }
    return rankOptions(out);
  });
}

/**
 * Every option for `dice` on the column sc[off .. off+n) with `extra` extra-Kniffel points
 * banked and `rollsLeft` (0..2) rolls left, best first, as advise() in turn.ts: each box
 * place() allows, then each distinct keep (the lowest held mask giving it; never all five).
 * `ev` is the model's estimate of the final score.
 */
export function adviseCompact(c: Compact, sc: Int16Array, off: number, extra: number, dice: ArrayLike<number>, rollsLeft: number): Option[] {
  const j = adviseCompactJob(c, sc, off, extra, dice, rollsLeft);
  while (!j.step()) {
    // piece by piece
  }
  return j.result();
}

/** The compact options of the player to move in a game, after their first roll ([] before it). */
export function adviseGameCompact(c: Compact, g: Game): Option[] {
  if (g.roll === 0) return [];
  return adviseCompact(c, g.sc, g.cur * c.n, g.xk[g.cur] * g.setup.rules.extraKniffelBonus, g.dice, MAX_ROLLS - g.roll);
}

/** adviseGameCompact() as a job (job.ts). */
export function adviseGameCompactJob(c: Compact, g: Game): Job<Option[]> {
  if (g.roll === 0) return staged([], function () { /* nothing */ }, function () { return []; });
  return adviseCompactJob(c, g.sc, g.cur * c.n, g.xk[g.cur] * g.setup.rules.extraKniffelBonus, g.dice, MAX_ROLLS - g.roll);
}
