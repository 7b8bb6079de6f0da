// The colours a palette index stands for, per bits per pixel: the one table the simulator's
// pictures (terminal, PNG) use and the device HAL maps setColor() through on the
// Bangle.js 2 (its g takes r, g, b). Golden screenshots depend on these values: changing
// one changes them.
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

/** The palettes by bits per pixel (a device bundle names only its own, so the other is left out). */
export const PALETTES: { readonly [bpp: number]: readonly Rgb[] } = { 1: MONO, 3: COLOR8 };

/** The palette for `bpp`; throws for a depth no board has, so a typo is not a grey picture. */
export function paletteFor(bpp: number): readonly Rgb[] {
  const p = PALETTES[bpp];
  if (!p) throw new Error("no palette for " + bpp + " bits per pixel; known: " + Object.keys(PALETTES).join(", "));
  return p;
}
