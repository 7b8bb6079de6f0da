// Packs a value table (firmware/coach/table.ts) into the parts a device unpacks
// (firmware/coach/packed.ts, which describes the format): what the build ships for the
// watch, `npm run flash -- --rules` and the watch app's page (web/interface) send, instead
// of the 719 KB table itself. No Node APIs: the page packs in the browser.
import { CHECK_ROWS, groupsOf, orderOf, PACKED_MAGIC, PART_HEAD, variantOf, variantsOfCode } from "../firmware/coach/packed";
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

/** A 16-bit difference as a signed number. */
function signed(d: number): number {
  return d >= 32768 ? d - 65536 : d;
}

/** The width code (15 stands for 16 bits) of the fewest bits w that hold every value, stored as v + 2^(w-1). */
function widthCode(values: number[]): number {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  if (lo === 0 && hi === 0) return 0;
  let w = 1;
  while (lo < -(2 ** (w - 1)) || hi > 2 ** (w - 1) - 1) w++;
  return w >= 15 ? 15 : w;
}

/** The Möbius transform of x[0 .. 2^k) in place, modulo 2^16: packed.ts zeta undone. */
function mobius(x: Uint16Array, k: number): void {
  for (let b = 1; b < 1 << k; b <<= 1) for (let j = 0; j < 1 << k; j++) if (j & b) x[j] -= x[j ^ b];
}

/** One row's coded bytes (after its kind byte), the groups' coefficients now in `coef`. */
function encodeRow(row: Uint16Array, groups: number[], orders: Uint8Array[], coef: Uint16Array[], prev: Uint16Array[]): number[] {
  const out: number[] = [];
  for (let g = 0; g < groups.length / 5; g++) {
    const k = groups[g * 5];
    const x = coef[g];
    for (let j = 0; j < 1 << k; j++) {
      const v = variantOf(groups, g, j);
      x[j] = row[v] - (groups[g * 5 + 4] ? row[v - 1] : 0);
    }
    mobius(x, k);
    const z = Array.from(orders[g], (j) => signed((x[j] - prev[g][j]) & 0xffff));
    for (let c = 0; c < z.length; c += 16) {
      const chunks = [z.slice(c, c + 8), z.slice(c + 8, c + 16)];
      const codes = chunks.map(widthCode);
      out.push((codes[0] << 4) | codes[1]);
      chunks.forEach((ch, i) => {
        const w = codes[i] === 15 ? 16 : codes[i];
        let acc = 0;
        let bits = 0;
        for (const v of ch) {
          acc = acc * 2 ** w + v + 2 ** (w - 1);
          bits += w;
          while (bits >= 8) {
            bits -= 8;
            out.push(Math.floor(acc / 2 ** bits) & 255);
            acc %= 2 ** bits;
          }
        }
      });
    }
    prev[g].set(x);
  }
  return out;
}

/** The packed parts of an encoded table (its bytes as table.ts encodeTable makes them) for rules code `code`. */
export function packTable(table: Uint8Array, code: number, partBytes = PART_BYTES): PackedPart[] {
  const variants = variantsOfCode(code);
  const u = upperClasses();
  const rowBytes = 2 * variants;
  if (table.length !== TABLE_HEADER + u.count * rowBytes) throw new Error(`a table of ${table.length} bytes is not one of ${u.count} rows of ${variants} variants`);
  const groups = groupsOf(variants);
  const nGroups = groups.length / 5;
  const orders = Array.from({ length: nGroups }, (_, g) => orderOf(groups[g * 5]));
  const coef = orders.map((o) => new Uint16Array(o.length));
  const prev = orders.map((o) => new Uint16Array(o.length));
  const rowAt = (c: number) => new Uint16Array(table.buffer.slice(table.byteOffset + TABLE_HEADER + c * rowBytes, table.byteOffset + TABLE_HEADER + (c + 1) * rowBytes));
  // Rows grouped by upper mask; a part takes whole masks until it holds PART_BYTES.
  const parts: { first: number; rows: number; data: number[] }[] = [];
  for (let m = 0; m < 64; m++) {
    const data: number[] = [];
    prev.forEach((p) => p.fill(0));
    let before: Uint16Array | null = null;
    for (let c = u.first[m]; c < u.first[m + 1]; c++) {
      const row = rowAt(c);
      if (row[variants - 1] === 0xffff) throw new Error(`row ${c} ends in 0xFFFF, which the device takes for erased flash`);
      if (before && sameRow(row, before)) data.push(1);
      else data.push(0, ...encodeRow(row, groups, orders, coef, prev));
      before = row;
    }
    const last = parts[parts.length - 1];
    if (last && last.data.length + data.length <= partBytes) {
      last.rows += u.first[m + 1] - u.first[m];
      last.data.push(...data);
    } else parts.push({ first: u.first[m], rows: u.first[m + 1] - u.first[m], data });
  }
  return parts.map((p, i) => {
    const checks = Math.ceil(p.rows / CHECK_ROWS);
    const out = new Uint8Array(PART_HEAD + p.data.length + 4 * checks);
    const view = new DataView(out.buffer);
    for (let c = 0; c < 4; c++) out[c] = PACKED_MAGIC.charCodeAt(c);
    out[4] = i;
    out[5] = parts.length;
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
