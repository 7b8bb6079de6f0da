// Colours by meaning: the themes of the board's palette (espruino.config.json palettes), as
// palette indices. Board differences are data.
import type { Display } from "../../hal/display";
import type { Theme } from "../../hal/palette";
import type { Profile } from "../../hal/profile";
export type { Theme } from "../../hal/palette";

/**
 * The board's theme: dark where its palette has a dark one and the display is dark (the
 * watch's g.theme), else light. A device bundle has both as build constants (BOARD_LIGHT,
 * BOARD_DARK), so only its own are kept, and a screen without a dark theme never asks.
 */
export function themeFor(pf: Profile, d: Pick<Display, "dark">): Theme {
  if (typeof BOARD_LIGHT === "object") return BOARD_DARK && d.dark ? BOARD_DARK : BOARD_LIGHT;
  const t = pf.themes;
  return t.dark && d.dark ? t.dark : t.light;
}
