// Build-time constants: build/bundle.ts replaces each of these names with its value for the
// board being built (esbuild `define`, from espruino.config.json), so each bundle carries
// only the code its board uses (`BOARD_TOUCH ? a : b` is folded and the other side dropped).
// They exist only in device bundles: the simulator and Node never see them.

/** The board profile the app gets (hal/profile.ts). */
declare const BOARD_PROFILE: import("../profile").Profile;
/** Prefix of the Storage files the build writes beside the code (texts, fonts). */
declare const BOARD_FILES: string;
declare const BOARD_BPP: number;
/** True where the screen is sent by itself when JavaScript goes idle (Bangle.js 2). */
declare const BOARD_AUTO_FLIP: boolean;
/** True on a touch screen with Bangle.setUI (Bangle.js 2). */
declare const BOARD_TOUCH: boolean;
/** True where the backlight is LED1 (Pixl.js); else it is Bangle.setBacklight. */
declare const BOARD_LED: boolean;
declare const BOARD_VIBRATION: boolean;
declare const BOARD_DEBOUNCE_MS: number;
/** The pin of each logical button, e.g. BTN1, or undefined where the board lacks it. */
declare const BOARD_PIN_UP: EspruinoPin | undefined;
declare const BOARD_PIN_DOWN: EspruinoPin | undefined;
declare const BOARD_PIN_OK: EspruinoPin | undefined;
declare const BOARD_PIN_BACK: EspruinoPin | undefined;
/** The languages of the string table (firmware/core/text.ts LANGS), one Storage file each. */
declare const BOARD_LANGS: import("../../firmware/core/text").Lang[];

/**
 * What the coach module (firmware/coach-main.ts) hands the app: the build wraps that bundle
 * so that evaluating its Storage file returns this (hal/espruino/coach.ts).
 */
interface CoachModule {
  deviceAdvisor(storage: import("../hal").Storage, setupFile: string): import("../../firmware/coach/advisor").Advisor;
}
declare let COACH_MODULE: CoachModule;
