// Playing to win (firmware/coach/win.ts) against the test's own brute force, where the engine is
// exact:
//  - every other player finished (up to three free boxes): each option's chance to win equals
//    the brute force's expected share of first place, every later choice maximising it
//    (brute-pay.ts, the pay of a final total: 1 above the best other, a share when tied);
//  - the last round with the others still to play their last turn: the others' final totals by
//    the brute force's expected-score play (brute-totals.ts), the share of each of this
//    player's totals by every combination of theirs.
// The brute forces share nothing with the engine but the rules core and the dice.
import { describe, expect, it } from "vitest";
import type { Tables } from "../../firmware/coach/estimate";
import { bestOption, LEVELS, PROFI, sameChoice, SIEG, winMove } from "../../firmware/coach/players";
import { adviseGame, newCoach } from "../../firmware/coach/turn";
import { newWinEngine } from "../../firmware/coach/win";
import { columnTotals, sheetFor } from "../../firmware/core";
import { simWins } from "../../sim/advisor";
import { DEFAULT_TABLES, valuesFor } from "../../sim/cli/tables";
import { duel } from "../../sim/duel";
import { sfc32 } from "../../sim/rng";
import { rules } from "../core/helpers";
import { bruteOptions, sheetWith } from "./brute-pay";
import type { Dist } from "./brute-totals";
import { bruteTotals } from "./brute-totals";
import { CASES, columnsOf } from "./chance-cases";
import { againstFinished, expectSame, finished, gameOf, named } from "./win-helpers";

/** Tables the exact cases never read (the last round and finished columns need no value or spread). */
const UNUSED: Tables = {
  value: () => { throw new Error("no value is read in the last round"); },
  spread: () => { throw new Error("no spread is read in the last round"); },
};

// preset, house rules, free boxes, given scores, dice, rolls left, the others' finished totals (points beyond this column's)
const FINISHED: [string, string[], string[], { [id: string]: number }, number[], number, number[]][] = [
  ["kniffel", [], ["chance"], { kniffel: 50 }, [6, 6, 5, 2, 1], 2, [24, 20]],
  ["kniffel", [], ["largeStraight", "kniffel"], { smallStraight: 30 }, [2, 3, 4, 5, 5], 2, [40]],
  ["kniffel", ["fullHouseScoresSum"], ["fullHouse", "fours"], { kniffel: 50 }, [4, 4, 4, 6, 6], 1, [30, 30]],
  ["yahtzee", [], ["fives", "kniffel"], { twos: 4 }, [5, 5, 5, 1, 2], 2, [60]],
  ["tallynight", [], ["smallStraight", "largeStraight", "fullHouse"], { kniffel: 50 }, [1, 2, 3, 4, 4], 2, [70, 25]],
  ["yatzy", [], ["sixes", "yatzy"], { fives: 10 }, [6, 6, 6, 2, 2], 1, [60]],
];

describe("every other player finished: the chance to win of every option = brute force", () => {
  for (const [preset, house, free, given, dice, left, ahead] of FINISHED) {
    it(`${preset}${house.length ? " + " + house.join(",") : ""}: free ${free.join(", ")}; ${dice.join("")}, ${left} left, against ${ahead.map((a) => "+" + a).join(", ")}`, () => {
      const r = rules(preset, house);
      const { g, brute } = againstFinished(r, free, given, dice, left, ahead);
      const options = newWinEngine(r, UNUSED, 3).options(g);
      expectSame(named(options, dice), brute);
      expect(options[0].p).toBeGreaterThan(options[options.length - 1].p); // the choice matters
    });
  }
});

/** The share of first place each total of one player gives against the others' distributions, every combination of theirs. */
function bruteShare(others: Dist[]): (total: number) => number {
  return (total) => {
    let share = 0;
    const walk = (j: number, tiedWith: number, p: number): void => {
      if (j === others.length) {
        share += p / (tiedWith + 1);
        return;
      }
      for (const [t, q] of others[j]) if (t <= total) walk(j + 1, tiedWith + (t === total ? 1 : 0), p * q);
    };
    walk(0, 0, 1);
    return share;
  };
}

describe("the last round, the others still to play: the chance to win of every option = brute force", () => {
  // The chance cases' columns, the first player mid-turn in their last turn.
  const cases: [number, number[], number][] = [[0, [6, 6, 6, 2, 1], 2], [1, [2, 3, 4, 5, 5], 1], [0, [1, 1, 1, 1, 1], 1]];
  CASES.slice(0, 4).forEach(([preset, house, states], k) => {
    const [me, dice, left] = cases[k % cases.length];
    it(`${preset}: ${states.length} players, player ${me + 1} at ${dice.join("")} with ${left} left`, () => {
      const r = rules(preset, house);
      const cols = columnsOf(r, states);
      const g = gameOf(r, cols, me, dice, left);
      const options = newWinEngine(r, UNUSED, 3).options(g);
      const share = bruteShare(cols.filter((_, i) => i !== me).map((c) => bruteTotals(r, c.sc, c.extra)));
      expectSame(named(options, dice), bruteOptions(r, cols[me].sc, cols[me].extra, dice, left, share));
    });
  });
});

describe("the move to win", () => {
  it("a certain win is played as the coach plays for points (ties go to the best expected score)", () => {
    const r = rules("kniffel", []);
    const sc = sheetWith(r, ["chance", "kniffel", "fullHouse"], {});
    const g = gameOf(r, [{ sc, extra: 0 }, finished(r, 0)], 0, [6, 6, 5, 2, 1], 2);
    const engine = newWinEngine(r, UNUSED, 3);
    const coach = newCoach(r);
    const value = valuesFor(r, DEFAULT_TABLES, () => undefined);
    const byScore = adviseGame(coach, g, value);
    expect(engine.options(g)[0].p).toBeCloseTo(1, 12);
    expect(engine.move(g, byScore)).toEqual(bestOption(byScore));
  });

  it("where the coach's move for points differs, the move to win has the better chance (and it differs somewhere)", () => {
    let differ = 0;
    for (const [preset, house, free, given, dice, left, ahead] of FINISHED) {
      const r = rules(preset, house);
      const sc = sheetWith(r, free, given);
      const banked = columnTotals(sheetFor(r.game), sc, 0, 0).grand;
      const g = gameOf(r, [{ sc, extra: 0 }, ...ahead.map((a) => finished(r, banked + a))], 0, dice, left);
      const engine = newWinEngine(r, UNUSED, 3);
      const byScore = adviseGame(newCoach(r), g, valuesFor(r, DEFAULT_TABLES, () => undefined));
      const coach = bestOption(byScore);
      const options = engine.options(g);
      const move = winMove(options, byScore);
      const chance = (m: { box: number; held: number }) => options.find((o) => sameChoice(o, m))!.p;
      if (move.box !== coach.box || move.held !== coach.held) {
        differ++;
        expect(chance(move), `${preset} ${free.join(",")}`).toBeGreaterThan(chance(coach) + 1e-6);
      } else expect(chance(move)).toBeCloseTo(chance(coach), 12);
    }
    expect(differ).toBeGreaterThan(0);
  });
});

describe("Sieg at the table", () => {
  it("plays whole games against Profi without a refused move (Kniffel, two and four players)", () => {
    const r = rules("kniffel", []);
    const value = valuesFor(r, DEFAULT_TABLES, () => undefined);
    const wins = simWins(DEFAULT_TABLES, () => undefined);
    for (const levels of [[SIEG, PROFI], [PROFI, SIEG, PROFI, PROFI]]) {
      const seats = duel(levels, 4, r, sfc32(levels.length), () => value, wins);
      expect(seats.map((s) => s.level)).toEqual(levels.map((l) => LEVELS[l]));
      expect(seats.reduce((a, s) => a + s.wins, 0)).toBeCloseTo(4, 9);
      for (const s of seats) expect(s.mean).toBeGreaterThan(100);
    }
  });
});
