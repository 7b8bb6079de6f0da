// Draws text in a project font the way Espruino's g.drawString does, so the simulator
// shows the device's pixels. Mirrors espruino/Espruino libs/graphics/jswrap_graphics.c
// (_jswrap_graphics_getCharWidth, _jswrap_graphics_stringMetrics and the custom-font branch
// of jswrap_graphics_drawString), at scale 1 and 1 bpp:
// - a char's width is widths[code - first]; a code below `first`, past the end of `widths`
//   or at/above 256 has width 0: nothing is drawn and x does not advance;
// - x advances by exactly the width (the fonts carry their spacing in the glyph);
// - "\n" starts a new line at the start x, `height` lower; stringWidth is the widest line;
// - set bits are plotted in the current colour, clear bits are left alone (drawString
//   without its `solid` argument);
// - code 0 would start an inline image on Espruino; that is not mirrored, so it throws.
// Espruino also skips a glyph whose left edge is at or right of the clip rectangle's right
// edge (x < maxX is required to draw); clipping is the caller's job, see its plot.
// The bit layout is described in build/fontpack.ts.
import type { Font } from "../../hal/font";

const NEWLINE = 10;
const IMAGE = 0;

export function glyphWidth(font: Font, code: number): number {
  if (code < font.first || code > 255) return 0;
  const index = code - font.first;
  return index < font.widths.length ? font.widths.charCodeAt(index) : 0;
}

function checkNoImage(code: number): void {
  if (code === IMAGE) throw new Error("inline images in strings (code 0) are not supported");
}

export function stringWidth(font: Font, s: string): number {
  let widest = 0;
  let width = 0;
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    checkNoImage(code);
    if (code === NEWLINE) {
      widest = Math.max(widest, width);
      width = 0;
    } else {
      width += glyphWidth(font, code);
    }
  }
  return Math.max(widest, width);
}

/** Bit index in `font.bitmap` where the glyph for `code` starts. */
function glyphStart(font: Font, code: number): number {
  let columns = 0;
  for (let c = font.first; c < code; c++) columns += glyphWidth(font, c);
  return columns * font.height;
}

function bitAt(bitmap: string, bit: number): number {
  const byte = bit >> 3 < bitmap.length ? bitmap.charCodeAt(bit >> 3) : 0;
  return (byte >> (7 - (bit & 7))) & 1;
}

/** Plots every set pixel of `s` drawn with its top-left corner at (x, y). */
export function drawString(font: Font, s: string, x: number, y: number, plot: (x: number, y: number) => void): void {
  let cx = x;
  let cy = y;
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    checkNoImage(code);
    if (code === NEWLINE) {
      cx = x;
      cy += font.height;
      continue;
    }
    const width = glyphWidth(font, code);
    let bit = width > 0 ? glyphStart(font, code) : 0;
    for (let gx = 0; gx < width; gx++) {
      for (let gy = 0; gy < font.height; gy++, bit++) {
        if (bitAt(font.bitmap, bit)) plot(cx + gx, cy + gy);
      }
    }
    cx += width;
  }
}
