// The BOARD_* constants of a device bundle (declared in hal/espruino/board.d.ts), as
// esbuild `define` values: JSON, or an identifier such as BTN1.
import { FEATURES } from "../hal/features";
import { RULE_CONSTANTS } from "../firmware/core/fixed";
import { inksFor } from "../hal/palette";
import type { Fact, Profile } from "../hal/profile";
import type { BoardBuild } from "./boards";
import { boardLangs } from "./boards";
import { fontFileOfRole } from "./storage-files";
import { renamed } from "./short-names";

/** The build constant of each fact code asks has() about (build/substitutes.ts puts it in the call's place). */
export const FACT_CONSTANTS: { [f in Fact]: string } = {
  ...(Object.fromEntries(FEATURES.map((f) => [f, "ED_" + f.toUpperCase()])) as { [f in Fact]: string }),
  round: "BOARD_ROUND",
  touch: "BOARD_TOUCH",
  ownsPower: "BOARD_OWNS_POWER",
  backExits: "BOARD_BACK_EXITS",
  accelerometer: "BOARD_ACCELEROMETER",
  clockInfo: "BOARD_CLOCK_INFO",
  vibration: "BOARD_VIBRATION",
};

/**
 * The profile's fields that the device's code reads at run time (firmware/, hal/): a device
 * bundle's profile has these alone, since each field costs the bundle its bytes and the heap
 * its variables (test/build/device-profile.test.ts finds every read in the sources).
 */
export const DEVICE_PROFILE: (keyof Profile)[] = ["w", "h", "fontHeights", "rowPitch", "corners", "keys", "column", "longPressMs", "slot"];

export function boardDefines(b: BoardBuild): { [name: string]: string } {
  const defines: { [name: string]: string } = {
    // Only the fields the device reads (DEVICE_PROFILE): its features, rules, fonts, palette and
    // themes, and the traits has() asks for, are the constants below (folded: hal/features.ts).
    BOARD_PROFILE: JSON.stringify(renamed(Object.fromEntries(DEVICE_PROFILE.map((k) => [k, b.profile[k]])))),
    BOARD_FONT_FILES: JSON.stringify(fontFileOfRole(b.profile.fonts as string[])),
    BOARD_FILES: JSON.stringify(b.prefix),
    BOARD_CORE_MODULE: String(b.coreModule),
    BOARD_LANGS: JSON.stringify(boardLangs(b)),
    BOARD_BPP: String(b.bpp),
    BOARD_INKS: JSON.stringify(inksFor(b.bpp, b.profile.palette)),
    BOARD_LIGHT: JSON.stringify(b.profile.themes.light),
    BOARD_DARK: JSON.stringify(b.profile.themes.dark ?? null),
    BOARD_ROUND: String(b.profile.round === true),
    BOARD_KEYS: String(b.profile.keys !== undefined),
    BOARD_LEAN_LOG: String(b.leanLog),
    BOARD_LONG_TOUCH: String(b.profile.longTouch === true),
    BOARD_BACK_EXITS: String(b.profile.backExits === true),
    BOARD_ACCELEROMETER: String(b.profile.accelerometer === true),
    BOARD_CLOCK_INFO: String(b.profile.clockInfo === true),
    BOARD_AUTO_FLIP: String(b.autoFlip),
    // A touch screen read through Bangle.setUI (input.kinds "touchscreen": sim/profiles.ts
    // touchscreen); a board without one keeps none of the code of taps, drags and the UI's
    // hand-over. Touch halves are no touch screen: they are buttons (BOARD_PINS).
    BOARD_TOUCH: String(b.touch),
    BOARD_OWNS_POWER: String(b.profile.ownsPower),
    BOARD_LED: String(b.backlight === "LED1"),
    BOARD_VIBRATION: String(b.vibration),
    BOARD_DEBOUNCE_MS: String(b.debounceMs),
  };
  // Each feature of the edition (hal/features.ts): code of the others is dropped.
  for (const f of FEATURES) defines[FACT_CONSTANTS[f]] = String(b.profile.ft[f]);
  // An edition without rule menus plays its build's rules: each one a constant (firmware/core/fixed.ts).
  for (const [field, name] of Object.entries(RULE_CONSTANTS)) defines[name] = b.profile.ft.house ? "undefined" : JSON.stringify(b.profile.rules[field as keyof typeof RULE_CONSTANTS]);
  // Each button's pin by its Espruino name (the device finds the pin by it) and the logical button it is.
  for (const pin of Object.keys(b.buttons)) if (!/^BTN\d$/.test(pin)) throw new Error(`board ${b.id}: button pin "${pin}" is not a BTNn name`);
  // (Where holding it gives another press than its own long one: that button, and whether long.)
  defines.BOARD_HELD = String(Object.keys(b.held).length > 0);
  defines.BOARD_PINS = JSON.stringify(Object.keys(b.buttons).map((pin) => {
    const h = b.held[pin];
    return h ? [pin, b.buttons[pin], h.button, h.long] : [pin, b.buttons[pin]];
  }));
  return defines;
}
