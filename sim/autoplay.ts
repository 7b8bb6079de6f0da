// A random but legal player, for property tests, fuzzing and the benchmark: it rolls,
// holds a random subset, stops at random and enters the dice in a random allowed box.
import { apply, Game, options, Phase, rollDice, Why } from "../firmware/core";
import { WordSource } from "./rng";

function must(g: Game, e: ReturnType<typeof apply>): void {
  if (e) throw new Error("autoplay made an illegal move: " + JSON.stringify(e) + " after " + g.log);
}

/** Plays the current turn (or roll-off throw) to its end with random choices; also from mid-turn. */
export function playTurn(g: Game, next: WordSource): void {
  if (g.ph === Phase.RollOff) {
    must(g, apply(g, { t: "roll", d: rollDice(g.dice, 0, next) }));
    return;
  }
  if (g.roll === 0) must(g, apply(g, { t: "roll", d: rollDice(g.dice, 0, next) }));
  while (g.roll < 3 && next() % 3 !== 0) {
    const want = next() % 31; // never all five held
    for (let i = 0; i < 5; i++) {
      if (((g.held ^ want) >> i) & 1) must(g, apply(g, { t: "hold", i: i }));
    }
    must(g, apply(g, { t: "roll", d: rollDice(g.dice, g.held, next) }));
  }
  const pl = options(g);
  let allowed = 0;
  for (let b = 0; b < g.sheet.kinds.length; b++) if (pl.why[b] === Why.Ok) allowed++;
  if (!allowed) throw new Error("no box allowed after " + g.log);
  let pick = next() % allowed;
  for (let b = 0; b < g.sheet.kinds.length; b++) {
    if (pl.why[b] === Why.Ok && pick-- === 0) {
      must(g, apply(g, { t: "score", b: b }));
      return;
    }
  }
}

/** Plays the game to its end. */
export function playGame(g: Game, next: WordSource): void {
  while (g.ph !== Phase.Over) playTurn(g, next);
}
