// The palettes live beside the HAL (hal/palette.ts), where the device display maps colours
// through them too; the simulator's picture makers import them from here.
export { PALETTES, paletteFor } from "../../hal/palette";
export type { Rgb } from "../../hal/palette";

/** The pixels of a screen: what the picture makers need of a Framebuffer. */
export interface Pixels {
  readonly w: number;
  readonly h: number;
  readonly bpp: number;
  /** Palette indices, row by row (w * h). */
  readonly px: Uint8Array;
}
