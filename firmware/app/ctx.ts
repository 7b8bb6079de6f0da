// What every screen works with: the HAL, the board profile, the language, the game, and
// navigation. Screens are plain objects; the app keeps one context for its lifetime.
import type { Display } from "../../hal/display";
import type { Hal } from "../../hal/hal";
import type { Button } from "../../hal/input";
import type { Profile } from "../../hal/profile";
import type { Game, Lang, Rules, TextKey } from "../core";
import type { Advisor } from "../coach/advisor";
import type { Journal } from "./store/journal";
import type { Stats } from "./store/stats";
import type { Theme } from "./theme";
import type { Shake } from "./shake";

/**
 * Every screen's id: an id mistyped in a screen or in open() fails to compile. (A list, so
 * that tests can go through it; the device bundle drops it, as nothing there reads it.)
 */
export const SCREEN_IDS = [
  "ask", "cpu", "dice", "end", "entry", "fixBox", "fixPlayer", "handover", "house", "menu", "name", "names", "odds",
  "options", "overview", "points", "pointsBox", "rank", "rolloff", "rules", "seats", "settings", "setup", "sheet", "stats", "title",
] as const;
export type ScreenId = (typeof SCREEN_IDS)[number];

export interface Screen {
  id: ScreenId;
  draw(c: Ctx): void;
  press(c: Ctx, b: Button, long: boolean): void;
  /** Called when the screen is entered (cursor resets, timers). */
  enter?(c: Ctx): void;
  /** An accelerometer sample's change (g), while this screen shows (boards with one, where shaking is on). */
  sample?(c: Ctx, diff: number): void;
  /** A tap on a touch screen outside the corner buttons, at (x, y). */
  tap?(c: Ctx, x: number, y: number): void;
  /**
   * A touch board's side button (its only button, back) where back would act on the game (a
   * roll) or there is nothing to go back to: it leaves instead. Elsewhere it is back.
   */
  side?(c: Ctx): void;
}

/** The game being set up on the new-game screens. */
export interface Draft {
  names: string[];
  rules: Rules;
  rolloff: boolean;
  /** The players' own dice (the device as a score block). */
  real: boolean;
  /** Seats the device plays: a level per seat, -1 a person (core Setup.cpu); absent: people only. */
  cpu?: number[];
}

/**
 * Field names are written out; the device bundle has the most used ones as short as they were
 * (build/short-names.ts NAMED). The game is `g`: `game` is a field of the saved files, whose names
 * the device keeps.
 */
export interface Ctx {
  hal: Hal;
  display: Display;
  profile: Profile;
  colours: Theme;
  /** Row pitch of the small font (the profile's). */
  rowPitch: number;
  /**
   * Where a screen's title goes (the top line, between the corner labels; on a tall screen
   * the line below them) and the y of the first list row after it.
   */
  titleY: number;
  firstRow: number;
  lang: Lang;
  /** Settings: vibration on a roll, backlight seconds, sleep minutes, tournament mode. */
  buzz: boolean;
  light: number;
  sleep: number;
  /** Backlight and sleep timers, and whether the device sleeps. */
  powerState: PowerState;
  tour: boolean;
  /** The computer players' pace: 0 fast, 1 normal, 2 slow (cpu.ts PAUSE_MS). */
  pace: number;
  /** Counts the computer's turns shown: a timer of an earlier one finds it changed and stops (cpu.ts). */
  cpuTurn: number;
  g: Game | null;
  draft: Draft;
  /** The coach; trainer mode, each player's expected points given away, and the last verdict. */
  coach: Advisor | null;
  train: boolean;
  /**
   * A shake rolls (the setting), and whether the player has rolled so (the dice's hint says how
   * until then): set where the board has an accelerometer.
   */
  shake?: boolean;
  shook?: boolean;
  /** The shakes counted on the dice screen (shake.ts), where the board has an accelerometer. */
  shakes?: Shake;
  loss: number[];
  /**
   * Editions with the coach: each player's chance to win shows (the setting; chances.ts says
   * where), the goal the advice aims at (store/settings.ts GOAL_POINTS, GOAL_WIN: goal.ts),
   * and trainer mode's totals of the chance to win given away, in percentage points, beside
   * `loss`'s points (each decision counts in its goal's total).
   */
  chances?: boolean;
  goal?: number;
  lossWin?: number[];
  tip: string;
  /** Where the game in progress is saved, and the statistics of finished games (null without feature stats). */
  journal: Journal;
  /** The clock's summary of the game as last written (store/summary.ts; boards with clockInfo), so that a save reads no file to compare. */
  summary?: string;
  stats: Stats | null;
  scr: Screen;
  /** Menu/list cursor and first visible row of the current screen. */
  cur: number;
  top: number;
  /** Die under the cursor on the dice screen; player whose name is being edited. */
  die: number;
  who: number;
  /** The soft-key labels last drawn, by button ("" where the button does nothing now). */
  labels: { [b: string]: string };
  /** A one-line message shown until the next press (errors, hints). */
  msg: string;
  /** True while the dice tumble: presses are ignored then. */
  busy: boolean;
  /** While the coach works on a question (ask-coach.ts): cancels it; a press calls it. */
  job: (() => void) | null;
  /** The question on the confirmation screen and what yes and no do. */
  ask: { q: string; yes: () => void; no: () => void };
  /** The text of `key` in the language set (with `arg` for its %s). */
  text(key: TextKey, arg?: string): string;
  /** Shows the screen with this id and forgets the way back (screens name each other by id). */
  go(id: ScreenId): void;
  /** Shows a screen on top of the current one (menus, questions, rules); back() returns. */
  open(id: ScreenId): void;
  /** Returns to the screen below, as it was (cursor and scroll kept). */
  back(): void;
  redraw(): void;
  /** Sends a partial redraw (dirty parts only) to the screen. */
  frame(): void;
}

/** Battery care's timers and flags (power.ts). */
export interface PowerState {
  /** The pending backlight-off timer (-1: none). */
  backlightTimer: number;
  /** The pending sleep timer (-1: none). */
  sleepTimer: number;
  /** The screen is off; the next press only wakes the device. */
  asleep: boolean;
  /** The low battery was told (once until it is charged again). */
  lowTold: boolean;
}
