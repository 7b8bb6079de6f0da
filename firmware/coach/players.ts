// Computer players: a seat the device plays. Each level is a policy over the same fair dice
// the people throw; none sees a die before it is rolled, and none gets a hidden advantage.
//   Profi  - optimal play: the exact engine where the rule set's table is at hand, else
//            the compact one (advisor.ts decides);
//   Gut    - the compact engine, always;
//   Locker - a human-like player (locker.ts): keeps the biggest group or chases a straight,
//            enters for points now, and now and then makes a mistake drawn from a fixed
//            distribution with the game's own random source.
// A decision is a job (job.ts) so that a device works it out in pieces.
import { Game } from "../core/game";
import { Advisor, newAdvisor, TableSource } from "./advisor";
import { Job } from "./job";
import { lockerMove } from "./locker";

/** Level ids in setup order; a seat's level is an index into this list. */
export const LEVELS = ["profi", "gut", "locker"];
export const PROFI = 0;
export const GUT = 1;
export const LOCKER = 2;

/** A decision for the dice in hand: enter them in `box`, or (box -1) roll again holding `held` (bit i: die i). */
export interface Move {
  box: number;
  held: number;
}

/** A computer player: its move for the player at turn, after the turn's first roll. */
export type Player = (g: Game, word: () => number) => Job<Move>;

/** A job that is done at its first step. */
function ready(m: Move): Job<Move> {
  return {
    step: function () { return true; },
    result: function () { return m; },
  };
}

/** The advisor's best option as a move. */
function bestOf(a: Advisor): Player {
  return function (g) {
    const j = (a.adviseJob as (g: Game) => Job<{ box: number; held: number }[]>)(g);
    return {
      step: function () { return j.step(); },
      result: function () {
        const best = j.result()[0];
        return { box: best.box, held: best.box >= 0 ? 0 : best.held };
      },
    };
  };
}

/**
 * The player of a level (LEVELS index). `tables` gives the exact engine its values where
 * a rule set's table is at hand (Profi only); null: the compact engine for every level.
 */
export function newPlayer(level: number, tables: TableSource | null): Player {
  if (level === LOCKER) return function (g, word) { return ready(lockerMove(g, word)); };
  return bestOf(newAdvisor(level === PROFI ? tables : null));
}
