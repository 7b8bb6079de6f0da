// Each player's chance to win on a watch, with what a watch has: the exact value table in
// Storage (read two bytes a state), not the spread table (719 KB more) nor the memory to follow
// a last turn's every throw. A column's final total is taken as banked + the table's value,
// spread as the measured spread of its kind of column (estimate.ts shapeRow: free boxes, the
// Kniffel box free, the upper bonus open) in the measured shape of that kind
// (standing-params.ts, test/coach/tune-standing.ts); a full column is its total. The chances
// are then summed over a grid of at most CELLS cells of totals, all players at once: each
// player's mass in a cell times, for every other player, their mass below it and half their
// mass in it (a tie shared: exact for two players, close for more). Mid-turn, a player counts
// from the start of the turn. Its calibration is measured in the soak like the simulator's.
import type { Sheet } from "../core/boxes";
import type { Game } from "../core/game";
import { columnTotals } from "../core/totals";
import { normalCdf, shapeRow } from "./estimate";
import type { Job } from "./job";
import { staged } from "./job";
import { standingRow } from "./compact-params";
import { NODES, ROW_DZ, ROW_POINTS, ROW_Z0 } from "./standing-grid";
import type { StateSpace, ValueOf } from "./state";
import { freeBoxes, gameColumns, sheetState, stateSpace } from "./state";

export const CELLS = 100;

// Numbers 0 .. 4095 as two characters of base64's alphabet (A-Z a-z 0-9 + /): plain ASCII, the
// same bytes in the code on every device.
function char64(v: number): string {
  return String.fromCharCode(v < 26 ? v + 65 : v < 52 ? v + 71 : v < 62 ? v - 4 : v === 62 ? 43 : 47);
}

function value64(c: number): number {
  return c >= 97 ? c - 71 : c >= 65 ? c - 65 : c >= 48 ? c + 4 : c === 43 ? 62 : 63;
}

/** The i-th number of a row (0: the spread in tenths; then the grid's shares below, of 4095). */
function number(row: string, i: number): number {
  return value64(row.charCodeAt(2 * i)) * 64 + value64(row.charCodeAt(2 * i + 1));
}

/** A standing's shape as its share below each of the rows' grid points of z (row "": normal). */
export function cdfOf(row: string): Float32Array {
  const out = new Float32Array(ROW_POINTS);
  for (let i = 0; i < ROW_POINTS; i++) out[i] = row ? number(row, i + 1) / 4095 : normalCdf(ROW_Z0 + i * ROW_DZ);
  return out;
}

/** The means of NODES equal shares of a shape (cdfOf), in its spreads (z). */
export function nodesOf(cdf: Float32Array): Float32Array {
  const out = new Float32Array(NODES);
  const q = 1 / NODES;
  let k = 0;
  let room = q;
  let acc = 0;
  // Mass spread evenly over z from a to b (a point where a = b), poured into the shares in turn.
  const pour = function (mass: number, a: number, b: number): void {
    while (mass > 1e-9 && k < NODES) {
      const t = mass < room ? mass : room;
      const end = a + ((b - a) * t) / mass;
      acc += (t * (a + end)) / 2;
      room -= t;
      mass -= t;
      a = end;
      if (room <= 1e-9) {
        out[k++] = acc / q;
        acc = 0;
        room = q;
      }
    }
  };
  let prev = cdf[0];
  pour(prev, ROW_Z0, ROW_Z0);
  for (let i = 1; i < ROW_POINTS; i++) {
    const c = cdf[i];
    if (c > prev) pour(c - prev, ROW_Z0 + (i - 1) * ROW_DZ, ROW_Z0 + i * ROW_DZ);
    prev = c;
  }
  pour(1 - prev, ROW_Z0 + (ROW_POINTS - 1) * ROW_DZ, ROW_Z0 + (ROW_POINTS - 1) * ROW_DZ);
  for (; k < NODES; k++) out[k] = room < q ? acc / (q - room) : ROW_Z0 + (ROW_POINTS - 1) * ROW_DZ;
  return out;
}

/** The z range NODES are stored over (in 4096 steps): the rows' grid. */
const Z_SPAN = (ROW_POINTS - 1) * ROW_DZ;

/**
 * A row of standing-params.ts: the spread in tenths, then each grid point's share below it,
 * then the NODES means of the shape's equal shares (nodesOf, from the shares as stored: the
 * advice to win reads them, standing-win.ts, rather than work them out on the watch).
 */
export function encodeRow(sd: number, cdf: number[]): string {
  const two = function (v: number): string { return char64(v >> 6) + char64(v & 63); };
  let s = two(Math.min(4095, Math.round(sd * 10)));
  for (let i = 0; i < cdf.length; i++) s += two(Math.round(cdf[i] * 4095));
  const z = nodesOf(cdfOf(s));
  for (let i = 0; i < NODES; i++) s += two(Math.max(0, Math.min(4095, Math.round(((z[i] - ROW_Z0) / Z_SPAN) * 4095))));
  return s;
}

/** A row's NODES (encodeRow), in spreads (z); the normal's (row ""), worked out. */
export function rowNodes(row: string): Float32Array {
  if (!row) return nodesOf(cdfOf(row));
  const z = new Float32Array(NODES);
  for (let i = 0; i < NODES; i++) z[i] = ROW_Z0 + (number(row, 1 + ROW_POINTS + i) / 4095) * Z_SPAN;
  return z;
}

/** Where a column stands: its mean final total, spread and shape row ("": normal; sd 0: certain). */
export interface Standing {
  mean: number;
  sd: number;
  row: string;
}

/** The rows by kind once read (a watch reads them from a file; the module lives for one question there). */
const rowsRead: { [kind: number]: string } = {};

/** The row of a kind of column, or the nearest kind's with the same free boxes where too few games pass it. */
function rowOf(sheet: Sheet, sc: Int16Array, free: number): string {
  const k = shapeRow(sheet, sc, free);
  const known = rowsRead[k];
  if (known !== undefined) return known;
  for (let d = 0; d < 4; d++) {
    const r = standingRow(k ^ d);
    if (r) return (rowsRead[k] = r);
  }
  return (rowsRead[k] = "");
}

/** The standing of column sc, with `free` free boxes, whose mean final total is `mean`: the spread and shape of its kind. */
export function standingAt(sheet: Sheet, sc: Int16Array, free: number, mean: number): Standing {
  if (!free) return { mean: mean, sd: 0, row: "" };
  const row = rowOf(sheet, sc, free);
  // Without a measured row (no game passes such a column): a normal spread of 9 points a free box.
  return { mean: mean, sd: row ? number(row, 0) / 10 : 9 * Math.sqrt(free), row: row };
}

/** A column's standing from the value table (`value`). */
export function standingOf(space: StateSpace, sc: Int16Array, extra: number, value: ValueOf): Standing {
  const now = columnTotals(space.sheet, sc, 0, extra).grand;
  const free = freeBoxes(sc);
  return standingAt(space.sheet, sc, free, free ? now + value(sheetState(space, sc, 0)) : now);
}

/** The share of a standing's final totals below x. */
function below(s: Standing, x: number): number {
  if (s.sd <= 0) return x > s.mean ? 1 : 0;
  const z = (x - s.mean) / s.sd;
  if (!s.row) return normalCdf(z);
  const at = (z - ROW_Z0) / ROW_DZ;
  if (at <= 0) return 0;
  if (at >= ROW_POINTS - 1) return 1;
  const i = Math.floor(at);
  const a = number(s.row, i + 1);
  return (a + (number(s.row, i + 2) - a) * (at - i)) / 4095;
}

/** The grid's first total and cell width for these standings (CELLS cells). */
export function grid(st: Standing[]): { lo: number; h: number } {
  let lo = 1e9;
  let hi = -1e9;
  for (let i = 0; i < st.length; i++) {
    lo = Math.min(lo, Math.floor(st[i].mean - 4 * st[i].sd));
    hi = Math.max(hi, Math.ceil(st[i].mean + 6 * st[i].sd));
  }
  return { lo: lo, h: Math.max(1, Math.ceil((hi - lo + 1) / CELLS)) };
}

/** Each standing's mass in each cell (totals lo + k*h .. lo + (k+1)*h - 1). */
function masses(s: Standing, lo: number, h: number): Float32Array {
  const m = new Float32Array(CELLS + 1);
  let prev = below(s, lo - 0.5);
  for (let k = 0; k <= CELLS; k++) {
    const next = below(s, lo + (k + 1) * h - 0.5);
    m[k] = next - prev;
    prev = next;
  }
  return m;
}

/** Player i's chance from every player's cell masses: in each cell, every other player below it or (half) in it. */
function chanceOf(m: Float32Array[], i: number): number {
  let p = 0;
  const under: number[] = [];
  for (let j = 0; j < m.length; j++) under.push(0);
  for (let k = 0; k <= CELLS; k++) {
    if (m[i][k] > 0) {
      let q = m[i][k];
      for (let j = 0; j < m.length; j++) if (j !== i) q *= under[j] + m[j][k] / 2;
      p += q;
    }
    for (let j = 0; j < m.length; j++) under[j] += m[j][k];
  }
  return p;
}

/**
 * Each column's chance to win as a job (job.ts): a piece per column's standing (a table read),
 * per column's masses, per column's chance; the chances scaled to add up to one.
 */
export function standingJob(space: StateSpace, cols: { sc: Int16Array; extra: number }[], value: ValueOf): Job<number[]> {
  const n = cols.length;
  const st: Standing[] = [];
  const m: Float32Array[] = [];
  const p: number[] = [];
  let g = { lo: 0, h: 1 };
  return staged([n, n, n], function (stage, i) {
    if (stage === 0) st.push(standingOf(space, cols[i].sc, cols[i].extra, value));
    else if (stage === 1) {
      if (!i) g = grid(st);
      m.push(masses(st[i], g.lo, g.h));
    } else p.push(chanceOf(m, i));
  }, function () {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += p[i];
    return p.map(function (x) { return sum > 0 ? x / sum : 1 / n; });
  });
}

/** The watches' chances for a game's players (each from the start of their turn); [] where `value` is null (no table for its rules). */
export function gameStandingJob(g: Game, value: ValueOf | null): Job<number[]> {
  if (!value) return staged([], function () { /* nothing */ }, function () { return []; });
  return standingJob(stateSpace(g.setup.rules), gameColumns(g), value);
}
