// Screenshots as PNG files (pngjs, synchronous: scripts and tests run step by step), and
// the reading and comparing that golden-screenshot tests need.
import { PNG } from "pngjs";
import type { FrameSpec } from "./frame";
import { deviceImage } from "./frame";
import type { Image } from "./image";
import type { Pixels } from "./palette";
import { inCircle, shownRgb } from "./palette";

export interface PngOptions {
  /** Each screen pixel becomes scale x scale PNG pixels (default 1). */
  scale?: number;
  /** Draw the device around the screen (see frame.ts). */
  frame?: FrameSpec;
}

export function encodePng(img: Image): Buffer {
  const png = new PNG({ width: img.w, height: img.h });
  png.data = Buffer.from(img.rgba.buffer, img.rgba.byteOffset, img.rgba.byteLength);
  return PNG.sync.write(png);
}

/**
 * A w x h screen as PNG bytes from each pixel's colour `at(x, y)`, each pixel scale x scale;
 * on a round screen the pixels outside its circle transparent (they do not show).
 */
export function screenPng(w: number, h: number, at: (x: number, y: number) => readonly number[], scale = 1, round = false): Buffer {
  const rgba = new Uint8Array(w * h * 4 * scale * scale);
  for (let y = 0; y < h * scale; y++) {
    for (let x = 0; x < w * scale; x++) {
      const sx = Math.floor(x / scale), sy = Math.floor(y / scale);
      const c = at(sx, sy);
      rgba.set([c[0], c[1], c[2], round && !inCircle(w, sx, sy) ? 0 : 255], (y * w * scale + x) * 4);
    }
  }
  return encodePng({ w: w * scale, h: h * scale, rgba });
}

/** What the device's screen shows of `p` (shownRgb: the Bangle.js 3's dithering too), as PNG bytes: the firmware's own pixels, where the two run in lockstep. */
export function shownPng(p: Pixels, scale = 1): Buffer {
  return screenPng(p.w, p.h, (x, y) => shownRgb(p, x, y), scale, !!p.round);
}

/** A screenshot of `p` as PNG bytes. */
export function toPng(p: Pixels, o: PngOptions = {}): Buffer {
  return encodePng(deviceImage(p, o.scale ?? 1, o.frame));
}

export function readPng(buf: Buffer): Image {
  const png = PNG.sync.read(buf);
  return { w: png.width, h: png.height, rgba: new Uint8Array(png.data.buffer, png.data.byteOffset, png.data.byteLength) };
}

/**
 * How many pixels differ between two PNGs (RGBA compared exactly). Pictures of different
 * sizes cannot be lined up, so then every pixel of the larger one counts as different.
 */
export function comparePng(a: Buffer | Image, b: Buffer | Image): number {
  const x = Buffer.isBuffer(a) ? readPng(a) : a;
  const y = Buffer.isBuffer(b) ? readPng(b) : b;
  if (x.w !== y.w || x.h !== y.h) return Math.max(x.w * x.h, y.w * y.h);
  let diff = 0;
  for (let i = 0; i < x.rgba.length; i += 4) {
    if (x.rgba[i] !== y.rgba[i] || x.rgba[i + 1] !== y.rgba[i + 1] || x.rgba[i + 2] !== y.rgba[i + 2] || x.rgba[i + 3] !== y.rgba[i + 3]) diff++;
  }
  return diff;
}
