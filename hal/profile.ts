// A board profile: what the app needs to know about a board, as data from
// espruino.config.json (never `if (board === ...)` in code).
import type { Features } from "../firmware/app/features";
import type { Rules } from "../firmware/core/rules";

export interface Profile {
  id: string;
  name: string;
  w: number;
  h: number;
  bpp: number;
  /** Text is drawn this many times enlarged (each font pixel a scale x scale block). */
  scale: number;
  /**
   * Soft-key label position for each logical button: on the Pixl.js the screen corner by
   * the button; on a touch screen the corner is itself the button (a tap there presses it).
   */
  corners: { [button: string]: "topLeft" | "topRight" | "bottomRight" | "bottomLeft" };
  touch: boolean;
  /** The board has a vibration motor. */
  vibration: boolean;
  /**
   * The app switches backlight and screen off when idle (Pixl.js); false where the system
   * does it (the Bangle.js 2 follows the watch's own LCD timeout and lock).
   */
  ownsPower: boolean;
  longPressMs: number;
  /** Bytes of a fresh saved-game slot file. */
  slot: number;
  /** What the board's edition carries (firmware/app/features.ts). */
  ft: Features;
  /**
   * The rule set where the edition has no rule menus (feature house), made at build time from
   * espruino.config.json's preset and house rules (or npm run build's --rules, --house).
   */
  rules: Rules;
}
