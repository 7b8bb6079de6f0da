// The chance to win by rollouts (firmware/coach/chance.ts rolloutTotals, `kniffel chance`
// before the last round) against the exact chances, on every last-round case of
// test/coach/chance-cases.ts (every preset, house rules, players mid-turn): 20,000 rollouts per
// player, each estimate within four standard errors of the exact chance. Prints the measured
// error (docs/cli.md quotes it).
import { expect, it } from "vitest";
import { finalTotals, rolloutChances, rolloutTotals, winChances } from "../../firmware/coach/chance";
import { newCoach } from "../../firmware/coach/turn";
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
