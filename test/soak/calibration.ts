// The calibration of the shown chances to win (#28, sim/calibration.ts) for the soak's files:
// `games` Profi games of `players` under the Kniffel preset, every player's chance at every
// turn's end, binned in tenths; each bin within 2 points of its mean prediction (or 3 standard
// errors, clustered by game, where that is larger), the Brier score below the naive
// predictor's. Prints the table docs/chances.md keeps.
import { expect } from "vitest";
import { newEstimator } from "../../firmware/coach/estimate";
import { newCoach } from "../../firmware/coach/turn";
import type { Rules } from "../../firmware/core";
import { buildRules } from "../../firmware/core";
import { chanceTables } from "../../sim/advisor";
import { brier, calibrationReport, calibrationSamples } from "../../sim/calibration";
import { DEFAULT_TABLES } from "../../sim/cli/tables";
import { sfc32 } from "../../sim/rng";

/** Games per table size: at least 20,000 (the bound). */
export const CALIBRATION_GAMES = 20_000;

export function calibrate(players: number, seed: number): void {
  const r = buildRules("kniffel", []) as Rules;
  const t = chanceTables(r, DEFAULT_TABLES, () => undefined);
  const t0 = performance.now();
  const samples = calibrationSamples(players, CALIBRATION_GAMES, r, t, newEstimator(newCoach(r), t), sfc32(seed));
  const report = calibrationReport(samples);
  console.log([`Kniffel, ${players} Profi players, ${CALIBRATION_GAMES.toLocaleString("en")} games (seed ${seed}), ${samples.length.toLocaleString("en")} chances at turns' ends; ${((performance.now() - t0) / 1000).toFixed(0)} s`, ...report.lines].join("\n"));
  expect(report.bad).toEqual([]);
  expect(brier(samples)).toBeLessThan(brier(samples, true));
}
