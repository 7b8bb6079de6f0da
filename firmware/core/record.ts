// A game as compact JSON: format version, full rule set, players, roll-off choice and log.
// Reading one back checks every field and replays the log, so a damaged record is an error
// value that names what is wrong, never a crash or a half-built game.
import type { GameError } from "./errors";
import { fail, isError } from "./errors";
import type { Game, Setup } from "./game";
import { logEntries, replay } from "./game";
import { parseJson, toJson } from "./json";
import type { Rules } from "./rules";
import { checkRules } from "./rules";

export const RECORD_VERSION = 1;

export interface GameRecord {
  v: number;
  rules: Rules;
  players: string[];
  rolloff: boolean;
  /** Present and true for a game played with the players' own dice. */
  real?: boolean;
  /** Present where the device plays seats: per seat its level, -1 a person (game.ts Setup.cpu). */
  cpu?: number[];
  log: string[];
}

export function toRecord(g: Game): GameRecord {
  const r: GameRecord = { v: RECORD_VERSION, rules: g.setup.rules, players: g.setup.names, rolloff: g.setup.rolloff, log: logEntries(g) };
  if (g.setup.real) r.real = true;
  if ((typeof ED_COACH !== "boolean" || ED_COACH) && g.setup.cpu) r.cpu = g.setup.cpu;
  return r;
}

export function serialize(g: Game): string {
  return toJson(toRecord(g));
}

/** Rebuilds a game from a record object (already parsed JSON). */
export function fromRecord(x: unknown): Game | GameError {
  if (typeof x !== "object" || x === null) return fail("E_LOG", "not an object");
  const o = x as { [k: string]: unknown };
  if (o.v !== RECORD_VERSION) return fail("E_LOG", "version " + o.v);
  const rules = checkRules(o.rules);
  if (isError(rules)) return rules;
  if (!Array.isArray(o.players)) return fail("E_LOG", "players");
  if (typeof o.rolloff !== "boolean") return fail("E_LOG", "rolloff");
  if (!Array.isArray(o.log)) return fail("E_LOG", "log");
  if (o.real !== undefined && typeof o.real !== "boolean") return fail("E_LOG", "real");
  const setup: Setup = { names: o.players as string[], rules: rules, rolloff: o.rolloff, real: o.real === true };
  if ((typeof ED_COACH !== "boolean" || ED_COACH) && o.cpu !== undefined) setup.cpu = o.cpu as number[]; // checked by newGame
  return replay(setup, o.log);
}

export function parseRecord(json: string): Game | GameError {
  let x: unknown;
  try {
    x = parseJson(json);
  } catch (e) {
    return fail("E_LOG", "JSON: " + e);
  }
  return fromRecord(x);
}
