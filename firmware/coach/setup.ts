// The coach's set-up tables as one file that a device maps from flash instead of building
// them in RAM at the first hint (seconds of work and ~27 KB of typed arrays on a 168 KB heap):
// the dice tables (dice.ts), the keep tables of the lean engines (lean.ts), the upper-box
// classes of the state space (state.ts), and, per variant of the rules, what newCoach and
// newOdds read off them for each of the 252 rolls. A variant is what decides how a roll
// scores and fits on an empty sheet (table.ts baseCode); the file has every variant, so house
// rules are as quick as the presets. The build writes it (build/coach-setup.ts) from the very
// functions that otherwise build them, so both are the same numbers.
//
// Layout (little-endian; every section starts at a multiple of 8 from the file's start):
//   "KNS4", u32 upper class count, u32 records
//   Int32 key[462], Int16 add[2772], Float64 prob[252], Int16 fiveEqual[6]   (dice.ts)
//   Uint16 add[1260], Int32 rollKey[252]                                     (lean.ts)
//   Int16 index[4096], Uint8 sum[count], Uint16 first[65]                    (state.ts)
//   per record: u32 base code, u32 boxes n, Uint8 basePts[252n], Uint8 baseSlot[252n],
//               Uint16 fit[252], Uint8 five[252], Uint16 made[252], Int16 fives[6],
//               Uint16 scoring[252], Uint8 cols[252(n+1)]
//   "KNS4" again as the file's last 4 bytes: a device writes the file in parts, in order
//   (coach-setup.ts), so the file is complete once these are written.
// On the device the Float64 probabilities are never read (they serve the table builder), and
// a record is mapped only when an engine asks for its variant: Espruino keeps a view's offset
// into its buffer in 16 bits, and the file has ~200 KB.
import type { DiceTables } from "./dice";
import { FACES, FIRST_ROLL, KEEPS, ROLLS, setDiceTables } from "./dice";
import type { Lean } from "./lean";
import { setLean } from "./lean";
import type { RollScores } from "./last-roll";
import type { UpperClasses } from "./state";
import { setUpperClasses } from "./state";

const MAGIC = "KNS4";
const TRAILER = 4;
const HEAD = 12;
const UPPER_CELLS = 64 * 64;
const UPPER_MASKS = 65;

/** What newCoach (turn.ts) and newOdds (odds.ts) read off one rule set's rules per roll. */
export interface RollBase extends RollScores {
  code: number;
  made: Uint16Array;
  cols: Uint8Array;
  fives: Int16Array;
}

export interface Setup {
  dice: DiceTables;
  lean: Lean;
  upper: UpperClasses;
  /** The record of a variant (table.ts baseCode), or null where the file has none. */
  base(code: number): RollBase | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any typed array constructor
type ArrayType = any;

/**
 * Walks the layout: each section's view over `buf` (sizes only where buf is null), which
 * holds the file from byte `base` on.
 */
interface Cursor {
  buf: ArrayBuffer | null;
  at: number;
  base: number;
}

/** A part of the file as an ArrayBuffer of its own (`at` is a multiple of 8), or undefined. */
export type PartOf = (at: number, length: number) => ArrayBuffer | undefined;

function take(c: Cursor, type: ArrayType, bytes: number, count: number): ArrayType {
  c.at = (c.at + 7) & ~7;
  const view = c.buf ? new type(c.buf, c.at - c.base, count) : null;
  c.at += bytes * count;
  return view;
}

/** One variant's record (the cursor at its start, a multiple of 8). */
function record(c: Cursor, code: number, n: number): RollBase {
  take(c, Uint8Array, 1, 8); // code and n, read by decodeSetup
  return {
    code: code, n: n,
    basePts: take(c, Uint8Array, 1, ROLLS * n), baseSlot: take(c, Uint8Array, 1, ROLLS * n),
    fit: take(c, Uint16Array, 2, ROLLS), five: take(c, Uint8Array, 1, ROLLS),
    made: take(c, Uint16Array, 2, ROLLS), fives: take(c, Int16Array, 2, 6), scoring: take(c, Uint16Array, 2, ROLLS), cols: take(c, Uint8Array, 1, (n + 1) * ROLLS),
  };
}

/** The bytes of a record of a variant with n boxes. */
function recordSize(n: number): number {
  const sizing: Cursor = { buf: null, at: 0, base: 0 };
  record(sizing, 0, n);
  return sizing.at;
}

/** The first of `records` with this code, or null. */
function find(records: RollBase[], code: number): RollBase | null {
  for (let i = 0; i < records.length; i++) if (records[i].code === code) return records[i];
  return null;
}

/**
 * The sections of a file with `count` upper classes and records of `ns` boxes (codes from
 * the file or given), as views over `buf` (the whole file; sizes only where it is null).
 */
export function setupLayout(buf: ArrayBuffer | null, count: number, ns: number[], codes: number[]): { setup: Setup; records: RollBase[]; size: number; built: number[] } {
  const c: Cursor = { buf: buf, at: HEAD, base: 0 };
  // Where the common sections start, as a device makes them (prepare.ts): the keeps' keys and
  // their transitions, which it builds; the probabilities (sent); the lean tables, copies of
  // parts of the keys and transitions; the upper classes, which it builds; and where they end.
  const next = function (): number { return (c.at + 7) & ~7; };
  const built = [next()];
  const key = take(c, Int32Array, 4, KEEPS);
  built.push(next());
  const add = take(c, Int16Array, 2, KEEPS * FACES);
  built.push(next());
  const dice: DiceTables = { key: key, add: add, prob: take(c, Float64Array, 8, ROLLS), fiveEqual: take(c, Int16Array, 2, FACES) };
  built.push(next());
  const leanAdd = take(c, Uint16Array, 2, FIRST_ROLL * FACES);
  built.push(next());
  const lean: Lean = { add: leanAdd, rollKey: take(c, Int32Array, 4, ROLLS) };
  built.push(next());
  const upper: UpperClasses = {
    index: take(c, Int16Array, 2, UPPER_CELLS), sum: take(c, Uint8Array, 1, count), first: take(c, Uint16Array, 2, UPPER_MASKS), count: count,
  };
  built.push(c.at);
  const records: RollBase[] = [];
  for (let i = 0; i < ns.length; i++) records.push(record(c, codes[i], ns[i]));
  const base = function (code: number): RollBase | null { return find(records, code); };
  return { setup: { dice: dice, lean: lean, upper: upper, base: base }, records: records, size: c.at + TRAILER, built: built };
}

/** The bytes of a file laid out as setupLayout lays it out. */
function layoutSize(count: number, ns: number[], codes: number[]): number {
  return setupLayout(null, count, ns, codes).size;
}

/** The little-endian u32 at `at`. */
function u32(b: Uint8Array, at: number): number {
  return (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;
}

/** Where a set-up file's records start, with their codes and boxes (the file read through `part`), or null if it is not one. */
export function setupRecords(part: PartOf, length: number): { count: number; starts: number[]; codes: number[]; ns: number[] } | null {
  const bytes = function (at: number, n: number): Uint8Array | null {
    const p = at + n <= length ? part(at, n) : undefined;
    return p ? new Uint8Array(p) : null;
  };
  const head = bytes(0, HEAD);
  const tail = bytes(length - TRAILER, TRAILER);
  if (!head || !tail) return null;
  for (let i = 0; i < 4; i++) if (head[i] !== MAGIC.charCodeAt(i) || tail[i] !== MAGIC.charCodeAt(i)) return null;
  const count = u32(head, 4);
  const sets = u32(head, 8);
  // The records' codes and sizes, one record after another.
  const ns: number[] = [];
  const codes: number[] = [];
  const starts: number[] = [];
  let at = layoutSize(count, [], []) - TRAILER;
  for (let i = 0; i < sets; i++) {
    at = (at + 7) & ~7;
    starts.push(at);
    const r = bytes(at, 8);
    if (!r) return null;
    codes.push(u32(r, 0));
    ns.push(u32(r, 4));
    at += recordSize(ns[i]);
  }
  return at + TRAILER === length ? { count: count, starts: starts, codes: codes, ns: ns } : null;
}

/**
 * The tables of a set-up file of `length` bytes, read through `part` (views over the parts
 * it maps, nothing copied: the common tables, and each record when asked for), or null if
 * it is not one.
 */
export function decodeSetup(part: PartOf, length: number): Setup | null {
  const r = setupRecords(part, length);
  if (!r) return null;
  const count = r.count;
  const codes = r.codes;
  const ns = r.ns;
  const starts = r.starts;
  const common = layoutSize(count, [], []) - TRAILER;
  const first = part(0, common);
  if (!first) return null;
  const shared = setupLayout(first, count, [], []).setup;
  // A record is mapped when asked for; the last one is kept (one variant per game).
  let mapped: RollBase[] = [];
  const base = function (code: number): RollBase | null {
    if (mapped.length && mapped[0].code === code) return mapped[0];
    for (let i = 0; i < codes.length; i++) {
      if (codes[i] !== code) continue;
      const p = part(starts[i], recordSize(ns[i]));
      mapped = p ? [record({ buf: p, at: starts[i], base: starts[i] }, code, ns[i])] : [];
      return p ? mapped[0] : null;
    }
    return null;
  };
  return { dice: shared.dice, lean: shared.lean, upper: shared.upper, base: base };
}

/** Writes the header and the records' codes and sizes into a file laid out by setupLayout. */
export function writeSetupHeader(buf: ArrayBuffer, s: Setup, records: RollBase[]): void {
  const b = new Uint8Array(buf);
  const put = function (at: number, v: number): void {
    for (let i = 0; i < 4; i++) b[at + i] = (v >>> (8 * i)) & 255;
  };
  for (let i = 0; i < 4; i++) b[i] = b[b.length - TRAILER + i] = MAGIC.charCodeAt(i);
  put(4, s.upper.count);
  put(8, records.length);
  const ns: number[] = [];
  const codes: number[] = [];
  for (let i = 0; i < records.length; i++) {
    const at = (layoutSize(s.upper.count, ns, codes) - TRAILER + 7) & ~7;
    put(at, records[i].code);
    put(at + 4, records[i].n);
    ns.push(records[i].n);
    codes.push(records[i].code);
  }
}

let installed: Setup | null = null;

/** Makes the engines use these tables instead of building their own (a device's flash file). */
export function installSetup(s: Setup): void {
  setDiceTables(s.dice);
  setLean(s.lean);
  setUpperClasses(s.upper);
  installed = s;
}

/** The stored per-roll base of the variant with this code (table.ts baseCode), or null. */
export function storedBase(code: number): RollBase | null {
  return installed ? installed.base(code) : null;
}
