// The simulator's exact coach: computes a rule set's table on first use, caches it, and
// advises from it.
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import type { Game } from "../../firmware/core";
import { apply, buildRules, isError, newGame } from "../../firmware/core";
import { exactAdvisor } from "../../sim/advisor";

it("computes the table once, caches it, and takes the large straight with 1-2-3-4-5 on the last roll", () => {
  const dir = mkdtempSync(join(tmpdir(), "kniffel-tables-"));
  const notes: string[] = [];
  const coach = exactAdvisor((w) => notes.push(w), dir);
  const rules = buildRules("yahtzee", []);
  if (isError(rules)) throw new Error("rules");
  const g = newGame({ names: ["A"], rules, rolloff: false }) as Game;
  for (const d of [[6, 6, 6, 6, 6], [1, 1, 1, 1, 1], [3, 1, 2, 4, 5]]) expect(apply(g, { t: "roll", d })).toBeNull();
  const best = coach.advise(g)[0];
  expect(best.box).toBe(g.sheet.ids.indexOf("largeStraight"));
  expect(notes).toHaveLength(1); // "computing ..."
  expect(readdirSync(dir).filter((f) => f.endsWith(".bin"))).toHaveLength(1);
  const again = exactAdvisor((w) => notes.push(w), dir);
  expect(again.advise(g)[0].box).toBe(best.box);
  expect(notes).toHaveLength(1); // read from the cache this time
  expect(existsSync(dir)).toBe(true);
});
