// The coach as the app sees it: ranked options for the player at turn, and the odds.
// Which engine answers depends on what the platform has: the exact optimal strategy where
// a value table for the game's rules is at hand (the simulator's dist/tables, a table file
// on a Bangle.js 2 or Bangle.js 3), the compact model, which needs no table, everywhere else. It also
// makes the computer players' moves (players.ts).
import type { Game } from "../core/game";
import type { Rules } from "../core/rules";
import type { Compact } from "./compact";
import { adviseGameCompactJob, newCompact } from "./compact";
import type { Job } from "./job";
import { finish, later } from "./job";
import { lockerMove } from "./locker";
import type { Move } from "./players";
import { bestMove, GUT, LOCKER, ready, SIEG } from "./players";
import type { OddsResult } from "./odds";
import { gameOddsJob } from "./odds";
import type { ValueOf } from "./state";
import type { Coach, Option } from "./turn";
import { adviseGameJob, newCoach } from "./turn";
import type { WinEngine, WinOption } from "./win";

export interface Advisor {
  /** Every legal choice for the dice in hand (keeps and boxes), best first; [] before a roll. */
  advise(g: Game): Option[];
  /** The chances of each free box and of a Kniffel for the dice and holds in hand. */
  odds(g: Game): OddsResult;
  /**
   * Optional: the same answers as jobs (job.ts), which the app works out a piece at a time
   * with input handled in between. The game must not change while a job runs.
   */
  adviseJob?(g: Game): Job<Option[]>;
  oddsJob?(g: Game): Job<OddsResult>;
  /**
   * A computer player's move at `level` (players.ts LEVELS) for the dice in hand, after the
   * turn's first roll; `word` is the game's random source (Locker's mistakes).
   */
  moveJob?(g: Game, level: number, word: () => number): Job<Move>;
  /**
   * Where the platform plays to win (win.ts; the simulator and the page): each player's
   * chance to win, and the options ranked by the chance to win. Absent elsewhere.
   */
  chancesJob?(g: Game): Job<number[]>;
  winJob?(g: Game): Job<WinOption[]>;
}

/** A rule set's value table (expected points to come per state), or null where there is none. */
export type TableSource = (rules: Rules) => ValueOf | null;

/** Playing to win for a rule set (win.ts newWinEngine), given by the platforms that can. */
export type WinSource = (rules: Rules) => WinEngine;

/**
 * Exact advice where `tables` has the game's table, else compact; engines are made anew when
 * the rules change. With `wins`, also the chances to win and the level that plays to win.
 */
export function newAdvisor(tables: TableSource | null, wins?: WinSource): Advisor {
  let rules: Rules | null = null;
  let values: ValueOf | null = null;
  let exact: Coach | null = null;
  let compact: Compact | null = null;
  // Each job's first step sets its engine up (a step of its own on a device).
  const adviseJob = function (g: Game): Job<Option[]> {
    return later(function () {
      if (rules !== g.setup.rules) {
        rules = g.setup.rules;
        values = tables ? tables(rules) : null;
        exact = values ? newCoach(rules) : null;
        compact = values ? null : newCompact(rules);
      }
      return exact ? adviseGameJob(exact, g, values as ValueOf) : adviseGameCompactJob(compact as Compact, g);
    });
  };
  const odds = gameOddsJob();
  const oddsJob = function (g: Game): Job<OddsResult> {
    return later(function () { return odds(g); });
  };
  let gut: Advisor | null = null;
  const adviseOf = function (a: Advisor, g: Game): Job<Option[]> {
    return (a.adviseJob as (g: Game) => Job<Option[]>)(g);
  };
  let winRules: Rules | null = null;
  let win: WinEngine | null = null;
  const winOf = function (g: Game): WinEngine {
    if (winRules !== g.setup.rules) {
      winRules = g.setup.rules;
      win = (wins as WinSource)(winRules);
    }
    return win as WinEngine;
  };
  const winJob = function (g: Game): Job<WinOption[]> {
    return later(function () { return ready(winOf(g).options(g)); });
  };
  const moveJob = function (g: Game, level: number, word: () => number): Job<Move> {
    if (level === LOCKER) return ready(lockerMove(g, word));
    if (level === GUT && tables) return bestMove(adviseOf(gut || (gut = newAdvisor(null)), g));
    // Sieg: the best chance to win, among equals the best expected score (Profi where there is no engine to win).
    if (level === SIEG && wins) {
      const byScore = adviseJob(g);
      return {
        step: function () { return byScore.step(); },
        result: function () { return winOf(g).move(g, byScore.result()); },
      };
    }
    return bestMove(adviseJob(g)); // Profi; Gut where there is no table anyway
  };
  return {
    moveJob: moveJob,
    chancesJob: wins ? function (g: Game) { return later(function () { return ready(winOf(g).chances(g)); }); } : undefined,
    winJob: wins ? winJob : undefined,
    advise: function (g) {
      return finish(adviseJob(g));
    },
    odds: function (g) {
      return finish(oddsJob(g));
    },
    adviseJob: adviseJob,
    oddsJob: oddsJob,
  };
}
