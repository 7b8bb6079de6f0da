// The simulator's coach: the exact optimal strategy. Each rule set's value table is read
// from dist/tables/ (npm run tables), or computed on first use and cached there.
import { Advisor } from "../firmware/app/advisor";
import { adviseGame, Coach, newCoach, ValueOf } from "../firmware/coach/turn";
import { Rules } from "../firmware/core";
import { DEFAULT_TABLES, valuesFor } from "./cli/tables";

/** `note` hears when a table must be computed (a few seconds), e.g. to say so on screen or stderr. */
export function exactAdvisor(note: (what: string) => void, dir = DEFAULT_TABLES): Advisor {
  let rules: Rules | null = null;
  let coach: Coach | null = null;
  let values: ValueOf | null = null;
  return {
    advise(g) {
      if (rules !== g.setup.rules) {
        rules = g.setup.rules;
        coach = newCoach(rules);
        values = valuesFor(rules, dir, (key, arg) => note(`${key} ${arg}`));
      }
      return adviseGame(coach as Coach, g, values as ValueOf);
    },
  };
}
