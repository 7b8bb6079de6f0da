// A scenario played on the simulator's test Player, with every input and every chosen roll
// written down in order, so the browser tests can give the page the very same inputs (by
// clicks, taps, keys) and compare what it shows with what the simulator showed.
import type { Button } from "../../hal/input";
import type { Driver } from "../../sim/harness";
import { newGame, Player } from "../../sim/harness";

export type Step =
  | { k: "press"; b: Button; long: boolean }
  | { k: "tap"; x: number; y: number }
  | { k: "drag"; dy: number; step: number }
  | { k: "hold"; x: number; y: number }
  | { k: "dice"; faces: string };

export class Recorder implements Driver {
  readonly steps: Step[] = [];
  constructor(readonly p: Player) {}
  get ft() {
    return this.p.ft;
  }
  get board() {
    return this.p.board;
  }
  get touch() {
    return this.p.touch;
  }
  get screen() {
    return this.p.screen;
  }
  get dump() {
    return this.p.dump;
  }
  game() {
    return this.p.game();
  }
  press(b: Button, long = false): this {
    this.steps.push({ k: "press", b, long });
    this.p.press(b, long);
    return this;
  }
  times(b: Button, n: number): this {
    for (let i = 0; i < n; i++) this.press(b);
    return this;
  }
  tap(x: number, y: number): this {
    this.steps.push({ k: "tap", x, y });
    this.p.tap(x, y);
    return this;
  }
  hold(x: number, y: number): this {
    this.steps.push({ k: "hold", x, y });
    this.p.hold(x, y);
    return this;
  }
  drag(dy: number, step = Math.abs(dy)): this {
    this.steps.push({ k: "drag", dy, step });
    this.p.drag(dy, step);
    return this;
  }
  queueDice(faces: string): this {
    this.steps.push({ k: "dice", faces });
    this.p.queueDice(faces);
    return this;
  }
  newGame(players: number, presetSteps = 0, rolloff = false): this {
    return newGame(this, players, presetSteps, rolloff);
  }
}

/** Plays `scenario` on a fresh simulator of `board` (seed 1, as the goldens): its steps and the Player at the end. */
export function record(board: string, scenario: (d: Driver) => void, seed = 1, p = new Player(seed, board)): { steps: Step[]; p: Player } {
  const r = new Recorder(p);
  scenario(r);
  return { steps: r.steps, p };
}
