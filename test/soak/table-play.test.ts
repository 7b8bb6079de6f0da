// The play of the stored tables over a whole game (build/table-play.ts): following the coach
// whose choices come from the table's steps (firmware/coach/table.ts STEPS) scores within a
// thousandth of a point of the optimum from the empty sheet, under the Kniffel and the
// Yahtzee preset. Writes the figures into docs/figures.json (section soak), which
// docs/app-loader.md quotes.
import { expect, it } from "vitest";
import { recordFigures } from "../../build/figures/store";
import { tablePlay } from "../../build/table-play";
import type { Rules } from "../../firmware/core";
import { presetRules } from "../../firmware/core";

it.each(["kniffel", "yahtzee"])("the %s table's steps play within a thousandth of a point of the optimum", (preset) => {
  const r = tablePlay(presetRules(preset) as Rules);
  const loss = r.optimum - r.played;
  console.log(`${preset}: optimum ${r.optimum.toFixed(4)}, the stored table's play ${r.played.toFixed(4)} (${loss.toFixed(5)} points less)`);
  recordFigures("soak", { [`tablePlay.${preset}.loss`]: Math.round(loss * 1e5) / 1e5 }, true);
  expect(loss).toBeGreaterThanOrEqual(-1e-9);
  expect(loss).toBeLessThan(0.001);
}, 600_000);
