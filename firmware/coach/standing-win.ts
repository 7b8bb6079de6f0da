// Playing to win on a watch (#28; the watch's win module, firmware/win-main.ts): every option of
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
//  - W0 of every roll is its best entry's chance; the keeps' passes then give each keep's.
// Work: the others' standings in a piece (a table read each), their shares two a piece, what
// the entries leave two boxes a piece (a table read per slot), the rolls in pieces, then the
// passes (budgets and figures: docs/chances.md).
import { UPPER_BOXES } from "../core/boxes";
import type { Game } from "../core/game";
import { MAX_ROLLS } from "../core/game";
import { columnTotals } from "../core/totals";
import { laterKniffel, place, Why } from "../core/placement";
import { FIRST_ROLL, distinctKeeps, KEEPS, rollFaces, ROLLS } from "./dice";
import type { Job } from "./job";
import { staged } from "./job";
import { BIT_AT, slotOf } from "./last-roll";
import type { TableSource, WinJobs } from "./advisor";
import type { Standing } from "./standing";
import { CELLS as GRID_CELLS, cdfOf, gameStandingJob, grid, rowNodes, standingAt, standingOf } from "./standing";
import { NODES, ROW_DZ, ROW_POINTS, ROW_Z0 } from "./standing-grid";
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

/** Rolls per piece (an entry's chance is worked out when a roll first needs it: the first pieces do most). */
const ROLL_PIECE = 28;
/** Free boxes per piece of what the entries leave (a table read per slot). */
const BOX_PIECE = 2;
/** Entry chances are memoised by box * PTS + points (no box scores more than 50). */
const PTS = 51;

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
  /** By entry slot (last-roll.ts slotOf): the standing's mean less the entry's points, its spread, its shape's nodes. */
  mean: Float32Array;
  sd: Float32Array;
  nodes: Float32Array[];
  /** Entry chances by box and points (PTS); -1 until worked out. */
  memo: Float32Array;
}

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
  const mean = w.mean[slot] + pts + bonus;
  const sd = w.sd[slot];
  if (!(sd > 0)) return shareAt(w, mean);
  const z = w.nodes[slot];
  let p = 0;
  if (w.exact) {
    for (let i = 0; i < NODES; i++) p += shareAt(w, mean + sd * z[i]);
    return p / NODES;
  }
  // shareAt written out for the nodes (a call costs an interpreter about as much as the sum).
  const share = w.share;
  const lo = w.lo;
  const h = w.h;
  for (let i = 0; i < NODES; i++) {
    const at = (mean + sd * z[i] - lo) / h;
    if (at >= SHARE_CELLS) p += share[SHARE_CELLS];
    else if (at > 0) {
      const k = at | 0;
      p += share[k] + (share[k + 1] - share[k]) * (at - k);
    }
  }
  return p / NODES;
}

/**
 * An entry's chance without the extra-Kniffel bonus, memoised. Where the column goes on (a
 * spread) and a lower box scored between two multiples of 5 (the sums: 5 to 30, 26 scores
 * each), linearly between theirs: the chance is smooth in the points, and a sum takes six
 * worked-out scores instead of 26. A last entry (no spread) is always exact.
 */
function memoEntry(w: WinScratch, b: number, p: number): number {
  const key = b * PTS + p;
  let v = w.memo[key];
  if (v >= 0) return v;
  const r = p % 5;
  if (r && b >= UPPER_BOXES && p > 5 && p < 30 && w.sd[b * 6 + 1] > 0) {
    const lo = memoEntry(w, b, p - r);
    v = lo + ((memoEntry(w, b, p - r + 5) - lo) * r) / 5;
  } else v = entryChance(w, b, p, 0);
  return (w.memo[key] = v);
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
  // standing.ts below() at every edge, the row read once for all others of its kind of column.
  const cdf = cdfs[s.row] || (cdfs[s.row] = cdfOf(s.row));
  for (let k = 0; k <= SHARE_CELLS; k++) {
    const at = ((w.lo + k * w.h - s.mean) / s.sd - ROW_Z0) / ROW_DZ;
    if (at <= 0) w.share[k] = 0;
    else if (at < ROW_POINTS - 1) {
      const j = at | 0;
      w.share[k] *= cdf[j] + (cdf[j + 1] - cdf[j]) * (at - j);
    }
  }
}

/**
 * What entering the free box c.free[j] leaves, for each of its slots (after prepareSheet): the
 * standing's mean less the points (banked, and the hint's gain: the next state's value and any
 * bonus reached), its spread and its shape's nodes. `sc` is a copy of the column to mark the
 * entry in (for its kind of column: standing.ts).
 */
function slotsOf(c: Coach, w: WinScratch, sc: Int16Array, banked: number, upper: number, j: number, value: ValueOf, rows: { [row: string]: Float32Array }): void {
  setGainsOf(c, upper, value, j, j + 1);
  const b = c.free[j];
  const up = b < UPPER_BOXES;
  for (let s = 0; s < (up ? 6 : 2); s++) {
    // Any score of the slot: a lower box's state depends only on whether it scored (slotOf).
    sc[b] = up ? s * (b + 1) : s ? (b === c.sheet.fiveBox ? 50 : 1) : 0;
    const at = b * 6 + s;
    const st = standingAt(c.sheet, sc, c.nFree - 1, 0);
    w.mean[at] = banked + c.gain[at];
    w.sd[at] = st.sd;
    if (st.sd > 0) w.nodes[at] = rows[st.row] || (rows[st.row] = rowNodes(st.row));
  }
  sc[b] = -1;
}

/** The job's stages, in order; the keeps' passes follow (turn.ts keepPiece). */
enum Stage { Others, Share, Entries, LastRoll, Keeps }

/** The options of the player at turn in g (after a roll), each with its chance to win, best first. */
export function standingWinJob(c: Coach, g: Game, value: ValueOf): Job<WinOption[]> {
  const cols = gameColumns(g);
  const col = cols[g.cur];
  const others = cols.filter(function (_, i) { return i !== g.cur; });
  const left = MAX_ROLLS - g.roll;
  const n = c.n;
  const filled = filledMask(c.space, col.sc, 0);
  prepareSheet(c, filled, col.sc[c.sheet.fiveBox] > 0);
  const banked = columnTotals(c.sheet, col.sc, 0, col.extra).grand;
  const upper = upperSum(col.sc, 0);
  const marked = new Int16Array(col.sc);
  const w: WinScratch = {
    exact: false, top: 0, tie: 1, lo: 0, h: 1, share: new Float32Array(SHARE_CELLS + 1),
    mean: new Float32Array(n * 6), sd: new Float32Array(n * 6), nodes: [], memo: new Float32Array(n * PTS).fill(-1),
  };
  const st: Standing[] = [];
  // The keeps' chances (single precision: half the memory of the hint's).
  const a1 = new Float32Array(KEEPS);
  const a2 = new Float32Array(KEEPS);
  const rows: { [row: string]: Float32Array } = {};
  const cdfs: { [row: string]: Float32Array } = {};
  const freeMask = ((1 << n) - 1) & ~filled;
  const strict = !c.rules.voluntaryStrike;
  const plainFives = !laterKniffel(c.sheet, c.rules, col.sc, 0);
  // All others' standings in one piece (a table read each); their shares two at a time.
  const counts = [1, Math.ceil(others.length / 2) || 1, Math.ceil(c.nFree / BOX_PIECE), left > 0 ? Math.ceil(ROLLS / ROLL_PIECE) : 0].concat(keepCounts(left));
  return staged(counts, function (stage, i) {
    if (stage === Stage.Others) for (let j = 0; j < others.length; j++) st.push(standingOf(c.space, others[j].sc, others[j].extra, value));
    else if (stage === Stage.Share) for (let j = 2 * i; j < 2 * i + 2 && (j < others.length || !j); j++) othersShare(w, st, j, cdfs);
    else if (stage === Stage.Entries) for (let j = i * BOX_PIECE; j < (i + 1) * BOX_PIECE && j < c.nFree; j++) slotsOf(c, w, marked, banked, upper, j, value, rows);
    else if (stage === Stage.LastRoll) {
      const pts = c.basePts;
      const memo = w.memo;
      for (let r = i * ROLL_PIECE; r < (i + 1) * ROLL_PIECE && r < ROLLS; r++) {
        let best = -1;
        if (c.five[r] && !plainFives) {
          // Where a later Kniffel has a reading, place() says where it may go and what it adds.
          const pl = place(c.sheet, c.rules, col.sc, 0, rollFaces(c.dice, r, c.die), c.pl);
          for (let b = 0; b < n; b++) if (pl.why[b] === Why.Ok) best = Math.max(best, entryChance(w, b, pl.pts[b], pl.bonus));
        } else {
          // Without voluntaryStrike only the boxes the roll fits, unless it fits none.
          const fitting = freeMask & c.fit[r];
          const at = r * n;
          for (let m = strict && fitting ? fitting : freeMask; m; m &= m - 1) {
            const b = BIT_AT[(m & -m) % 37];
            const p = pts[at + b];
            // memoEntry written out where known (a call per entry would double the work).
            let v = memo[b * PTS + p];
            if (v < 0) v = memoEntry(w, b, p);
            if (v > best) best = v;
          }
        }
        a1[FIRST_ROLL + r] = best;
      }
    } else keepPiece(c.l, a1, a2, stage - Stage.Keeps, i);
  }, function () {
    const out: WinOption[] = [];
    const pl = place(c.sheet, c.rules, col.sc, 0, g.dice, c.pl);
    for (let b = 0; b < n; b++) if (pl.why[b] === Why.Ok) out.push({ box: b, held: -1, p: pl.bonus ? entryChance(w, b, pl.pts[b], pl.bonus) : memoEntry(w, b, pl.pts[b]) });
    if (left > 0) {
      const a = left > 1 ? a2 : a1;
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
