// The simulator's coach: the exact optimal strategy. Each rule set's value table is read
// from dist/tables/ (npm run tables), or computed on first use and cached there.
import type { Advisor } from "../firmware/coach/advisor";
import { newAdvisor } from "../firmware/coach/advisor";
import { DEFAULT_TABLES, valuesFor } from "./cli/tables";

/** `note` hears when a table must be computed (a few seconds), e.g. to say so on screen or stderr. */
export function exactAdvisor(note: (what: string) => void, dir = DEFAULT_TABLES): Advisor {
  return newAdvisor((rules) => valuesFor(rules, dir, (key, arg) => note(`${key} ${arg}`)));
}
