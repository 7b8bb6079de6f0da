// Games with the players' own dice: the dice are entered ("d12345"), never rolled.
import { describe, expect, it } from "vitest";
import type { Action } from "../../firmware/core";
import { apply, isError, Kind, logEntries, parseRecord, Phase, playerTotals, possiblePoints, rank, serialize } from "../../firmware/core";
import { game, rules } from "./helpers";

const set = (s: string): Action => ({ t: "set", d: s.split("").map(Number) });

describe("own dice", () => {
  it("dice are entered, may be corrected until they go into a box, and are logged", () => {
    const g = game({ names: ["A", "B"], rules: rules("kniffel"), rolloff: false, real: true });
    expect(apply(g, { t: "roll", d: [1, 2, 3, 4, 5] })?.err).toBe("E_OWN_DICE");
    expect(apply(g, set("12345"))).toBeNull();
    expect(apply(g, set("23456"))).toBeNull(); // corrected
    expect([g.roll, Array.from(g.dice)]).toEqual([3, [2, 3, 4, 5, 6]]);
    expect(apply(g, { t: "hold", i: 0 })?.err).toBe("E_NO_ROLLS");
    expect(apply(g, { t: "score", b: 10 })).toBeNull();
    expect(g.sc[10]).toBe(40);
    expect(g.log).toBe("d12345,d23456,s10");
    expect(apply(g, set("1234")) ?.err).toBe("E_DICE");
  });

  it("the device's own games refuse entered dice", () => {
    const g = game({ names: ["A"], rules: rules("kniffel"), rolloff: false });
    expect(apply(g, set("12345"))?.err).toBe("E_DEVICE_DICE");
  });

  it("the roll-off takes entered throws", () => {
    const g = game({ names: ["A", "B"], rules: rules("yahtzee"), rolloff: true, real: true });
    expect(apply(g, set("11111"))).toBeNull();
    expect(apply(g, set("66666"))).toBeNull();
    expect([g.ph, g.first]).toEqual([Phase.Play, 1]);
  });

  it("the record says so and replays", () => {
    const g = game({ names: ["A"], rules: rules("tallynight"), rolloff: false, real: true });
    apply(g, set("11111"));
    apply(g, { t: "score", b: 11 });
    const back = parseRecord(serialize(g));
    expect(isError(back) ? back : back.setup.real).toBe(true);
    expect(JSON.parse(serialize(g)).real).toBe(true);
    expect(JSON.parse(serialize(game({ names: ["A"], rules: rules("kniffel"), rolloff: false }))).real).toBeUndefined();
  });
});

describe("points entered directly, and corrections", () => {
  const own = (preset = "kniffel", house: string[] = []) => game({ names: ["A", "B"], rules: rules(preset, house), rolloff: false, real: true });

  it("only values the box can hold are taken", () => {
    const g = own();
    expect(apply(g, { t: "pts", b: 8, v: 20, x: false })?.err).toBe("E_POINTS"); // Full House: 0 or 25
    expect(apply(g, { t: "pts", b: 0, v: 6, x: false })?.err).toBe("E_POINTS"); // Einser: 0..5
    expect(apply(g, { t: "pts", b: 6, v: 4, x: false })?.err).toBe("E_POINTS"); // Dreierpasch: 0, 5..30
    expect(apply(g, { t: "pts", b: 6, v: 31, x: false })?.err).toBe("E_POINTS");
    expect(g.log).toBe("");
    expect(apply(g, { t: "pts", b: 8, v: 25, x: false })).toBeNull();
    expect([g.sc[8], g.cur, g.log]).toEqual([25, 1, "p8=25"]);
  });

  it("the set of values follows the house rules", () => {
    expect(possiblePoints(Kind.FullHouse, rules("kniffel"))).toEqual([0, 25]);
    expect(possiblePoints(Kind.Ones, rules("kniffel"))).toEqual([0, 1, 2, 3, 4, 5]);
    // Three of a and two of b: 3a + 2b for a != b, plus 0.
    expect(possiblePoints(Kind.FullHouse, rules("kniffel", ["fullHouseScoresSum"]))).toEqual([0, 7, 8, 9, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 26, 27, 28]);
    // With the joker reading, five equal also count as a full house at their sum.
    expect(possiblePoints(Kind.FullHouse, rules("yahtzee", ["fullHouseScoresSum"]))).toEqual([0, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 30]);
    expect(possiblePoints(Kind.ThreeKind, rules("kniffel"))).toEqual([0].concat(Array.from({ length: 26 }, (_, i) => i + 5)));
    expect(possiblePoints(Kind.YSmallStraight, rules("yatzy"))).toEqual([0, 15]);
  });

  it("an extra-Kniffel bonus needs 50 in the Kniffel box", () => {
    const g = own("yahtzee");
    expect(apply(g, { t: "pts", b: 4, v: 25, x: true })?.err).toBe("E_NO_BONUS");
    apply(g, { t: "pts", b: 11, v: 50, x: false });
    apply(g, { t: "pts", b: 0, v: 3, x: false });
    expect(apply(g, { t: "pts", b: 4, v: 25, x: true })).toBeNull();
    expect(logEntries(g).slice(-1)).toEqual(["p4=25x"]);
    expect(g.xk[0]).toBe(1);
  });

  it("corrections: any filled box of any player, also after the end; totals, bonus and ranking follow", () => {
    const g = own();
    expect(apply(g, { t: "fix", p: 0, b: 0, v: 3 })?.err).toBe("E_NOT_FILLED");
    for (let b = 0; b < 13; b++) {
      apply(g, { t: "pts", b, v: b < 6 ? 3 * (b + 1) : 0, x: false }); // A: par above, 0 below
      apply(g, { t: "pts", b, v: 0, x: false }); // B: nothing
    }
    expect(g.ph).toBe(Phase.Over);
    const before = playerTotals(g, 0);
    expect(before).toMatchObject({ upper: 63, bonus: 35 });
    expect(apply(g, { t: "fix", p: 0, b: 5, v: 12 })).toBeNull(); // Sechser 18 -> 12: bonus gone
    expect(playerTotals(g, 0)).toMatchObject({ upper: 57, bonus: 0, grand: 57 });
    expect(apply(g, { t: "fix", p: 1, b: 12, v: 30 })).toBeNull(); // B's Chance 0 -> 30
    expect(rank([playerTotals(g, 0).grand, playerTotals(g, 1).grand]).map((r) => r.player)).toEqual([0, 1]);
    expect(apply(g, { t: "fix", p: 1, b: 12, v: 31 })?.err).toBe("E_POINTS");
    expect(logEntries(g).slice(-2)).toEqual(["f0.5=12", "f1.12=30"]);
    const back = parseRecord(serialize(g));
    expect(isError(back) ? back : Array.from(back.sc)).toEqual(Array.from(g.sc));
  });

  it("the device's own games take no entered points or corrections", () => {
    const g = game({ names: ["A"], rules: rules("kniffel"), rolloff: false });
    expect(apply(g, { t: "pts", b: 8, v: 25, x: false })?.err).toBe("E_DEVICE_DICE");
    expect(apply(g, { t: "fix", p: 0, b: 0, v: 3 })?.err).toBe("E_DEVICE_DICE");
  });
});
