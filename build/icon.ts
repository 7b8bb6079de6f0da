// The app's 48x48 icon, drawn here from geometry (a die showing five), in the two forms a
// BangleApps folder needs: app-icon.js, an Espruino image expression the App Loader
// evaluates into kniffel.img, and app.png for the App Loader's page; and the same die at
// 24x24, the size of a clock info's image (kniffel.clkinfo.js).
import { PNG } from "pngjs";

export const ICON_SIZE = 48;
/** A clock info's image (BangleApps' clock_info README: 24x24). */
export const CLOCK_INFO_ICON_SIZE = 24;

/** Is point (c, r) of the 48x48 square ink: the die's rounded outline, 3 px wide, or one of its five pips? */
function inkAt(c: number, r: number): boolean {
  // Distance outside the inner square of a rounded square from 2 to 46 with corner radius 9.
  const dx = Math.max(11 - c, c - 37, 0);
  const dy = Math.max(11 - r, r - 37, 0);
  const outside = Math.hypot(dx, dy);
  if (outside <= 9 && outside > 6) return true;
  for (const [px, py] of [[15, 15], [33, 15], [24, 24], [15, 33], [33, 33]]) {
    if (Math.hypot(c - px, r - py) <= 4.5) return true;
  }
  return false;
}

/**
 * Is pixel (x, y) of a `size` square ink: at least half of the 48x48 pixels it covers are
 * (a smaller die keeps its outline 2 px wide where a sample at its centre would thin it to 1).
 */
function ink(x: number, y: number, size = ICON_SIZE): boolean {
  const k = ICON_SIZE / size;
  let n = 0;
  for (let a = 0; a < k; a++) for (let b = 0; b < k; b++) if (inkAt(k * x + a + 0.5, k * y + b + 0.5)) n++;
  return 2 * n >= k * k;
}

/** Espruino's image format: width, height, bits per pixel (1), then the rows, MSB first. */
export function iconImage(size = ICON_SIZE): Buffer {
  const bytes = Buffer.alloc(3 + (size * size) / 8);
  bytes[0] = size;
  bytes[1] = size;
  bytes[2] = 1;
  for (let i = 0; i < size * size; i++) {
    if (ink(i % size, Math.floor(i / size), size)) bytes[3 + (i >> 3)] |= 0x80 >> (i & 7);
  }
  return bytes;
}

/** app-icon.js: the expression BangleApps' own check accepts, `atob("...")`. */
export function iconJs(): string {
  return `atob("${iconImage().toString("base64")}")\n`;
}

/** app.png: black ink on a transparent ground. */
export function iconPng(): Buffer {
  const png = new PNG({ width: ICON_SIZE, height: ICON_SIZE });
  for (let i = 0; i < ICON_SIZE * ICON_SIZE; i++) {
    png.data[4 * i + 3] = ink(i % ICON_SIZE, Math.floor(i / ICON_SIZE)) ? 255 : 0;
  }
  return PNG.sync.write(png);
}
