// The colours a palette index stands for, per bits per pixel: the one table the simulator's
// pictures (terminal, PNG) use, and that the device HAL mirrors for the Bangle.js 2's
// setColor(r, g, b). Golden screenshots depend on these values: changing one changes them.
export type Rgb = readonly [number, number, number];

export const PALETTES: { readonly [bpp: number]: readonly Rgb[] } = {
  // Pixl.js: a monochrome LCD. 0 is the unlit background, a light grey-green like the
  // real glass under its backlight; 1 is the dark ink of a set pixel.
  1: [
    [0xc8, 0xd4, 0xbc],
    [0x1c, 0x24, 0x20],
  ],
  // Bangle.js 2: the 8 colours of its 3-bit memory LCD, indexed the way the app uses them
  // (0 = background white, 1 = ink black, then the six primaries and mixtures).
  3: [
    [0xff, 0xff, 0xff],
    [0x00, 0x00, 0x00],
    [0xff, 0x00, 0x00],
    [0x00, 0xff, 0x00],
    [0x00, 0x00, 0xff],
    [0xff, 0xff, 0x00],
    [0x00, 0xff, 0xff],
    [0xff, 0x00, 0xff],
  ],
};

/** The palette for `bpp`; throws for a depth no board has, so a typo is not a grey picture. */
export function paletteFor(bpp: number): readonly Rgb[] {
  const p = PALETTES[bpp];
  if (!p) throw new Error(`no palette for ${bpp} bits per pixel; known: ${Object.keys(PALETTES).join(", ")}`);
  return p;
}

/** The pixels of a screen: what the picture makers need of a Framebuffer. */
export interface Pixels {
  readonly w: number;
  readonly h: number;
  readonly bpp: number;
  /** Palette indices, row by row (w * h). */
  readonly px: Uint8Array;
}
