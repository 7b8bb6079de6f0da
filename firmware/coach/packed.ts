// A value table packed for sending, and unpacked once on the device. A table (table.ts) has
// 2 bytes per state, 719 KB for a Kniffel rule set: minutes over Bluetooth on every install.
// Packed it is about a seventh of that, lossless: the unpacked file is the table byte for byte, so every hint
// is exactly what the table gives. The device unpacks it into the table file in short
// pieces in the background after the install (prepare.ts, app/preparing.ts), checks it, erases the parts,
// and reads the table as ever.
//
// What packs it: the table's values are smooth along the upper subtotal, and the lower
// boxes act nearly independently. Row by row (an upper class, state.ts: all its variants),
// each group of variants below, indexed by a set S of lower-box bits, becomes the
// coefficients c(S) = v(S) - v(S-b) - v(S-c) + v(S-b-c), b and c the two lowest bits of S
// (one bit: v(S) - v(S-b); none: v(S)): what boxes b and c add together beyond each alone,
// given the rest of S, most of it a few steps. (The Möbius transform, each set's part
// beyond all its subsets, would add up the rounding noise of all 2^|S| values.)
// Each coefficient is stored as its difference to the one of the previous row of the same
// upper mask (the next subtotal), coefficients of few boxes first. Rows equal to the
// previous one (subtotals that no free upper box can tell apart) take one byte.
// Each difference d goes as a Rice code of z = 2d (d >= 0) or -2d - 1 (d < 0): q = z >> k
// one-bits, a zero and z's k low bits; where q would reach ESC, ESC one-bits and z's 16
// bits. The k of a coefficient is the one that takes the fewest bits over the whole table
// for its place in the row and the size of the difference before it in the row (3 classes:
// z < 2, < 8, more), so a table has one k per place and class. That comes close to what an
// arithmetic coder with contexts makes of the same differences, and it decodes with a few
// integer steps per coefficient.
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
//   0  "KNZ2", u8 part, u8 parts, u16 bytes of the data before the rows
//   8  u32 rules code, u32 first row, u32 rows, u32 data bytes, u32 CRC-32 of the data,
//      u32 checks: after the data, a u32 CRC-32 of each CHECK_ROWS table rows the part
//      makes (checked once they are written, a piece each)
//  32  the table's header (table.ts, TABLE_HEADER bytes)
//  60  the data. Part 0's starts with the k table: a nibble (high first) per place in the
//      row and class, place-major. Then, in every part, a u16 per upper mask it holds: where
//      the mask's first row starts, from the rows' start (a power cut resumes from the mask
//      of the first row not yet written, not from the part's first row). Then the rows: a
//      byte 1 (the previous row again) or a byte 0 and the row's codes, most significant bit
//      first, to a whole byte.
import type { Storage } from "../../hal/hal";
import { TABLE_FILE, TABLE_HEADER, TableFormat } from "./table";
import type { UpperClasses } from "./state";
import { upperClasses } from "./state";
import type { Job } from "./job";
import { finish } from "./job";
import { partFile } from "./parts";

export const PACKED_MAGIC = "KNZ2";
export const PART_HEAD = 32 + TABLE_HEADER;
/** Table rows per check of what a part made (12 KB for a Kniffel rule set: a fraction of a calibration loop to check). */
export const CHECK_ROWS = 32;
/** Rice quotients from this on are an escape: z's 16 bits follow. */
export const ESC = 12;
/** Classes of the difference before a coefficient in its row (kClass), each with its k. */
export const K_CLASSES = 3;
/** The most bytes a row can take (Yatzy: 512 coefficients, each escaped). */
const ROW_MAX = 1 + (512 * (ESC + 16)) / 8;

/** What the platform does natively: bytes as a string, a CRC-32. */
export interface PackedIo {
  /** The bytes as a string, one char per byte (what Storage writes). */
  text(bytes: Uint8Array): string;
  /** A string's bytes (one per char), over the string itself where the platform can. */
  bytes(s: string): Uint8Array;
  crc(s: string): number;
  /** A heatshrink-compressed string (Espruino's heatshrink settings) inflated. */
  inflate(s: string): string;
}

/** Variants per upper class of a rules code (table.ts rulesCode): Yatzy has no reading of a later Kniffel. */
export function variantsOfCode(code: number): number {
  return (code >> 1) & 7 ? 192 : 512;
}

/** The class of a coefficient whose row's Rice value before it is z: where its k is in the k table (decodeRow works it out inline). */
export function kClass(z: number): number {
  return z < 2 ? 0 : z < 8 ? 1 : 2;
}

/** The groups of a table with this many variants, 5 numbers each: k, mul, add, hi, rel. */
export function groupsOf(variants: number): number[] {
  if (variants === 192) return [7, 3, 0, 2, 0, 6, 3, 1, 0, 1];
  const out: number[] = [];
  for (let g = 0; g < variants / 128; g++) out.push(7, 1, g * 128, 64, 0);
  return out;
}

/**
 * The coefficients 0 .. 2^k - 1 by number of bits set, then by value: the order they are
 * stored in. (A counting sort: each coefficient's bits are counted once, which on a device
 * is most of the work.)
 */
export function orderOf(k: number): Uint8Array {
  const n = 1 << k;
  const out = new Uint8Array(n);
  const bits = new Uint8Array(n);
  const at = new Uint16Array(k + 2); // where the coefficients with b bits start: at[b]
  for (let j = 1; j < n; j++) {
    bits[j] = bits[j >> 1] + (j & 1);
    at[bits[j] + 1]++;
  }
  at[1] = 1; // coefficient 0
  for (let b = 1; b <= k; b++) at[b + 1] += at[b];
  for (let j = 0; j < n; j++) out[at[bits[j]]++] = j;
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
  /** The bytes of its data before the rows: the k table (part 0) and the masks' places. */
  skip: number;
  /** Per upper mask it holds, a u16: where the mask's first row starts, from the rows' start. */
  marks: string;
  /** CRC-32s of each CHECK_ROWS of the table rows it makes, 4 bytes each. */
  checks: string;
}

/** The bytes of the k table of a table of this code (part 0's data starts with it). */
function kBytes(code: number): number {
  return (variantsOfCode(code) * K_CLASSES) / 2;
}

/** Part i of the packed table with this code, checked (magic, numbering, its data's CRC), or null; `header` is part 0's copy of the table's header. */
function partOf(storage: Storage, io: PackedIo, code: number, i: number, header: string, u: UpperClasses): Part | null {
  const name = partFile(code, i);
  const h = storage.read(name, 0, PART_HEAD);
  if (!h || h.length < PART_HEAD || h.substr(0, 4) !== PACKED_MAGIC || h.charCodeAt(4) !== i || u32(h, 8) !== code) return null;
  if (i && h.substr(32, TABLE_HEADER) !== header) return null;
  const n = u32(h, 28);
  const p: Part = { name: name, first: u32(h, 12), rows: u32(h, 16), length: u32(h, 20), skip: h.charCodeAt(6) | (h.charCodeAt(7) << 8), marks: "", checks: "" };
  let masks = 0;
  for (let m = 0; m < 64; m++) if (u.first[m] >= p.first && u.first[m] < p.first + p.rows) masks++;
  const before = i ? 0 : kBytes(code);
  if (p.skip !== before + 2 * masks) return null;
  const data = storage.read(name, PART_HEAD, p.length);
  const checks = storage.read(name, PART_HEAD + p.length, 4 * n);
  if (!data || data.length !== p.length || io.crc(data) !== u32(h, 24) || !checks || checks.length !== 4 * n || n !== Math.ceil(p.rows / CHECK_ROWS)) return null;
  p.checks = checks;
  p.marks = data.substr(before, 2 * masks);
  return p;
}

/** The decoder's state: one row of every group, and where it reads. */
interface Decoder {
  groups: number[];
  orders: Uint8Array[];
  /** Per group: the variant of each coefficient (variantOf), looked up instead of worked out per row. */
  places: Uint16Array[];
  /** Per group: the coefficients of the previous row (the running sums of the differences). */
  acc: Uint16Array[];
  work: Uint16Array;
  /** The k of each place in the row and class (kClass), place-major. */
  ks: Uint8Array;
  /** The row just decoded, as the table stores it (little-endian steps). */
  row: Uint16Array;
  bytes: Uint8Array;
}

/** A decoder for rows of `variants` values with the k table in `ks` (nibbles), its groups still to be added (addGroup). */
function newDecoder(variants: number, ks: Uint8Array): Decoder {
  const row = new Uint16Array(variants);
  const k = new Uint8Array(2 * ks.length);
  for (let i = 0; i < ks.length; i++) {
    k[2 * i] = ks[i] >> 4;
    k[2 * i + 1] = ks[i] & 15;
  }
  return { groups: groupsOf(variants), orders: [], places: [], acc: [], work: new Uint16Array(128), ks: k, row: row, bytes: new Uint8Array(row.buffer) };
}

/**
 * Adds the decoder's next group (its order and places); false once it has them all. A group
 * a piece: on a device the 128 coefficients' order and places take most of a calibration loop.
 */
function addGroup(d: Decoder): boolean {
  const g = d.places.length;
  if (g === d.groups.length / 5) return false;
  const n = 1 << d.groups[g * 5];
  d.orders.push(orderOf(d.groups[g * 5]));
  const place = new Uint16Array(n);
  for (let j = 0; j < n; j++) place[j] = variantOf(d.groups, g, j);
  d.places.push(place);
  d.acc.push(new Uint16Array(n));
  return true;
}

/**
 * The values of a group from its coefficients (see the top), in place, in increasing order of
 * S: v(S) = c(S) + v(S-b) + v(S-c) - v(S-b-c), whose sets come before S.
 */
function fromCoefficients(w: Uint16Array, count: number): void {
  for (let j = 1; j < count; j++) {
    const r = j ^ (j & -j); // S without its lowest bit b
    const c = r & -r;
    w[j] += r ? w[r] + w[j ^ c] - w[r ^ c] : w[0];
  }
}

/** Decodes the row at src[at ..] into d.row (a copy row leaves it as it was); returns the bytes it took. */
function decodeRow(d: Decoder, src: Uint8Array, at: number): number {
  const start = at;
  if (src[at++] === 1) return 1;
  const groups = d.groups;
  const ks = d.ks;
  let bits = 0; // src's bits read ahead (at most 24): the low `n` of them are not yet taken
  let n = 0;
  let z = 0; // the Rice value just decoded
  let kAt = 0; // the place's k of class 0 in the k table
  for (let g = 0; g < groups.length / 5; g++) {
    const k = groups[g * 5];
    const order = d.orders[g];
    const acc = d.acc[g];
    const count = 1 << k;
    for (let c = 0; c < count; c++) {
      const r = ks[kAt + (z < 2 ? 0 : z < 8 ? 1 : 2)]; // kClass(z), without a call per coefficient
      kAt += K_CLASSES;
      while (n <= ESC) {
        bits = ((bits & 0xffff) << 8) | src[at++];
        n += 8;
      }
      let q = 0;
      while ((bits >> --n) & 1 && ++q < ESC);
      const width = q === ESC ? 16 : r;
      while (n < width) {
        bits = ((bits & 0xffff) << 8) | src[at++];
        n += 8;
      }
      n -= width;
      z = (bits >> n) & ((1 << width) - 1);
      if (q < ESC) z += q << r;
      acc[order[c]] += (z >> 1) ^ -(z & 1);
    }
    const w = d.work;
    w.set(acc);
    fromCoefficients(w, count);
    const places = d.places[g];
    const row = d.row;
    if (groups[g * 5 + 4]) for (let j = 0; j < count; j++) row[places[j]] = w[j] + row[places[j] - 1];
    else for (let j = 0; j < count; j++) row[places[j]] = w[j];
  }
  return at - (n >> 3) - start; // (whole bytes read ahead are the next row's)
}

/** Whether the table file is there and complete (its last state written, state.ts: the full sheet). */
function complete(storage: Storage, name: string, end: number): boolean {
  const last = storage.read(name, end - 2, 2);
  return last !== undefined && last.length === 2 && last !== "\xff\xff" && storage.read(name, 0, 4) === TableFormat.Magic;
}

/** Erases the parts of the packed table with this code. */
function erasePacked(storage: Storage, code: number, parts: number): void {
  for (let i = 0; i < parts; i++) storage.erase(partFile(code, i));
}

/** unpackJob's phases, in order. */
enum Phase {
  /** Each part checked (its CRC). */
  CheckParts,
  /** The rows unpacked into the table file. */
  Unpack,
  /** The table's rows checked against each part's CRCs. */
  CheckRows,
  Done,
}

/**
 * The job that makes the table file for this code (table.ts tableFile's name) from its
 * packed parts, and then erases the parts (their Storage is given back). Its answer:
 * whether the table is now exactly what the parts make. Steps: each part checked (its
 * CRC); the rows unpacked, in order, resuming where an earlier run stopped (a question
 * cancelled, a power cut: the first row still erased is where it goes on, decoding from
 * the start of its part); each part's rows checked against the CRC it carries. A table
 * already complete (from an earlier install: the App Loader keeps an app's data files) is
 * only checked, and made anew if it differs. Damaged parts are erased and the table left
 * as it was; a failed write (a full Storage) erases the table and keeps the parts for the
 * next question, so that no half table is ever used.
 */
export function unpackJob(storage: Storage, io: PackedIo, code: number, rowsPerPiece: number): Job<boolean> {
  const name = TABLE_FILE + code;
  const variants = variantsOfCode(code);
  const rowBytes = 2 * variants;
  const u = upperClasses();
  const total = u.count;
  const end = TABLE_HEADER + total * rowBytes;
  const head0 = storage.read(partFile(code, 0), 0, PART_HEAD);
  const count = head0 && head0.length === PART_HEAD ? head0.charCodeAt(5) : 0;
  const header = head0 ? head0.substr(32, TABLE_HEADER) : "";
  const parts: Part[] = [];
  let phase = Phase.CheckParts;
  let i = 0;
  let c = 0; // the check within part i (Phase.CheckRows)
  let ok = count > 0 && u32(header, 4) === total * variants;
  let unpacked = false;
  let d: Decoder | null = null;
  let row = 0;
  let from = 0;
  let p = 0;
  let m = 0; // the upper mask of the row
  let at = 0; // within the part's data
  // The table file created or resumed: the first row to write.
  const start = function (): boolean {
    const head = storage.read(name, 0, TABLE_HEADER);
    from = 0;
    if (head === header && !complete(storage, name, end)) {
      let hi = total;
      while (from < hi) {
        const mid = (from + hi) >> 1;
        if (storage.read(name, TABLE_HEADER + (mid + 1) * rowBytes - 2, 2) === "\xff\xff") hi = mid;
        else from = mid + 1;
      }
    } else {
      if (head !== undefined) storage.erase(name); // another table by that name: an older one, or damaged
      if (!storage.write(name, header, 0, end)) return false;
    }
    // Decoding goes on from the first row of the mask of row `from` (a mask's rows depend on
    // one another only), where its part's marks say it starts.
    p = 0;
    while (parts[p].first + parts[p].rows <= from) p++;
    m = 0;
    while (u.first[m + 1] <= from) m++;
    row = u.first[m];
    let k = 0; // the part's masks before m
    while (k < m && u.first[m - 1 - k] >= parts[p].first) k++;
    at = parts[p].skip + (parts[p].marks.charCodeAt(2 * k) | (parts[p].marks.charCodeAt(2 * k + 1) << 8));
    d = newDecoder(variants, io.bytes(storage.read(parts[0].name, PART_HEAD, kBytes(code)) as string));
    unpacked = true;
    i = 0; // the checks after it start again from the first part
    c = 0;
    return true;
  };
  const rows = function (dec: Decoder): void {
    for (let n = 0; n < rowsPerPiece && ok && row < total; n++) {
      const part = parts[p];
      if (row === part.first) at = part.skip;
      if (row === u.first[m]) for (let g = 0; g < dec.acc.length; g++) dec.acc[g].fill(0);
      at += decodeRow(dec, io.bytes(storage.read(part.name, PART_HEAD + at, ROW_MAX) as string), 0);
      if (row >= from && !storage.write(name, io.text(dec.bytes), TABLE_HEADER + row * rowBytes)) {
        ok = false;
        storage.erase(name); // a full Storage: the parts are kept for another try
        phase = Phase.Done;
        return;
      }
      row++;
      if (row === u.first[m + 1]) m++;
      if (row === part.first + part.rows) p++;
    }
  };
  return {
    step: function () {
      if (phase === Phase.CheckParts) {
        const part = ok ? partOf(storage, io, code, i, header, u) : null;
        if (!part || part.first !== (i ? parts[i - 1].first + parts[i - 1].rows : 0)) {
          erasePacked(storage, code, count || 1); // damaged: nothing to make a table from
          ok = false;
          phase = Phase.Done;
        } else if (parts.push(part) === count) {
          i = 0;
          if (part.first + part.rows !== total) {
            erasePacked(storage, code, count);
            ok = false;
            phase = Phase.Done;
          } else if (storage.read(name, 0, TABLE_HEADER) === header && complete(storage, name, end)) phase = Phase.CheckRows; // made before: checked only
          else {
            ok = start();
            phase = ok ? Phase.Unpack : Phase.Done;
          }
        } else i++;
      } else if (phase === Phase.Unpack) {
        if (addGroup(d as Decoder)) return false; // the decoder made first, a group a piece
        rows(d as Decoder);
        if (row >= total && phase === Phase.Unpack) {
          d = null;
          phase = Phase.CheckRows;
        }
      } else if (phase === Phase.CheckRows) {
        // Check c of part i: CHECK_ROWS rows (fewer at a part's end).
        const part = parts[i];
        const r0 = c * CHECK_ROWS;
        const n = Math.min(CHECK_ROWS, part.rows - r0);
        const s = storage.read(name, TABLE_HEADER + (part.first + r0) * rowBytes, n * rowBytes);
        if (++c * CHECK_ROWS >= part.rows) {
          c = 0;
          i++;
        }
        if (!s || io.crc(s) !== u32(part.checks, 4 * (r0 / CHECK_ROWS))) {
          storage.erase(name);
          if (unpacked) {
            erasePacked(storage, code, count); // unpacked to something else: never again
            ok = false;
            phase = Phase.Done;
          } else {
            ok = start(); // an older table: made anew
            phase = ok ? Phase.Unpack : Phase.Done;
          }
        } else if (i === count) {
          erasePacked(storage, code, count);
          phase = Phase.Done;
        }
      }
      return phase === Phase.Done;
    },
    result: function () {
      return ok;
    },
    share: function () {
      return phase === Phase.Unpack ? row / total : phase === Phase.CheckParts ? 0 : 1;
    },
  };
}

/** unpackJob worked out in one go (Node: tests). */
export function unpackNow(storage: Storage, io: PackedIo, code: number): boolean {
  return finish(unpackJob(storage, io, code, 64));
}
