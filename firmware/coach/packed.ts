// A value table packed for sending, and unpacked once on the device. A table (table.ts) has
// 2 bytes per state, 719 KB for a Kniffel rule set: minutes over Bluetooth on every install.
// Packed it is 208 KB, lossless: the unpacked file is the table byte for byte, so every hint
// is exactly what the table gives. The device unpacks it into the table file in short
// pieces at the first question that needs it (coach-main.ts), then reads the table as ever.
//
// What packs it: the table's values are smooth along the upper subtotal, and the lower
// boxes act nearly independently. Row by row (an upper class, state.ts: all its variants),
// each group of variants below is taken through the Möbius transform over its lower-box
// bits (the coefficient of a set of boxes is what those boxes add together beyond its
// subsets; most are a few steps), and each coefficient is stored as its difference to the
// one of the previous row of the same upper mask (the next subtotal). Differences go in
// chunks of 8 of one width (the fewest bits that hold the chunk's largest, zigzag-coded:
// 0, -1, 1, -2 ... as 0, 1, 2, 3 ...), coefficients of few boxes first. Rows equal to the
// previous one (subtotals that no free upper box can tell apart) take one byte.
// Arithmetic is modulo 2^16, so every step stays a 16-bit integer and decodes exactly.
//
// Groups (variant = add + (j & 63) * mul + (j >> 6) * hi for coefficient j of 2^k):
//   Kniffel rule sets (variant = others * 3 + Kniffel digit): the digits "free" and "50"
//   together over 7 bits (6 other lower boxes and the 50), then the digit "0" over 6 bits
//   as its difference to "free" (rel: the variant just before it).
//   Yatzy (variant = lower mask, 9 bits): four groups over the low 7 bits.
//
// Files: kniffel.z<rules code>.<part>, parts of about 16 KB (what BangleApps' test runner can
// send in one command), each starting at an upper mask:
//   0  "KNZ1", u8 part, u8 parts, u16 0
//   8  u32 rules code, u32 first row, u32 rows, u32 data bytes, u32 CRC-32 of the data
//  28  the table's header (table.ts, TABLE_HEADER bytes)
//  56  the rows: a byte 1 (the previous row again) or 0 and per group its 2^k / 8 chunks,
//      a byte of two widths (high nibble first; 15 stands for 16 bits) before each pair,
//      each chunk w bytes: 8 values of w bits, most significant first.
import type { Storage } from "../../hal/hal";
import { TABLE_FILE, TABLE_HEADER } from "./table";
import { upperClasses } from "./state";
import { finish, Job, staged } from "./job";

export const PACKED_FILE = "kniffel.z";
export const PACKED_MAGIC = "KNZ1";
export const PART_HEAD = 28 + TABLE_HEADER;
/** The most bytes a row can take (Yatzy: 4 groups of 128 coefficients of 16 bits with their widths). */
const ROW_MAX = 1 + 4 * (128 * 2 + 8);

/** What the platform does natively: unpack bits, bytes as a string, a CRC-32. */
export interface PackedIo {
  /** 8 values of `w` bits (most significant first) from src[at ..] into out[0 .. 8). */
  unpack(src: Uint8Array, at: number, w: number, out: Uint16Array): void;
  /** The bytes as a string, one char per byte (what Storage writes). */
  text(bytes: Uint8Array): string;
  /** A string's bytes (one per char), over the string itself where the platform can. */
  bytes(s: string): Uint8Array;
  crc(s: string): number;
  /** A heatshrink-compressed string (Espruino's heatshrink settings) inflated. */
  inflate(s: string): string;
}

/** The Storage name of part `i` of the packed table with this rules code. */
export function partFile(code: number, i: number): string {
  return PACKED_FILE + code + "." + i;
}

/** Variants per upper class of a rules code (table.ts rulesCode): Yatzy has no reading of a later Kniffel. */
export function variantsOfCode(code: number): number {
  return (code >> 1) & 7 ? 192 : 512;
}

/** The groups of a table with this many variants, 5 numbers each: k, mul, add, hi, rel. */
export function groupsOf(variants: number): number[] {
  if (variants === 192) return [7, 3, 0, 2, 0, 6, 3, 1, 0, 1];
  const out: number[] = [];
  for (let g = 0; g < variants / 128; g++) out.push(7, 1, g * 128, 64, 0);
  return out;
}

/** The coefficients 0 .. 2^k - 1 by number of bits set, then by value: the order they are stored in. */
export function orderOf(k: number): Uint8Array {
  const out = new Uint8Array(1 << k);
  let n = 0;
  for (let bits = 0; bits <= k; bits++) {
    for (let j = 0; j < 1 << k; j++) {
      let c = 0;
      for (let x = j; x; x &= x - 1) c++;
      if (c === bits) out[n++] = j;
    }
  }
  return out;
}

/** The variant of coefficient j of group g (groupsOf). */
export function variantOf(groups: number[], g: number, j: number): number {
  return groups[g * 5 + 2] + (j & 63) * groups[g * 5 + 1] + (j >> 6) * groups[g * 5 + 3];
}

function u32(s: string, at: number): number {
  return (s.charCodeAt(at) | (s.charCodeAt(at + 1) << 8) | (s.charCodeAt(at + 2) << 16) | (s.charCodeAt(at + 3) << 24)) >>> 0;
}

interface Part {
  name: string;
  first: number;
  rows: number;
  length: number;
}

/** The parts of the packed table with this code, checked (magic, numbering, CRC, rows in sequence), or null. */
function partsOf(storage: Storage, io: PackedIo, code: number): { parts: Part[]; header: string } | null {
  const parts: Part[] = [];
  let header = "";
  let count = 1;
  let next = 0;
  for (let i = 0; i < count; i++) {
    const name = partFile(code, i);
    const h = storage.read(name, 0, PART_HEAD);
    if (!h || h.length < PART_HEAD || h.substr(0, 4) !== PACKED_MAGIC || h.charCodeAt(4) !== i || u32(h, 8) !== code) return null;
    if (!i) {
      count = h.charCodeAt(5);
      header = h.substr(28, TABLE_HEADER);
    } else if (h.charCodeAt(5) !== count || h.substr(28, TABLE_HEADER) !== header) return null;
    const p: Part = { name: name, first: u32(h, 12), rows: u32(h, 16), length: u32(h, 20) };
    const data = storage.read(name, PART_HEAD, p.length);
    if (p.first !== next || !data || data.length !== p.length || io.crc(data) !== u32(h, 24)) return null;
    next += p.rows;
    parts.push(p);
  }
  return next === upperClasses().count && u32(header, 4) === next * variantsOfCode(code) ? { parts: parts, header: header } : null;
}

/** The decoder's state: one row of every group, and where it reads. */
interface Decoder {
  groups: number[];
  orders: Uint8Array[];
  /** Per group: the coefficients of the previous row (the running sums of the differences). */
  acc: Uint16Array[];
  work: Uint16Array;
  chunk: Uint16Array;
  /** The row just decoded, as the table stores it (little-endian steps). */
  row: Uint16Array;
  bytes: Uint8Array;
}

function newDecoder(variants: number): Decoder {
  const groups = groupsOf(variants);
  const orders: Uint8Array[] = [];
  const acc: Uint16Array[] = [];
  for (let g = 0; g < groups.length / 5; g++) {
    orders.push(orderOf(groups[g * 5]));
    acc.push(new Uint16Array(1 << groups[g * 5]));
  }
  const row = new Uint16Array(variants);
  return { groups: groups, orders: orders, acc: acc, work: new Uint16Array(128), chunk: new Uint16Array(8), row: row, bytes: new Uint8Array(row.buffer) };
}

/** The inverse Möbius transform of w[0 .. 2^k) in place: each value the sum over its subsets. */
export function zeta(w: Uint16Array, k: number): void {
  const n = 1 << k;
  for (let b = 1; b < n; b <<= 1) {
    for (let lo = 0; lo < n; lo += b << 1) {
      for (let j = lo + b; j < lo + (b << 1); j++) w[j] += w[j - b];
    }
  }
}

/** Decodes the row at src[at ..] into d.row (a copy row leaves it as it was); returns the bytes it took. */
function decodeRow(d: Decoder, io: PackedIo, src: Uint8Array, at: number): number {
  const start = at;
  if (src[at++] === 1) return 1;
  const groups = d.groups;
  for (let g = 0; g < groups.length / 5; g++) {
    const k = groups[g * 5];
    const order = d.orders[g];
    const acc = d.acc[g];
    const n = 1 << k;
    let pair = 0;
    for (let c = 0; c < n; c += 8) {
      if (!(c & 8)) pair = src[at++];
      const nib = c & 8 ? pair & 15 : pair >> 4;
      const w = nib === 15 ? 16 : nib;
      if (!w) continue;
      io.unpack(src, at, w, d.chunk);
      at += w;
      for (let i = 0; i < 8; i++) {
        const z = d.chunk[i];
        acc[order[c + i]] += (z >> 1) ^ -(z & 1);
      }
    }
    const w = d.work;
    w.set(acc);
    zeta(w, k);
    const rel = groups[g * 5 + 4];
    for (let j = 0; j < n; j++) {
      const v = variantOf(groups, g, j);
      d.row[v] = rel ? w[j] + d.row[v - 1] : w[j];
    }
  }
  return at - start;
}

/** Whether the table file for this code is there and complete (its last state written, state.ts: the full sheet). */
function complete(storage: Storage, name: string, end: number): boolean {
  const last = storage.read(name, end - 2, 2);
  return last !== undefined && last.length === 2 && last !== "\xff\xff" && storage.read(name, 0, 4) === "KNV3";
}

/** Whether the packed table with this code is in Storage and its table file not yet complete. */
export function needsUnpack(storage: Storage, code: number): boolean {
  return !complete(storage, TABLE_FILE + code, TABLE_HEADER + upperClasses().count * 2 * variantsOfCode(code)) && storage.read(partFile(code, 0), 0, 4) !== undefined;
}

/**
 * The job that unpacks the packed table with this code into its table file (table.ts
 * tableFile's name), or null where there is nothing to do: no packed table, or the table
 * is there and complete. It resumes where an earlier run stopped (a question cancelled, a
 * power cut): rows are written in order, so the first row still erased is where it goes
 * on, decoding from the start of its part. Its answer: whether the table is complete. A
 * failed write (a full Storage) erases the table, so that no half table is ever used.
 */
export function unpackJob(storage: Storage, io: PackedIo, code: number, rowsPerPiece: number): Job<boolean> | null {
  const name = TABLE_FILE + code;
  const variants = variantsOfCode(code);
  const rowBytes = 2 * variants;
  const u = upperClasses();
  const total = u.count;
  const end = TABLE_HEADER + total * rowBytes;
  if (!needsUnpack(storage, code)) return null;
  const found = partsOf(storage, io, code);
  if (!found) return null; // damaged or incomplete parts: nothing to unpack from (the coach is then compact)
  const parts = found.parts;
  // Where to go on: the first row whose last two bytes are still erased (a row never ends
  // in 0xFFFF: its last variant has every lower box filled, far below the table's top).
  const head = storage.read(name, 0, TABLE_HEADER);
  let from = 0;
  if (head === found.header) {
    let hi = total;
    while (from < hi) {
      const mid = (from + hi) >> 1;
      if (storage.read(name, TABLE_HEADER + (mid + 1) * rowBytes - 2, 2) === "\xff\xff") hi = mid;
      else from = mid + 1;
    }
  } else {
    if (head !== undefined) storage.erase(name); // another table by that name (an older format, or damaged)
    if (!storage.write(name, found.header, 0, end)) return null;
  }
  let p = 0;
  while (parts[p].first + parts[p].rows <= from) p++;
  const d = newDecoder(variants);
  let ok = true;
  let row = parts[p].first;
  let m = 0; // the upper mask of the row
  while (u.first[m + 1] <= row) m++;
  let at = 0; // within the part's data
  return staged([Math.ceil((total - row) / rowsPerPiece)], function () {
    for (let n = 0; n < rowsPerPiece && ok && row < total; n++) {
      const part = parts[p];
      if (row === part.first) at = 0;
      if (row === u.first[m]) for (let g = 0; g < d.acc.length; g++) d.acc[g].fill(0);
      at += decodeRow(d, io, io.bytes(storage.read(part.name, PART_HEAD + at, ROW_MAX) as string), 0);
      if (row >= from && !storage.write(name, io.text(d.bytes), TABLE_HEADER + row * rowBytes)) {
        ok = false;
        storage.erase(name);
      }
      row++;
      if (row === u.first[m + 1]) m++;
      if (row === part.first + part.rows) p++;
    }
  }, function () {
    return ok && complete(storage, name, end);
  });
}

/** unpackJob worked out in one go (Node: tests, the simulator's fallback); false where it had nothing to unpack. */
export function unpackNow(storage: Storage, io: PackedIo, code: number): boolean {
  const j = unpackJob(storage, io, code, 64);
  return j ? finish(j) : false;
}
