// The estimate of each player's final total and chance to win (firmware/coach/estimate.ts):
// exact where it says so (the last round, by the same engine chance.test.ts holds to the brute
// force), its distributions proper ones, its fast mean of a share equal to the sum over its
// distribution, and its answers sensible where they can be known without it (equal columns,
// a column far ahead). Its error against outcomes is measured in the soak (calibration) and
// against rollouts in the CLI's tests.
import { describe, expect, it } from "vitest";
import type { Column } from "../../firmware/coach/chance";
import { finalTotals, meanOf, shares, winChances } from "../../firmware/coach/chance";
import { newEstimator, normalTotals, shapeRow } from "../../firmware/coach/estimate";
import { newCoach } from "../../firmware/coach/turn";
import { sheetState, stateSpace } from "../../firmware/coach/state";
import { columnTotals, sheetFor } from "../../firmware/core";
import { chanceTables } from "../../sim/advisor";
import { DEFAULT_TABLES } from "../../sim/cli/tables";
import { parseState } from "../../sim/cli/state";
import { rules } from "../core/helpers";
import { CASES, columnsOf, midTurn } from "./chance-cases";

const r = rules("kniffel", []);
const tables = chanceTables(r, DEFAULT_TABLES, () => undefined);
const col = (text: string) => parseState(text, r, true) as Column;

describe("distributions", () => {
  it("normal on the whole points: sums to one, with the given mean and spread (plus the rounding's 1/12)", () => {
    for (const [mean, sd] of [[200.3, 40], [150, 3.5], [87.6, 12.25]]) {
      const d = normalTotals(mean, sd);
      expect(d.p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      expect(meanOf(d)).toBeCloseTo(mean, 4);
      const v = d.p.reduce((a, p, i) => a + p * (d.lo + i - mean) ** 2, 0);
      expect(Math.sqrt(v)).toBeCloseTo(Math.sqrt(sd * sd + 1 / 12), 3);
    }
    expect(normalTotals(212.4, 0)).toEqual({ lo: 212, p: [1] });
  });

  it("the measured shape: rows by free boxes, Kniffel box and bonus; each row a distribution function from 0 to 1", () => {
    const sheet = sheetFor("kniffel");
    const empty = new Int16Array(13).fill(-1);
    expect(shapeRow(sheet, empty, 13)).toBe(13 * 4 + 2 + 1);
    const lost = col("ones=0,twos=0,threes=0,fours=0,kniffel=50"); // 63 out of reach
    expect(shapeRow(sheet, lost.sc, 8)).toBe(8 * 4);
    const shape = tables.shape!;
    for (const row of shape.cdf) {
      if (!row.length) continue;
      expect(row[row.length - 1]).toBe(1);
      for (let i = 1; i < row.length; i++) expect(row[i]).toBeGreaterThanOrEqual(row[i - 1]);
    }
    // A column's distribution keeps its mean near banked + the table's value (the shape is measured around it).
    const est = newEstimator(newCoach(r), tables);
    const c = col("sixes=24,fives=20,kniffel=50");
    const d = est.totals(c);
    expect(d.p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    const expected = columnTotals(sheet, c.sc, 0, 0).grand + tables.value(sheetState(stateSpace(r), c.sc, 0));
    expect(Math.abs(meanOf(d) - expected)).toBeLessThan(1.5);
  });
});

describe("the chances", () => {
  const c = newCoach(r);
  const est = newEstimator(c, tables);

  it("in the last round: exactly the engine's exact chances, mid-turn too", () => {
    for (const [preset, house, states, turn] of CASES.filter((k) => k[0] === "kniffel")) {
      const rr = rules(preset, house);
      const cols = columnsOf(rr, states);
      const exact = winChances(cols.map((x, i) => finalTotals(c, x, midTurn(turn, i).dice, midTurn(turn, i).left)));
      const at = turn ? { player: turn[0], dice: turn[1], rolls: turn[2] } : undefined;
      expect(est.chances(cols, at)).toEqual(exact);
    }
  });

  it("equal columns: equal chances; a column far ahead nearly always wins; they add up to one", () => {
    const a = col("sixes=24,fives=20,kniffel=50");
    const even = est.chances([a, a, a]);
    for (const p of even) expect(p).toBeCloseTo(1 / 3, 12);
    const ahead = col("ones=4,twos=8,threes=12,fours=16,fives=20,sixes=24,threeKind=28,fourKind=27,fullHouse=25,kniffel=50");
    const behind = col("ones=0,twos=0,threes=0,fours=0,fives=0,sixes=0,threeKind=0,fourKind=0,fullHouse=0,kniffel=0");
    const far = est.chances([ahead, behind]);
    expect(far[0]).toBeGreaterThan(0.999);
    expect(far[0] + far[1]).toBeCloseTo(1, 12);
  });

  it("the fast mean of a share (the level Sieg's) = the sum over the column's distribution, within a tenth of a point", () => {
    const others = [col("sixes=24,chance=20"), col("ones=3,kniffel=0,fullHouse=25")].map((x) => est.totals(x));
    const share = shares(others);
    for (const text of ["sixes=18,fives=15", "ones=3,twos=6,threes=9,fours=12,kniffel=50,chance=25", "threeKind=20"]) {
      const mine = col(text);
      const d = est.totals(mine);
      let sum = 0;
      for (let i = 0; i < d.p.length; i++) sum += d.p[i] * (i + d.lo < share.lo ? 0 : i + d.lo >= share.lo + share.p.length ? 1 : share.p[i + d.lo - share.lo]);
      expect(Math.abs(est.meanShare(mine, share) - sum), text).toBeLessThan(0.001);
      // And it is the chance to win: the same as winChances over all three.
      expect(winChances([d, ...others])[0]).toBeCloseTo(sum, 9);
    }
  });
});
