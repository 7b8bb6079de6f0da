// The table the lockstep compares whole screens with says what shownRgb says, pixel by pixel,
// for every palette index at every position of a dithering LCD's 2x2, on every board's screen.
import { describe, expect, it } from "vitest";
import { shownRgb, shownTable } from "../../sim/display/palette";
import { boardIds, profileFor } from "../../sim/profiles";

describe("shownTable", () => {
  for (const board of boardIds()) {
    const { bpp, palette } = profileFor(board);
    it(`equals shownRgb for every colour of the ${board}'s screen (${palette.shows}) at every dither position`, () => {
      const t = shownTable(palette);
      const colours = t.length / 12;
      expect(colours).toBe(palette.rgb.length);
      expect(colours).toBeGreaterThan(1);
      for (let i = 0; i < colours; i++) {
        for (let y = 0; y < 2; y++) {
          for (let x = 0; x < 2; x++) {
            const px = new Uint8Array(4).fill(i);
            const k = (i * 4 + y * 2 + x) * 3;
            expect([t[k], t[k + 1], t[k + 2]], `colour ${i} at (${x},${y})`).toEqual(shownRgb({ w: 2, h: 2, bpp, px, palette }, x, y));
          }
        }
      }
    });
  }
});
