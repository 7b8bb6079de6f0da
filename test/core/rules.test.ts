// Presets, switches and their errors (RULES.md section 4).
import { describe, expect, it } from "vitest";
import { buildRules, errorText, houseRules, isError, PRESET_IDS, presetRules } from "../../firmware/core";

describe("presets", () => {
  it.each([
    ["kniffel", "freeChoice", false, 50],
    ["meisterschaft", "mustFit", true, 50],
    ["tallynight", "upperFirst", false, 50],
    ["yahtzee", "joker", true, 100],
  ])("%s: extraKniffel %s, voluntaryStrike %s, bonus %d", (id, extra, strike, bonus) => {
    expect(presetRules(id)).toEqual({
      preset: id, game: "kniffel", extraKniffel: extra, voluntaryStrike: strike,
      fullHouseScoresSum: false, extraKniffelBonus: bonus, kniffelIsFullHouse: false,
    });
  });
  it("yatzy is its own game", () => {
    expect(presetRules("yatzy")).toMatchObject({ game: "yatzy", extraKniffel: "none", voluntaryStrike: true });
  });
  it("an unknown preset names the valid ones, in both languages", () => {
    const e = presetRules("poker");
    expect(isError(e)).toBe(true);
    if (!isError(e)) return;
    expect(errorText(e, "de")).toContain("\"poker\"");
    for (const id of PRESET_IDS) {
      expect(errorText(e, "de")).toContain(id);
      expect(errorText(e, "en")).toContain(id);
    }
  });
});

describe("switches", () => {
  it("combine with a preset and are reported as house rules", () => {
    const r = buildRules("kniffel", ["fullHouseScoresSum", "extraKniffelBonus=100", "voluntaryStrike=on"]);
    expect(isError(r)).toBe(false);
    if (isError(r)) return;
    expect(r).toMatchObject({ fullHouseScoresSum: true, extraKniffelBonus: 100, voluntaryStrike: true, extraKniffel: "freeChoice" });
    expect(houseRules(r)).toEqual(["voluntaryStrike=true", "fullHouseScoresSum=true", "extraKniffelBonus=100"]);
  });
  it.each([
    [["bogus"], "E_SWITCH"],
    [["extraKniffelBonus=75"], "E_SWITCH_VALUE"],
    [["extraKniffel=sometimes"], "E_SWITCH_VALUE"],
    [["voluntaryStrike=maybe"], "E_SWITCH_VALUE"],
  ])("%j is refused with %s", (sw, code) => {
    const r = buildRules("kniffel", sw);
    expect(isError(r) && r.err).toBe(code);
  });
  it("Yatzy takes no house rules", () => {
    const r = buildRules("yatzy", ["fullHouseScoresSum"]);
    expect(isError(r) && r.err).toBe("E_SWITCH_YATZY");
  });
  it("an unknown switch names the valid ones", () => {
    const r = buildRules("kniffel", ["bogus"]);
    if (!isError(r)) throw new Error("accepted");
    expect(errorText(r, "en")).toMatch(/"bogus".*extraKniffel, voluntaryStrike, fullHouseScoresSum, extraKniffelBonus, kniffelIsFullHouse/);
  });
});
