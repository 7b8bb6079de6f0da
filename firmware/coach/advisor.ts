// The coach as the app sees it: ranked options for the player at turn, and the odds.
// Which engine answers depends on what the platform has: the exact optimal strategy where
// a value table for the game's rules is at hand (the simulator's dist/tables, a table file
// on a Bangle.js 2), the compact model, which needs no table, everywhere else.
import { Game } from "../core/game";
import { Rules } from "../core/rules";
import { adviseGameCompact, Compact, newCompact } from "./compact";
import { gameOdds, OddsResult } from "./odds";
import { adviseGame, Coach, newCoach, Option, ValueOf } from "./turn";

export interface Advisor {
  /** Every legal choice for the dice in hand (keeps and boxes), best first; [] before a roll. */
  advise(g: Game): Option[];
  /** The chances of each free box and of a Kniffel for the dice and holds in hand. */
  odds(g: Game): OddsResult;
}

/** A rule set's value table (expected points to come per state), or null where there is none. */
export type TableSource = (rules: Rules) => ValueOf | null;

/** Exact advice where `tables` has the game's table, else compact; engines are made anew when the rules change. */
export function newAdvisor(tables: TableSource | null): Advisor {
  let rules: Rules | null = null;
  let values: ValueOf | null = null;
  let exact: Coach | null = null;
  let compact: Compact | null = null;
  return {
    advise: function (g) {
      if (rules !== g.setup.rules) {
        rules = g.setup.rules;
        values = tables ? tables(rules) : null;
        exact = values ? newCoach(rules) : null;
        compact = values ? null : newCompact(rules);
      }
      return exact ? adviseGame(exact, g, values as ValueOf) : adviseGameCompact(compact as Compact, g);
    },
    odds: gameOdds(),
  };
}
