// Computer players: a seat the device plays. Each level is a policy over the same fair dice
// the people throw; none sees a die before it is rolled, and none gets a hidden advantage.
//   Profi  - optimal play: the exact engine where the rule set's table is at hand, else
//            the compact one (advisor.ts decides);
//   Gut    - the compact engine, always;
//   Locker - a human-like player (locker.ts): keeps the biggest group or chases a straight,
//            enters for points now, and now and then makes a mistake drawn from a fixed
//            distribution with the game's own random source;
//   Sieg   - plays to win (win.ts): the best chance of finishing first against the others'
//            distributions, where the platform has the engine for it (advisor.ts `wins`).
// The advisor (advisor.ts moveJob) answers for every level, so that a device finds all of
// them in its coach module; a decision is a job (job.ts) worked out in pieces, and follow
// carries it out: on a device (firmware/app/screens/cpu.ts) and in Node (sim/follow.ts).
import type { Action } from "../core/actions";
import type { Game } from "../core/game";
import type { Job } from "./job";
import { sequence } from "./job";
import type { Option } from "./turn";

/** Level ids in setup order (text keys "lv.<id>"); a seat's level is an index into this list. */
export const LEVELS = ["profi", "gut", "locker", "sieg"] as const;
export const PROFI = 0;
export const GUT = 1;
export const LOCKER = 2;
export const SIEG = 3;

/** One choice and its chance to win (win.ts, standing-win.ts): box, or (box -1) the keep's held mask. */
export interface WinOption {
  box: number;
  held: number;
  p: number;
}

/** A decision for the dice in hand: enter them in `box`, or (box -1) roll again holding `held` (bit i: die i). */
export interface Move {
  box: number;
  held: number;
}

/**
 * Carries move m out for the player at turn of g as act(on, action) does an action (the
 * app's act, which also saves; in Node the core's apply): its entry, or a hold for each die
 * whose hold differs from the keep's. The roll after a keep is the caller's (a device
 * animates it). Returns act's answer to the entry: true where m entered the dice.
 */
export function follow<T>(g: Game, m: Move, act: (on: T, a: Action) => boolean, on: T): boolean {
  if (m.box >= 0) return act(on, { t: "score", b: m.box });
  for (let i = 0; i < 5; i++) if ((g.held ^ m.held) & (1 << i)) act(on, { t: "hold", i: i });
  return false;
}

/** A job that is done at its first step. */
export function ready<T>(m: T): Job<T> {
  return {
    step: function () { return true; },
    result: function () { return m; },
  };
}

/**
 * Options less than this below the best are equal to it. Ties are real (a small straight
 * entered now, or its four dice kept when the large straight is filled), and a device's
 * floating point differs from Node's in the last digits (../shared/ESPRUINO.md): a tie must
 * be broken by a rule, not by rounding, for the watch to play the simulator's game.
 */
const TIE = 0.001;

/** Whether two ranked options are the same choice: the same box, or (box -1) the same keep, which every ranking lists under its lowest held mask. */
export function sameChoice(a: { box: number; held: number }, b: { box: number; held: number }): boolean {
  return a.box === b.box && (a.box >= 0 || a.held === b.held);
}

/** Chances to win closer than this are equal (win.ts, the app's goal "Sieg"): the better expected score then decides. */
export const WIN_TIE = 1e-6;

/** The best of ranked options as a move; among equals the lowest box, else the keep of the lowest held mask. */
export function bestOption(o: Option[]): Move {
  let m = o[0];
  for (let i = 1; i < o.length && o[i].ev >= o[0].ev - TIE; i++) {
    const x = o[i];
    if (x.box >= 0 ? m.box < 0 || x.box < m.box : m.box < 0 && x.held < m.held) m = x;
  }
  return { box: m.box, held: m.box >= 0 ? 0 : m.held };
}

/** bestOption of a job's options, as a job. */
export function bestMove(j: Job<Option[]>): Job<Move> {
  return {
    step: function () { return j.step(); },
    result: function () { return bestOption(j.result()); },
  };
}

/**
 * Whether options (best first) hold chances within WIN_TIE of each other, at the top only or
 * anywhere: only then does the expected score decide (and need working out).
 */
function tied(options: WinOption[], topOnly: boolean): boolean {
  for (let i = 1; i < options.length && (!topOnly || i < 2); i++) if (options[i - 1].p - options[i].p < WIN_TIE) return true;
  return false;
}

/**
 * The move to win: the best chance (options ranked by it, best first); among chances within
 * WIN_TIE of it, the best of `byScore` (the coach's options, best first; asked only where
 * tied). Without chances (no engine for the rules): the best expected score.
 */
export function winMove(options: WinOption[], byScore: Option[]): Move {
  if (!options.length) return bestOption(byScore);
  const top = options[0].p;
  for (let i = 0; i < byScore.length; i++) {
    const o = byScore[i];
    for (let j = 0; j < options.length && options[j].p >= top - WIN_TIE; j++) {
      const x = options[j];
      if (sameChoice(x, o)) return { box: x.box, held: x.box >= 0 ? 0 : x.held };
    }
  }
  return { box: options[0].box, held: options[0].box >= 0 ? 0 : options[0].held };
}

/**
 * The chances to win (`byWin`, passed straight in: see job.ts after()), then, only where two
 * are equal (the best two with `topOnly`) or there are none, the expected scores (`byScore`;
 * else []), one job after the other (on a device each holds a module), answered by `both`.
 */
export function tieBroken<T>(byWin: Job<WinOption[]>, topOnly: boolean, byScore: () => Job<Option[]>, both: (w: WinOption[], s: Option[]) => T): Job<T> {
  return sequence(byWin, function (options) { return !options.length || tied(options, topOnly) ? byScore() : ready([] as Option[]); }, both);
}

/** Sieg's move as a job: the best chance, the expected score deciding between equal best ones (winMove). */
export function winMoveJob(byWin: Job<WinOption[]>, byScore: () => Job<Option[]>): Job<Move> {
  return tieBroken(byWin, true, byScore, winMove);
}
