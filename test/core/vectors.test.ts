// Conformance with the independent implementation's score tables (../shared/vectors).
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { baseScore, countFaces, sheetFor } from "../../firmware/core";
import { rules } from "./helpers";

const VECTORS = join(dirname(fileURLToPath(import.meta.url)), "../../../shared/vectors");
const FILES: [string, string, string[]][] = [
  ["kniffel_base.json", "kniffel", []],
  ["kniffel_h1.json", "kniffel", ["fullHouseScoresSum"]],
  ["kniffel_h3.json", "kniffel", ["kniffelIsFullHouse"]],
  ["kniffel_h1_h3.json", "kniffel", ["fullHouseScoresSum", "kniffelIsFullHouse"]],
  ["yatzy.json", "yatzy", []],
];

interface VectorFile {
  categories: string[];
  rolls: { dice: string; ways: number; scores: number[] }[];
}

describe.skipIf(!existsSync(VECTORS))(`score vectors in ${VECTORS}`, () => {
  for (const [file, preset, house] of FILES) {
    it(`${file}: every roll x every box`, () => {
      const v = JSON.parse(readFileSync(join(VECTORS, file), "utf8")) as VectorFile;
      const r = rules(preset, house);
      const sheet = sheetFor(r.game);
      expect(v.categories.length).toBe(sheet.kinds.length);
      expect(v.rolls.length).toBe(252);
      expect(v.rolls.reduce((s, x) => s + x.ways, 0)).toBe(7776);
      const cnt = new Uint8Array(7);
      let checked = 0;
      for (const roll of v.rolls) {
        const sum = countFaces(roll.dice.split("").map(Number), cnt);
        const mine = sheet.kinds.map((k) => baseScore(k, cnt, sum, r));
        expect(mine, `${roll.dice} (${v.categories.join(",")})`).toEqual(roll.scores);
        checked += mine.length;
      }
      expect(checked).toBe(252 * sheet.kinds.length);
    });
  }
});

