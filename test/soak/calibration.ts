// The calibration of the shown chances to win (sim/calibration.ts) for the soak's files:
// `games` Profi games of `players` under the Kniffel preset, every player's chance at every
// turn's end, binned in tenths; each bin within 2 points of its mean prediction (or 3 standard
// errors, clustered by game, where that is larger), the Brier score below the naive
// predictor's. Prints the table docs/chances.md keeps.
import { expect } from "vitest";
import type { Column } from "../../firmware/coach/chance";
import { newEstimator } from "../../firmware/coach/estimate";
import { finish } from "../../firmware/coach/job";
import { standingJob } from "../../firmware/coach/standing";
import { stateSpace } from "../../firmware/coach/state";
import { newCoach } from "../../firmware/coach/turn";
import type { Rules } from "../../firmware/core";
import { buildRules } from "../../firmware/core";
import { chanceTables } from "../../sim/advisor";
import { brier, calibrationReport, calibrationSamples } from "../../sim/calibration";
import { DEFAULT_TABLES } from "../../sim/cli/tables";
import { sfc32 } from "../../sim/rng";

/** Games per table size: at least 20,000 (the bound). */
export const CALIBRATION_GAMES = 20_000;

/** The engines that show chances: the simulator's (and the page's), and the watches' (firmware/coach/standing.ts). */
export type Engine = "simulator" | "watch";

export function calibrate(players: number, seed: number, engine: Engine): void {
  const r = buildRules("kniffel", []) as Rules;
  const t = chanceTables(r, DEFAULT_TABLES, () => undefined);
  const est = newEstimator(newCoach(r), t);
  const space = stateSpace(r);
  const chances = engine === "simulator" ? (cols: Column[]) => est.chances(cols) : (cols: Column[]) => finish(standingJob(space, cols, t.value));
  const t0 = performance.now();
  const samples = calibrationSamples(players, CALIBRATION_GAMES, r, t, chances, sfc32(seed));
  const report = calibrationReport(samples);
  console.log([`${engine === "simulator" ? "The simulator's" : "The watches'"} chances, Kniffel, ${players} Profi players, ${CALIBRATION_GAMES.toLocaleString("en")} games (seed ${seed}), ${samples.length.toLocaleString("en")} chances at turns' ends; ${((performance.now() - t0) / 1000).toFixed(0)} s`, ...report.lines].join("\n"));
  expect(report.bad).toEqual([]);
  expect(brier(samples)).toBeLessThan(brier(samples, true));
}
