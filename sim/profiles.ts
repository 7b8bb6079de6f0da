// Board profiles, what the app gets of each board of espruino.config.json (read and checked
// by config.ts), for the simulator, the web page and the build.
import type { Feature, Features } from "../hal/features";
import { FEATURES } from "../hal/features";
import { buildRules, errorText, isError } from "../firmware/core";
import type { Profile } from "../hal/profile";
import type { BoardConfig } from "./config";
import { boardConfig, loadConfig } from "./config";
import { GLYPHS } from "../hal/glyphs";

export { loadConfig };

export function boardIds(): string[] {
  return Object.keys(loadConfig().boards);
}

/** The features listed in a board's config, as the profile holds them; an unknown one throws. */
export function featuresOf(list: string[]): Features {
  for (const f of list) if (FEATURES.indexOf(f as Feature) < 0) throw new Error(`unknown feature "${f}" (valid: ${FEATURES.join(", ")})`);
  const ft = {} as Features;
  for (const f of FEATURES) ft[f] = list.indexOf(f) >= 0;
  return ft;
}

/** The rule set `preset` with `house` rules; a bad one throws, in English. */
export function rulesOf(r: { preset: string; house: string[] }): Profile["rules"] {
  const rules = buildRules(r.preset, r.house);
  if (isError(rules)) throw new Error(errorText(rules, "en"));
  return rules;
}

/**
 * Whether board b has a touch screen that the app reads through Bangle.setUI, taps and drags
 * anywhere: its input.kinds names "touchscreen". Touch halves ("touchHalves") are not one:
 * the firmware gives them as buttons of their own (input.halves).
 */
export const touchscreen = (b: BoardConfig): boolean => b.input.kinds.includes("touchscreen");

/**
 * The profile of board `id` (default: the config's default board; an unknown id throws,
 * naming the valid ones), plus storageBytes: what the game's own files may use on it.
 */
export function profileFor(id?: string): Profile & { storageBytes: number } {
  const key = id ?? loadConfig().defaultBoard;
  const b = boardConfig(key);
  const p = loadConfig().palettes[b.screen.palette];
  return {
    id: key,
    name: b.name,
    w: b.screen.w,
    h: b.screen.h,
    bpp: b.screen.bpp,
    palette: { rgb: p.rgb, shows: b.screen.shows },
    themes: p.dark ? { light: p.light, dark: p.dark } : { light: p.light },
    fonts: b.screen.fonts,
    fontHeights: b.screen.fonts.map((f) => GLYPHS[f].height),
    rowPitch: b.screen.line,
    corners: b.input.corners ?? {},
    // Only where a board has them: the other boards' device bundles carry no such fields.
    ...(b.screen.round ? { round: true } : {}),
    ...(b.input.keys ? { keys: b.input.keys } : {}),
    ...(b.screen.column ? { column: b.screen.column } : {}),
    ...(b.screen.theme === "dark" ? { dark: true } : {}),
    ...(b.input.longTouch ? { longTouch: true } : {}),
    ...(b.input.backExits ? { backExits: true } : {}),
    ...(b.input.accelerometer ? { accelerometer: true } : {}),
    ...(b.storage.clockInfo ? { clockInfo: true } : {}),
    touch: touchscreen(b),
    ...(b.input.halves ? { halves: b.input.halves.map((pin) => b.input.buttons[pin]) } : {}),
    vibration: b.feedback.vibration,
    ownsPower: b.feedback.ownsPower,
    longPressMs: b.input.longPressMs,
    slot: b.storage.slotBytes,
    ft: featuresOf(b.features),
    rules: rulesOf(b.rules),
    storageBytes: b.storage.dataBytes,
  };
}
