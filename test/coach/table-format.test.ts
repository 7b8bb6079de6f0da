// The value table's file format 4: a header of integers only (the firmware reads DataView's
// Float64 wrongly), offset and scale in fixed point, states class by class, steps up to
// STEPS, and formats 1 to 3 refused so that stale tables are computed again. (The device decoding the same numbers: test/firmware/table.test.ts.)
import { describe, expect, it } from "vitest";
import { encodeTable, readHeader, STEPS, TABLE_HEADER, tableValues } from "../../firmware/coach/table";
import { stateSpace } from "../../firmware/coach/state";
import type { Rules } from "../../firmware/core";
import { isError, presetRules } from "../../firmware/core";

const KNIFFEL = presetRules("kniffel") as Rules;
if (isError(KNIFFEL)) throw new Error("no kniffel preset");

/** Values of the right count for the rules, spread over `lo`..`hi` in an irregular way. */
function values(lo: number, hi: number): Float64Array {
  const n = stateSpace(KNIFFEL).size;
  const v = new Float64Array(n);
  for (let i = 0; i < n; i++) v[i] = lo + ((hi - lo) * ((i * 7919) % n)) / (n - 1) + Math.sin(i) * 1e-7;
  v[0] = lo;
  v[n - 1] = hi;
  return v;
}

describe("value table header (format 4)", () => {
  it("holds the magic KNV4 and integers: offset in 2^-16 points, scale in 2^-32 points per step", () => {
    const t = encodeTable(KNIFFEL, values(3.3, 281.7));
    expect(String.fromCharCode(...t.bytes.subarray(0, 4))).toBe("KNV4");
    const view = new DataView(t.bytes.buffer);
    const offsetFixed = view.getInt32(12, true);
    const scaleFixed = view.getInt32(16, true);
    expect(offsetFixed).toBe(Math.floor(3.3 * 65536));
    expect(scaleFixed).toBeGreaterThan(0);
    expect(view.getUint32(20, true)).toBe(0);
    expect(view.getUint32(24, true)).toBe(0);
    const h = readHeader(KNIFFEL, t.bytes)!;
    expect(h.offset).toBe(offsetFixed / 65536);
    expect(h.scale).toBe(scaleFixed / 2 ** 32);
    expect(h.offset + STEPS * h.scale).toBeGreaterThanOrEqual(281.7); // the highest value is a step
    let top = 0;
    for (let i = TABLE_HEADER; i < t.bytes.length; i += 2) top = Math.max(top, t.bytes[i] | (t.bytes[i + 1] << 8));
    expect(top).toBe(STEPS); // and no step above it
  });

  it("stores every value within the quantisation error, the extremes included", () => {
    for (const [lo, hi] of [[0, 280], [3.3, 281.7], [-5.25, 0.5], [42, 42]]) {
      const v = values(lo, hi);
      const t = encodeTable(KNIFFEL, v);
      expect(t.maxError).toBeLessThanOrEqual(Math.max(hi - lo, 1e-9) / STEPS / 2 + 1e-6);
      const read = tableValues(KNIFFEL, t.bytes)!;
      for (const i of [0, 1, 1000, v.length - 1]) expect(Math.abs(read(i) - v[i])).toBeLessThanOrEqual(t.maxError + 1e-12);
      expect(t.bytes.length).toBe(TABLE_HEADER + 2 * v.length);
    }
  });

  it("refuses a format-1 table (f64 header), so a stale cached table is computed again", () => {
    const t = encodeTable(KNIFFEL, values(0, 280));
    const old = Uint8Array.from(t.bytes);
    old.set([..."KNV1"].map((c) => c.charCodeAt(0)), 0);
    new DataView(old.buffer).setFloat64(12, 0, true);
    new DataView(old.buffer).setFloat64(20, 280 / 65535, true);
    expect(readHeader(KNIFFEL, old)).toBeNull();
    expect(tableValues(KNIFFEL, old)).toBeNull();
  });

  it("refuses a format-3 table (16-bit steps): its values read with format 4's steps would be others", () => {
    const old = Uint8Array.from(encodeTable(KNIFFEL, values(0, 280)).bytes);
    old.set([..."KNV3"].map((c) => c.charCodeAt(0)), 0);
    expect(readHeader(KNIFFEL, old)).toBeNull();
    expect(tableValues(KNIFFEL, old)).toBeNull();
  });

  it("refuses a format-2 table (its states variant by variant), which would give every state another's value", () => {
    const old = Uint8Array.from(encodeTable(KNIFFEL, values(0, 280)).bytes);
    old.set([..."KNV2"].map((c) => c.charCodeAt(0)), 0);
    expect(readHeader(KNIFFEL, old)).toBeNull();
  });
});
