// The coach's set-up tables as one file that a device maps from flash instead of building
// them in RAM at the first hint (seconds of work and ~27 KB of typed arrays on a 168 KB heap):
// the dice tables (dice.ts), the keep tables of the lean engines (lean.ts), the upper-box
// classes of the state space (state.ts), and, per rule set, what newCoach and newOdds read
// off the rules for each of the 252 rolls. The build writes it (build/coach-setup.ts) from
// the very functions that otherwise build them, so both are the same numbers.
//
// Layout (little-endian; every section starts at a multiple of 8 from the file's start):
//   "KNS2", u32 upper class count, u32 rule sets
//   Int32 key[462], Int16 add[2772], Float64 prob[252], Int16 fiveEqual[6]   (dice.ts)
//   Uint16 child[1260], Int32 rollKey[252]                                   (lean.ts)
//   Int16 index[4096], Uint8 sum[count], Uint16 first[65]                    (state.ts)
//   per rule set: u32 rules code, u32 boxes n, Uint8 basePts[252n], Uint8 baseSlot[252n],
//                 Uint16 fit[252], Uint8 five[252], Uint16 made[252], Int16 fives[6],
//                 Uint16 scoring[252], Uint8 cols[252(n+1)]
// On the device the Float64 probabilities are never read (they serve the table builder).
import { DiceTables, FACES, FIRST_ROLL, KEEPS, ROLLS, setDiceTables } from "./dice";
import { Lean, setLean } from "./lean";
import { RollScores } from "./last-roll";
import { setUpperClasses, UpperClasses } from "./state";

const MAGIC = "KNS2";
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
  rules: RollBase[];
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

/**
 * A part of the file as an ArrayBuffer of its own (`at` is a multiple of 8), or undefined.
 * Espruino keeps a view's offset into its buffer in 16 bits: a device maps each rule set's
 * record on its own, as the file has more than 64 KB.
 */
export type PartOf = (at: number, length: number) => ArrayBuffer | undefined;

function take(c: Cursor, type: ArrayType, bytes: number, count: number): ArrayType {
  c.at = (c.at + 7) & ~7;
  const view = c.buf ? new type(c.buf, c.at - c.base, count) : null;
  c.at += bytes * count;
  return view;
}

/** One rule set's record (the cursor at its start, a multiple of 8). */
function record(c: Cursor, code: number, n: number): RollBase {
  take(c, Uint8Array, 1, 8); // code and n, read by decodeSetup
  return {
    code: code, n: n,
    basePts: take(c, Uint8Array, 1, ROLLS * n), baseSlot: take(c, Uint8Array, 1, ROLLS * n),
    fit: take(c, Uint16Array, 2, ROLLS), five: take(c, Uint8Array, 1, ROLLS),
    made: take(c, Uint16Array, 2, ROLLS), fives: take(c, Int16Array, 2, 6), scoring: take(c, Uint16Array, 2, ROLLS), cols: take(c, Uint8Array, 1, (n + 1) * ROLLS),
  };
}

/** The bytes of a record of a rule set with n boxes. */
function recordSize(n: number): number {
  const sizing: Cursor = { buf: null, at: 0, base: 0 };
  record(sizing, 0, n);
  return sizing.at;
}

/**
 * The sections of a file with `count` upper classes and rule sets of `ns` boxes (codes from
 * the file or given); the records from `part` where given, else from `buf`. Null where a
 * part cannot be mapped.
 */
export function setupLayout(buf: ArrayBuffer | null, count: number, ns: number[], codes: number[], part?: PartOf): { setup: Setup; size: number } | null {
  const c: Cursor = { buf: buf, at: HEAD, base: 0 };
  const dice: DiceTables = {
    key: take(c, Int32Array, 4, KEEPS), add: take(c, Int16Array, 2, KEEPS * FACES),
    prob: take(c, Float64Array, 8, ROLLS), fiveEqual: take(c, Int16Array, 2, FACES),
  };
  const lean: Lean = { child: take(c, Uint16Array, 2, FIRST_ROLL * FACES), rollKey: take(c, Int32Array, 4, ROLLS) };
  const upper: UpperClasses = {
    index: take(c, Int16Array, 2, UPPER_CELLS), sum: take(c, Uint8Array, 1, count), first: take(c, Uint16Array, 2, UPPER_MASKS), count: count,
  };
  const rules: RollBase[] = [];
  for (let i = 0; i < ns.length; i++) {
    const start = (c.at + 7) & ~7;
    // (Not `mapped === buf`: Espruino compares two ArrayBuffers over flash by their bytes.)
    const mapped = buf && part ? part(start, recordSize(ns[i])) : null;
    if (buf && part && !mapped) return null;
    const own: Cursor = mapped ? { buf: mapped, at: start, base: start } : { buf: buf, at: start, base: 0 };
    rules.push(record(own, codes[i], ns[i]));
    c.at = own.at;
  }
  return { setup: { dice: dice, lean: lean, upper: upper, rules: rules }, size: c.at };
}

/** The bytes of a file laid out as setupLayout lays it out. */
function layoutSize(count: number, ns: number[], codes: number[]): number {
  return (setupLayout(null, count, ns, codes) as { size: number }).size;
}

/** Where each rule set's record starts (after its code and n), for reading them before the views. */
function u32(b: Uint8Array, at: number): number {
  return (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;
}

/**
 * The tables of a set-up file of `length` bytes, read through `part` (views over the parts
 * it maps: nothing copied; on Espruino no view of a file over 64 KB may start past its first
 * 64 KB), or null if it is not one.
 */
export function decodeSetup(part: PartOf, length: number): Setup | null {
  const bytes = function (at: number, n: number): Uint8Array | null {
    const p = at + n <= length ? part(at, n) : undefined;
    return p ? new Uint8Array(p) : null;
  };
  const head = bytes(0, HEAD);
  if (!head) return null;
  for (let i = 0; i < 4; i++) if (head[i] !== MAGIC.charCodeAt(i)) return null;
  const count = u32(head, 4);
  const sets = u32(head, 8);
  // The records' codes and sizes, one record after another.
  const ns: number[] = [];
  const codes: number[] = [];
  const common = layoutSize(count, [], []);
  let at = common;
  for (let i = 0; i < sets; i++) {
    at = (at + 7) & ~7;
    const r = bytes(at, 8);
    if (!r) return null;
    codes.push(u32(r, 0));
    ns.push(u32(r, 4));
    at += recordSize(ns[i]);
  }
  if (at > length) return null;
  const first = part(0, common);
  const out = first ? setupLayout(first, count, ns, codes, part) : null;
  return out ? out.setup : null;
}

/** Writes the header and the records' codes and sizes into a file laid out by setupLayout. */
export function writeSetupHeader(buf: ArrayBuffer, s: Setup): void {
  const b = new Uint8Array(buf);
  const put = function (at: number, v: number): void {
    for (let i = 0; i < 4; i++) b[at + i] = (v >>> (8 * i)) & 255;
  };
  for (let i = 0; i < 4; i++) b[i] = MAGIC.charCodeAt(i);
  put(4, s.upper.count);
  put(8, s.rules.length);
  const ns: number[] = [];
  const codes: number[] = [];
  for (let i = 0; i < s.rules.length; i++) {
    const at = (layoutSize(s.upper.count, ns, codes) + 7) & ~7;
    put(at, s.rules[i].code);
    put(at + 4, s.rules[i].n);
    ns.push(s.rules[i].n);
    codes.push(s.rules[i].code);
  }
}

let installed: RollBase[] = [];

/** Makes the engines use these tables instead of building their own (a device's flash file). */
export function installSetup(s: Setup): void {
  setDiceTables(s.dice);
  setLean(s.lean);
  setUpperClasses(s.upper);
  installed = s.rules;
}

/** The stored per-roll base of the rule set with this code (rulesCode), or null. */
export function storedBase(code: number): RollBase | null {
  for (let i = 0; i < installed.length; i++) if (installed[i].code === code) return installed[i];
  return null;
}
