// Every branch of RULES.md section 3 (second and later Kniffel) and of the strike rule.
import { describe, expect, it } from "vitest";
import { boxIndex, newPlacement, place, sheetFor, Why } from "../../firmware/core";
import { rules } from "./helpers";

interface Result {
  bonus: number;
  /** Allowed boxes with their points. */
  ok: { [id: string]: number };
  /** Refused free boxes with the reason. */
  no: { [id: string]: string };
}

/** Evaluates `dice` on a one-player sheet where `filled` boxes hold the given scores. */
function evaluate(preset: string, house: string[], filled: { [id: string]: number }, dice: string): Result {
  const r = rules(preset, house);
  const sheet = sheetFor(r.game);
  const sc = new Int16Array(sheet.ids.length).fill(-1);
  for (const id of Object.keys(filled)) sc[boxIndex(sheet, id)] = filled[id];
  const out = place(sheet, r, sc, 0, dice.split("").map(Number), newPlacement());
  const res: Result = { bonus: out.bonus, ok: {}, no: {} };
  sheet.ids.forEach((id, b) => {
    if (out.why[b] === Why.Ok) res.ok[id] = out.pts[b];
    else if (out.why[b] !== Why.Filled) res.no[id] = Why[out.why[b]];
  });
  return res;
}

const UPPER = ["ones", "twos", "threes", "fours", "fives", "sixes"];
const LOWER = ["threeKind", "fourKind", "fullHouse", "smallStraight", "largeStraight", "chance"];
function fill(ids: string[], v = 3): { [id: string]: number } {
  return Object.fromEntries(ids.map((id) => [id, v]));
}
function all(ids: string[], why: string): { [id: string]: string } {
  return Object.fromEntries(ids.map((id) => [id, why]));
}

describe("freeChoice (Schmidt basic rules)", () => {
  it("Kniffel box 50: any free box at its maximum, whatever was rolled, +50", () => {
    const r = evaluate("kniffel", [], { kniffel: 50 }, "22222");
    expect(r.bonus).toBe(50);
    expect(r.ok).toEqual({ ones: 5, twos: 10, threes: 15, fours: 20, fives: 25, sixes: 30, threeKind: 30, fourKind: 30, fullHouse: 25, smallStraight: 30, largeStraight: 40, chance: 30 });
    expect(r.no).toEqual({});
  });
  it("house rule 100 per extra Kniffel; full house maximum follows the full-house switches", () => {
    const r = evaluate("kniffel", ["extraKniffelBonus=100", "fullHouseScoresSum"], { kniffel: 50 }, "22222");
    expect(r.bonus).toBe(100);
    expect(r.ok.fullHouse).toBe(28);
    expect(evaluate("kniffel", ["fullHouseScoresSum", "kniffelIsFullHouse"], { kniffel: 50 }, "11111").ok.fullHouse).toBe(30);
  });
  it("Kniffel box 0: no bonus, no special entry, scored normally (strike rule applies)", () => {
    const r = evaluate("kniffel", [], { kniffel: 0 }, "22222");
    expect(r.bonus).toBe(0);
    expect(r.ok).toEqual({ ones: 0, twos: 10, threes: 0, fours: 0, fives: 0, sixes: 0, threeKind: 10, fourKind: 10, chance: 10 });
    expect(r.no).toEqual(all(["fullHouse", "smallStraight", "largeStraight"], "NoStrike"));
  });
  it("Kniffel box free: an ordinary Kniffel", () => {
    const r = evaluate("kniffel", [], {}, "22222");
    expect(r.bonus).toBe(0);
    expect(r.ok.kniffel).toBe(50);
    expect(r.ok.largeStraight).toBeUndefined();
  });
});

describe("upperFirst (Tallynight's reading)", () => {
  it("matching upper box free: must go there, +50", () => {
    const r = evaluate("tallynight", [], { kniffel: 50 }, "55555");
    expect(r.bonus).toBe(50);
    expect(r.ok).toEqual({ fives: 25 });
    expect(Object.values(r.no).every((w) => w === "ForcedUpper")).toBe(true);
    expect(Object.keys(r.no).length).toBe(11);
  });
  it("the forced placement overrides voluntaryStrike", () => {
    const r = evaluate("tallynight", ["voluntaryStrike"], { kniffel: 50 }, "55555");
    expect(r.ok).toEqual({ fives: 25 });
  });
  it("matching upper box filled: joker into any free lower box at full value, no bonus", () => {
    const r = evaluate("tallynight", [], { kniffel: 50, fives: 15 }, "55555");
    expect(r.bonus).toBe(0);
    expect(r.ok).toEqual({ threeKind: 25, fourKind: 25, fullHouse: 25, smallStraight: 30, largeStraight: 40, chance: 25 });
    expect(r.no).toEqual(all(["ones", "twos", "threes", "fours", "sixes"], "JokerLower"));
  });
  it("no lower box free: strike a free upper box (0)", () => {
    const r = evaluate("tallynight", [], { kniffel: 50, fives: 15, ...fill(LOWER) }, "55555");
    expect(r.bonus).toBe(0);
    expect(r.ok).toEqual({ ones: 0, twos: 0, threes: 0, fours: 0, sixes: 0 });
  });
  it("Kniffel box 0: scored normally, no bonus", () => {
    const r = evaluate("tallynight", [], { kniffel: 0 }, "55555");
    expect(r.bonus).toBe(0);
    expect(r.ok.fives).toBe(25);
    expect(r.ok.threeKind).toBe(25);
    expect(r.no.largeStraight).toBe("NoStrike");
  });
});

describe("mustFit (championship rule)", () => {
  it("fits the actual roll: its upper box, kinds and chance scored normally, +50; others only struck", () => {
    const r = evaluate("meisterschaft", [], { kniffel: 50 }, "22222");
    expect(r.bonus).toBe(50);
    expect(r.ok).toMatchObject({ twos: 10, threeKind: 10, fourKind: 10, chance: 10 });
    // voluntaryStrike is on in the championship preset: the rest may be struck (0), never scored.
    expect(r.ok).toMatchObject({ fullHouse: 0, smallStraight: 0, largeStraight: 0, ones: 0, sixes: 0 });
    expect(r.no).toEqual({});
  });
  it("without voluntaryStrike the roll must go into a fitting box while one is free", () => {
    const r = evaluate("meisterschaft", ["voluntaryStrike=false"], { kniffel: 50 }, "22222");
    expect(r.ok).toEqual({ twos: 10, threeKind: 10, fourKind: 10, chance: 10 });
    expect(r.no).toEqual(all(["ones", "threes", "fours", "fives", "sixes", "fullHouse", "smallStraight", "largeStraight"], "MustFit"));
  });
  it("no fitting box free: another box is struck (0), the bonus stays", () => {
    const r = evaluate("meisterschaft", ["voluntaryStrike=false"], { kniffel: 50, twos: 4, threeKind: 9, fourKind: 9, chance: 9 }, "22222");
    expect(r.bonus).toBe(50);
    expect(r.ok).toEqual({ ones: 0, threes: 0, fours: 0, fives: 0, sixes: 0, fullHouse: 0, smallStraight: 0, largeStraight: 0 });
  });
  it("never full house or straights, unless the house rule makes five equal a full house", () => {
    expect(evaluate("meisterschaft", ["voluntaryStrike=false"], { kniffel: 50 }, "22222").no.fullHouse).toBe("MustFit");
    expect(evaluate("meisterschaft", ["voluntaryStrike=false", "kniffelIsFullHouse"], { kniffel: 50 }, "22222").ok.fullHouse).toBe(25);
  });
  it("Kniffel box 0: no bonus, scored normally", () => {
    const r = evaluate("meisterschaft", [], { kniffel: 0 }, "22222");
    expect(r.bonus).toBe(0);
    expect(r.ok).toMatchObject({ twos: 10, threeKind: 10, fullHouse: 0, largeStraight: 0 });
  });
});

describe("joker (Yahtzee)", () => {
  it("matching upper box free: must go there, +100", () => {
    const r = evaluate("yahtzee", [], { kniffel: 50 }, "33333");
    expect(r.bonus).toBe(100);
    expect(r.ok).toEqual({ threes: 15 });
  });
  it("also with 0 in the Yahtzee box, then without bonus", () => {
    const r = evaluate("yahtzee", [], { kniffel: 0 }, "33333");
    expect(r.bonus).toBe(0);
    expect(r.ok).toEqual({ threes: 15 });
  });
  it("upper box filled: any free lower box at full value, +100; upper boxes refused", () => {
    const r = evaluate("yahtzee", [], { kniffel: 50, threes: 9 }, "33333");
    expect(r.bonus).toBe(100);
    expect(r.ok).toEqual({ threeKind: 15, fourKind: 15, fullHouse: 25, smallStraight: 30, largeStraight: 40, chance: 15 });
    expect(r.no).toEqual(all(["ones", "twos", "fours", "fives", "sixes"], "JokerLower"));
  });
  it("full house joker scores the sum under fullHouseScoresSum", () => {
    expect(evaluate("yahtzee", ["fullHouseScoresSum"], { kniffel: 50, threes: 9 }, "33333").ok.fullHouse).toBe(15);
  });
  it("no lower box free: a free upper box gets 0, the bonus stays", () => {
    const r = evaluate("yahtzee", [], { kniffel: 50, threes: 9, ...fill(LOWER) }, "33333");
    expect(r.bonus).toBe(100);
    expect(r.ok).toEqual({ ones: 0, twos: 0, fours: 0, fives: 0, sixes: 0 });
  });
});

describe("striking (voluntaryStrike)", () => {
  it("basic rules: a lower box takes 0 only when no free box fits", () => {
    const r = evaluate("kniffel", [], fill(UPPER.concat(["chance", "kniffel"])), "13346");
    expect(r.ok).toEqual({ threeKind: 0, fourKind: 0, fullHouse: 0, smallStraight: 0, largeStraight: 0 });
    const fits = evaluate("kniffel", [], fill(UPPER.concat(["chance", "kniffel"])), "33346");
    expect(fits.ok).toEqual({ threeKind: 19 });
    expect(fits.no).toEqual(all(["fourKind", "fullHouse", "smallStraight", "largeStraight"], "NoStrike"));
  });
  it("basic rules: upper boxes always fit, even for 0", () => {
    const r = evaluate("kniffel", [], fill(["twos", "threes", "fours", "fives", "sixes", "chance"]), "23456");
    expect(r.ok).toMatchObject({ ones: 0, smallStraight: 30, largeStraight: 40 });
    expect(r.no).toEqual(all(["threeKind", "fourKind", "fullHouse", "kniffel"], "NoStrike"));
  });
  it("voluntaryStrike: any free box at any time", () => {
    const r = evaluate("kniffel", ["voluntaryStrike"], {}, "23456");
    expect(r.no).toEqual({});
    expect(r.ok.kniffel).toBe(0);
  });
  it("Yatzy: any box may be struck; no bonus for a second Yatzy", () => {
    const r = evaluate("yatzy", [], { yatzy: 50 }, "44444");
    expect(r.no).toEqual({});
    expect(r.bonus).toBe(0);
    expect(r.ok).toMatchObject({ fours: 20, onePair: 8, twoPairs: 0, threeKind: 12, fourKind: 16, fullHouse: 0, chance: 20 });
  });
});
