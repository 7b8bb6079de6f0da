// The device's fonts: the same exports as firmware/app/fonts.ts, which the build swaps for
// this module (build/substitutes.ts). As object literals the bitmaps would be copied into
// RAM at start (about 4 KB); instead the build writes each font to a Storage file
// (build/storage-files.ts: first char code, height, glyph count, the widths, the bitmap)
// and the font's strings here are flash-backed slices of that file (Storage.read with
// offset and length copies nothing). g.setFontCustom takes them as they are.
import type { Font } from "../font";
import { flash } from "./flash";

/** Font number `i` of the build's font files (0 small, 1 large). */
function font(i: number): Font {
  const name = BOARD_FILES + ".f" + i;
  const s = flash();
  const head = s.read(name, 0, 3) as string;
  const glyphs = head.charCodeAt(2);
  return {
    first: head.charCodeAt(0),
    height: head.charCodeAt(1),
    widths: s.read(name, 3, glyphs) as string,
    bitmap: s.read(name, 3 + glyphs) as string,
  };
}

/** Sheet text: 6 px line, 5 px capitals. */
export const FONT_SMALL: Font = font(0);
/** Numbers and headings: 12 px line, 8 px bold capitals. */
export const FONT_LARGE: Font = font(1);
