// Playing for a total (firmware/coach/target.ts) against the test's own brute force, under
// every preset and some house rules: the chance of finishing with at least the target for
// every option of a position, entries and keeps alike. The brute force shares nothing with
// the engine but the rules core (place(), columnTotals) and the dice of brute-dice.ts: it
// holds dice by position, throws them by enumerating every outcome, and searches every
// column the turns can leave. Positions with one and two free boxes, and three where the
// boxes take few scores (the brute force is kept to seconds).
import { describe, expect, it } from "vitest";
import { TARGET_FREE, targetOptions } from "../../firmware/coach/target";
import type { Rules } from "../../firmware/core";
import { boxIndex, columnTotals, newPlacement, place, sheetFor, UPPER_BOXES, Why } from "../../firmware/core";
import { rules } from "../core/helpers";
import { FIRST, NEXT, rollAgain, ROLL_INDEX, ROLLS } from "./brute-dice";

/** The brute force's chance of reaching `target` from the start of a turn, and for each roll with a roll count left. */
function bruteForce(r: Rules, target: number) {
  const sheet = sheetFor(r.game);
  const pl = newPlacement();
  const memo = new Map<string, number>();
  // The recursion goes through `self` (lint: nothing used before it is defined).
  const self = { chance: (_s: Int16Array, _extra: number) => 0 };
  const afterEntry = (s: Int16Array, extra: number, dice: number[]): { b: number; p: number }[] => {
    place(sheet, r, s, 0, dice, pl);
    const ok = sheet.ids.map((_, b) => [pl.why[b], b, pl.pts[b]]).filter(([why, b]) => why === Why.Ok && s[b] < 0);
    const bonus = pl.bonus;
    return ok.map(([, b, pts]) => {
      const next = s.slice();
      next[b] = pts;
      return { b, p: self.chance(next, extra + bonus) };
    });
  };
  const entryChances = (s: Int16Array, extra: number): Float64Array =>
    Float64Array.from(ROLLS, (dice) => Math.max(0, ...afterEntry(s, extra, dice).map((e) => e.p)));
  self.chance = (s: Int16Array, extra: number): number => {
    if (s.every((v) => v >= 0)) return columnTotals(sheet, s, 0, extra).grand >= target ? 1 : 0;
    const k = s.join(",") + "+" + extra;
    const known = memo.get(k);
    if (known !== undefined) return known;
    const w2 = rollAgain(rollAgain(entryChances(s, extra)));
    const v = w2.reduce((sum, x, i) => sum + FIRST[i] * x, 0);
    memo.set(k, v);
    return v;
  };
  return { afterEntry, entryChances };
}

/** The brute force's chance of each entry and of each kept multiset (sorted dice as text) for a position. */
function bruteOptions(r: Rules, sc: Int16Array, extra: number, dice: number[], rollsLeft: number, target: number): Map<string, number> {
  const bf = bruteForce(r, target);
  const out = new Map<string, number>();
  for (const e of bf.afterEntry(sc, extra, dice)) out.set("box " + e.b, e.p);
  if (rollsLeft > 0) {
    let w = bf.entryChances(sc, extra);
    for (let n = 1; n < rollsLeft; n++) w = rollAgain(w);
    const sorted = [...dice].sort();
    const roll = ROLL_INDEX.get(sorted.join(""))!;
    for (let h = 0; h < 31; h++) {
      const kept = sorted.filter((_, i) => h & (1 << i)).join("");
      out.set("keep " + kept, NEXT[roll][h].reduce((sum, o) => sum + o.p * w[o.roll], 0));
    }
  }
  return out;
}

/** A column with only `free` boxes free; upper boxes at par (3 of each) unless given. */
function sheetWith(r: Rules, free: string[], given: { [id: string]: number }): Int16Array {
  const sheet = sheetFor(r.game);
  for (const id of free.concat(Object.keys(given))) expect(boxIndex(sheet, id), id).toBeGreaterThanOrEqual(0);
  return Int16Array.from(sheet.ids, (id, b) => {
    if (free.includes(id)) return -1;
    if (id in given) return given[id];
    return b < UPPER_BOXES ? 3 * (b + 1) : 0;
  });
}

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
      const brute = bruteOptions(r, sc, 0, dice, left, target);
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
