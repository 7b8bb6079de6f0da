// Moves and whole turns played in Node by a decision function: the tests, the bench, the
// duel and the random player (autoplay.ts) carry a move out as the device's computer player
// does (firmware/coach/players.ts follow), then throw the dice that are not held from their
// random source, so a seeded game draws the same words in the same order whoever plays it.
// An illegal action throws, naming the game's log.
import type { Move } from "../firmware/coach/players";
import { follow } from "../firmware/coach/players";
import type { Action, Game } from "../firmware/core";
import { apply, encodeAction, rollDice } from "../firmware/core";
import type { WordSource } from "./rng";

/** Applies `a` to g (true), or throws where the rules refuse it. */
function must(g: Game, a: Action): boolean {
  const e = apply(g, a);
  if (e) throw new Error(`illegal move ${encodeAction(a)}: ${e.err} after ${g.log}`);
  return true;
}

/** Rolls the dice of g that are not held, from `next`. */
export function rollFrom(g: Game, next: WordSource): void {
  must(g, { t: "roll", d: rollDice(g.dice, g.held, next) });
}

/** Carries move m out: its entry, or its keep's holds and then the roll of the other dice from `next`. */
export function playMove(g: Game, m: Move, next: WordSource): void {
  if (!follow(g, m, must, g)) rollFrom(g, next);
}

/**
 * Plays the turn of the player at turn from its first roll to its entry, each move as
 * `decide` chooses it after each roll; returns the moves made.
 */
export function playTurnBy(g: Game, decide: (g: Game) => Move, next: WordSource): number {
  rollFrom(g, next);
  for (let moves = 1; ; moves++) {
    const m = decide(g);
    playMove(g, m, next);
    if (m.box >= 0) return moves;
  }
}
