// The odds against RULES §6 and against brute force. The brute force shares nothing with
// odds.ts but the rules core: it holds dice by position, throws the others over all 6^k
// outcomes in order, and asks place() whether the final dice make the box.
import { describe, expect, it } from "vitest";
import { diceTables, FACES, keepOf } from "../../firmware/coach/dice";
import { leanCounts, leanFaces, newLean } from "../../firmware/coach/lean";
import type { Odds } from "../../firmware/coach/odds";
import { newOdds, newOddsResult, odds } from "../../firmware/coach/odds";
import type { Rules } from "../../firmware/core";
import { boxIndex, newPlacement, place, sheetFor, Why } from "../../firmware/core";
import { rules } from "../core/helpers";

const KNIFFEL = rules("kniffel");

/** Does `dice` make box b on sheet sc (the definition at the top of odds.ts)? */
function makes(r: Rules, sc: Int16Array, dice: number[], b: number): boolean {
  if (b < 0) return dice.every((d) => d === dice[0]);
  const pl = place(sheetFor(r.game), r, sc, 0, dice, newPlacement());
  return pl.why[b] === Why.Ok && pl.pts[b] >= (b < 6 ? 3 * (b + 1) : 1);
}

/** Ordered dice as a number: die i (1..6) in base-6 digit i. */
const POW = [1, 6, 36, 216, 1296];
const digits = (x: number) => POW.map((p) => (Math.floor(x / p) % 6) + 1);
/** Each ordered roll's sorted twin, so that memos and place() see each multiset once. */
const SORTED = Int16Array.from({ length: 7776 }, (_, x) => digits(x).sort().reduce((s, d, i) => s + (d - 1) * POW[i], 0));

/** Chance of making box b (-1: five equal) from ordered dice with `left` rolls, by positions. */
function brute(r: Rules, sc: Int16Array, b: number): (dice: number[] | null, held: number, left: number) => number {
  const made = new Uint8Array(7776);
  for (let x = 0; x < 7776; x++) made[x] = SORTED[x] === x ? (makes(r, sc, digits(x), b) ? 1 : 0) : 0;
  for (let x = 0; x < 7776; x++) made[x] = made[SORTED[x]];
  const memo = new Float64Array(7776 * 4).fill(-1);
  // best and throwRest call each other: best is assigned below.
  let best: (x: number, left: number) => number = () => 0;
  // Rolling the dice not in `held` from x, then playing on with `left` rolls.
  const throwRest = (x: number, held: number, left: number): number => {
    let base = 0;
    const free: number[] = [];
    for (let i = 0; i < 5; i++) {
      if (held & (1 << i)) base += (Math.floor(x / POW[i]) % 6) * POW[i];
      else free.push(POW[i]);
    }
    let total = 0;
    const outcomes = 6 ** free.length;
    for (let y = 0; y < outcomes; y++) {
      let e = base;
      for (let j = 0, z = y; j < free.length; j++, z = Math.floor(z / 6)) e += (z % 6) * free[j];
      total += best(e, left);
    }
    return total / outcomes;
  };
  best = (x: number, left: number): number => {
    if (made[x]) return 1;
    if (left === 0) return 0;
    const k = SORTED[x] * 4 + left;
    if (memo[k] >= 0) return memo[k];
    let v = 0;
    for (let h = 0; h < 31; h++) v = Math.max(v, throwRest(SORTED[x], h, left - 1));
    return (memo[k] = v);
  };
  const index = (d: number[]) => d.reduce((s, f, i) => s + (f - 1) * POW[i], 0);
  return (dice, held, left) => {
    if (!dice) return throwRest(0, 0, left - 1);
    return held < 0 ? best(index(dice), left) : throwRest(index(dice), held, left - 1);
  };
}

const empty = (r: Rules) => new Int16Array(sheetFor(r.game).kinds.length).fill(-1);
const box = (r: Rules, id: string) => boxIndex(sheetFor(r.game), id);

describe("lean keep tables", () => {
  it("number keeps and rolls exactly as dice.ts", () => {
    const t = diceTables();
    const l = newLean();
    const cnt = new Uint8Array(7);
    const die = new Uint8Array(5);
    for (let r = 0; r < 252; r++) {
      const faces = Array.from(leanFaces(l, r, die));
      expect(keepOf(l, faces, 31)).toBe(210 + r);
      for (let held = 0; held < 32; held++) expect(keepOf(l, faces, held)).toBe(t.key.indexOf(faces.filter((_, i) => held & (1 << i)).reduce((k, f) => k + (1 << (3 * (f - 1))), 0)));
      expect(leanCounts(l, r, cnt)).toBe(faces.reduce((s, f) => s + f, 0));
      for (let f = 1; f <= FACES; f++) expect(cnt[f]).toBe(faces.filter((x) => x === f).length);
    }
  });
});

describe("odds: RULES §6, first roll of five dice (one roll, exact over 7776)", () => {
  const o = newOdds(KNIFFEL);
  const res = odds(o, empty(KNIFFEL), 0, null, 0, 1, newOddsResult(13));
  it.each([
    ["kniffel", 6], ["fourKind", 156], ["fullHouse", 300], ["largeStraight", 240],
    ["smallStraight", 1200], ["threeKind", 1656], ["sixes", 276], ["ones", 276], ["chance", 7776],
  ])("%s: %i / 7776", (id, ways) => {
    expect(res.best[box(KNIFFEL, id)]).toBeCloseTo(ways / 7776, 7);
    expect(res.roll[box(KNIFFEL, id)]).toBeCloseTo(ways / 7776, 7);
  });
  it("Kniffel this turn: 6 / 7776", () => expect(res.five).toBeCloseTo(6 / 7776, 8));
  it("under kniffelIsFullHouse five equal count as a full house too: 306 / 7776", () => {
    const r = rules("kniffel", ["kniffelIsFullHouse"]);
    expect(odds(newOdds(r), empty(r), 0, null, 0, 1, newOddsResult(13)).best[box(r, "fullHouse")]).toBeCloseTo(306 / 7776, 7);
  });
});

describe("odds: a whole turn", () => {
  it("Kniffel in three rolls with the best holds: 2,783,176 / 6^10 (~4.60 %)", () => {
    const res = odds(newOdds(KNIFFEL), empty(KNIFFEL), 0, null, 0, 3, newOddsResult(13));
    expect(res.best[box(KNIFFEL, "kniffel")]).toBeCloseTo(2783176 / 6 ** 10, 6);
    expect(res.five).toBeCloseTo(2783176 / 6 ** 10, 6);
    expect(res.five.toFixed(3)).toBe("0.046");
  });

  it("filled boxes get -1; no roll left: whether the dice make it now", () => {
    const sc = empty(KNIFFEL);
    sc[box(KNIFFEL, "largeStraight")] = 40;
    const res = odds(newOdds(KNIFFEL), sc, 0, [2, 3, 4, 5, 6], 0, 0, newOddsResult(13));
    expect(res.best[box(KNIFFEL, "largeStraight")]).toBe(-1);
    expect(res.best[box(KNIFFEL, "smallStraight")]).toBe(1);
    expect(res.best[box(KNIFFEL, "kniffel")]).toBe(0);
    expect(res.roll[box(KNIFFEL, "smallStraight")]).toBe(-1);
    expect(res.now[box(KNIFFEL, "smallStraight")]).toBe(1);
  });

  it("all five held: no roll", () => {
    const res = odds(newOdds(KNIFFEL), empty(KNIFFEL), 0, [6, 6, 6, 2, 2], 31, 2, newOddsResult(13));
    expect(res.roll[box(KNIFFEL, "kniffel")]).toBe(-1);
    expect(res.best[box(KNIFFEL, "fullHouse")]).toBe(1);
  });
});

describe("odds = brute force", () => {
  // preset, house rules, filled boxes with scores, dice (null: before the first roll), held, rolls left, boxes
  const CASES: [string, string[], { [id: string]: number }, number[] | null, number, number, string[]][] = [
    ["kniffel", [], {}, [2, 3, 4, 6, 6], 15, 2, ["largeStraight", "smallStraight", "sixes", "kniffel", "fullHouse"]],
    ["kniffel", [], {}, [1, 1, 5, 5, 3], 27, 1, ["fullHouse", "fives", "fourKind", "threeKind"]],
    ["yahtzee", [], {}, null, 0, 2, ["largeStraight", "fullHouse", "fours"]],
    // A second Kniffel at its maximum under freeChoice makes a straight as well.
    ["kniffel", [], { kniffel: 50 }, [4, 4, 4, 1, 2], 7, 1, ["largeStraight", "fours"]],
    // There every upper box is made by the rolls of the first free one with two faces swapped (odds.ts mirrors).
    ["kniffel", [], { kniffel: 50, ones: 3 }, [6, 6, 2, 3, 3], 3, 2, ["twos", "threes", "fives", "sixes"]],
    ["kniffel", [], { kniffel: 50 }, null, 0, 2, ["ones", "fours"]],
    ["yatzy", [], {}, [1, 2, 3, 4, 6], 15, 2, ["smallStraight", "largeStraight", "twoPairs", "yatzy"]],
    ["meisterschaft", [], { kniffel: 50, fours: 12 }, [4, 4, 4, 4, 1], 15, 2, ["largeStraight", "fourKind"]],
  ];
  for (const [preset, house, filled, dice, held, left, ids] of CASES) {
    const r = rules(preset, house);
    it(`${preset} ${JSON.stringify(filled)} ${dice ? dice.join("") : "(before the roll)"} held ${held}, ${left} left`, () => {
      const sc = empty(r);
      for (const [id, v] of Object.entries(filled)) sc[box(r, id)] = v;
      const o: Odds = newOdds(r);
      const res = odds(o, sc, 0, dice, held, left, newOddsResult(sc.length));
      for (const id of ids) {
        const f = brute(r, sc, box(r, id));
        expect(res.best[box(r, id)], id).toBeCloseTo(f(dice, -1, left), 6);
        expect(res.roll[box(r, id)], id).toBeCloseTo(f(dice, held, left), 6);
      }
      const five = brute(r, sc, -1);
      expect(res.five).toBeCloseTo(five(dice, -1, left), 6);
      expect(res.fiveRoll).toBeCloseTo(five(dice, held, left), 6);
    });
  }
});

describe("odds: only the boxes asked for", () => {
  it("works out the boxes in the mask (and the Kniffel chance), with less work", () => {
    const o = newOdds(KNIFFEL);
    const sc = empty(KNIFFEL);
    const all = odds(o, sc, 0, [2, 3, 4, 6, 6], 0, 2, newOddsResult(13));
    const ls = box(KNIFFEL, "largeStraight");
    const one = odds(o, sc, 0, [2, 3, 4, 6, 6], 0, 2, newOddsResult(13), 1 << ls);
    expect(one.best[ls]).toBe(all.best[ls]);
    expect(one.best.filter((p) => p >= 0)).toHaveLength(1);
    expect(one.five).toBe(all.five);
    expect(one.steps).toBeLessThan(all.steps / 2);
  });
});
