// Builders for tests: games from compact turn lists, and a plain snapshot of a game.
import type { Game, Rules, Setup } from "../../firmware/core";
import { boxIndex, buildRules, isError, newGame, replay, sheetFor } from "../../firmware/core";

export function rules(preset: string, switches: string[] = []): Rules {
  const r = buildRules(preset, switches);
  if (isError(r)) throw new Error("bad rules " + JSON.stringify(r));
  return r;
}

export function setup(preset: string, names: string[] = ["Anna"], switches: string[] = [], rolloff = false): Setup {
  return { names, rules: rules(preset, switches), rolloff };
}

export function game(s: Setup): Game {
  const g = newGame(s);
  if (isError(g)) throw new Error("bad setup " + JSON.stringify(g));
  return g;
}

/** Log entries for a one-roll turn: roll `dice` (e.g. "66662"), enter them in box `id`. */
export function turn(s: Setup, dice: string, id: string): string[] {
  const b = boxIndex(sheetFor(s.rules.game), id);
  if (b < 0) throw new Error("no box " + id);
  return ["r" + dice, "s" + b];
}

/** Replays one-roll turns [dice, box id] and fails the test on any rejected entry. */
export function play(s: Setup, turns: [string, string][]): Game {
  const log = turns.flatMap(([d, id]) => turn(s, d, id));
  const g = replay(s, log);
  if (isError(g)) throw new Error("rejected: " + JSON.stringify(g) + " in " + JSON.stringify(log));
  return g;
}

/** Everything that defines a game's state, as plain JSON (for equality checks). */
export function snapshot(g: Game): unknown {
  return JSON.parse(JSON.stringify({
    ...g,
    pl: undefined,
    sc: Array.from(g.sc),
    xk: Array.from(g.xk),
    dice: Array.from(g.dice),
    rs: Array.from(g.rs),
    undoDice: Array.from(g.undoDice),
  }));
}
