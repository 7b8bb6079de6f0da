// Playing to win on a watch (the watch's win module, firmware/win-main.ts): every option of
// the player at turn ranked by its chance to win, with what a watch has (standing.ts): the
// exact value table in Storage, the measured spreads, shapes and nodes of kinds of column, and
// the hint's passes over the keeps (turn.ts keepPiece), which carry chances here instead of
// points. The simulator's engine (win.ts) follows the same turn with the spread tables and
// every throw of a last turn; the bench counts where the two decide differently
// (build/bench/win.ts).
//  - The others: for each total x this player might finish with, the share of first place it
//    gives is fixed for the turn. Once every other player has finished it is exact: 1 above
//    the best other total, 1/(1 + players on it) on it, else 0. Before that it is the product of
//    the others' standings' shares below x, on a grid of SHARE_CELLS cells.
//  - An entry (box, points) leaves a column whose final total is its standing: mean, spread and
//    the measured shape of its kind. Its chance is the mean share over its shape's NODES (the
//    means of equal shares, stored with the rows); a full column is its total, so the player's
//    last turn is exact when the others have finished, as the issue asks of a watch.
//  - W0 of every roll is its best entry's chance: every entry's chance is worked out first, and
//    a roll compares those of the entries where it scores (win-keys.ts) and of its best 0. The
//    keeps' passes then give each keep's, in one array.
// Work: the others' standings in a piece (a table read each), their shares two a piece, what
// the entries leave two boxes a piece (a table read per slot), the entries' chances, the
// rolls in pieces, then the passes (budgets and figures: docs/chances.md).
import { UPPER_BOXES } from "../core/boxes";
import type { Game } from "../core/game";
import { MAX_ROLLS } from "../core/game";
import { columnTotals } from "../core/totals";
import { laterKniffel, place, Why } from "../core/placement";
import { FIRST_ROLL, distinctKeeps, KEEPS, rollFaces, ROLLS } from "./dice";
import type { Job } from "./job";
import { staged } from "./job";
import { slotOf, zeroOrder } from "./last-roll";
import type { WinKeys } from "./win-keys";
import { baseCode } from "./table";
import { PTS, winKeysOf } from "./win-keys";
import type { TableSource, WinJobs } from "./advisor";
import type { Standing } from "./standing";
import { CELLS as GRID_CELLS, cdfOf, gameStandingJob, grid, rowNodes, standingAt, standingOf } from "./standing";
import { NODES, ROW_DZ, ROW_POINTS, ROW_Z0 } from "./standing-grid";
import { shapeRow } from "./estimate";
import type { ValueOf } from "./state";
import { filledMask, gameColumns, upperSum } from "./state";
import type { Coach } from "./turn";
import { keepCounts, keepPiece, newCoach, prepareSheet, setGainsOf } from "./turn";
import type { WinOption } from "./players";

/**
 * The others' share of first place is kept at SHARE_CELLS + 1 edges over standing.ts's grid:
 * half its cells (a cell is a few points; the share is smooth between them), half the work.
 */
const SHARE_CELLS = 50;

/** Rolls per piece. */
const ROLL_PIECE = 42;
/** Free boxes per piece of what the entries leave (a table read per slot). */
const BOX_PIECE = 2;

/** A kind of column's spread and its shape's nodes (standing.ts; none where the column is full). */
interface KindOfColumn {
  sd: number;
  nodes: Float32Array | null;
}

/** One question's scratch: the others' share of first place, and what each entry leaves. */
interface WinScratch {
  /** Every other player finished: the share is exact, from the best other total and how many have it. */
  exact: boolean;
  top: number;
  tie: number;
  /** Otherwise the share at the grid's edges lo + k*h (k = 0 .. SHARE_CELLS). */
  lo: number;
  h: number;
  share: Float32Array;
  /** The points banked; by entry slot (last-roll.ts slotOf) what follows the entry (turn.ts gain) and the kind of column it leaves (estimate.ts shapeRow). */
  banked: number;
  gain: Float64Array;
  kind: Uint8Array;
  /** By kind: its spread and its shape's nodes (a question meets a few kinds). */
  kinds: KindOfColumn[];
  /** Chances of multiples of 5 points by box: b * ANCHORS + points / 5 (0 .. 30 points); -1 until worked out. */
  anchor: Float32Array;
  /** The chance of each of the rolls' entries (win-keys.ts), -2 in a filled box: never the best. */
  chance: Float32Array;
}

/** Anchors per box: 0, 5, .. 30 points. */
const ANCHORS = 7;

/** The share of first place of a final total x. */
function shareAt(w: WinScratch, x: number): number {
  if (w.exact) return x > w.top ? 1 : x === w.top ? w.tie : 0;
  const at = (x - w.lo) / w.h;
  if (at <= 0) return 0;
  if (at >= SHARE_CELLS) return w.share[SHARE_CELLS];
  const i = at | 0;
  return w.share[i] + (w.share[i + 1] - w.share[i]) * (at - i);
}

/** The chance to win after entering `pts` (and `bonus` extra-Kniffel points) in box b. */
function entryChance(w: WinScratch, b: number, pts: number, bonus: number): number {
  const slot = slotOf(b, pts);
  const mean = w.banked + w.gain[slot] + pts + bonus;
  const kind = w.kinds[w.kind[slot]];
  const sd = kind.sd;
  const z = kind.nodes;
  if (!z) return shareAt(w, mean);
  let p = 0;
  if (w.exact) {
    for (let i = 0; i < NODES; i++) p += shareAt(w, mean + sd * z[i]);
    return p / NODES;
  }
  // shareAt written out for the nodes, in grid cells (a call costs an interpreter about as much as the sum).
  const share = w.share;
  const from = (mean - w.lo) / w.h;
  const step = sd / w.h;
  const top = share[SHARE_CELLS];
  let i, at, k, below;
  for (i = 0; i < NODES; i++) {
    at = from + step * z[i];
    if (at >= SHARE_CELLS) p += top;
    else if (at > 0) {
      k = at | 0;
      below = share[k];
      p += below + (share[k + 1] - below) * (at - k);
    }
  }
  return p / NODES;
}

/** The chance of a multiple of 5 points (0 .. 30) in box b, worked out once. */
function anchored(w: WinScratch, b: number, p: number): number {
  const at = b * ANCHORS + p / 5;
  const v = w.anchor[at];
  return v >= 0 ? v : (w.anchor[at] = entryChance(w, b, p, 0));
}

/**
 * An entry's chance without the extra-Kniffel bonus. Where the column goes on (a spread) and
 * a lower box scored between two multiples of 5 (the sums: 5 to 30, 26 scores each),
 * linearly between theirs: the chance is smooth in the points, and a sum takes six
 * worked-out scores instead of 26. A last entry (no spread) is always exact.
 */
function pointsChance(w: WinScratch, b: number, p: number): number {
  const r = p % 5;
  if (p > 30 || (r && (b < UPPER_BOXES || p < 5 || !w.kinds[w.kind[b * 6 + 1]].nodes))) return entryChance(w, b, p, 0);
  if (!r) return anchored(w, b, p);
  const lo = anchored(w, b, p - r);
  return lo + ((anchored(w, b, p - r + 5) - lo) * r) / 5;
}

/** The others' share of first place from their standings: exact where all have finished, else on the grid. */
function othersShare(w: WinScratch, st: Standing[], i: number, cdfs: { [row: string]: Float32Array }): void {
  if (!i) {
    w.exact = true;
    w.top = -1;
    w.tie = 1;
    for (let j = 0; j < st.length; j++) {
      if (st[j].sd > 0) w.exact = false;
      else if (st[j].mean > w.top) {
        w.top = st[j].mean;
        w.tie = 1 / 2;
      } else if (st[j].mean === w.top) w.tie = 1 / (1 / w.tie + 1);
    }
    const g = grid(st);
    w.lo = g.lo;
    w.h = (g.h * GRID_CELLS) / SHARE_CELLS;
    w.share.fill(1);
  }
  if (w.exact) return;
  const s = st[i];
  if (!(s.sd > 0)) {
    for (let k = 0; k <= SHARE_CELLS; k++) if (!(w.lo + k * w.h > s.mean)) w.share[k] = 0;
    return;
  }
  // standing.ts below() at every edge (in the row's grid steps), the row read once for all others of its kind of column.
  const cdf = cdfs[s.row] || (cdfs[s.row] = cdfOf(s.row));
  const share = w.share;
  const from = ((w.lo - s.mean) / s.sd - ROW_Z0) / ROW_DZ;
  const step = w.h / s.sd / ROW_DZ;
  let k, at, j, below;
  for (k = 0; k <= SHARE_CELLS; k++) {
    at = from + k * step;
    if (at <= 0) share[k] = 0;
    else if (at < ROW_POINTS - 1) {
      j = at | 0;
      below = cdf[j];
      share[k] *= below + (cdf[j + 1] - below) * (at - j);
    }
  }
}

/**
 * What entering the free box c.free[j] leaves, for each of its slots (after prepareSheet): the
 * hint's gain (the next state's value and any bonus reached: the standing's mean is the points
 * banked and entered plus that), the standing's spread and its shape's nodes, read once per
 * kind of column (estimate.ts shapeRow; a question meets a few). `sc` is a copy of the column
 * to mark the entry in.
 */
function slotsOf(c: Coach, w: WinScratch, sc: Int16Array, upper: number, j: number, value: ValueOf): void {
  setGainsOf(c, upper, value, j, j + 1);
  const b = c.free[j];
  const up = b < UPPER_BOXES;
  const free = c.nFree - 1;
  for (let s = 0; s < (up ? 6 : 2); s++) {
    // Any score of the slot: a lower box's state depends only on whether it scored (slotOf).
    sc[b] = up ? s * (b + 1) : s ? (b === c.sheet.fiveBox ? 50 : 1) : 0;
    const kind = shapeRow(c.sheet, sc, free);
    if (!w.kinds[kind]) {
      const st = standingAt(c.sheet, sc, free, 0);
      w.kinds[kind] = { sd: st.sd, nodes: st.sd > 0 ? rowNodes(st.row) : null };
    }
    w.kind[b * 6 + s] = kind;
  }
  sc[b] = -1;
}

/**
 * W0 of the rolls from .. to-1 (the five-equal ones only with `fives`: where no reading of a
 * later Kniffel applies) into a[FIRST_ROLL + r], after the entries' chances: the best chance
 * of the entries where the roll scores (win-keys.ts: a roll scores only where it fits), and
 * of the free boxes where it scores 0 (under a strict strike rule those it fits, unless it
 * fits none) the first in zeroOrder. last-roll.ts lastRolls is the hint's form, over the
 * roll's bit mask; the two stay apart because an interpreter reads the text of a branch not
 * taken on every pass (one loop for both cost this 0.12 of a calibration loop more).
 */
function rollPiece(c: Coach, w: WinScratch, k: WinKeys, a: Float32Array, from: number, to: number, freeMask: number, strict: boolean, fives: boolean): void {
  const chance = w.chance;
  const start = k.start;
  const key = k.key;
  let r, j, end, v, best, fitting, zero, i;
  for (r = from; r < to; r++) {
    if (c.five[r] && !fives) continue;
    best = -1;
    for (j = start[r], end = start[r + 1]; j < end; j++) {
      v = chance[key[j]];
      if (v > best) best = v;
    }
    fitting = freeMask & c.fit[r];
    zero = (strict && fitting ? fitting : freeMask) & ~c.scoring[r];
    if (zero) {
      for (i = 0; !(zero & (1 << c.order[i])); i++);
      v = w.anchor[c.order[i] * ANCHORS];
      if (v > best) best = v;
    }
    a[FIRST_ROLL + r] = best;
  }
}

/** The job's stages, in order; the keeps' passes follow (turn.ts keepPiece). */
enum Stage { Others, Share, Entries, Chances, LastRoll, Keeps }

/** The options of the player at turn in g (after a roll), each with its chance to win, best first. */
export function standingWinJob(c: Coach, g: Game, value: ValueOf): Job<WinOption[]> {
  const cols = gameColumns(g);
  const col = cols[g.cur];
  const others = cols.filter(function (_, i) { return i !== g.cur; });
  const left = MAX_ROLLS - g.roll;
  const n = c.n;
  const filled = filledMask(c.space, col.sc, 0);
  prepareSheet(c, filled, col.sc[c.sheet.fiveBox] > 0);
  const upper = upperSum(col.sc, 0);
  const marked = new Int16Array(col.sc);
  const w: WinScratch = {
    exact: false, top: 0, tie: 1, lo: 0, h: 1, share: new Float32Array(SHARE_CELLS + 1),
    banked: columnTotals(c.sheet, col.sc, 0, col.extra).grand, gain: c.gain, kind: new Uint8Array(n * 6), kinds: [],
    anchor: new Float32Array(n * ANCHORS).fill(-1), chance: new Float32Array(0),
  };
  const keys = winKeysOf(c, baseCode(c.rules));
  const st: Standing[] = [];
  // The keeps' chances, in single precision (half the memory of the hint's), all passes in one array (turn.ts keepPiece).
  const a = new Float32Array(KEEPS);
  const cdfs: { [row: string]: Float32Array } = {};
  const freeMask = ((1 << n) - 1) & ~filled;
  const strict = !c.rules.voluntaryStrike;
  const plainFives = !laterKniffel(c.sheet, c.rules, col.sc, 0);
  // All others' standings in one piece (a table read each); their shares two at a time.
  const counts = [1, Math.ceil(others.length / 2) || 1, Math.ceil(c.nFree / BOX_PIECE), left > 0 ? 2 : 0, left > 0 ? Math.ceil(ROLLS / ROLL_PIECE) : 0].concat(keepCounts(left));
  return staged(counts, function (stage, i) {
    if (stage === Stage.Others) for (let j = 0; j < others.length; j++) st.push(standingOf(c.space, others[j].sc, others[j].extra, value));
    else if (stage === Stage.Share) for (let j = 2 * i; j < 2 * i + 2 && (j < others.length || !j); j++) othersShare(w, st, j, cdfs);
    else if (stage === Stage.Entries) for (let j = i * BOX_PIECE; j < (i + 1) * BOX_PIECE && j < c.nFree; j++) slotsOf(c, w, marked, upper, j, value);
    else if (stage === Stage.Chances) {
      // Every entry's chance before the rolls (a roll's loop then only compares), half a piece; then the 0's for zeroOrder.
      const entry = keys.entry;
      const half = (entry.length + 1) >> 1;
      if (!i) w.chance = new Float32Array(entry.length);
      for (let j = i * half; j < (i + 1) * half && j < entry.length; j++) {
        const b = (entry[j] / PTS) | 0;
        w.chance[j] = filled & (1 << b) ? -2 : pointsChance(w, b, entry[j] - b * PTS);
      }
      if (i) {
        for (let j = 0; j < c.nFree; j++) anchored(w, c.free[j], 0);
        zeroOrder(w.anchor, ANCHORS, c.free, c.nFree, c.order);
      }
    } else if (stage === Stage.LastRoll) {
      const to = Math.min((i + 1) * ROLL_PIECE, ROLLS);
      rollPiece(c, w, keys, a, i * ROLL_PIECE, to, freeMask, strict, plainFives);
      // Where a later Kniffel has a reading, place() says where a five-equal roll may go and what it adds.
      for (let r = i * ROLL_PIECE; r < to && !plainFives; r++) {
        if (!c.five[r]) continue;
        const pl = place(c.sheet, c.rules, col.sc, 0, rollFaces(c.dice, r, c.die), c.pl);
        let best = -1;
        for (let b = 0; b < n; b++) if (pl.why[b] === Why.Ok) best = Math.max(best, entryChance(w, b, pl.pts[b], pl.bonus));
        a[FIRST_ROLL + r] = best;
      }
    } else keepPiece(c.l, a, a, stage - Stage.Keeps, i);
  }, function () {
    const out: WinOption[] = [];
    const pl = place(c.sheet, c.rules, col.sc, 0, g.dice, c.pl);
    for (let b = 0; b < n; b++) if (pl.why[b] === Why.Ok) out.push({ box: b, held: -1, p: pl.bonus ? entryChance(w, b, pl.pts[b], pl.bonus) : pointsChance(w, b, pl.pts[b]) });
    if (left > 0) {
      const keeps = distinctKeeps(c.l, g.dice);
      for (let i = 0; i < keeps.length; i++) out.push({ box: -1, held: keeps[i].held, p: a[keeps[i].k] });
    }
    return out.sort(function (x, y) { return y.p - x.p; });
  });
}

/** Playing to win the watches' way where `tables` has the rules' value table; elsewhere no chances ([]). */
export function standingWins(tables: TableSource): WinJobs {
  return {
    chancesJob: function (g) { return gameStandingJob(g, tables(g.setup.rules)); },
    winJob: function (g) {
      const value = tables(g.setup.rules);
      if (!value || !g.roll) return staged([], function () { /* nothing */ }, function () { return []; });
      return standingWinJob(newCoach(g.setup.rules, false), g, value);
    },
  };
}
