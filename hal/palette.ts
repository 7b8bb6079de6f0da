// A screen's colours as data (espruino.config.json `palettes`, each board's screen.palette
// and screen.shows): what each palette index stands for, how the board's LCD shows it, and
// the themes, colours by meaning. The simulator's pictures (terminal, PNG) and the device
// HAL (whose g takes a 16-bit RGB565 colour on a colour screen: inksFor) both read them.
// Golden screenshots depend on these values: changing one changes them.
export type Rgb = readonly [number, number, number];

/**
 * How an LCD shows the colours it is given: `exact`, as the palette says; `rgb565`, as the
 * 16-bit colour g takes, each channel's low bits zero (a 16-bit LCD read out); `dither2x2`,
 * a 64-colour LCD that its firmware fills from 16-bit colours by a 2x2 ordered dither
 * (lcdShows: only a channel at its top level shows solid).
 */
export const SHOWS = ["exact", "rgb565", "dither2x2"] as const;
export type Shows = (typeof SHOWS)[number];

/** A screen's palette: the colour of each index, and how its LCD shows them. */
export interface Palette {
  readonly rgb: readonly Rgb[];
  readonly shows: Shows;
}

/** Colours by meaning: the palette index of each. */
export interface Theme {
  bg: number;
  fg: number;
  /** Fill and pips of a held die, and of the cursor row. */
  mark: number;
  markInk: number;
  /** Potential scores (not yet entered). */
  soft: number;
  /** Key caps, behind their labels (markInk), where the board's labels stand on caps. */
  key?: number;
}

/** A palette's themes: light, and dark where the screen has one (a watch's g.theme); without it the light one serves. */
export interface Themes {
  light: Theme;
  dark?: Theme;
}

/** The RGB565 colour of `c`, as a colour screen's g.setColor() takes it (each channel's top bits). */
export const rgb565 = (c: Rgb): number => ((c[0] >> 3) << 11) | ((c[1] >> 2) << 5) | (c[2] >> 3);

/**
 * The colour g.setColor() takes for each palette index: RGB565 on a colour screen, whose
 * firmware turns it into its LCD's bits by the top bits of each channel (so 0x55 and 0xaa
 * stay themselves on a 64-colour LCD); null on a 1-bit screen, whose g takes the index
 * itself. The build hands it to the device (BOARD_INKS).
 */
export function inksFor(bpp: number, p: Palette): number[] | null {
  return bpp === 1 ? null : p.rgb.map(rgb565);
}

/** The 2x2 ordered dither of a 64-colour LCD's firmware, by (y & 1, x & 1). */
const DITHER = [
  [0, 2],
  [3, 1],
];

/**
 * What a 64-colour LCD (`dither2x2`) shows at pixel (x, y) for RGB565 colour c: per channel
 * its top three bits plus the dither's step, halved, at most 3, as the firmware turns its
 * 16-bit graphics into the LCD's 6 bits (measured on the firmware for every channel value and
 * position, and checked there by test/firmware/lcd.test.ts).
 */
export function lcdShows(c: number, x: number, y: number): Rgb {
  const d = DITHER[y & 1][x & 1];
  const level = (top3: number) => Math.min(3, (top3 + d) >> 1) * 0x55;
  return [level(c >> 13), level((c >> 8) & 7), level((c >> 2) & 7)];
}

/** What a 16-bit LCD (`rgb565`) shows of RGB565 colour c, as its firmware reads the screen out. */
const readOut = (c: number): Rgb => [(c >> 8) & 0xf8, (c >> 3) & 0xfc, (c << 3) & 0xf8];

/** The colour index i of palette p shows at pixel (x, y) of its screen. */
export function shownAt(p: Palette, i: number, x: number, y: number): Rgb {
  if (p.shows === "exact") return p.rgb[i];
  const c = rgb565(p.rgb[i]);
  return p.shows === "rgb565" ? readOut(c) : lcdShows(c, x, y);
}
