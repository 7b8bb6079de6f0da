// The LCD as terminal text: the right half block for every pair of pixels, and colours
// that a terminal reading the escape codes would show exactly as the palette says.
import { describe, expect, it } from "vitest";
import type { ColorDepth } from "../../sim/display/halfblock";
import { halfBlockLines } from "../../sim/display/halfblock";
import { Framebuffer } from "../../sim/display/framebuffer";
import { decodeLine, paletteOfDepth, pattern } from "./ansi";

const screen = (w: number, h: number, bpp: number, px: number[] | Uint8Array) => ({ w, h, bpp, px: Uint8Array.from(px), palette: paletteOfDepth(bpp) });

describe("half blocks without colour", () => {
  it("shows each pair of pixel rows as one of four glyphs", () => {
    // Columns: (top, bottom) = (0,0) (1,0) (0,1) (1,1).
    expect(halfBlockLines(screen(4, 2, 1, [0, 1, 0, 1, 0, 0, 1, 1]))).toEqual([" \u2580\u2584\u2588"]);
  });
  it("treats every colour but the background as ink on the 3-bit screen", () => {
    expect(halfBlockLines(screen(3, 2, 3, [2, 0, 7, 0, 5, 4]))).toEqual(["\u2580\u2584\u2588"]);
  });
  it("gives an odd last row a blank row below", () => {
    expect(halfBlockLines(screen(2, 3, 1, [1, 0, 0, 1, 1, 0]))).toEqual(["\u2580\u2584", "\u2580 "]);
  });
  it("draws the Pixl.js LCD 1:1 in 128 columns and 32 rows", () => {
    const fb = new Framebuffer(128, 64, 1, paletteOfDepth(1));
    fb.setColor(1);
    fb.fillRect(0, 0, 127, 0); // the top row only: upper halves along the first line
    const lines = halfBlockLines(fb);
    expect(lines).toHaveLength(32);
    expect(lines.every((l) => l.length === 128)).toBe(true);
    expect(lines[0]).toBe("\u2580".repeat(128));
    expect(lines[1]).toBe(" ".repeat(128));
  });
});

describe("half blocks in colour", () => {
  const rgbKey = (bpp: number, i: number) => `rgb:${paletteOfDepth(bpp).rgb[i].join(",")}`;

  it.each([1, 3])("shows every pixel of a %i-bit screen in its palette colour (24-bit)", (bpp) => {
    const w = 37;
    const h = 21; // odd: the last line's lower half is background
    const px = pattern(w, h, 1 << bpp, bpp);
    const lines = halfBlockLines(screen(w, h, bpp, px), 24);
    expect(lines).toHaveLength(11);
    lines.forEach((line, row) => {
      const { top, bottom } = decodeLine(line);
      expect(top).toHaveLength(w);
      for (let x = 0; x < w; x++) {
        expect(top[x]).toBe(rgbKey(bpp, px[2 * row * w + x]));
        expect(bottom[x]).toBe(rgbKey(bpp, 2 * row + 1 < h ? px[(2 * row + 1) * w + x] : 0));
      }
      expect(line.endsWith("\x1b[0m")).toBe(true); // the colours do not bleed past the LCD
    });
  });

  it("needs one colour code per line on the 1-bit LCD (dark ink on light glass)", () => {
    const lines = halfBlockLines(screen(64, 32, 1, pattern(64, 32, 2)), 24);
    for (const line of lines) {
      expect(line.split("\x1b[").length - 1).toBe(2); // the line's colours, the reset
      expect(line.startsWith(`\x1b[38;2;${paletteOfDepth(1).rgb[1].join(";")};48;2;${paletteOfDepth(1).rgb[0].join(";")}m`)).toBe(true);
    }
  });

  // The nearest colours of the 256- and 16-colour tables, worked out by hand for the 3-bit
  // palette: white, black, red, green, blue, yellow, cyan, magenta.
  it.each<[ColorDepth, string[]]>([
    [8, ["256:231", "256:16", "256:196", "256:46", "256:21", "256:226", "256:51", "256:201"]],
    [4, ["16:7", "16:0", "16:1", "16:2", "16:4", "16:3", "16:6", "16:5"]],
  ])("falls back to the nearest colours at depth %i", (depth, expected) => {
    // All 64 (top, bottom) pairs of the 8 colours.
    const px: number[] = [];
    for (let t = 0; t < 8; t++) for (let b = 0; b < 8; b++) px.push(t);
    for (let t = 0; t < 8; t++) for (let b = 0; b < 8; b++) px.push(b);
    const { top, bottom } = decodeLine(halfBlockLines(screen(64, 2, 3, px), depth)[0]);
    for (let i = 0; i < 64; i++) {
      expect(top[i]).toBe(expected[px[i]]);
      expect(bottom[i]).toBe(expected[px[64 + i]]);
    }
  });
});
