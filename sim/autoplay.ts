// A random but legal player, for property tests, fuzzing and the benchmark: it rolls,
// holds a random subset, stops at random and enters the dice in a random allowed box.
import type { Game } from "../firmware/core";
import { options, Phase, Why } from "../firmware/core";
import { playMove, rollFrom } from "./follow";
import type { WordSource } from "./rng";

/** Plays the current turn (or roll-off throw) to its end with random choices; also from mid-turn. */
export function playTurn(g: Game, next: WordSource): void {
  if (g.ph === Phase.RollOff) {
    rollFrom(g, next); // nothing is held in the roll-off
    return;
  }
  if (g.roll === 0) rollFrom(g, next); // nor before a turn's first roll
  while (g.roll < 3 && next() % 3 !== 0) playMove(g, { box: -1, held: next() % 31 }, next); // never all five held
  const pl = options(g);
  let allowed = 0;
  for (let b = 0; b < g.sheet.kinds.length; b++) if (pl.why[b] === Why.Ok) allowed++;
  if (!allowed) throw new Error("no box allowed after " + g.log);
  let pick = next() % allowed;
  for (let b = 0; b < g.sheet.kinds.length; b++) {
    if (pl.why[b] === Why.Ok && pick-- === 0) {
      playMove(g, { box: b, held: 0 }, next);
      return;
    }
  }
}

/** Plays the game to its end. */
export function playGame(g: Game, next: WordSource): void {
  while (g.ph !== Phase.Over) playTurn(g, next);
}
