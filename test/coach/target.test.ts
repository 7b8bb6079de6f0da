// Playing for a total (firmware/coach/target.ts) against the test's own brute force, under
// every preset and some house rules: the chance of finishing with at least the target for
// every option of a position, entries and keeps alike. The brute force shares nothing with
// the engine but the rules core (place(), columnTotals) and the dice of brute-dice.ts: it
// holds dice by position, throws them by enumerating every outcome, and searches every
// column the turns can leave. Positions with one and two free boxes, and three where the
// boxes take few scores (the brute force is kept to seconds).
import { describe, expect, it } from "vitest";
import { TARGET_FREE, targetOptions } from "../../firmware/coach/target";
import { boxIndex, columnTotals, sheetFor } from "../../firmware/core";
import { rules } from "../core/helpers";
import { bruteOptions, sheetWith } from "./brute-pay";

// preset, house rules, free boxes, given scores, dice, rolls left, points needed beyond what the column holds
const CASES: [string, string[], string[], { [id: string]: number }, number[], number, number][] = [
  ["kniffel", [], ["chance"], { kniffel: 50 }, [6, 6, 5, 2, 1], 2, 24],
  ["kniffel", [], ["sixes"], { kniffel: 50, fives: 20 }, [6, 6, 3, 2, 1], 2, 24],
  ["kniffel", [], ["kniffel"], {}, [4, 4, 4, 2, 1], 1, 50],
  ["kniffel", [], ["largeStraight", "kniffel"], { smallStraight: 30 }, [2, 3, 4, 5, 5], 2, 60],
  ["kniffel", ["fullHouseScoresSum", "kniffelIsFullHouse"], ["fullHouse", "fours"], { kniffel: 50 }, [4, 4, 4, 6, 6], 1, 35],
  ["meisterschaft", [], ["fours", "chance"], { kniffel: 50, threes: 6 }, [4, 4, 1, 2, 6], 2, 40],
  ["tallynight", [], ["smallStraight", "largeStraight", "fullHouse"], { kniffel: 50 }, [1, 2, 3, 4, 4], 2, 70],
  ["tallynight", ["extraKniffelBonus=100"], ["sixes", "chance"], { kniffel: 50, ones: 0 }, [6, 6, 6, 6, 6], 0, 185],
  ["yahtzee", [], ["fives", "kniffel"], { twos: 4 }, [5, 5, 5, 1, 2], 2, 60],
  ["yahtzee", [], ["threes", "fourKind"], { kniffel: 50 }, [3, 3, 3, 3, 3], 2, 120],
  ["yatzy", [], ["sixes", "yatzy"], { fives: 10 }, [6, 6, 6, 2, 2], 1, 60],
  ["yatzy", [], ["onePair", "smallStraight", "largeStraight"], {}, [1, 2, 3, 4, 4], 2, 35],
];

describe("playing for a total = brute force, every option", () => {
  for (const [preset, house, free, given, dice, left, need] of CASES) {
    it(`${preset}${house.length ? " + " + house.join(",") : ""}: free ${free.join(", ")}; ${dice.join("")}, ${left} left, ${need} more points`, () => {
      const r = rules(preset, house);
      const sc = sheetWith(r, free, given);
      const target = columnTotals(sheetFor(r.game), sc, 0, 0).grand + need;
      const opts = targetOptions(r, sc, 0, dice, left, target);
      const brute = bruteOptions(r, sc, 0, dice, left, (total) => (total >= target ? 1 : 0));
      // Each engine option as the brute force names it; a keep as the dice it holds.
      const named = new Map(opts.map((o) => [o.box >= 0 ? "box " + o.box : "keep " + dice.filter((_, i) => o.held & (1 << i)).sort().join(""), o.p]));
      expect(named.size).toBe(opts.length); // each keep once
      expect([...named.keys()].sort()).toEqual([...brute.keys()].sort());
      for (const [k, p] of named) expect(p, k).toBeCloseTo(brute.get(k)!, 10);
      // Best first, and where there is a choice, it matters (Tallynight's later Kniffel is forced into its upper box).
      expect(opts.map((o) => o.p)).toEqual([...opts.map((o) => o.p)].sort((a, b) => b - a));
      if (opts.length > 1) expect(opts[0].p).toBeGreaterThan(opts[opts.length - 1].p);
      else expect(opts[0].box).toBe(boxIndex(sheetFor(r.game), "sixes"));
    });
  }
});

describe("playing for a total: bounds", () => {
  const r = rules("kniffel", []);
  const sc = sheetWith(r, ["fullHouse", "chance", "kniffel"], { sixes: 24 });
  const banked = columnTotals(sheetFor(r.game), sc, 0, 0).grand;

  it("a target already reached is certain; one beyond the column's best is impossible; the chance falls as the target rises", () => {
    expect(targetOptions(r, sc, 0, [1, 2, 3, 4, 6], 2, banked)[0].p).toBeCloseTo(1, 12);
    // (At most 25 + 30 + 50 and two later Kniffels' bonus of 50 each.)
    expect(targetOptions(r, sc, 0, [1, 2, 3, 4, 6], 2, banked + 25 + 30 + 50 + 2 * 50 + 1)[0].p).toBe(0);
    const best = [banked + 40, banked + 60, banked + 80].map((t) => targetOptions(r, sc, 0, [6, 6, 6, 2, 1], 2, t)[0].p);
    expect(best[0]).toBeGreaterThan(best[1]);
    expect(best[1]).toBeGreaterThan(best[2]);
  });

  it(`refuses more than ${TARGET_FREE} free boxes`, () => {
    expect(() => targetOptions(r, sheetWith(r, ["ones", "twos", "threes", "fours"], {}), 0, [1, 1, 1, 1, 1], 2, 50)).toThrow(/at most 3 free boxes/);
  });
});
