// The saved lines' check (firmware/app/store/crc.ts): CRC-16/CCITT-FALSE computed a byte at a
// time, equal to the textbook bit-by-bit form on every string (saves written before stay
// readable), and its published check value.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { crc16 } from "../../firmware/app/store/crc";

/** The bit-by-bit definition: polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR. */
function bitwise(s: string): number {
  let crc = 0xffff;
  for (let i = 0; i < s.length; i++) {
    crc ^= (s.charCodeAt(i) & 0xff) << 8;
    for (let k = 0; k < 8; k++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

describe("crc16", () => {
  it("has CRC-16/CCITT-FALSE's check value (of \"123456789\") and the initial value for no text", () => {
    expect(crc16("123456789")).toBe(0x29b1);
    expect(crc16("")).toBe(0xffff);
  });

  it("equals the bit-by-bit form on every string of bytes", () => {
    const bytes = fc.string({ unit: fc.integer({ min: 0, max: 255 }).map((c) => String.fromCharCode(c)), maxLength: 64 });
    fc.assert(fc.property(bytes, (s) => crc16(s) === bitwise(s)), { numRuns: 5000 });
  });
});
