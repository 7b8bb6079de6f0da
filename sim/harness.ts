// Drives the app through button presses on the simulator HAL with a virtual clock, the
// way a player would, and reads what it shows.
import type { Advisor } from "../firmware/coach/advisor";
import { newAdvisor } from "../firmware/coach/advisor";
import { startApp } from "../firmware/app/app";
import type { Game } from "../firmware/core";
import { boxIndex, isError, parseRecord, sheetFor } from "../firmware/core";
import type { Storage } from "../hal/hal";
import type { Button } from "../hal/input";
import type { SimHal } from "./hal";
import { createSimHal } from "./hal";
import type { Features } from "../hal/features";
import { FEATURES } from "../hal/features";
import type { Profile } from "../hal/profile";
import { featuresOf, profileFor } from "./profiles";

/**
 * The Pixl.js's four buttons and screen with every feature (not a board of its own): the
 * tests of features the Pixl.js edition leaves out (coach, statistics, own dice, ...) play
 * them by buttons on it. "pixljs" is the edition as built.
 */
export const ALL_FEATURES = "pixljs+all";

/** The profile of board id, or of ALL_FEATURES. */
export function testProfile(id: string): Profile & { storageBytes: number } {
  if (id !== ALL_FEATURES) return profileFor(id);
  return { ...profileFor("pixljs"), ft: featuresOf([...FEATURES]) };
}

/** A button press, or a tap on the touch screen. */
export type Input = { b: Button; long: boolean } | { x: number; y: number };

/**
 * What plays the app: the test Player on the simulator, or the simulator and the firmware in
 * lockstep (emu/lockstep.ts). Scenarios written against it run on both.
 */
export interface Driver {
  press(b: Button, long?: boolean): this;
  times(b: Button, n: number): this;
  tap(x: number, y: number): this;
  /** A drag by dy pixels, reported in steps of at most `step` pixels. */
  drag(dy: number, step?: number): this;
  /** A long touch at (x, y) (a board whose profile has longTouch). */
  hold(x: number, y: number): this;
  /** The next dice rolled (not held) show these faces. */
  queueDice(faces: string): this;
  newGame(players: number, presetSteps?: number, rolloff?: boolean): this;
  /** The features of the edition played (hal/features.ts). */
  readonly ft: Features;
  /** The board played (a profile id, or ALL_FEATURES). */
  readonly board: string;
  /** A touch screen: the coach and the sheet are reached by taps and the game menu, not long presses. */
  readonly touch: boolean;
  readonly screen: string;
  readonly dump: ReturnType<ReturnType<typeof startApp>["dump"]>;
  game(): Game;
}

/** From the title: a new game with n players, the preset at `presetSteps` steps from the default, optional roll-off. */
export function newGame<P extends Driver>(p: P, players: number, presetSteps = 0, rolloff = false): P {
  if ((presetSteps && !p.ft.house) || (rolloff && !p.ft.rolloff)) throw new Error("this edition has no rule menu or roll-off");
  p.press("ok"); // Neues Spiel
  p.times("ok", players - 1); // Spieler
  // The lines the edition has (screens/setup.ts): Namen, Regeln, Hausregeln, Würfel, Start auswürfeln, Gerät spielt.
  if (p.ft.names) p.press("down");
  if (p.ft.house) p.press("down").times("ok", presetSteps).press("down");
  if (p.ft.real) p.press("down");
  if (p.ft.rolloff) p.press("down");
  if (rolloff) p.press("ok");
  if (p.ft.coach) p.press("down"); // Gerät spielt
  return p.press("down").press("ok"); // Los!
}

/** Moves the sheet cursor to box `id` (the sheet must be showing), the shorter way round (the cursor wraps). */
export function toBox<P extends Driver>(p: P, id: string): P {
  const sheet = sheetFor(p.game().setup.rules.game);
  const n = sheet.ids.length;
  const b = boxIndex(sheet, id);
  if (b < 0) throw new Error("no box " + id);
  if (p.screen !== "sheet") throw new Error("toBox on screen " + p.screen);
  const way = (b - p.dump.cur + n) % n <= n >> 1 ? "down" : "up";
  for (let guard = 0; p.dump.cur !== b; guard++) {
    if (guard > 20) throw new Error("cursor does not reach " + id);
    p.press(way);
  }
  return p;
}

/** Dismisses a message if one is shown (a press that does nothing else). */
export function ack<P extends Driver>(p: P): P {
  return p.dump.msg ? p.press("up") : p;
}

/** Where a touch board's dice screen rolls (the area below the dice) and opens the sheet (above them). */
export function diceTaps(board: string): { roll: [number, number]; sheet: [number, number] } {
  const pf = testProfile(board);
  return { roll: [pf.w >> 1, Math.round(pf.h * 0.7)], sheet: [pf.w >> 1, Math.round(pf.h * 0.12)] };
}

/** From the dice: the sheet (long ok; on a touch screen a tap above the dice). */
export function openSheet<P extends Driver>(p: P): P {
  return p.touch ? p.tap(...diceTaps(p.board).sheet) : p.press("ok", true);
}

/** The game menu's coach line `n` (0 hint, 1 all options, 2 odds) after a roll with the game's own dice. */
export function coachMenu<P extends Driver>(p: P, n: number): P {
  return p.press("back", true).times("down", n).press("ok");
}

/** The coach's hint (long up; on a touch screen through the game menu). */
export function askHint<P extends Driver>(p: P): P {
  return p.touch ? coachMenu(p, 0) : p.press("up", true);
}

/** The odds (long down; on a touch screen through the game menu). */
export function askOdds<P extends Driver>(p: P): P {
  return p.touch ? coachMenu(p, 2) : p.press("down", true);
}

/** Rolls on the dice screen: back; on a touch screen a tap on the area below the dice (the side button never rolls). */
export function roll<P extends Driver>(p: P): P {
  return p.touch ? p.tap(...diceTaps(p.board).roll) : p.press("back");
}

/** From the title: Einstellungen, the line `up` presses above the first (the last: Turniermodus), ok, back to the title's first line. */
function setting(p: Driver, up: number): Driver {
  return p.press("up").press("ok").times("up", up).press("ok").press("back").press("down");
}

/** From the title: the goal "win" (Ziel: Sieg, three lines above the last). */
export function goalWin<P extends Driver>(p: P): P {
  setting(p, 3);
  return p;
}

/** From the title: the chances hidden (Siegchancen: nein, two lines above the last). */
export function hideChances<P extends Driver>(p: P): P {
  setting(p, 2);
  return p;
}

/** From the title: Turniermodus on (the last line). */
export function tournament<P extends Driver>(p: P): P {
  setting(p, 1);
  return p;
}

/** A one-roll turn: roll `dice` (chosen), open the sheet, enter in box `id` (confirming a 0). */
export function turn<P extends Driver>(p: P, dice: string, id: string): P {
  if (p.screen === "handover") p.press("ok");
  p.queueDice(dice);
  openSheet(ack(roll(p)));
  toBox(p, id).press("ok");
  if (p.screen === "ask") p.press("ok");
  return p;
}

/**
 * Plays on from any screen until a game is complete: leaves menus, continues (or starts)
 * a game from the title, rolls once and takes the box the sheet proposes, confirms a 0.
 */
export function finish(p: Driver): void {
  for (let guard = 0; ; guard++) {
    if (guard > 5000) throw new Error("cannot finish, stuck on " + p.screen);
    const s = p.screen;
    if (p.dump.msg) p.press("up"); // dismiss
    else if (s === "rank") return;
    else if (s === "dice") openSheet(roll(p));
    else if (s === "entry") p.press("up").press("ok", true); // own dice: a face, then enter them
    else if (s === "sheet" && !p.game().roll) p.press("back"); // no dice yet: back to them
    else if (s === "sheet") {
      p.press("ok");
      // Refused (the cursor was left on a filled box): out and in again puts it on the best box.
      if (p.dump.msg && p.screen === "sheet") p.press("up").press("back");
    } else if (s === "title") {
      // The first line: Weiterspielen while a game runs, else Neues Spiel.
      for (let k = 0; p.dump.cur !== 0 && k < 8; k++) p.press("down");
      p.press("ok");
    } else if (s === "handover" || s === "rolloff" || s === "ask") p.press("ok");
    else if (s === "setup") p.press("up").press("ok"); // up wraps to "Los!"
    else p.press("back");
  }
}

/**
 * Where a tap presses logical button b on `board`'s touch screen: inside its corner, or the
 * middle of its key's area (a round screen).
 */
export function keyPoint(board: string, b: Button): [number, number] {
  const pf = testProfile(board);
  const z = pf.keys?.[b]?.zone;
  if (z) return [(z[0] + z[2]) >> 1, (z[1] + z[3]) >> 1];
  // A screen of two touch halves: the middle of the half that is b.
  const half = pf.halves ? pf.halves.indexOf(b) : -1;
  if (half >= 0) return [(pf.w >> 2) * (1 + 2 * half), pf.h >> 1];
  const corner = pf.corners[b];
  if (!corner) throw new Error(`the ${pf.name} has no place on its screen a tap on which presses ${b}`);
  return [corner.endsWith("Left") ? 5 : pf.w - 5, corner.startsWith("top") ? 5 : pf.h - 6];
}

/** A tap on the place of logical button b (keyPoint). */
export function tapKey<P extends Driver>(p: P, b: Button): P {
  return p.tap(...keyPoint(p.board, b));
}

/** The Bangle.js 2's bottom right corner (ok), and the middle of menu line i (rows of 14 px from y 29). */
export const CORNER_OK: [number, number] = [171, 170];
export const menuLine = (i: number): [number, number] => [60, 29 + 14 * i + 5];

/** A whole one-player game on the Bangle.js 2 by touch alone, the name typed in ("Bo"), from the title to the result. */
export function touchGame<P extends Driver>(p: P): P {
  const TOP_LEFT: [number, number] = [5, 5];
  const TOP_RIGHT: [number, number] = [171, 5];
  const BOTTOM_LEFT: [number, number] = [5, 170];
  p.tap(...CORNER_OK).tap(...menuLine(1)).tap(...menuLine(1)).tap(...menuLine(0)); // Neues Spiel, Namen, Spieler 1
  for (let i = 0; i < "Spieler 1".length; i++) p.tap(...TOP_RIGHT); // "<-": deleted
  p.tap(...CORNER_OK).tap(...BOTTOM_LEFT); // "+": "A", "v": "B"
  p.tap(...CORNER_OK); // "Ba"
  for (let i = 0; i < 14; i++) p.tap(...BOTTOM_LEFT); // "Bo"
  p.tap(...TOP_LEFT).tap(...BOTTOM_LEFT); // "^" and "v": "Bn", "Bo"
  p.tap(88, 80); // the name: saved
  p.tap(...TOP_RIGHT); // back to the setup
  p.drag(-56, 7); // down the list (Namen to Start auswürfeln) by a drag in steps of 7 px
  p.tap(...menuLine(7)).tap(...menuLine(7)); // Los! chosen, then started
  for (let turn = 0; turn < 13; turn++) {
    p.tap(88, 110); // roll
    p.tap(88, 20); // the sheet, the cursor on the best box
    p.tap(...CORNER_OK); // Eintragen
    if (p.screen === "ask") p.tap(...CORNER_OK); // Ja
  }
  return p;
}

/**
 * The Bangle.js 3's round screen by touch: its keys are the areas beside its buttons
 * (keyPoint); a menu and the sheet are wheels turned to the chosen row, in the middle, with
 * the row after it just below (a tap there chooses it, a tap on the chosen one is ok).
 */
export const ROUND = {
  /** The chosen row, the one after it and the one before it (a one-line chosen row), and drags of a row each (16 pixels) on a wheel. */
  chosen: [120, 120] as [number, number],
  next: [120, 134] as [number, number],
  previous: [120, 105] as [number, number],
  row: 16,
  /** The dice screen: the area below the dice (roll), the lines above them (the sheet), die i. */
  roll: [120, 150] as [number, number],
  sheet: [120, 40] as [number, number],
  die: (i: number): [number, number] => [38 + 41 * i, 89],
  /** The name editor's name (a tap saves it). */
  name: [120, 70] as [number, number],
};

/** Where a touch board's dice screen rolls, opens the sheet and holds die i, and its ok (enter, confirm). */
export interface TouchPoints {
  roll: [number, number];
  sheet: [number, number];
  ok: [number, number];
  die: (i: number) => [number, number];
}

export function touchPoints(board: string): TouchPoints {
  if (testProfile(board).round) return { roll: ROUND.roll, sheet: ROUND.sheet, ok: keyPoint(board, "ok"), die: ROUND.die };
  return { roll: [88, 150], sheet: [88, 25], ok: [173, 173], die: (i) => [18 + 35 * i, 60] };
}

/**
 * A whole game on the Bangle.js 3 by touch alone, from its title to the result: the preset
 * `steps` from the default, the name typed in ("Bo") where `named`; each turn roll, the sheet,
 * enter the box it proposes (confirming a 0).
 */
export function roundTouchGame<P extends Driver>(p: P, steps: number, named: boolean): P {
  tapKey(p, "ok"); // Neues Spiel
  p.tap(...ROUND.next); // Namen
  if (named) {
    p.tap(...ROUND.chosen).tap(...ROUND.chosen); // the names, Spieler 1
    for (let i = 0; i < "Spieler 1".length; i++) tapKey(p, "back"); // "<-": deleted
    tapKey(tapKey(p, "ok"), "down"); // "+": "A", "v": "B"
    tapKey(p, "ok"); // "Ba"
    for (let i = 0; i < 14; i++) tapKey(p, "down"); // "Bo"
    tapKey(tapKey(p, "up"), "down"); // "^" and "v": "Bn", "Bo"
    p.tap(...ROUND.name); // saved
    tapKey(p, "back"); // back to the setup
  }
  p.tap(...ROUND.next); // Regeln
  for (let i = 0; i < steps; i++) p.tap(...ROUND.chosen); // the next preset
  p.drag(-5 * ROUND.row, 7); // down the wheel by a drag in steps of 7 px: Regeln to Los!
  p.tap(...ROUND.chosen); // Los!
  for (let turn = 0; turn < 15 && p.screen !== "rank"; turn++) {
    if (p.screen === "handover") tapKey(p, "ok");
    p.tap(...ROUND.roll).tap(...ROUND.sheet);
    tapKey(p, "ok"); // Eintragen
    if (p.screen === "ask") tapKey(p, "ok"); // Ja
  }
  return p;
}

/**
 * A whole game on the Bangle.js 3 by its four buttons alone, from its title to the result:
 * the preset `steps` from the default; each turn BTN4 rolls, BTN2 holds the die under the
 * cursor, BTN4 rolls again, BTN2 held opens the sheet, BTN2 enters the box it proposes.
 */
export function roundButtonGame<P extends Driver>(p: P, steps: number): P {
  p.press("ok").press("down").press("down"); // Neues Spiel, Regeln
  p.times("ok", steps).times("down", 5).press("ok"); // the preset, Los!
  for (let turn = 0; turn < 15 && p.screen !== "rank"; turn++) {
    if (p.screen === "handover") p.press("ok");
    p.press("back").press("ok").press("back").press("ok", true).press("ok");
    if (p.screen === "ask") p.press("ok");
  }
  return p;
}

export class Player implements Driver {
  readonly sim: SimHal;
  readonly app: ReturnType<typeof startApp>;
  presses = 0;
  /** Every press and tap so far, in order (to play the same game on a device bundle). */
  readonly inputs: Input[] = [];

  readonly touch: boolean;
  readonly ft: Features;

  /** `dark`: the watch's dark theme. */
  constructor(seed = 1, readonly board = ALL_FEATURES, storage?: Storage, coach?: Advisor, dark?: boolean) {
    const profile = testProfile(board);
    this.touch = profile.touch;
    this.ft = profile.ft;
    this.sim = createSimHal({ profile, seed, virtual: true, storage, dark });
    this.app = startApp(this.sim.hal, profile, coach ?? newAdvisor(null));
  }

  /** Every random word the app takes from now on is also pushed to `into` (to give a device the same dice). */
  recordWords(into: number[]): this {
    const random = this.sim.hal.random;
    const word = random.word.bind(random);
    random.word = () => {
      const w = word();
      into.push(w);
      return w;
    };
    return this;
  }

  /** The strings drawn from now on, in order (the array fills as the app draws). */
  drawnTexts(): string[] {
    const texts: string[] = [];
    const display = this.sim.hal.display;
    const draw = display.drawString.bind(display);
    display.drawString = (s, x, y) => (texts.push(s), draw(s, x, y));
    return texts;
  }

  /** One press, then time for any animation to finish. */
  press(b: Button, long = false): this {
    this.presses++;
    this.inputs.push({ b, long });
    this.sim.press(b, long);
    this.sim.clock.advance!(1000);
    return this;
  }

  /** A tap on the touch screen at (x, y), then time for any animation. */
  tap(x: number, y: number): this {
    this.presses++;
    this.inputs.push({ x, y });
    this.sim.touch({ k: "tap", x, y, dy: 0 });
    this.sim.clock.advance!(1000);
    return this;
  }

  /** A long touch at (x, y), then time for any animation. */
  hold(x: number, y: number): this {
    this.presses++;
    this.sim.touch({ k: "hold", x, y, dy: 0 });
    this.sim.clock.advance!(1000);
    return this;
  }

  /**
   * A drag by dy pixels (negative: finger moves up), reported in steps of at most `step`
   * pixels as a touch controller does (default: one report), then the finger lifts.
   */
  drag(dy: number, step = Math.abs(dy)): this {
    for (let done = 0; done !== dy; ) {
      const d = Math.max(-step, Math.min(step, dy - done));
      this.sim.touch({ k: "drag", x: 88, y: 88, dy: d });
      done += d;
    }
    this.sim.touch({ k: "drag", x: 88, y: 88, dy: 0 });
    this.sim.clock.advance!(1000);
    return this;
  }

  times(b: Button, n: number): this {
    for (let i = 0; i < n; i++) this.press(b);
    return this;
  }

  queueDice(faces: string): this {
    this.sim.queueDice(faces);
    return this;
  }

  get screen(): string {
    return this.app.dump().screen;
  }

  get dump() {
    return this.app.dump();
  }

  /** The game as the app holds it, rebuilt from its record (which also checks it replays). */
  game(): Game {
    const rec = this.app.dump().game;
    if (!rec) throw new Error("no game");
    const g = parseRecord(JSON.stringify(rec));
    if (isError(g)) throw new Error("record does not replay: " + JSON.stringify(g));
    return g;
  }

  /** From the title: a new game with n players, the preset at `preset` steps from the default, optional roll-off. */
  newGame(players: number, presetSteps = 0, rolloff = false): this {
    return newGame(this, players, presetSteps, rolloff);
  }

  toBox(id: string): this {
    return toBox(this, id);
  }

  ack(): this {
    return ack(this);
  }

  turn(dice: string, id: string): this {
    return turn(this, dice, id);
  }
}
