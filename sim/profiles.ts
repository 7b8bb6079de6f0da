// Board profiles from espruino.config.json, for the simulator, the web page and the build.
// The config is imported as data (no file system), so the page reads the very same profiles.
import CONFIG_JSON from "../espruino.config.json";
import { Feature, Features, FEATURES } from "../firmware/app/features";
import { buildRules, errorText, isError } from "../firmware/core";
import { Profile } from "../hal/profile";

interface BoardConfig {
  name: string;
  espruinoBoard: string;
  screen: { w: number; h: number; bpp: number; textScale: number; round?: boolean };
  input: { buttons: { [physical: string]: string }; corners?: Profile["corners"]; keys?: Profile["keys"]; touch: boolean; longTouch?: boolean; backExits?: boolean; longPressMs: number };
  storage: { bytes: number; dataBytes: number; slotBytes: number };
  feedback: { vibration: boolean; ownsPower: boolean };
  features: string[];
  rules: { preset: string; house: string[] };
}
export interface Config {
  defaultBoard: string;
  boards: { [id: string]: BoardConfig };
}

export function loadConfig(): Config {
  return CONFIG_JSON as unknown as Config;
}

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
 * The profile of board `id` (default: the config's default board; an unknown id throws,
 * naming the valid ones), plus storageBytes: what the game's own files may use on it.
 */
export function profileFor(id?: string): Profile & { storageBytes: number } {
  const config = loadConfig();
  const key = id ?? config.defaultBoard;
  const b = Object.prototype.hasOwnProperty.call(config.boards, key) ? config.boards[key] : undefined;
  if (!b) throw new Error(`unknown board "${key}"; valid: ${Object.keys(config.boards).join(", ")}`);
  return {
    id: key,
    name: b.name,
    w: b.screen.w,
    h: b.screen.h,
    bpp: b.screen.bpp,
    scale: b.screen.textScale,
    corners: b.input.corners ?? {},
    // Only where a board has them: the other boards' device bundles carry no such fields.
    ...(b.screen.round ? { round: true, keys: b.input.keys } : {}),
    ...(b.input.longTouch ? { longTouch: true } : {}),
    ...(b.input.backExits ? { backExits: true } : {}),
    touch: b.input.touch,
    vibration: b.feedback.vibration,
    ownsPower: b.feedback.ownsPower,
    longPressMs: b.input.longPressMs,
    slot: b.storage.slotBytes,
    ft: featuresOf(b.features),
    rules: rulesOf(b.rules),
    storageBytes: b.storage.dataBytes,
  };
}
