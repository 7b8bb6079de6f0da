// The solver against brute force on small states (up to three free boxes), under every
// preset and some house rules. The brute force shares nothing with the coach but the rules
// core: it holds dice by position, throws them by enumerating all 6^k outcomes, asks place()
// about every roll on the real sheet, and scores with columnTotals.
import { describe, expect, it } from "vitest";
import { solveValues } from "../../firmware/coach/solve";
import { filledMask, sheetState, stateSpace } from "../../firmware/coach/state";
import type { Rules } from "../../firmware/core";
import { boxIndex, columnTotals, newPlacement, place, sheetFor, UPPER_BOXES, Why } from "../../firmware/core";
import { rules } from "../core/helpers";
import { FIRST, rollAgain, ROLLS } from "./brute-dice";

/** Expected points still to come on a one-player sheet, by exhaustive search. */
function bruteForce(r: Rules, sc: Int16Array): number {
  const sheet = sheetFor(r.game);
  const pl = newPlacement();
  const memo = new Map<string, number>();
  // Memo key: what place() and the upper bonus can see (filled boxes, upper sum, Kniffel box).
  const key = (s: Int16Array) => Array.from(s, (v) => (v < 0 ? "-" : "x")).join("") +
    columnTotals(sheet, s, 0, 0).upper + "/" + (s[sheet.fiveBox] > 0);
  const future = (s: Int16Array): number => {
    if (s.every((v) => v >= 0)) return 0;
    const k = key(s);
    const known = memo.get(k);
    if (known !== undefined) return known;
    const before = columnTotals(sheet, s, 0, 0).grand;
    const w = new Float64Array(ROLLS.length).fill(-Infinity);
    ROLLS.forEach((dice, i) => {
      place(sheet, r, s, 0, dice, pl);
      const entries = sheet.ids.map((_, b) => [pl.why[b], b, pl.pts[b]]).filter(([why]) => why === Why.Ok);
      const bonus = pl.bonus;
      for (const [, b, pts] of entries) {
        const next = s.slice();
        next[b] = pts;
        w[i] = Math.max(w[i], columnTotals(sheet, next, 0, 0).grand - before + bonus + future(next));
      }
    });
    const w2 = rollAgain(rollAgain(w));
    const v = w2.reduce((sum, x, i) => sum + FIRST[i] * x, 0);
    memo.set(k, v);
    return v;
  };
  return future(sc);
}

/** A sheet with only `free` boxes free; upper boxes at par (3 of each) unless given. */
function sheetWith(r: Rules, free: string[], given: { [id: string]: number }): Int16Array {
  const sheet = sheetFor(r.game);
  return Int16Array.from(sheet.ids, (id, b) => {
    if (free.includes(id)) return -1;
    if (id in given) return given[id];
    return b < UPPER_BOXES ? 3 * (b + 1) : 0;
  });
}

const CASES: [string, string[], string[], { [id: string]: number }][] = [
  // preset, house rules, free boxes, given scores
  ["kniffel", [], ["fours", "fullHouse", "largeStraight"], { kniffel: 50, ones: 3, fives: 15 }],
  ["kniffel", [], ["smallStraight", "largeStraight"], { kniffel: 0 }],
  ["kniffel", ["fullHouseScoresSum", "kniffelIsFullHouse"], ["sixes", "fullHouse", "chance"], { kniffel: 50, fives: 10 }],
  ["meisterschaft", [], ["fours", "fullHouse", "chance"], { kniffel: 50, threes: 6 }],
  ["meisterschaft", ["kniffelIsFullHouse"], ["fullHouse", "largeStraight"], { kniffel: 50 }],
  ["tallynight", [], ["twos", "threeKind", "largeStraight"], { kniffel: 50 }],
  ["tallynight", ["extraKniffelBonus=100"], ["sixes", "smallStraight"], { kniffel: 50, ones: 0 }],
  ["yahtzee", [], ["fives", "fullHouse", "kniffel"], { twos: 4 }],
  ["yahtzee", [], ["sixes", "largeStraight", "chance"], { kniffel: 0, fives: 25 }],
  ["yahtzee", [], ["threes", "fourKind"], { kniffel: 50 }],
  ["yatzy", [], ["sixes", "twoPairs", "yatzy"], { fives: 10 }],
  ["yatzy", [], ["onePair", "smallStraight", "fullHouse"], {}],
];

describe("solver = brute force on small states", () => {
  for (const [preset, house, free, given] of CASES) {
    it(`${preset}${house.length ? " + " + house.join(",") : ""}: free ${free.join(", ")}`, () => {
      const r = rules(preset, house);
      for (const id of free.concat(Object.keys(given))) expect(boxIndex(sheetFor(r.game), id), id).toBeGreaterThanOrEqual(0);
      const sc = sheetWith(r, free, given);
      const space = stateSpace(r);
      const values = solveValues(r, filledMask(space, sc, 0));
      const exact = bruteForce(r, sc);
      expect(values[sheetState(space, sc, 0)]).toBeCloseTo(exact, 9);
    });
  }
});
