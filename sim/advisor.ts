// The simulator's coach: the exact optimal strategy. Each rule set's value table is read
// from dist/tables/ (npm run tables), or computed on first use and cached there; so are the
// spread table and the rest's shape that the chances to win and the level "Sieg" read
// (firmware/coach/estimate.ts, win.ts).
import type { Advisor, WinJobs, WinSource } from "../firmware/coach/advisor";
import { engineWins, newAdvisor } from "../firmware/coach/advisor";
import type { Tables } from "../firmware/coach/estimate";
import { TARGET_FREE } from "../firmware/coach/target";
import { newWinEngine } from "../firmware/coach/win";
import type { Rules } from "../firmware/core";
import { DEFAULT_TABLES, spreadFor, valuesFor } from "./cli/tables";
import { shapeFor } from "./shape";

/** The estimate's tables for `rules` from `dir` (each made and cached when missing; `note` hears it). */
export function chanceTables(rules: Rules, dir: string, note: (key: string, arg: string) => void): Tables {
  const t: Tables = { value: valuesFor(rules, dir, note), spread: spreadFor(rules, dir, note) };
  t.shape = shapeFor(rules, t, dir, note);
  return t;
}

/** Playing to win from the tables in `dir`: exact for up to TARGET_FREE free boxes once the others have finished. */
export function winSource(dir: string, note: (key: string, arg: string) => void): WinSource {
  return (rules) => newWinEngine(rules, chanceTables(rules, dir, note), TARGET_FREE);
}

/** winSource's engines as the advisor's jobs (the level Sieg: sim/duel.ts). */
export function simWins(dir: string, note: (key: string, arg: string) => void): WinJobs {
  return engineWins(winSource(dir, note));
}

/** `note` hears when a table must be computed (a few seconds), e.g. to say so on screen or stderr. */
export function exactAdvisor(note: (what: string) => void, dir = DEFAULT_TABLES): Advisor {
  const say = (key: string, arg: string) => note(`${key} ${arg}`);
  return newAdvisor((rules) => valuesFor(rules, dir, say), simWins(dir, say));
}
