// Settings that outlive a game: language, the setup of the last game (players, rule preset
// and house rules, roll-off, computer seats), which the next new game starts from, vibration,
// backlight, tournament mode, the computer players' pace, and (with the coach) whether the
// chances to win show and the goal the advice aims at. A damaged or partly invalid file falls
// back to defaults field by field; a field a file from before it lacks takes its default.
import type { Storage } from "../../../hal/hal";
import type { Lang, Rules } from "../../core";
import { checkRules, CPU_LEVELS, fixedRules, isError, MAX_PLAYERS, MAX_SEAT_NAME, presetRules } from "../../core";
import type { Draft } from "../ctx";
import { readJsonFile, writeJsonFile } from "./record-file";

/** JSON, as watch apps keep their settings (BangleApps' convention, its Settings app). */
export const SETTINGS_FILE = "kniffel.json";
/** Where the settings were before (one checked line): read if the new file is missing. */
export const OLD_SETTINGS_FILE = "kniffel.set";
/** The choices of the backlight and sleep settings, in the order a press steps through them. */
export const LIGHT_STEPS = [10, 30, -1, 0];
export const SLEEP_STEPS = [3, 10, 1, 0];

export interface Settings {
  lang: Lang;
  draft: Draft;
  /** Vibrate on a roll (boards with a motor). */
  buzz: boolean;
  /** Seconds the backlight stays on after a press; 0 always off, -1 always on. */
  light: number;
  /** Minutes without input before the screen is switched off; 0 never. */
  sleep: number;
  /** Tournament mode: the Bluetooth console is closed while a game runs. */
  tour: boolean;
  /** Trainer mode: every decision's cost against optimal play is shown. */
  train: boolean;
  /** The computer players' pace (Ctx.pace); absent in files from before them. */
  pace: number;
  /**
   * A shake rolls the dice, and whether one has (the hint says so until then): boards with an
   * accelerometer only; absent elsewhere and in older files (on, not yet).
   */
  shake?: boolean;
  shook?: boolean;
  /**
   * Editions with the coach: each player's chance to win shows (where the coach can say it);
   * absent in older files: it shows.
   */
  chances?: boolean;
  /** Editions with the coach: what the advice aims at, GOAL_POINTS or GOAL_WIN; absent in older files: points. */
  goal?: number;
}

/** The goals of the coach's advice (text keys "goal.<i>"): the most points, or the win. */
export const GOAL_POINTS = 0;
export const GOAL_WIN = 1;

export function defaultSettings(): Settings {
  return {
    lang: "de",
    // A build with fixed rules (firmware/core/fixed.ts) has no other.
    draft: { names: ["Spieler 1"], rules: typeof RULE_PRESET === "string" ? fixedRules() : (presetRules("kniffel") as Rules), rolloff: false, real: false },
    buzz: true,
    light: 10,
    sleep: 3,
    tour: false,
    train: false,
    pace: 1,
  };
}

function validNames(x: unknown): boolean {
  if (!Array.isArray(x) || x.length < 1 || x.length > MAX_PLAYERS) return false;
  for (let i = 0; i < x.length; i++) if (typeof x[i] !== "string" || !x[i].length || x[i].length > MAX_SEAT_NAME) return false;
  return true;
}

/** Computer seats as saved: a level per seat (core Setup.cpu), or none. */
function validCpu(x: unknown, seats: number): boolean {
  if (!Array.isArray(x) || x.length !== seats) return false;
  for (let i = 0; i < x.length; i++) if (!(x[i] >= -1 && x[i] < CPU_LEVELS && x[i] === Math.floor(x[i]))) return false;
  return true;
}

/** The saved settings, and whether the file was damaged (then defaults were used). */
export function loadSettings(st: Storage): { s: Settings; damaged: boolean } {
  const s = defaultSettings();
  let o = readJsonFile(st, SETTINGS_FILE);
  if (o === null) o = readJsonFile(st, OLD_SETTINGS_FILE);
  if (o === null) return { s: s, damaged: false };
  if (o === "damaged") return { s: s, damaged: true };
  let damaged = false;
  if (o.lang === "de" || o.lang === "en") s.lang = o.lang;
  else damaged = true;
  const d = o.draft as { [k: string]: unknown } | undefined;
  const rules = d ? checkRules(d.rules) : null;
  if (d && rules && !isError(rules) && validNames(d.names) && typeof d.rolloff === "boolean") {
    s.draft = { names: d.names as string[], rules: rules, rolloff: d.rolloff, real: d.real === true };
    if (d.cpu !== undefined && (typeof ED_COACH !== "boolean" || ED_COACH)) {
      if (validCpu(d.cpu, s.draft.names.length)) s.draft.cpu = d.cpu as number[];
      else damaged = true;
    }
  } else {
    damaged = true;
  }
  if (typeof o.buzz === "boolean") s.buzz = o.buzz;
  else damaged = true;
  if (LIGHT_STEPS.indexOf(o.light as number) >= 0) s.light = o.light as number;
  else damaged = true;
  if (SLEEP_STEPS.indexOf(o.sleep as number) >= 0) s.sleep = o.sleep as number;
  else damaged = true;
  if (typeof o.tour === "boolean") s.tour = o.tour;
  else damaged = true;
  if (typeof o.train === "boolean") s.train = o.train;
  else damaged = true;
  if (typeof ED_COACH !== "boolean" || ED_COACH) {
    if (o.pace === 0 || o.pace === 1 || o.pace === 2) s.pace = o.pace;
    else if (o.pace !== undefined) damaged = true;
    if (typeof o.chances === "boolean") s.chances = o.chances;
    else if (o.chances !== undefined) damaged = true;
    if (o.goal === GOAL_POINTS || o.goal === GOAL_WIN) s.goal = o.goal;
    else if (o.goal !== undefined) damaged = true;
  }
  // (Only where a shake rolls: BOARD_ACCELEROMETER, hal/espruino/board.d.ts.)
  if (typeof BOARD_ACCELEROMETER !== "boolean" || BOARD_ACCELEROMETER) {
    if (typeof o.shake === "boolean") s.shake = o.shake;
    else if (o.shake !== undefined) damaged = true;
    if (typeof o.shook === "boolean") s.shook = o.shook;
    else if (o.shook !== undefined) damaged = true;
  }
  return { s: s, damaged: damaged };
}

/** Saves the settings; the file of the old name goes once the new one is written. */
export function saveSettings(st: Storage, s: Settings): boolean {
  if (!writeJsonFile(st, SETTINGS_FILE, s)) return false;
  if (st.read(OLD_SETTINGS_FILE) !== undefined) st.erase(OLD_SETTINGS_FILE);
  return true;
}
