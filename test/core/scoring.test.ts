// Box scoring: the reference examples of RULES.md section 6 and the box maxima.
import { describe, expect, it } from "vitest";
import { baseScore, boxIndex, boxMaximum, countFaces, KNIFFEL_SHEET, Kind, options, sheetFor, YATZY_SHEET } from "../../firmware/core";
import { apply } from "../../firmware/core";
import { game, rules, setup } from "./helpers";

const cnt = new Uint8Array(7);
function score(dice: string, id: string, preset = "kniffel", house: string[] = []): number {
  const r = rules(preset, house);
  const sheet = sheetFor(r.game);
  const sum = countFaces(dice.split("").map(Number), cnt);
  return baseScore(sheet.kinds[boxIndex(sheet, id)], cnt, sum, r);
}

/** All 7776 ordered rolls of five dice. */
function* allRolls(): Generator<number[]> {
  for (let i = 0; i < 7776; i++) {
    const d: number[] = [];
    for (let k = 0, x = i; k < 5; k++, x = Math.floor(x / 6)) d.push((x % 6) + 1);
    yield d;
  }
}

describe("RULES §6 reference examples", () => {
  it("6-6-4-2-1, keep 6-6, keep 6-6-6: Sechser 24, Viererpasch 26, Dreierpasch 26, Chance 26", () => {
    const g = game(setup("kniffel"));
    const steps = [
      { t: "roll", d: [6, 6, 4, 2, 1] }, { t: "hold", i: 0 }, { t: "hold", i: 1 },
      { t: "roll", d: [6, 6, 6, 3, 2] }, { t: "hold", i: 2 },
      { t: "roll", d: [6, 6, 6, 6, 2] },
    ] as const;
    for (const a of steps) expect(apply(g, a)).toBeNull();
    const pl = options(g);
    const at = (id: string) => pl.pts[boxIndex(KNIFFEL_SHEET, id)];
    expect([at("sixes"), at("fourKind"), at("threeKind"), at("chance")]).toEqual([24, 26, 26, 26]);
  });

  it("2-3-3-4-5 is a small straight, 1-3-3-4-6 is none", () => {
    expect(score("23345", "smallStraight")).toBe(30);
    expect(score("13346", "smallStraight")).toBe(0);
  });

  it("five equal is not a full house, unless kniffelIsFullHouse", () => {
    expect(score("44444", "fullHouse")).toBe(0);
    expect(score("44444", "fullHouse", "kniffel", ["kniffelIsFullHouse"])).toBe(25);
    expect(score("44444", "fullHouse", "kniffel", ["kniffelIsFullHouse", "fullHouseScoresSum"])).toBe(20);
    expect(score("33322", "fullHouse", "kniffel", ["fullHouseScoresSum"])).toBe(13);
  });

  it("Yatzy counts only the dice involved", () => {
    expect(score("66655", "onePair", "yatzy")).toBe(12);
    expect(score("66655", "twoPairs", "yatzy")).toBe(22);
    expect(score("66655", "threeKind", "yatzy")).toBe(18);
    expect(score("66665", "twoPairs", "yatzy")).toBe(0);
    expect(score("12345", "smallStraight", "yatzy")).toBe(15);
    expect(score("23456", "largeStraight", "yatzy")).toBe(20);
    expect(score("23456", "smallStraight", "yatzy")).toBe(0);
  });

  it("first-roll counts over all 7776 rolls", () => {
    const r = rules("kniffel");
    const kind = (k: Kind, c: Uint8Array, s: number) => baseScore(k, c, s, r) > 0;
    const n = { kniffel: 0, four: 0, full: 0, large: 0, small: 0, three: 0 };
    for (const d of allRolls()) {
      const s = countFaces(d, cnt);
      if (kind(Kind.Kniffel, cnt, s)) n.kniffel++;
      if (kind(Kind.FourKind, cnt, s)) n.four++;
      if (kind(Kind.FullHouse, cnt, s)) n.full++;
      if (kind(Kind.LargeStraight, cnt, s)) n.large++;
      if (kind(Kind.SmallStraight, cnt, s)) n.small++;
      if (kind(Kind.ThreeKind, cnt, s)) n.three++;
    }
    expect(n).toEqual({ kniffel: 6, four: 156, full: 300, large: 240, small: 1200, three: 1656 });
  });
});

describe("box maxima", () => {
  it.each([
    [[], [5, 10, 15, 20, 25, 30, 30, 30, 25, 30, 40, 50, 30]],
    [["fullHouseScoresSum"], [5, 10, 15, 20, 25, 30, 30, 30, 28, 30, 40, 50, 30]],
    [["fullHouseScoresSum", "kniffelIsFullHouse"], [5, 10, 15, 20, 25, 30, 30, 30, 30, 30, 40, 50, 30]],
  ])("Kniffel with %j", (house, max) => {
    const r = rules("kniffel", house as string[]);
    expect(KNIFFEL_SHEET.kinds.map((k) => boxMaximum(k, r))).toEqual(max);
  });

  it("no roll scores more than its box maximum (every sheet, every switch)", () => {
    for (const [preset, house] of [["kniffel", []], ["kniffel", ["fullHouseScoresSum"]], ["kniffel", ["fullHouseScoresSum", "kniffelIsFullHouse"]], ["yatzy", []]] as const) {
      const r = rules(preset, [...house]);
      const sheet = r.game === "yatzy" ? YATZY_SHEET : KNIFFEL_SHEET;
      const best = sheet.kinds.map(() => 0);
      for (const d of allRolls()) {
        const s = countFaces(d, cnt);
        sheet.kinds.forEach((k, b) => { best[b] = Math.max(best[b], baseScore(k, cnt, s, r)); });
      }
      expect(best).toEqual(sheet.kinds.map((k) => boxMaximum(k, r)));
    }
  });
});
