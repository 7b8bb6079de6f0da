// Playing to win on a watch (firmware/coach/standing-win.ts):
//  - exact where the issue asks it of a watch: the player's last turn (one box free) once every
//    other player has finished, each option's chance equal to the test's own brute force
//    (brute-pay.ts: every throw, the share of first place as the pay, a tie shared), on every
//    preset and the house rules;
//  - elsewhere an estimate: close to the simulator's engine (win.ts) on mid-game positions (a 0
//    that costs the bonus came out 6 points lower: the rows pool kinds of column), and a job of
//    small pieces whose answer is the same in any number of steps.
// How often its decisions differ from the simulator's is the bench's figure (build/bench/win.ts).
import { describe, expect, it } from "vitest";
import type { Column } from "../../firmware/coach/chance";
import { finish } from "../../firmware/coach/job";
import { standingWinJob, standingWins } from "../../firmware/coach/standing-win";
import type { ValueOf } from "../../firmware/coach/state";
import { newCoach } from "../../firmware/coach/turn";
import { newWinEngine } from "../../firmware/coach/win";
import { chanceTables } from "../../sim/advisor";
import { parseState } from "../../sim/cli/state";
import { DEFAULT_TABLES } from "../../sim/cli/tables";
import { rules } from "../core/helpers";
import { againstFinished, expectSame, gameOf, named } from "./win-helpers";

/** The last turn reads no value: a full column is its total. */
const NO_VALUE: ValueOf = () => {
  throw new Error("no value is read on the last turn");
};

// preset, house rules, the free box, given scores, dice, rolls left, the others' finished totals (points beyond this column's)
const LAST_TURN: [string, string[], string, { [id: string]: number }, number[], number, number[]][] = [
  ["kniffel", [], "chance", {}, [6, 6, 5, 2, 1], 2, [24, 20]],
  ["kniffel", [], "sixes", { kniffel: 50 }, [6, 6, 6, 6, 6], 1, [40, 40]],
  ["kniffel", ["fullHouseScoresSum"], "fullHouse", {}, [4, 4, 4, 6, 6], 1, [24, 24]],
  ["meisterschaft", [], "kniffel", {}, [5, 5, 5, 1, 2], 2, [0]],
  ["tallynight", [], "largeStraight", { kniffel: 50 }, [1, 2, 3, 4, 4], 2, [30, 25]],
  ["yahtzee", [], "fives", { kniffel: 50 }, [5, 5, 5, 1, 2], 2, [15, 10]],
  ["yatzy", [], "yatzy", {}, [6, 6, 6, 2, 2], 1, [0, 50]],
];

describe("the watch's advice to win on the player's last turn, the others finished: every option = brute force", () => {
  for (const [preset, house, free, given, dice, left, ahead] of LAST_TURN) {
    it(`${preset}${house.length ? " + " + house.join(",") : ""}: ${free} free; ${dice.join("")}, ${left} left, against ${ahead.map((a) => "+" + a).join(", ")}`, () => {
      const r = rules(preset, house);
      const { g, brute } = againstFinished(r, [free], given, dice, left, ahead);
      const options = finish(standingWinJob(newCoach(r, false), g, NO_VALUE));
      // The entries' chances are kept in single precision (a watch's memory): 7 digits.
      expectSame(named(options, dice), brute, 6);
      expect(options[0].p).toBeGreaterThan(options[options.length - 1].p); // the choice matters
    });
  }
});

describe("the watch's advice to win elsewhere", () => {
  const r = rules("kniffel", []);
  const tables = chanceTables(r, DEFAULT_TABLES, () => undefined);
  const col = (text: string) => parseState(text, r, true) as Column;
  // Mid-game positions: two and four players, behind, level and ahead, the bonus and the Kniffel box open or not.
  const positions: [string[], number[], number][] = [
    [["ones=3,twos=6,threes=9,chance=22", "ones=2,twos=6,threes=12,chance=25"], [3, 3, 5, 2, 6], 2],
    [["ones=3,twos=6,threes=9,fours=12,fives=15,sixes=18,kniffel=0", "ones=4,twos=8,threes=9,fours=16,fives=20,sixes=24,kniffel=50,chance=28"], [6, 6, 6, 1, 2], 2],
    [["threeKind=24,fourKind=22,fullHouse=25,smallStraight=30,largeStraight=40,kniffel=50,chance=24", "ones=3,twos=6,threes=9,fours=12,fives=15,sixes=18,chance=20"], [4, 4, 2, 5, 1], 1],
    [["ones=3", "twos=6", "fullHouse=25", "chance=21"], [1, 2, 3, 4, 6], 2],
  ];
  for (const [states, dice, left] of positions) {
    it(`${states.length} players, ${dice.join("")} with ${left} left: every chance within 0.07 of the simulator's, the same best choice`, () => {
      const cols = states.map(col);
      const g = gameOf(r, cols, 0, dice, left);
      const watch = named(finish(standingWinJob(newCoach(r, false), g, tables.value)), dice);
      const sim = named(newWinEngine(r, tables, 3).options(g), dice);
      expect([...watch.keys()].sort()).toEqual([...sim.keys()].sort());
      for (const [k, p] of watch) expect(Math.abs(p - sim.get(k)!), k).toBeLessThan(0.07);
      const top = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1])[0][0];
      expect(sim.get(top(watch))!).toBeGreaterThan(sim.get(top(sim))! - 0.005);
    });
  }

  it("is a job of small pieces with the same answer; [] before a roll and without the rules' table", () => {
    const g = gameOf(r, [col("ones=3"), col("twos=6"), col("chance=20")], 0, [2, 2, 3, 5, 6], 2);
    const j = standingWinJob(newCoach(r, false), g, tables.value);
    let pieces = 0;
    while (!j.step()) pieces++;
    // the others' standings, their shares (two a piece), 12 free boxes two a piece, the entries' chances in 2 pieces, 6 roll pieces, 3 passes of 1 piece
    expect(pieces).toBe(1 + 1 + 6 + 2 + 6 + 3);
    expect(j.result()).toEqual(finish(standingWinJob(newCoach(r, false), g, tables.value)));
    const wins = standingWins((rr) => (rr === r ? tables.value : null));
    expect(finish(wins.winJob({ ...g, roll: 0 }))).toEqual([]);
    expect(finish(wins.winJob({ ...g, setup: { ...g.setup, rules: rules("yahtzee", []) } }))).toEqual([]);
  });
});
