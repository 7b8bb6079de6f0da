// Drives the app through button presses on the simulator HAL with a virtual clock, the
// way a player would, and reads what it shows.
import { Advisor, newAdvisor } from "../../firmware/coach/advisor";
import { startApp } from "../../firmware/app/app";
import { Game, isError, parseRecord, sheetFor } from "../../firmware/core";
import { Storage } from "../../hal/hal";
import { Button } from "../../hal/input";
import { createSimHal, SimHal } from "../../sim/hal";
import { profileFor } from "../../sim/profiles";

/** A button press, or a tap on the touch screen. */
export type Input = { b: Button; long: boolean } | { x: number; y: number };

/** What presses buttons: the test Player, or the simulator and the firmware in lockstep. */
export interface Presser {
  press(b: Button, long?: boolean): this;
  times(b: Button, n: number): this;
}

/** From the title: a new game with n players, the preset at `presetSteps` steps from the default, optional roll-off. */
export function newGame<P extends Presser>(p: P, players: number, presetSteps = 0, rolloff = false): P {
  p.press("ok"); // Neues Spiel
  p.times("ok", players - 1); // Spieler
  p.times("down", 2).times("ok", presetSteps); // Regeln
  p.times("down", 3); // past Hausregeln and Würfel to "Start auswürfeln"
  if (rolloff) p.press("ok");
  return p.press("down").press("ok"); // Los!
}

export class Player {
  readonly sim: SimHal;
  readonly app: ReturnType<typeof startApp>;
  presses = 0;
  /** Every press and tap so far, in order (to play the same game on a device bundle). */
  readonly inputs: Input[] = [];

  constructor(seed = 1, board = "pixljs", storage?: Storage, coach?: Advisor) {
    const profile = profileFor(board);
    this.sim = createSimHal({ profile, seed, virtual: true, storage });
    this.app = startApp(this.sim.hal, profile, coach ?? newAdvisor(null));
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

  /** A drag by dy pixels (negative: finger moves up). */
  drag(dy: number): this {
    this.sim.touch({ k: "drag", x: 88, y: 88, dy });
    this.sim.clock.advance!(1000);
    return this;
  }

  times(b: Button, n: number): this {
    for (let i = 0; i < n; i++) this.press(b);
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

  /** Moves the sheet cursor to box `id` (the sheet must be showing). */
  toBox(id: string): this {
    const b = sheetFor(this.game().setup.rules.game).ids.indexOf(id);
    if (b < 0) throw new Error("no box " + id);
    if (this.screen !== "sheet") throw new Error("toBox on screen " + this.screen);
    for (let guard = 0; this.dump.cur !== b; guard++) {
      if (guard > 20) throw new Error("cursor does not reach " + id);
      this.press("down");
    }
    return this;
  }

  /** Dismisses a message if one is shown (a press that does nothing else). */
  ack(): this {
    return this.dump.msg ? this.press("up") : this;
  }

  /** A one-roll turn: roll `dice` (chosen), open the sheet, enter in box `id` (confirming a 0). */
  turn(dice: string, id: string): this {
    if (this.screen === "handover") this.press("ok");
    this.sim.queueDice(dice);
    this.press("back").ack().press("ok", true).toBox(id).press("ok");
    if (this.screen === "ask") this.press("ok");
    return this;
  }
}

/**
 * Plays on from any screen until a game is complete: leaves menus, continues (or starts)
 * a game from the title, rolls once and takes the box the sheet proposes, confirms a 0.
 */
export function finish(p: Player): void {
  for (let guard = 0; ; guard++) {
    if (guard > 5000) throw new Error("cannot finish, stuck on " + p.screen);
    const s = p.screen;
    if (p.dump.msg) p.press("up"); // dismiss
    else if (s === "rank") return;
    else if (s === "dice") p.press("back").press("ok", true);
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
