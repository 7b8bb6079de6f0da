// A bitmap font in the form Espruino's g.setFontCustom(bitmap, first, widths, height) takes,
// so the device loads it unchanged and the simulator rasterises the very same bits.
export interface Font {
  /** Packed glyph bits, one char code per byte (see build/fontpack.ts for the layout). */
  bitmap: string;
  /** Char code of the first glyph. */
  first: number;
  /** One char per glyph: its width in pixels (0 = glyph absent). */
  widths: string;
  height: number;
}
