// The spread table (firmware/coach/spread.ts: the standard deviation of the points still to come
// under the coach's play) against the test's own brute force of the last two turns
// (brute-totals.ts), under several presets: every state after a sheet with two free boxes is
// solved by the engine (solveSpread's `within`), and the brute force plays the same column for
// the most expected points over every throw. The whole Yahtzee table's first state against
// the published figures (Verhoeff: 254.59 points, standard deviation 59.61) is in the soak.
import { describe, expect, it } from "vitest";
import { solveSpread } from "../../firmware/coach/spread";
import { filledMask, sheetState, stateSpace } from "../../firmware/coach/state";
import { columnTotals, sheetFor } from "../../firmware/core";
import { rules } from "../core/helpers";
import { sheetWith } from "./brute-pay";
import { bruteTotals } from "./brute-totals";

// preset, house rules, the two free boxes, given scores (upper boxes at par otherwise)
const CASES: [string, string[], string[], { [id: string]: number }][] = [
  ["kniffel", [], ["fullHouse", "kniffel"], {}],
  ["kniffel", [], ["sixes", "chance"], { fives: 10 }],
  ["yahtzee", [], ["largeStraight", "kniffel"], { kniffel: 50 }],
  ["meisterschaft", [], ["fours", "smallStraight"], { threes: 3 }],
];

describe("the spread of the rest = brute force over the last two turns", () => {
  for (const [preset, house, free, given] of CASES) {
    it(`${preset}${house.length ? " + " + house.join(",") : ""}: free ${free.join(", ")}`, () => {
      const r = rules(preset, house);
      const sc = sheetWith(r, free, given);
      const space = stateSpace(r);
      const heard: [number, number][] = [];
      const spread = solveSpread(r, filledMask(space, sc, 0), (done, total) => heard.push([done, total]));
      const state = sheetState(space, sc, 0);
      const banked = columnTotals(sheetFor(r.game), sc, 0, 0).grand;
      const dist = [...bruteTotals(r, sc, 0)];
      const mean = dist.reduce((a, [t, p]) => a + t * p, 0);
      const sd = Math.sqrt(dist.reduce((a, [t, p]) => a + (t - mean) ** 2 * p, 0));
      expect(spread.values[state], "expected rest").toBeCloseTo(mean - banked, 9);
      expect(spread.sd[state], "spread").toBeCloseTo(sd, 9);
      expect(sd).toBeGreaterThan(5); // a real spread, not a certain rest
      // Its progress (the page's bar): one call per set of filled boxes solved, those with one or both of the two boxes free.
      expect(heard).toEqual([1, 2, 3].map((d) => [d, 3]));
    });
  }
});
