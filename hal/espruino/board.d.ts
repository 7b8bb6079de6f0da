// Build-time constants: build/bundle.ts replaces each of these names with its value for the
// board being built (esbuild `define`, from espruino.config.json), so each bundle carries
// only the code its board uses (`BOARD_TOUCH ? a : b` is folded and the other side dropped).
// They exist only in device bundles: the simulator and Node never see them.

/** The board profile the app gets (hal/profile.ts): only the fields its code reads (build/defines.ts DEVICE_PROFILE). */
declare const BOARD_PROFILE: import("../profile").Profile;
/** Prefix of the Storage files the build writes beside the code (texts, fonts). */
declare const BOARD_FILES: string;
/** The rules core is a Storage module of its own (BOARD_FILES + ".core"), which the coach's and prepare modules are functions of (build/core-module.ts). */
declare const BOARD_CORE_MODULE: boolean;
declare const BOARD_BPP: number;
/** The number of the font file (BOARD_FILES + ".f" + n) of each of the type's roles (firmware/app/fonts.ts). */
declare const BOARD_FONT_FILES: number[];
/** What g.setColor takes for each palette index (hal/palette.ts inksFor); null on a 1-bit screen. */
declare const BOARD_INKS: number[] | null;
/** The palette's themes (espruino.config.json palettes): light, and dark or null where the screen has none (firmware/app/theme.ts). */
declare const BOARD_LIGHT: import("../palette").Theme;
declare const BOARD_DARK: import("../palette").Theme | null;
/** A round screen (the Bangle.js 3): its layouts are firmware/app/round/, its keys the profile's. */
declare const BOARD_ROUND: boolean;
/** The app lets go of a game's saved log in RAM (espruino.config.json memory.leanLog; firmware/app/store/journal.ts). */
declare const BOARD_LEAN_LOG: boolean;
/** The board's labels stand on caps beside its buttons (profile keys: the Bangle.js 1 and 3), not at the screen's corners. */
declare const BOARD_KEYS: boolean;
/** A long touch on a key's area is its long press (Bangle.js 3). */
declare const BOARD_LONG_TOUCH: boolean;
/** Back on the main menu leaves for the clock (Bangle.js 3; the Bangle.js 2 does it by its side button). */
declare const BOARD_BACK_EXITS: boolean;
/** The board has an accelerometer (a shake rolls). */
declare const BOARD_ACCELEROMETER: boolean;
/** The watch's clocks show the app's clock info, which the app keeps a summary for (firmware/app/store/summary.ts). */
declare const BOARD_CLOCK_INFO: boolean;
/** True where the screen is sent by itself when JavaScript goes idle (Bangle.js 2). */
declare const BOARD_AUTO_FLIP: boolean;
/** A touch screen read through Bangle.setUI: input.kinds "touchscreen" (build/defines.ts); touch halves are buttons. */
declare const BOARD_TOUCH: boolean;
/** The app owns the backlight and the LCD's power (Pixl.js); a watch leaves them to its system. */
declare const BOARD_OWNS_POWER: boolean;
/** True where the backlight is LED1 (Pixl.js); else it is Bangle.setBacklight. */
declare const BOARD_LED: boolean;
declare const BOARD_VIBRATION: boolean;
declare const BOARD_DEBOUNCE_MS: number;
/**
 * Each button of the board: its pin's name (BTN1, a global of the firmware) and the logical
 * button it is (a touch half is a button too); where holding it gives another press than its
 * own long one, that button and whether the press is long.
 */
/** Some button's hold gives another press than its own long one (espruino.config.json input.held). */
declare const BOARD_HELD: boolean;
declare const BOARD_PINS: [string, import("../input").Button, import("../input").Button?, boolean?][];
/** The languages of the string table (firmware/core/text.ts LANGS), one Storage file each. */
declare const BOARD_LANGS: import("../../firmware/core/text").Lang[];

/**
 * The edition's features (hal/features.ts): true or false in a device bundle, where each
 * `has(profile, "x")` becomes ED_X (build/substitutes.ts) and folds; absent in the simulator.
 */
declare const ED_COACH: boolean | undefined;
declare const ED_STATS: boolean | undefined;
declare const ED_NAMES: boolean | undefined;
declare const ED_REAL: boolean | undefined;
declare const ED_ROLLOFF: boolean | undefined;
declare const ED_HOUSE: boolean | undefined;
declare const ED_OVERVIEW: boolean | undefined;
declare const ED_RULES: boolean | undefined;
declare const ED_TOUR: boolean | undefined;
declare const ED_EN: boolean | undefined;

/** The rule set of an edition without rule menus (firmware/core/fixed.ts); undefined elsewhere. */
declare const RULE_PRESET: import("../../firmware/core/rules").PresetId | undefined;
declare const RULE_GAME: import("../../firmware/core/boxes").GameId | undefined;
declare const RULE_EXTRA: import("../../firmware/core/rules").ExtraKniffel | undefined;
declare const RULE_STRIKE: boolean | undefined;
declare const RULE_FH_SUM: boolean | undefined;
declare const RULE_BONUS: number | undefined;
declare const RULE_KIF: boolean | undefined;

/**
 * What the coach module (firmware/coach-main.ts) hands the app: the build wraps that bundle
 * so that evaluating its Storage file returns this (hal/espruino/coach.ts).
 */
interface CoachModule {
  deviceAdvisor(storage: import("../hal").Storage, setupFile: string): import("../../firmware/coach/advisor").Advisor;
}
declare let COACH_MODULE: CoachModule;

/** What the win module (firmware/win-main.ts) hands the app, as the coach module does. */
interface WinModule {
  deviceWins(storage: import("../hal").Storage, setupFile: string, keysFile: string): import("../../firmware/coach/advisor").WinJobs;
}
declare let WIN_MODULE: WinModule;

/** What the prepare module (firmware/prepare-main.ts) hands the app, as the coach module does. */
interface PrepareModule {
  prepare(storage: import("../hal").Storage, setupFile: string, io: import("../../firmware/coach/packed").PackedIo): import("../../firmware/coach/job").Job<number> | null;
  /** The set-up file alone (what a question needs first), or null where its parts are gone. */
  setup(storage: import("../hal").Storage, setupFile: string, io: import("../../firmware/coach/packed").PackedIo): import("../../firmware/coach/job").Job<boolean> | null;
}
declare let PREPARE_MODULE: PrepareModule;

/**
 * What the watch's Settings app hands the settings module (firmware/settings-main.ts): the
 * function that returns to its menu. The build wraps that bundle as `(function (back) {...})`.
 */
declare const SETTINGS_BACK: () => void;

/** What the clock info module (firmware/clkinfo-main.ts) hands BangleApps' clock_info: the build wraps that bundle so that the file's value is a function returning this. */
interface ClockInfoModule {
  name: string;
  img: string;
  items: { name: string; get(): import("../../firmware/clock-info").ClockTexts; show(): void; hide(): void; run(): boolean }[];
}
declare let CLKINFO_MODULE: ClockInfoModule;
/** The clock info's 24x24 image, base64 (build/icon.ts). */
declare const CLOCK_INFO_ICON: string;
