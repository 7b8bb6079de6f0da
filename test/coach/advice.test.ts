// The within-turn optimiser's advice is legal under every rule set, whatever the values it
// is given (here a fixed pseudo-random table): every chosen move is accepted by the core.
import { describe, expect, it } from "vitest";
import type { ValueOf } from "../../firmware/coach/state";
import { advise, newCoach } from "../../firmware/coach/turn";
import { KNIFFEL_SHEET } from "../../firmware/core";
import { sfc32 } from "../../sim/rng";
import { rules } from "../core/helpers";
import { playWithCoach } from "./play";

/** Arbitrary but fixed values in 0..300: legality must not depend on them. */
const scrambled: ValueOf = (i) => ((i * 2654435761) >>> 0) % 30001 / 100;

const RULE_SETS: [string, string[]][] = [
  ["kniffel", []], ["meisterschaft", []], ["tallynight", []], ["yahtzee", []], ["yatzy", []],
  ["kniffel", ["fullHouseScoresSum", "kniffelIsFullHouse", "extraKniffelBonus=100"]],
  ["meisterschaft", ["kniffelIsFullHouse", "voluntaryStrike=false"]],
  ["tallynight", ["voluntaryStrike=true"]],
  ["yahtzee", ["extraKniffel=upperFirst", "fullHouseScoresSum"]],
];

describe("advice is legal under every rule set", () => {
  for (const [preset, house] of RULE_SETS) {
    it(`${preset}${house.length ? " + " + house.join(",") : ""}: 3 games of 2 players`, () => {
      const r = rules(preset, house);
      const c = newCoach(r);
      const next = sfc32(preset.length * 31 + house.length);
      for (let i = 0; i < 3; i++) playWithCoach(r, 2, c, scrambled, next);
    });
  }

  it("no roll left: only boxes; with rolls left: the 31 keeps of five different dice", () => {
    const c = newCoach(rules("kniffel"));
    const sc = new Int16Array(13).fill(-1);
    const last = advise(c, sc, 0, 0, [1, 2, 3, 4, 6], 0, scrambled);
    expect(last.every((o) => o.box >= 0)).toBe(true);
    // Without voluntaryStrike 1-2-3-4-6 may go into the upper boxes, the small straight and Chance.
    const ids = last.map((o) => KNIFFEL_SHEET.ids[o.box]).sort();
    expect(ids).toEqual(["chance", "fives", "fours", "ones", "sixes", "smallStraight", "threes", "twos"]);
    const more = advise(c, sc, 0, 0, [1, 2, 3, 4, 6], 2, scrambled);
    expect(more.filter((o) => o.box < 0).length).toBe(31);
    expect(advise(c, sc, 0, 0, [6, 6, 6, 6, 6], 1, scrambled).filter((o) => o.box < 0).length).toBe(5);
  });
});
