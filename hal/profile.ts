// A board profile: what the app needs to know about a board, as data from
// espruino.config.json (never `if (board === ...)` in code).
import type { Feature, Features } from "./features";
import type { Button } from "./input";
import type { Palette, Themes } from "./palette";
import type { Rules } from "../firmware/core/rules";

/** Where a round screen shows a button's label and the area a tap on which presses it. */
export interface Key {
  /** The label's top corner: its right end where `right`, else its left end. */
  x: number;
  y: number;
  right: boolean;
  /** x1, y1, x2, y2, inclusive; absent where the screen takes no touch there (side buttons beside a screen without a touch screen). */
  zone?: number[];
}

export interface Profile {
  id: string;
  name: string;
  w: number;
  h: number;
  bpp: number;
  /** The screen's colours and how its LCD shows them; the device has them as BOARD_INKS (hal/palette.ts inksFor). */
  palette: Palette;
  /** Colours by meaning, light and (where the palette has it) dark; the device has them as BOARD_LIGHT and BOARD_DARK. */
  themes: Themes;
  /** The fonts (hal/glyphs.ts) of the type's roles (firmware/app/fonts.ts); the device reads them from files instead. */
  fonts?: string[];
  /** Their heights in pixels, by role. */
  fontHeights: number[];
  /** The pitch of rows in the small font. */
  rowPitch: number;
  /**
   * Soft-key label position for each logical button: on the Pixl.js the screen corner by
   * the button; on a touch screen the corner is itself the button (a tap there presses it).
   */
  corners: { [button: string]: "topLeft" | "topRight" | "bottomRight" | "bottomLeft" };
  /**
   * A round screen (the Bangle.js 3): only the circle of radius w/2 about the centre shows,
   * its buttons' labels and touch areas are `keys`. Absent: rectangular.
   */
  round?: boolean;
  /**
   * Where each button's label goes and the area a tap on which presses it, where the labels
   * are not at the corners: a round screen's, a column of side buttons' (then `column` pixels
   * at the right are theirs, the content left of them).
   */
  keys?: { [button: string]: Key };
  column?: number;
  /** The system's theme is dark unless the person chose otherwise (the Bangle.js 1's firmware; absent: light). */
  dark?: boolean;
  /** A touch screen, taps and drags anywhere (input.kinds "touchscreen"; on the device through Bangle.setUI). */
  touch: boolean;
  /** The screen's two touch halves, where it has them instead of a touch screen: the button each is, left and right (the Bangle.js 1's BTN4 and BTN5). */
  halves?: Button[];
  /** A long touch on a key's area is that button's long press (absent: a touch is a tap). */
  longTouch?: boolean;
  /**
   * Back on the main menu leaves the app for the watch's clock: a watch whose back is a
   * button of its own (the Bangle.js 3). The Bangle.js 2's side button leaves as a side press.
   */
  backExits?: boolean;
  /** The board has an accelerometer: a shake rolls the dice (absent: none). */
  accelerometer?: boolean;
  /** The watch's clocks show the app's clock info (kniffel.clkinfo.js), which the app keeps a summary for (absent: none). */
  clockInfo?: boolean;
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
  /** What the board's edition carries (hal/features.ts). */
  ft: Features;
  /**
   * The rule set where the edition has no rule menus (feature house), made at build time from
   * espruino.config.json's preset and house rules (or npm run build's --rules, --house).
   */
  rules: Rules;
}

/** A fact a board's code may depend on: a feature of its edition, or a trait of the board. */
export type Fact = Feature | "round" | "touch" | "ownsPower" | "backExits" | "vibration" | "accelerometer" | "clockInfo";

/**
 * Whether the code of touch input is there: a touch board's bundle (BOARD_TOUCH, a constant
 * esbuild folds, so another board's bundle drops that code), and the simulator, which takes
 * taps on every board. Screens give their `tap` and `side` handlers only where it is.
 */
export const TOUCH_CODE: boolean = typeof BOARD_TOUCH === "boolean" ? BOARD_TOUCH : true;

/** Likewise for the code of key labels on caps (a board with `keys`: a round screen, a column of side buttons), so that a board with corner labels drops it. */
export const KEY_CAPS: boolean = typeof BOARD_KEYS === "boolean" ? BOARD_KEYS : true;

/** Likewise for the accelerometer's code (a shake rolls): a bundle for a board with one, and the simulator. */
export const MOTION_CODE: boolean = typeof BOARD_ACCELEROMETER === "boolean" ? BOARD_ACCELEROMETER : true;

/**
 * Whether the board has `f`. In a device bundle each call is replaced by the board's
 * constant (build/substitutes.ts), so that esbuild drops the code of what the board has not;
 * the simulator asks the profile.
 */
export function has(pf: Profile, f: Fact): boolean {
  return f in pf.ft ? pf.ft[f as Feature] : pf[f as Exclude<Fact, Feature>] === true;
}
