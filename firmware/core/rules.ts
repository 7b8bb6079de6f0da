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

// The lists below are made anew at each call, not kept as constants: on Espruino an array
// holds about two variables per entry for as long as the app runs, and these are asked for
// only when a game starts, a save is read or a rule menu shows.

/** The presets, in the rule menu's order. */
export function presetIds(): PresetId[] {
  return ["kniffel", "meisterschaft", "tallynight", "yahtzee", "yatzy"];
}
/** A house rule's name (also, after "sw.", the key of its label in text.ts). */
export type SwitchName = "extraKniffel" | "voluntaryStrike" | "fullHouseScoresSum" | "extraKniffelBonus" | "kniffelIsFullHouse";
/** The house rules, in the house menu's order. */
export function switchNames(): SwitchName[] {
  return ["extraKniffel", "voluntaryStrike", "fullHouseScoresSum", "extraKniffelBonus", "kniffelIsFullHouse"];
}
/** The readings of an extra Kniffel a player may choose, in the house menu's cycle. */
export function extraReadings(): ExtraKniffel[] {
  return ["freeChoice", "upperFirst", "mustFit", "joker"];
}
/** The presets and the house rules as constants, for the desktop's code and tests (a device bundle drops them). */
export const PRESET_IDS: PresetId[] = /* @__PURE__ */ presetIds();
export const SWITCHES: SwitchName[] = /* @__PURE__ */ switchNames();

export function presetRules(id: string): Rules | GameError {
  const ids = presetIds();
  const i = ids.indexOf(id as PresetId);
  if (i < 0) return fail("E_PRESET", id);
  // One row per preset, in presetIds() order: extraKniffel, voluntaryStrike, extraKniffelBonus.
  const row = ([
    ["freeChoice", false, 50],
    ["mustFit", true, 50],
    ["upperFirst", false, 50],
    ["joker", true, 100],
    ["none", true, 0],
  ] as [ExtraKniffel, boolean, number][])[i];
  return {
    preset: ids[i],
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
  if (switchNames().indexOf(name as SwitchName) < 0) return fail("E_SWITCH", name);
  if (rules.game === "yatzy") return fail("E_SWITCH_YATZY", name);
  const r: Rules = Object.assign({}, rules);
  const bad = fail("E_SWITCH_VALUE", name + "=" + value);
  if (name === "extraKniffel") {
    if (value === undefined || extraReadings().indexOf(value as ExtraKniffel) < 0) return bad;
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
  const names = switchNames();
  for (let i = 0; i < names.length && !("err" in r); i++) {
    const v = o[names[i]];
    if (v === undefined) return fail("E_LOG", "rules." + names[i]);
    if (base.game === "yatzy") {
      if (v !== (base as unknown as { [k: string]: unknown })[names[i]]) return fail("E_SWITCH_YATZY", names[i]);
    } else {
      r = withSwitch(r, names[i], String(v));
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
    const names = switchNames();
    for (let i = 0; i < names.length; i++) if (o[names[i]] !== fixed[names[i]]) return fail("E_LOG", "rules." + names[i]);
    return o.preset === fixed.preset ? (fixed as unknown as Rules) : fail("E_LOG", "rules.preset");
  } else {
    return checkAnyRules(o);
  }
}

/** The switches in which `rules` differ from their preset, as "name=value" texts. */
export function houseRules(rules: Rules): string[] {
  const base = presetRules(rules.preset) as Rules;
  const out: string[] = [];
  const names = switchNames();
  const a = rules as unknown as { [k: string]: unknown };
  const b = base as unknown as { [k: string]: unknown };
  for (let i = 0; i < names.length; i++) {
    if (a[names[i]] !== b[names[i]]) out.push(names[i] + "=" + a[names[i]]);
  }
  return out;
}
