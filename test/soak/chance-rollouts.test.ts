// The chance to win by rollouts (firmware/coach/chance.ts rolloutTotals, `kniffel chance`
// before the last round) against the exact chances, on every last-round case of
// test/coach/chance-cases.ts (every preset, house rules, players mid-turn): 20,000 rollouts per
// player, each estimate within four standard errors of the exact chance. Prints the measured
// error (docs/cli.md quotes it). And the estimate before the last round (estimate.ts) against
// rollouts at positions of Profi games: its figures are written into docs/figures.json (section
// soak, keys chance-rollouts.…), which docs/chances.md quotes.
import { expect, it } from "vitest";
import { recordFigures } from "../../build/figures/store";
import { finalTotals, rolloutChances, rolloutTotals, winChances } from "../../firmware/coach/chance";
import { newEstimator } from "../../firmware/coach/estimate";
import { PROFI } from "../../firmware/coach/players";
import { gameColumns } from "../../firmware/coach/state";
import { newCoach } from "../../firmware/coach/turn";
import type { Game } from "../../firmware/core";
import { newGame, Phase } from "../../firmware/core";
import { chanceTables } from "../../sim/advisor";
import { formatState } from "../../sim/cli/state";
import { newPlayer, playComputerTurn } from "../../sim/duel";
import { DEFAULT_TABLES, valuesFor } from "../../sim/cli/tables";
import { sfc32 } from "../../sim/rng";
import { rules } from "../core/helpers";
import { CASES, columnsOf, midTurn } from "../coach/chance-cases";

const ROLLOUTS = 20000;

it(`rollouts (${ROLLOUTS} per player) agree with the exact last-round chances within four standard errors, every case`, () => {
  const word = sfc32(20261205);
  const rows: string[] = [];
  let worst = 0;
  let worstSe = 0;
  for (const [preset, house, states, turn] of CASES) {
    const r = rules(preset, house);
    const c = newCoach(r);
    const value = valuesFor(r, DEFAULT_TABLES, () => undefined);
    const cols = columnsOf(r, states);
    const exact = winChances(cols.map((col, i) => finalTotals(c, col, midTurn(turn, i).dice, midTurn(turn, i).left)));
    const est = rolloutChances(cols.map((col, i) => rolloutTotals(c, col, value, ROLLOUTS, word, midTurn(turn, i).dice, midTurn(turn, i).left)));
    for (let i = 0; i < exact.length; i++) {
      const d = Math.abs(est.p[i] - exact[i]);
      expect(d, `${preset} player ${i + 1}`).toBeLessThanOrEqual(4 * est.se[i] + 1e-12);
      if (d > worst) worst = d;
      if (est.se[i] > 0) worstSe = Math.max(worstSe, d / est.se[i]);
      rows.push(`${preset}${house.length ? "+" + house.join(",") : ""} player ${i + 1}: exact ${(100 * exact[i]).toFixed(2)} %, rollouts ${(100 * est.p[i]).toFixed(2)} % ± ${(100 * est.se[i]).toFixed(2)}`);
    }
  }
  console.log(rows.join("\n") + `\nworst difference ${(100 * worst).toFixed(2)} points, ${worstSe.toFixed(2)} standard errors`);
});

it("the estimate (kniffel chance's default) against 4,000 rollouts per player at 60 two-player positions of Profi games: within 2 points on average and 12 at worst; mean, worst and the worst position printed and recorded", () => {
  const r = rules("kniffel", []);
  const t = chanceTables(r, DEFAULT_TABLES, () => undefined);
  const c = newCoach(r);
  const est = newEstimator(c, t);
  const profi = newPlayer(PROFI, () => t.value);
  const play = sfc32(77);
  const roll = sfc32(78);
  let sum = 0;
  let seSum = 0;
  let worst = 0;
  let worstAt = "";
  let worstP = 0;
  let worstRollouts = 0;
  let n = 0;
  for (let k = 0; n < 60; k++) {
    const g = newGame({ names: ["A", "B"], rules: r, rolloff: false }) as Game;
    for (let i = 0; i < 2 + (k % 22) && g.ph !== Phase.Over; i++) playComputerTurn(g, profi, play);
    if (g.ph === Phase.Over) continue;
    const cols = gameColumns(g);
    const p = est.chances(cols);
    const ro = rolloutChances(cols.map((col) => rolloutTotals(c, col, t.value, 4000, roll)));
    const d = Math.abs(p[0] - ro.p[0]);
    sum += d;
    seSum += ro.se[0];
    if (d > worst) {
      worst = d;
      worstP = p[0];
      worstRollouts = ro.p[0];
      worstAt = `${cols.map((col) => formatState(c.sheet, col.sc, 0, col.extra)).join(" ; ")}: estimate ${(100 * p[0]).toFixed(1)} %, rollouts ${(100 * ro.p[0]).toFixed(1)} % ± ${(100 * ro.se[0]).toFixed(1)}`;
    }
    n++;
  }
  console.log(`the estimate against 4,000 rollouts, ${n} positions: mean difference ${(100 * sum / n).toFixed(2)} points (the rollouts' own standard error ${(100 * seSum / n).toFixed(2)} on average), worst ${(100 * worst).toFixed(2)}, at ${worstAt}`);
  const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;
  recordFigures("soak", {
    "chance-rollouts.mean": round(100 * sum / n, 2),
    "chance-rollouts.worst": round(100 * worst, 1),
    "chance-rollouts.worst.estimate": round(100 * worstP, 1),
    "chance-rollouts.worst.rollouts": round(100 * worstRollouts, 1),
  }, true);
  expect(sum / n).toBeLessThan(0.02);
  expect(worst).toBeLessThan(0.12);
}, 1_800_000);
