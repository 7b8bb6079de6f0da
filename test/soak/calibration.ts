// The calibration of the shown chances to win (sim/calibration.ts) for the soak's files:
// `games` Profi games of `players` under the Kniffel preset, every player's chance at every
// turn's end, binned in tenths; each bin within 2 points of its mean prediction (or 3 standard
// errors, clustered by game, where that is larger), the Brier score below the naive
// predictor's. Prints the table, and writes its figures, which docs/chances.md and
// docs/benchmarks.md quote, into docs/figures.json (section soak).
import { expect } from "vitest";
import { recordFigures } from "../../build/figures/store";
import type { Column } from "../../firmware/coach/chance";
import { newEstimator } from "../../firmware/coach/estimate";
import { finish } from "../../firmware/coach/job";
import { standingJob } from "../../firmware/coach/standing";
import { stateSpace } from "../../firmware/coach/state";
import { newCoach } from "../../firmware/coach/turn";
import type { Rules } from "../../firmware/core";
import { buildRules } from "../../firmware/core";
import { chanceTables } from "../../sim/advisor";
import { brier, calibrationBins, calibrationReport, calibrationSamples } from "../../sim/calibration";
import { DEFAULT_TABLES } from "../../sim/cli/tables";
import { sfc32 } from "../../sim/rng";

/** Games per table size: at least 20,000 (the bound). */
export const CALIBRATION_GAMES = 20_000;

/** The engines that show chances: the simulator's (and the page's), and the watches' (firmware/coach/standing.ts). */
export type Engine = "simulator" | "watch";

/**
 * Plays the games, checks the bounds, and records (keys calibration.<engine>.<n>p...) the largest
 * difference of a tenth in points, the Brier score and the naive predictor's, the chances
 * collected, the games and the seconds; and each tenth's row (….bin<b>, b = 0 for 0.0–0.1 to 9):
 * its mean prediction and share won in percent, the standard error in points.
 */
export function calibrate(players: number, seed: number, engine: Engine): void {
  const r = buildRules("kniffel", []) as Rules;
  const t = chanceTables(r, DEFAULT_TABLES, () => undefined);
  const est = newEstimator(newCoach(r), t);
  const space = stateSpace(r);
  const chances = engine === "simulator" ? (cols: Column[]) => est.chances(cols) : (cols: Column[]) => finish(standingJob(space, cols, t.value));
  const t0 = performance.now();
  const samples = calibrationSamples(players, CALIBRATION_GAMES, r, t, chances, sfc32(seed));
  const seconds = (performance.now() - t0) / 1000;
  const report = calibrationReport(samples);
  console.log([`${engine === "simulator" ? "The simulator's" : "The watches'"} chances, Kniffel, ${players} Profi players, ${CALIBRATION_GAMES.toLocaleString("en")} games (seed ${seed}), ${samples.length.toLocaleString("en")} chances at turns' ends; ${seconds.toFixed(0)} s`, ...report.lines].join("\n"));
  const bins = calibrationBins(samples);
  const largest = Math.max(...bins.filter((b) => b.count).map((b) => Math.abs(b.won - b.predicted)));
  const key = `calibration.${engine}.${players}p`;
  const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;
  const rows: { [key: string]: number } = {};
  bins.forEach((b, i) => {
    if (!b.count) return;
    rows[`${key}.bin${i}.predicted`] = round(100 * b.predicted, 2);
    rows[`${key}.bin${i}.won`] = round(100 * b.won, 2);
    rows[`${key}.bin${i}.se`] = round(100 * b.se, 2);
  });
  recordFigures("soak", {
    ...rows,
    [`${key}.largest`]: round(100 * largest, 2),
    [`${key}.brier`]: round(brier(samples), 4),
    [`${key}.naive`]: round(brier(samples, true), 4),
    [`${key}.chances`]: samples.length,
    [`${key}.games`]: CALIBRATION_GAMES,
    [`${key}.seconds`]: Math.round(seconds),
  }, true);
  expect(report.bad).toEqual([]);
  expect(brier(samples)).toBeLessThan(brier(samples, true));
}
