// Colours by meaning, per colour depth and the system's theme: board differences are data.
// Palette indices: 1 bit: 0 background, 1 ink. 3 bits (Bangle.js 2): 0 white, 1 black,
// 4 blue, 6 cyan (blue marks stay distinct for every common colour-vision deficiency). The
// watch's dark theme draws white on black, and what is blue on white is cyan there (blue
// on black is too dark to read); a blue bar carries white text in both. 6 bits (Bangle.js
// 3, hal/palette.ts COLOR64): the same, with its brighter blue 8 for marks in both themes
// and its light blue 9 for potential scores on black; key caps grey 10, white on them.
export interface Theme {
  bg: number;
  fg: number;
  /** Fill and pips of a held die, and of the cursor row. */
  mark: number;
  markInk: number;
  /** Potential scores (not yet entered). */
  soft: number;
  /** A round screen's key caps, behind their labels (markInk); its themes only. */
  key?: number;
}

const MONO: Theme = { bg: 0, fg: 1, mark: 1, markInk: 0, soft: 1 };
const COLOUR: Theme = { bg: 0, fg: 1, mark: 4, markInk: 0, soft: 4 };
const DARK: Theme = { bg: 1, fg: 0, mark: 4, markInk: 0, soft: 6 };
const COLOUR64: Theme = { bg: 0, fg: 1, mark: 8, markInk: 0, soft: 8, key: 10 };
const DARK64: Theme = { bg: 1, fg: 0, mark: 8, markInk: 0, soft: 9, key: 10 };

/**
 * The theme of a screen of `bpp` bits per pixel, light or `dark` (the watch's g.theme); a
 * device bundle keeps only its board's (BOARD_BPP).
 */
export function themeFor(bpp: number, dark: boolean): Theme {
  const b = typeof BOARD_BPP === "number" ? BOARD_BPP : bpp;
  return b > 3 ? (dark ? DARK64 : COLOUR64) : b > 1 ? (dark ? DARK : COLOUR) : MONO;
}
