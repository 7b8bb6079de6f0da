// What a screen shows, for the simulator's picture makers: the palette (hal/palette.ts, beside
// the HAL, where the device display maps colours through it too) applied to its pixels.
import type { Palette, Rgb } from "../../hal/palette";
import { shownAt } from "../../hal/palette";
export type { Palette, Rgb } from "../../hal/palette";

/** The pixels of a screen: what the picture makers need of a Framebuffer. */
export interface Pixels {
  readonly w: number;
  readonly h: number;
  readonly bpp: number;
  /** Palette indices, row by row (w * h). */
  readonly px: Uint8Array;
  /** The screen's colours and how its LCD shows them. */
  readonly palette: Palette;
  /** Only the circle of radius w/2 about the centre shows (a round screen). */
  readonly round?: boolean;
}

/** Whether pixel (x, y) of a round screen w pixels wide shows: as a round LCD's firmware reads it out. */
export function inCircle(w: number, x: number, y: number): boolean {
  const r = w >> 1;
  return (x - r) * (x - r) + (y - r) * (y - r) <= r * r;
}

/** The colour pixel (x, y) of `p` shows on the device: its palette colour as the board's LCD shows it (hal/palette.ts shownAt). */
export function shownRgb(p: Pixels, x: number, y: number): Rgb {
  return shownAt(p.palette, p.px[y * p.w + x], x, y);
}

/**
 * shownRgb of every palette index at each position of the 2x2 dither, as bytes (for comparing
 * whole screens without a call per pixel): index i at (x, y) shows
 * table[(i * 4 + (y & 1) * 2 + (x & 1)) * 3 + channel].
 */
export function shownTable(p: Palette): Uint8Array {
  const n = p.rgb.length;
  const t = new Uint8Array(n * 12);
  for (let i = 0; i < n; i++) for (let k = 0; k < 4; k++) t.set(shownAt(p, i, k & 1, k >> 1), (i * 4 + k) * 3);
  return t;
}

/** The colour palette index i shows on average (a dithering LCD: the mean of its 2x2). */
export function meanRgb(p: Palette, i: number): Rgb {
  const sum = [0, 0, 0];
  for (let k = 0; k < 4; k++) {
    const c = shownAt(p, i, k & 1, k >> 1);
    for (let j = 0; j < 3; j++) sum[j] += c[j];
  }
  return [sum[0] / 4, sum[1] / 4, sum[2] / 4];
}
