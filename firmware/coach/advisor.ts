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
import type { Move, WinOption } from "./players";
import { bestMove, GUT, LOCKER, ready, SIEG, winMoveJob } from "./players";
import type { OddsResult } from "./odds";
import { gameOddsJob } from "./odds";
import type { ValueOf } from "./state";
import type { Coach, Option } from "./turn";
import { adviseGameJob, newCoach } from "./turn";
import type { WinEngine } from "./win";

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
   * Where the platform plays to win (WinJobs): each player's chance to win, and the options
   * ranked by the chance to win. Absent elsewhere.
   */
  chancesJob?(g: Game): Job<number[]>;
  winJob?(g: Game): Job<WinOption[]>;
  /**
   * Where the platform makes its coach files from what an install sent (a watch: prepare.ts):
   * that work, which the app runs in the background (app/preparing.ts), or null when nothing
   * waits. Meanwhile the questions answer from what is there: compact where a table is not
   * made yet. Absent elsewhere.
   */
  prepareJob?(): Job<number> | null;
  /** Whether such work waits (cheap: the app asks at its start, so that its first screen knows). */
  preparing?(): boolean;
}

/**
 * Playing to win as a platform has it: the simulator's and the page's engine (win.ts, through
 * engineWins), a watch's (standing.ts, standing-win.ts). Both answer [] where they cannot (a
 * watch under rules whose table it does not store): no chances, and the advice by points.
 */
export interface WinJobs {
  chancesJob(g: Game): Job<number[]>;
  /** The options of the player at turn, after a roll, by the chance to win, best first. */
  winJob(g: Game): Job<WinOption[]>;
}

/** A rule set's value table (expected points to come per state), or null where there is none. */
export type TableSource = (rules: Rules) => ValueOf | null;

/** Playing to win for a rule set (win.ts newWinEngine), given by the simulator and the page. */
export type WinSource = (rules: Rules) => WinEngine;

/** The jobs of an engine per rule set, made anew when the rules change. */
export function engineWins(source: WinSource): WinJobs {
  let rules: Rules | null = null;
  let win: WinEngine | null = null;
  const winOf = function (g: Game): WinEngine {
    if (rules !== g.setup.rules) {
      rules = g.setup.rules;
      win = source(rules);
    }
    return win as WinEngine;
  };
  return {
    chancesJob: function (g) { return later(function () { return ready(winOf(g).chances(g)); }); },
    winJob: function (g) { return later(function () { return ready(winOf(g).options(g)); }); },
  };
}

/**
 * Exact advice where `tables` has the game's table, else compact; engines are made anew when
 * the rules change. With `wins`, also the chances to win and the level that plays to win.
 */
export function newAdvisor(tables: TableSource | null, wins?: WinJobs): Advisor {
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
  const moveJob = function (g: Game, level: number, word: () => number): Job<Move> {
    if (level === LOCKER) return ready(lockerMove(g, word));
    if (level === GUT && tables) return bestMove(adviseOf(gut || (gut = newAdvisor(null)), g));
    // Sieg: the best chance to win, among equals the best expected score (Profi where there is no engine to win).
    if (level === SIEG && wins) return winMoveJob(wins.winJob(g), function () { return adviseJob(g); });
    return bestMove(adviseJob(g)); // Profi; Gut where there is no table anyway
  };
  return {
    moveJob: moveJob,
    chancesJob: wins ? wins.chancesJob : undefined,
    winJob: wins ? wins.winJob : undefined,
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
