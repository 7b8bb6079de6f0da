// Screenshots as PNG files (pngjs, synchronous: scripts and tests run step by step), and
// the reading and comparing that golden-screenshot tests need.
import { PNG } from "pngjs";
import type { FrameSpec } from "./frame";
import { deviceImage } from "./frame";
import type { Image } from "./image";
import type { Pixels } from "./palette";

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
