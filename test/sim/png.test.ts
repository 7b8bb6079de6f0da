// Screenshots: the PNG holds the palette colour of every pixel at the asked scale, the
// device drawing has the documented size and keeps the screen intact, and comparePng
// counts differing pixels (what golden tests rely on).
import { describe, expect, it } from "vitest";
import { buttonMap } from "../../sim/buttons";
import { frameSpec } from "../../sim/display/frame";
import type { Image } from "../../sim/display/image";
import { comparePng, readPng, toPng } from "../../sim/display/png";
import { profileFor } from "../../sim/profiles";
import { paletteOfDepth, pattern } from "./ansi";

const rgbaAt = (img: Image, x: number, y: number) => [...img.rgba.subarray((y * img.w + x) * 4, (y * img.w + x) * 4 + 4)];
const opaque = (c: readonly number[]) => [...c, 255];

describe("the palettes", () => {
  it("index the 3-bit colours as the app uses them", () => {
    expect(paletteOfDepth(3).rgb).toEqual([
      [255, 255, 255], [0, 0, 0], [255, 0, 0], [0, 255, 0], [0, 0, 255], [255, 255, 0], [0, 255, 255], [255, 0, 255],
    ]);
  });
  it("draw the 1-bit ink darker than the background", () => {
    const lum = (c: readonly number[]) => c[0] + c[1] + c[2];
    expect(lum(paletteOfDepth(1).rgb[1])).toBeLessThan(lum(paletteOfDepth(1).rgb[0]) / 2);
  });
});

describe("toPng and readPng", () => {
  it.each([
    [1, 1],
    [3, 1],
    [1, 3],
    [3, 4],
  ])("round-trip a %i-bit screen at scale %i", (bpp, scale) => {
    const w = 19;
    const h = 11;
    const px = pattern(w, h, 1 << bpp, 7);
    const img = readPng(toPng({ w, h, bpp, px, palette: paletteOfDepth(bpp) }, { scale }));
    expect([img.w, img.h]).toEqual([w * scale, h * scale]);
    for (let y = 0; y < img.h; y++) {
      for (let x = 0; x < img.w; x++) {
        expect(rgbaAt(img, x, y)).toEqual(opaque(paletteOfDepth(bpp).rgb[px[Math.floor(y / scale) * w + Math.floor(x / scale)]]));
      }
    }
  });
  it("refuses a scale that is not a whole number from 1", () => {
    const s = { w: 2, h: 2, bpp: 1, px: new Uint8Array(4), palette: paletteOfDepth(1) };
    expect(() => toPng(s, { scale: 0 })).toThrow(/scale/);
    expect(() => toPng(s, { scale: 1.5 })).toThrow(/scale/);
  });
});

describe("the device drawing", () => {
  const screenOf = (id: string) => {
    const p = profileFor(id);
    return { p, s: { w: p.w, h: p.h, bpp: p.bpp, px: pattern(p.w, p.h, 1 << p.bpp, 3), palette: p.palette } };
  };

  it("puts the Pixl.js screen in a board with a button at each corner", () => {
    const { p, s } = screenOf("pixljs");
    const spec = frameSpec(buttonMap("pixljs"), p);
    expect(spec.buttons).toEqual([
      { label: "BTN1", corner: "topLeft" },
      { label: "BTN2", corner: "topRight" },
      { label: "BTN3", corner: "bottomRight" },
      { label: "BTN4", corner: "bottomLeft" },
    ]);
    const scale = 2;
    const img = readPng(toPng(s, { scale, frame: spec }));
    // 28 px beside the screen for the buttons, 12 px above and below.
    expect([img.w, img.h]).toEqual([(128 + 56) * scale, (64 + 24) * scale]);
    const bare = readPng(toPng(s, { scale }));
    for (let y = 0; y < bare.h; y += 5) for (let x = 0; x < bare.w; x += 3) expect(rgbaAt(img, 28 * scale + x, 12 * scale + y)).toEqual(rgbaAt(bare, x, y));
    expect(rgbaAt(img, 0, 0)[3]).toBe(0); // rounded corner: transparent
    // A button cap at the centre of each corner button, the same grey at all four.
    const caps = [[14, 22], [170, 22], [170, 66], [14, 66]].map(([x, y]) => rgbaAt(img, x * scale, y * scale));
    for (const c of caps) expect(c).toEqual(caps[0]);
    expect(caps[0]).not.toEqual(rgbaAt(img, 14 * scale, 44 * scale)); // between the buttons: board
  });

  it("puts the Bangle.js 2 screen in a watch body with its one side button", () => {
    const { p, s } = screenOf("banglejs2");
    const spec = frameSpec(buttonMap("banglejs2"), p);
    expect(spec.buttons).toEqual([{ label: "BTN1", corner: undefined }]);
    const img = readPng(toPng(s, { scale: 1, frame: spec }));
    // 14 px around the screen, and 5 px of button standing out on the right.
    expect([img.w, img.h]).toEqual([176 + 28 + 5, 176 + 28]);
    expect(rgbaAt(img, 14, 14)).toEqual(opaque(p.palette.rgb[s.px[0]]));
    expect(rgbaAt(img, 206, 102)[3]).toBe(255); // the button, halfway down
    expect(rgbaAt(img, 206, 20)[3]).toBe(0); // beside the body elsewhere: nothing
  });
});

describe("comparePng", () => {
  const s = (px: number[]) => ({ w: 3, h: 2, bpp: 1, px: Uint8Array.from(px), palette: paletteOfDepth(1) });
  it("counts the pixels that differ", () => {
    const a = toPng(s([0, 1, 0, 1, 0, 1]), { scale: 2 });
    expect(comparePng(a, a)).toBe(0);
    expect(comparePng(a, toPng(s([1, 1, 0, 1, 0, 1]), { scale: 2 }))).toBe(4);
    expect(comparePng(a, toPng(s([1, 0, 1, 0, 1, 0]), { scale: 2 }))).toBe(24);
  });
  it("counts every pixel when the sizes differ", () => {
    expect(comparePng(toPng(s([0, 0, 0, 0, 0, 0])), toPng(s([0, 0, 0, 0, 0, 0]), { scale: 2 }))).toBe(24);
  });
});
