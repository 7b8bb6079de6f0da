// Packs a value table (firmware/coach/table.ts) into the parts a device unpacks
// (firmware/coach/packed.ts, which describes the format): what the build ships for the
// watch, `npm run flash -- --rules` and the watch app's page (web/interface) send, instead
// of the 719 KB table itself. No Node APIs: the page packs in the browser.
import { CHECK_ROWS, ESC, groupsOf, K_CLASSES, kClass, orderOf, PACKED_MAGIC, PART_HEAD, variantOf, variantsOfCode } from "../firmware/coach/packed";
import { partFile } from "../firmware/coach/parts";
import { upperClasses } from "../firmware/coach/state";
import { TABLE_HEADER } from "../firmware/coach/table";
import { crc32 } from "../sim/crc32";

/** A part: its Storage name and bytes. */
export interface PackedPart {
  name: string;
  data: Uint8Array;
}

const sameRow = (a: Uint16Array, b: Uint16Array) => a.every((v, i) => v === b[i]);

/** About this many bytes of rows per part: BangleApps' test runner sends a file in one command, held in RAM on the watch. */
export const PART_BYTES = 16384;

/** A 16-bit difference as the Rice value z: 2d for d >= 0, -2d - 1 below. */
function riceValue(d: number): number {
  const v = d >= 32768 ? d - 65536 : d;
  return v >= 0 ? 2 * v : -2 * v - 1;
}

/** The bits of z's Rice code with this k (packed.ts: an escape from ESC on). */
function riceBits(z: number, k: number): number {
  const q = z >> k;
  return q < ESC ? q + 1 + k : ESC + 16;
}

/** A group's coefficients (packed.ts: fromCoefficients undone), modulo 2^16. */
function coefficients(v: Uint16Array): Uint16Array {
  const out = Uint16Array.from(v);
  for (let j = 1; j < v.length; j++) {
    const r = j ^ (j & -j);
    const c = r & -r;
    out[j] -= r ? v[r] + v[j ^ c] - v[r ^ c] : v[0];
  }
  return out;
}

/** One row's Rice values, place by place as stored; `prev` (each group's coefficients of the row before) becomes this row's. */
function riceRow(row: Uint16Array, groups: number[], orders: Uint8Array[], prev: Uint16Array[]): number[] {
  const out: number[] = [];
  for (let g = 0; g < groups.length / 5; g++) {
    const k = groups[g * 5];
    const x = new Uint16Array(1 << k);
    for (let j = 0; j < 1 << k; j++) {
      const v = variantOf(groups, g, j);
      x[j] = row[v] - (groups[g * 5 + 4] ? row[v - 1] : 0);
    }
    const co = coefficients(x);
    for (const j of orders[g]) out.push(riceValue((co[j] - prev[g][j]) & 0xffff));
    prev[g] = co;
  }
  return out;
}

/** The k (0 .. 15) of each place and class (kClass) that takes the fewest bits over these rows. */
function bestKs(rows: number[][], places: number): number[] {
  const bits = Array.from({ length: places * K_CLASSES }, () => new Array<number>(16).fill(0));
  for (const z of rows) {
    z.forEach((v, p) => {
      const cell = bits[p * K_CLASSES + kClass(p ? z[p - 1] : 0)];
      for (let k = 0; k < 16; k++) cell[k] += riceBits(v, k);
    });
  }
  return bits.map((cell) => cell.indexOf(Math.min(...cell)));
}

/** Bits written most significant first into bytes. */
class BitWriter {
  readonly out: number[] = [];
  private acc = 0;
  private n = 0;

  put(value: number, width: number): void {
    for (let b = width - 1; b >= 0; b--) {
      this.acc = (this.acc << 1) | ((value >> b) & 1);
      if (++this.n === 8) this.flush();
    }
  }

  /** The last byte filled up with zeros. */
  flush(): void {
    if (this.n) this.out.push((this.acc << (8 - this.n)) & 255);
    this.acc = 0;
    this.n = 0;
  }
}

/** A row's codes (after its kind byte), to a whole byte. */
function encodeRow(z: number[], ks: number[]): number[] {
  const w = new BitWriter();
  z.forEach((v, p) => {
    const k = ks[p * K_CLASSES + kClass(p ? z[p - 1] : 0)];
    const q = v >> k;
    if (q < ESC) {
      w.put((1 << (q + 1)) - 2, q + 1); // q ones and a zero
      w.put(v, k);
    } else {
      w.put((1 << ESC) - 1, ESC);
      w.put(v, 16);
    }
  });
  w.flush();
  return w.out;
}

/** The packed parts of an encoded table (its bytes as table.ts encodeTable makes them) for rules code `code`. */
export function packTable(table: Uint8Array, code: number, partBytes = PART_BYTES): PackedPart[] {
  const variants = variantsOfCode(code);
  const u = upperClasses();
  const rowBytes = 2 * variants;
  if (table.length !== TABLE_HEADER + u.count * rowBytes) throw new Error(`a table of ${table.length} bytes is not one of ${u.count} rows of ${variants} variants`);
  const groups = groupsOf(variants);
  const orders = Array.from({ length: groups.length / 5 }, (_, g) => orderOf(groups[g * 5]));
  const rowAt = (c: number) => new Uint16Array(table.buffer.slice(table.byteOffset + TABLE_HEADER + c * rowBytes, table.byteOffset + TABLE_HEADER + (c + 1) * rowBytes));
  // Each upper mask's rows: null for a row equal to the one before, else its Rice values.
  const masks: (number[] | null)[][] = [];
  for (let m = 0; m < 64; m++) {
    const prev = orders.map((o) => new Uint16Array(o.length));
    const rows: (number[] | null)[] = [];
    let before: Uint16Array | null = null;
    for (let c = u.first[m]; c < u.first[m + 1]; c++) {
      const row = rowAt(c);
      if (row[variants - 1] === 0xffff) throw new Error(`row ${c} ends in 0xFFFF, which the device takes for erased flash`);
      rows.push(before && sameRow(row, before) ? null : riceRow(row, groups, orders, prev));
      before = row;
    }
    masks.push(rows);
  }
  const ks = bestKs(masks.flat().filter((z): z is number[] => z !== null), variants);
  const kTable: number[] = [];
  for (let i = 0; i < ks.length; i += 2) kTable.push((ks[i] << 4) | ks[i + 1]);
  // A part takes whole masks until it holds PART_BYTES; part 0 starts with the k table, each
  // with where its masks' first rows are in its rows.
  const parts: { first: number; rows: number; marks: number[]; data: number[] }[] = [];
  masks.forEach((rows, m) => {
    const data = rows.flatMap((z) => (z ? [0, ...encodeRow(z, ks)] : [1]));
    const last = parts[parts.length - 1];
    if (last && last.data.length + last.marks.length + data.length <= partBytes) {
      last.marks.push(last.data.length & 255, last.data.length >> 8);
      last.rows += rows.length;
      last.data.push(...data);
    } else parts.push({ first: u.first[m], rows: rows.length, marks: [0, 0], data });
  });
  return parts.map((p0, i) => {
    const head = [...(i ? [] : kTable), ...p0.marks];
    const p = { ...p0, data: [...head, ...p0.data] };
    const checks = Math.ceil(p.rows / CHECK_ROWS);
    const out = new Uint8Array(PART_HEAD + p.data.length + 4 * checks);
    const view = new DataView(out.buffer);
    for (let c = 0; c < 4; c++) out[c] = PACKED_MAGIC.charCodeAt(c);
    out[4] = i;
    out[5] = parts.length;
    view.setUint16(6, head.length, true);
    out.set(p.data, PART_HEAD);
    view.setUint32(8, code, true);
    view.setUint32(12, p.first, true);
    view.setUint32(16, p.rows, true);
    view.setUint32(20, p.data.length, true);
    view.setUint32(24, crc32(out.subarray(PART_HEAD, PART_HEAD + p.data.length)), true);
    view.setUint32(28, checks, true);
    out.set(table.subarray(0, TABLE_HEADER), 32);
    for (let r = 0; r < p.rows; r += CHECK_ROWS) {
      const from = TABLE_HEADER + (p.first + r) * rowBytes;
      view.setUint32(PART_HEAD + p.data.length + (4 * r) / CHECK_ROWS, crc32(table.subarray(from, from + Math.min(CHECK_ROWS, p.rows - r) * rowBytes)), true);
    }
    return { name: partFile(code, i), data: out };
  });
}
