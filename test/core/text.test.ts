// The string table: both languages complete, every error code has a message, every key a
// caller names is one the table has (the compiler checks), and every character is one the
// device's fonts can show (Latin-1).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { keyOf, KNIFFEL_SHEET, text, textKeys, WHY_ERRORS, YATZY_SHEET } from "../../firmware/core";

describe("string table", () => {
  it("German and English have the same keys", () => {
    expect(textKeys("en").sort()).toEqual(textKeys("de").sort());
  });
  it("every error code used by the core has a message in both languages", () => {
    const src = readFileSync(new URL("../../firmware/core/errors.ts", import.meta.url), "utf8");
    const codes = src.match(/"E_[A-Z_]+"/g)!.map((c) => c.slice(1, -1));
    expect(codes.length).toBeGreaterThan(15);
    for (const c of codes.concat(WHY_ERRORS)) {
      expect(textKeys("de"), c).toContain(c);
    }
  });
  it("every box has a German and an English name", () => {
    expect(KNIFFEL_SHEET.ids.map((id) => text("de", id))).toEqual(["Einser", "Zweier", "Dreier", "Vierer", "F\u00fcnfer", "Sechser", "Dreierpasch", "Viererpasch", "Full House", "Kleine Stra\u00dfe", "Gro\u00dfe Stra\u00dfe", "Kniffel", "Chance"]);
    expect(YATZY_SHEET.ids.map((id) => text("en", id))).toEqual(["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes", "One pair", "Two pairs", "Three of a kind", "Four of a kind", "Small straight", "Large straight", "Full house", "Chance", "Yatzy"]);
  });
  it("uses only Latin-1 characters", () => {
    for (const lang of ["de", "en"] as const) {
      for (const k of textKeys(lang)) expect(text(lang, k), k).toMatch(/^[\x20-\x7e\xa0-\xff]*$/);
    }
  });
  it("keys are checked by the compiler: a key the table lacks, or a family member without a text, does not compile", () => {
    // @ts-expect-error -- no such key (at run time an unknown key shows itself)
    expect(text("de", "no.such.key")).toBe("no.such.key");
    // @ts-expect-error -- "lv." + a level the coach has not
    expect(text("de", keyOf("lv.", "meister"))).toBe("lv.meister");
    expect(text("en", keyOf("preset.", "yatzy"))).toBe(text("en", "preset.yatzy"));
  });
  it("fills in the argument", () => {
    expect(text("en", "E_DICE", "1234")).toBe("Expected five dice showing 1 to 6: 1234");
  });
});
