// Rule sets (RULES.md section 4): a preset is a named set of switches; the player may then
// change any switch. A game records its full rule set, so it always resumes under it.
import type { GameId } from "./boxes";
import type { GameError } from "./errors";
import { fail } from "./errors";
import { find } from "./strings";

export type ExtraKniffel = "freeChoice" | "upperFirst" | "mustFit" | "joker" | "none";
export type PresetId = "kniffel" | "meisterschaft" | "tallynight" | "yahtzee" | "yatzy";

export interface Rules {
  preset: PresetId;
  game: GameId;
  extraKniffel: ExtraKniffel;
  voluntaryStrike: boolean;
  fullHouseScoresSum: boolean;
  extraKniffelBonus: number;
  kniffelIsFullHouse: boolean;
}

export const PRESET_IDS: PresetId[] = ["kniffel", "meisterschaft", "tallynight", "yahtzee", "yatzy"];
/** A house rule's name (also, after "sw.", the key of its label in text.ts). */
export type SwitchName = "extraKniffel" | "voluntaryStrike" | "fullHouseScoresSum" | "extraKniffelBonus" | "kniffelIsFullHouse";
export const SWITCHES: SwitchName[] = ["extraKniffel", "voluntaryStrike", "fullHouseScoresSum", "extraKniffelBonus", "kniffelIsFullHouse"];
const EXTRA_READINGS = ["freeChoice", "upperFirst", "mustFit", "joker"];

// One row per preset, in PRESET_IDS order: extraKniffel, voluntaryStrike, extraKniffelBonus.
const PRESET_TABLE: [ExtraKniffel, boolean, number][] = [
  ["freeChoice", false, 50],
  ["mustFit", true, 50],
  ["upperFirst", false, 50],
  ["joker", true, 100],
  ["none", true, 0],
];

export function presetRules(id: string): Rules | GameError {
  const i = PRESET_IDS.indexOf(id as PresetId);
  if (i < 0) return fail("E_PRESET", id);
  const row = PRESET_TABLE[i];
  return {
    preset: PRESET_IDS[i],
    game: id === "yatzy" ? "yatzy" : "kniffel",
    extraKniffel: row[0],
    voluntaryStrike: row[1],
    fullHouseScoresSum: false,
    extraKniffelBonus: row[2],
    kniffelIsFullHouse: false,
  };
}

function parseBool(v: string): boolean | undefined {
  if (v === "true" || v === "on" || v === "1") return true;
  if (v === "false" || v === "off" || v === "0") return false;
  return undefined;
}

/**
 * A copy of `rules` with one switch changed. `value` is the switch's text form; a bare
 * switch name (value undefined) turns a boolean switch on and sets the bonus to 100.
 */
export function withSwitch(rules: Rules, name: string, value?: string): Rules | GameError {
  if (SWITCHES.indexOf(name as SwitchName) < 0) return fail("E_SWITCH", name);
  if (rules.game === "yatzy") return fail("E_SWITCH_YATZY", name);
  const r: Rules = Object.assign({}, rules);
  const bad = fail("E_SWITCH_VALUE", name + "=" + value);
  if (name === "extraKniffel") {
    if (value === undefined || EXTRA_READINGS.indexOf(value) < 0) return bad;
    r.extraKniffel = value as ExtraKniffel;
  } else if (name === "extraKniffelBonus") {
    const n = value === undefined ? 100 : +value;
    if (n !== 50 && n !== 100) return bad;
    r.extraKniffelBonus = n;
  } else {
    const b = value === undefined ? true : parseBool(value);
    if (b === undefined) return bad;
    if (name === "voluntaryStrike") r.voluntaryStrike = b;
    else if (name === "fullHouseScoresSum") r.fullHouseScoresSum = b;
    else r.kniffelIsFullHouse = b;
  }
  return r;
}

/** A preset with switches applied, each "name" or "name=value". */
export function buildRules(preset: string, switches: string[]): Rules | GameError {
  let r = presetRules(preset);
  for (let i = 0; i < switches.length; i++) {
    if ("err" in r) return r;
    const eq = find(switches[i], "=", 0);
    r = eq < 0 ? withSwitch(r, switches[i]) : withSwitch(r, switches[i].slice(0, eq), switches[i].slice(eq + 1));
  }
  return r;
}

/** The rule set of a build with fixed rules (only there: fixed.ts). */
export function fixedRules(): Rules {
  return { preset: RULE_PRESET as PresetId, game: RULE_GAME as GameId, extraKniffel: RULE_EXTRA as ExtraKniffel, voluntaryStrike: RULE_STRIKE as boolean,
    fullHouseScoresSum: RULE_FH_SUM as boolean, extraKniffelBonus: RULE_BONUS as number, kniffelIsFullHouse: RULE_KIF as boolean };
}

/** checkRules where any rule set may be played. */
function checkAnyRules(o: { [k: string]: unknown }): Rules | GameError {
  const base = presetRules(String(o.preset));
  if ("err" in base) return base;
  let r: Rules | GameError = base;
  for (let i = 0; i < SWITCHES.length && !("err" in r); i++) {
    const v = o[SWITCHES[i]];
    if (v === undefined) return fail("E_LOG", "rules." + SWITCHES[i]);
    if (base.game === "yatzy") {
      if (v !== (base as unknown as { [k: string]: unknown })[SWITCHES[i]]) return fail("E_SWITCH_YATZY", SWITCHES[i]);
    } else {
      r = withSwitch(r, SWITCHES[i], String(v));
    }
  }
  return r;
}

/** Checks a rule set read from outside (a saved game, a log): every field present and valid. */
export function checkRules(x: unknown): Rules | GameError {
  if (typeof x !== "object" || x === null) return fail("E_LOG", "rules");
  const o = x as { [k: string]: unknown };
  // A build with fixed rules (fixed.ts) plays only those: other rules are not its game. (An
  // if/else, not an early return: esbuild drops the other branch and what only it uses.)
  if (typeof RULE_PRESET === "string") {
    const fixed = fixedRules() as unknown as { [k: string]: unknown };
    for (let i = 0; i < SWITCHES.length; i++) if (o[SWITCHES[i]] !== fixed[SWITCHES[i]]) return fail("E_LOG", "rules." + SWITCHES[i]);
    return o.preset === fixed.preset ? (fixed as unknown as Rules) : fail("E_LOG", "rules.preset");
  } else {
    return checkAnyRules(o);
  }
}

/** The switches in which `rules` differ from their preset, as "name=value" texts. */
export function houseRules(rules: Rules): string[] {
  const base = presetRules(rules.preset) as Rules;
  const out: string[] = [];
  const a = rules as unknown as { [k: string]: unknown };
  const b = base as unknown as { [k: string]: unknown };
  for (let i = 0; i < SWITCHES.length; i++) {
    if (a[SWITCHES[i]] !== b[SWITCHES[i]]) out.push(SWITCHES[i] + "=" + a[SWITCHES[i]]);
  }
  return out;
}
