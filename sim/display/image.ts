// An RGBA picture and the few fills the device drawings need (rectangles, rounded
// rectangles, circles), drawn with plain arithmetic so no canvas or system font is involved
// and the same input always gives the same bytes (golden tests compare them).
import type { Font } from "../../hal/font";
import { drawString } from "./font-raster";
import type { Rgb } from "./palette";

export interface Image {
  w: number;
  h: number;
  /** 4 bytes per pixel, row by row; alpha 0 is transparent. */
  rgba: Uint8Array;
}

export function newImage(w: number, h: number): Image {
  return { w, h, rgba: new Uint8Array(w * h * 4) };
}

export function setPixel(img: Image, x: number, y: number, c: Rgb): void {
  if (x < 0 || y < 0 || x >= img.w || y >= img.h) return;
  const i = (y * img.w + x) * 4;
  img.rgba[i] = c[0];
  img.rgba[i + 1] = c[1];
  img.rgba[i + 2] = c[2];
  img.rgba[i + 3] = 255;
}

export function fillRect(img: Image, x: number, y: number, w: number, h: number, c: Rgb): void {
  for (let yy = y; yy < y + h; yy++) for (let xx = x; xx < x + w; xx++) setPixel(img, xx, yy, c);
}

/** A rectangle whose corners are quarter circles of radius r (pixel centres inside count). */
export function fillRoundRect(img: Image, x: number, y: number, w: number, h: number, r: number, c: Rgb): void {
  for (let yy = y; yy < y + h; yy++) {
    for (let xx = x; xx < x + w; xx++) {
      // Distance of the pixel centre from the nearest corner circle's centre, per axis.
      const dx = Math.max(0, x + r - (xx + 0.5), xx + 0.5 - (x + w - r));
      const dy = Math.max(0, y + r - (yy + 0.5), yy + 0.5 - (y + h - r));
      if (dx * dx + dy * dy <= r * r) setPixel(img, xx, yy, c);
    }
  }
}

export function fillCircle(img: Image, cx: number, cy: number, r: number, c: Rgb): void {
  for (let yy = Math.floor(cy - r); yy <= Math.ceil(cy + r); yy++) {
    for (let xx = Math.floor(cx - r); xx <= Math.ceil(cx + r); xx++) {
      const dx = xx + 0.5 - cx;
      const dy = yy + 0.5 - cy;
      if (dx * dx + dy * dy <= r * r) setPixel(img, xx, yy, c);
    }
  }
}

/** Text in a project bitmap font, each font pixel drawn as a `scale` x `scale` block. */
export function drawText(img: Image, font: Font, s: string, x: number, y: number, scale: number, c: Rgb): void {
  drawString(font, s, 0, 0, (fx, fy) => fillRect(img, x + fx * scale, y + fy * scale, scale, scale, c));
}
