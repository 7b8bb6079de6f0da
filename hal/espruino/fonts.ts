// The device's fonts. As object literals the bitmaps would be copied into RAM at start (about
// 4 KB); instead the build writes each of the board's fonts to a Storage file
// (build/storage-files.ts: first char code, height, glyph count, the widths, the bitmap) and
// the font's strings here are flash-backed slices of that file (Storage.read with offset and
// length copies nothing). g.setFontCustom takes them as they are.
import type { Font } from "../font";
import { flash } from "./flash";

/** Font file `i` of the build's (.f0, .f1, ...). */
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

/** The font of each of the type's roles (firmware/app/fonts.ts), by their files (a font two roles share is one file, and one object). */
export function boardFonts(): Font[] {
  const made: Font[] = [];
  return BOARD_FONT_FILES.map(function (i) {
    return made[i] || (made[i] = font(i));
  });
}
