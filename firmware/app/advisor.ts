// The coach as the screens see it: ranked options for the player at turn. Which engine
// answers is the platform's choice (startApp's `advisor`): the exact table where there is
// room for it, the compact model (no table) everywhere else.
import { adviseGameCompact, Compact, newCompact } from "../coach/compact";
import { Option } from "../coach/turn";
import { Game, Rules } from "../core";

export interface Advisor {
  /** Every legal choice for the dice in hand (keeps and boxes), best first; [] before a roll. */
  advise(g: Game): Option[];
}

/** The compact engine, built anew when the rules change. */
export function compactAdvisor(): Advisor {
  let engine: Compact | null = null;
  let rules: Rules | null = null;
  return {
    advise: function (g) {
      if (!engine || rules !== g.setup.rules) {
        engine = newCompact(g.setup.rules);
        rules = g.setup.rules;
      }
      return adviseGameCompact(engine, g);
    },
  };
}
