// RULES.md section 6 sheets, each built by replaying a constructed game log.
import { describe, expect, it } from "vitest";
import { isComplete, playerTotals } from "../../firmware/core";
import { play, setup } from "./helpers";

describe("Lena's 330-point sheet (upperFirst)", () => {
  const s = setup("tallynight", ["Lena"]);
  const g = play(s, [
    ["11111", "kniffel"], ["55555", "fives"], ["11123", "ones"], ["22213", "twos"], ["33312", "threes"],
    ["44412", "fours"], ["66612", "sixes"], ["66633", "threeKind"], ["44445", "fourKind"],
    ["22333", "fullHouse"], ["12346", "smallStraight"], ["66442", "chance"], ["11223", "largeStraight"],
  ]);
  it("upper 73 + bonus 35 = 108, lower 222 with the extra 50, grand total 330", () => {
    expect(isComplete(g)).toBe(true);
    expect(playerTotals(g, 0)).toEqual({ upper: 73, bonus: 35, upperTotal: 108, toGo: 0, par: 10, extra: 50, lower: 222, grand: 330 });
  });
});

describe("maximum scores: a Kniffel in every round", () => {
  const turns: [string, string][] = [
    ["11111", "kniffel"], ["11111", "ones"], ["22222", "twos"], ["33333", "threes"], ["44444", "fours"],
    ["55555", "fives"], ["66666", "sixes"], ["66666", "threeKind"], ["66666", "fourKind"],
    ["66666", "fullHouse"], ["66666", "smallStraight"], ["66666", "largeStraight"], ["66666", "chance"],
  ];
  it("675 under upperFirst", () => {
    const g = play(setup("tallynight"), turns);
    expect(playerTotals(g, 0).grand).toBe(675);
  });
  it("1575 under joker with bonus 100", () => {
    const g = play(setup("yahtzee"), turns);
    expect(playerTotals(g, 0)).toMatchObject({ upperTotal: 140, extra: 1200, grand: 1575 });
  });
  it("freeChoice reaches the maximum of every box: 50 + 105 + 35 + 12 x 50 + 185", () => {
    const g = play(setup("kniffel"), turns);
    expect(playerTotals(g, 0).grand).toBe(975);
  });
});
