// The colours a palette index stands for, per bits per pixel: the one table the simulator's
// pictures (terminal, PNG) use and the device HAL maps setColor() through on the watches
// (their g takes a 16-bit RGB565 colour: inksFor). Golden screenshots depend on these
// values: changing one changes them.
export type Rgb = readonly [number, number, number];

// Pixl.js: a monochrome LCD. 0 is the unlit background, a light grey-green like the real
// glass under its backlight; 1 is the dark ink of a set pixel.
export const MONO: readonly Rgb[] = [
  [0xc8, 0xd4, 0xbc],
  [0x1c, 0x24, 0x20],
];

// Bangle.js 2: the 8 colours of its 3-bit memory LCD, indexed the way the app uses them
// (0 = background white, 1 = ink black, then the six primaries and mixtures).
export const COLOR8: readonly Rgb[] = [
  [0xff, 0xff, 0xff],
  [0x00, 0x00, 0x00],
  [0xff, 0x00, 0x00],
  [0x00, 0xff, 0x00],
  [0x00, 0x00, 0xff],
  [0xff, 0xff, 0x00],
  [0x00, 0xff, 0xff],
  [0xff, 0x00, 0xff],
];

// Bangle.js 3: a 64-colour LCD, two bits per channel (0, 0x55, 0xaa, 0xff), which its firmware
// fills from 16-bit colours by a 2x2 ordered dither (lcdShows: only a channel at its top
// level shows solid, black is half dark grey). These are the colours asked for, which the
// dither's average approaches. The first eight
// as on the Bangle.js 2, so that the themes' indices mean the same, then the blue of its
// marks (a bar, a held die: white text on it reads at 5.6:1, and it reads on white too) and
// the light blue of potential scores on the dark theme (8.6:1 on black), and the grey of its
// key caps (white on it 7.5:1; apart from black and white grounds alike).
export const COLOR64: readonly Rgb[] = COLOR8.concat([
  [0x00, 0x55, 0xff],
  [0x55, 0xaa, 0xff],
  [0x55, 0x55, 0x55],
]);

/** The palettes by bits per pixel (16: the Bangle.js 1's RGB565 LCD, the Bangle.js 3's colours shown as they are). */
export const PALETTES: { readonly [bpp: number]: readonly Rgb[] } = { 1: MONO, 3: COLOR8, 6: COLOR64, 16: COLOR64 };

/** The palette for `bpp`; throws for a depth no board has, so a typo is not a grey picture. */
export function paletteFor(bpp: number): readonly Rgb[] {
  const p = PALETTES[bpp];
  if (!p) throw new Error("no palette for " + bpp + " bits per pixel; known: " + Object.keys(PALETTES).join(", "));
  return p;
}

/**
 * The colour a watch's g.setColor() takes for each palette index: RGB565, which both
 * Bangles' firmware takes as a number and turns into their LCD's 3 or 6 bits by the top bits
 * of each channel (so 0x55 and 0xaa stay themselves on the Bangle.js 3). null for a 1-bit
 * screen, whose g takes the index itself. The build hands it to the device (BOARD_INKS).
 */
export function inksFor(bpp: number): number[] | null {
  if (bpp === 1) return null;
  return paletteFor(bpp).map((c) => ((c[0] >> 3) << 11) | ((c[1] >> 2) << 5) | (c[2] >> 3));
}

/** The 2x2 ordered dither of the Bangle.js 3's firmware, by (y & 1, x & 1). */
const DITHER = [
  [0, 2],
  [3, 1],
];

/**
 * What the Bangle.js 3 shows at pixel (x, y) for RGB565 colour c: per channel its top three
 * bits plus the dither's step, halved, at most 3, as the firmware turns its 16-bit graphics
 * into the LCD's 6 bits (measured on the firmware for every channel value and position, and
 * checked there by test/firmware/lcd.test.ts).
 */
export function lcdShows(c: number, x: number, y: number): Rgb {
  const d = DITHER[y & 1][x & 1];
  const level = (top3: number) => Math.min(3, (top3 + d) >> 1) * 0x55;
  return [level(c >> 13), level((c >> 8) & 7), level((c >> 2) & 7)];
}
