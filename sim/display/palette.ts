// The palettes live beside the HAL (hal/palette.ts), where the device display maps colours
// through them too; the simulator's picture makers import them from here.
import type { Rgb } from "../../hal/palette";
import { inksFor, lcdShows, paletteFor } from "../../hal/palette";
export { PALETTES, paletteFor } from "../../hal/palette";
export type { Rgb } from "../../hal/palette";

/** The pixels of a screen: what the picture makers need of a Framebuffer. */
export interface Pixels {
  readonly w: number;
  readonly h: number;
  readonly bpp: number;
  /** Palette indices, row by row (w * h). */
  readonly px: Uint8Array;
  /** Only the circle of radius w/2 about the centre shows (a round screen). */
  readonly round?: boolean;
}

/** Whether pixel (x, y) of a round screen w pixels wide shows: as the Bangle.js 3 firmware reads its LCD out. */
export function inCircle(w: number, x: number, y: number): boolean {
  const r = w >> 1;
  return (x - r) * (x - r) + (y - r) * (y - r) <= r * r;
}

/** The 16-bit colours of a 64-colour screen's palette (its LCD shows them dithered). */
const INKS64 = inksFor(6) as number[];

/**
 * What a 16-bit LCD (the Bangle.js 1's) shows of each palette index: the RGB565 colour, each
 * channel's low bits zero, as its firmware reads the screen out (worked out once: a picture
 * asks per pixel).
 */
const SHOWN16: readonly Rgb[] = (inksFor(16) as number[]).map((c) => [(c >> 8) & 0xf8, (c >> 3) & 0xfc, (c << 3) & 0xf8] as Rgb);
const rgb565 = (i: number): Rgb => SHOWN16[i];

/**
 * The colour pixel (x, y) of `p` shows on the device: its palette colour, or on the Bangle.js
 * 3's 64-colour LCD that colour as its firmware dithers it (hal/palette.ts lcdShows).
 */
export function shownRgb(p: Pixels, x: number, y: number): Rgb {
  const i = p.px[y * p.w + x];
  return p.bpp === 6 ? lcdShows(INKS64[i], x, y) : p.bpp === 16 ? rgb565(i) : paletteFor(p.bpp)[i];
}

/**
 * shownRgb of every palette index at each position of the 2x2 dither, as bytes (for comparing
 * whole screens without a call per pixel): index i at (x, y) shows
 * table[(i * 4 + (y & 1) * 2 + (x & 1)) * 3 + channel].
 */
export function shownTable(bpp: number): Uint8Array {
  const n = bpp === 6 ? INKS64.length : paletteFor(bpp).length;
  const t = new Uint8Array(n * 12);
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < 4; k++) {
      const c = bpp === 6 ? lcdShows(INKS64[i], k & 1, k >> 1) : bpp === 16 ? rgb565(i) : paletteFor(bpp)[i];
      t.set(c, (i * 4 + k) * 3);
    }
  }
  return t;
}

/** The colour palette index i of a bpp-bit screen shows on average (the Bangle.js 3 dithers: the mean of its 2x2). */
export function meanRgb(bpp: number, i: number): Rgb {
  if (bpp === 16) return rgb565(i);
  if (bpp !== 6) return paletteFor(bpp)[i];
  const sum = [0, 0, 0];
  for (let k = 0; k < 4; k++) {
    const c = lcdShows(INKS64[i], k & 1, k >> 1);
    for (let j = 0; j < 3; j++) sum[j] += c[j];
  }
  return [sum[0] / 4, sum[1] / 4, sum[2] / 4];
}
