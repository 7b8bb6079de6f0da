// The table the lockstep compares whole screens with says what shownRgb says, pixel by pixel,
// for every palette index at every position of the Bangle.js 3's dither, on every board's depth.
import { describe, expect, it } from "vitest";
import { shownRgb, shownTable } from "../../sim/display/palette";
import { boardIds, profileFor } from "../../sim/profiles";

describe("shownTable", () => {
  for (const bpp of [...new Set(boardIds().map((b) => profileFor(b).bpp))]) {
    it(`equals shownRgb for every colour of a ${bpp}-bit screen at every dither position`, () => {
      const t = shownTable(bpp);
      const colours = t.length / 12;
      expect(colours).toBeGreaterThan(1);
      for (let i = 0; i < colours; i++) {
        for (let y = 0; y < 2; y++) {
          for (let x = 0; x < 2; x++) {
            const px = new Uint8Array(4).fill(i);
            const k = (i * 4 + y * 2 + x) * 3;
            expect([t[k], t[k + 1], t[k + 2]], `colour ${i} at (${x},${y})`).toEqual(shownRgb({ w: 2, h: 2, bpp, px }, x, y));
          }
        }
      }
    });
  }
});
