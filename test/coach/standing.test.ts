// The watches' chances to win (firmware/coach/standing.ts): their rows decode to what was
// measured, their chances are proper (add up to one, equal columns equal, order kept) and close
// to the simulator's estimate (estimate.ts, which the soak and the CLI's tests hold to outcomes
// and rollouts), and they are a job of small pieces. The calibration against outcomes is in the
// soak (test/soak/calibration-watch-*.test.ts).
import { describe, expect, it } from "vitest";
import type { Column } from "../../firmware/coach/chance";
import { newEstimator } from "../../firmware/coach/estimate";
import { finish } from "../../firmware/coach/job";
import { cdfOf, encodeRow, gameStandingJob, nodesOf, rowNodes, standingJob, standingOf } from "../../firmware/coach/standing";
import { NODES, ROW_POINTS } from "../../firmware/coach/standing-grid";
import { STANDING_ROWS } from "../../firmware/coach/standing-params";
import { stateSpace } from "../../firmware/coach/state";
import { newCoach } from "../../firmware/coach/turn";
import type { Game } from "../../firmware/core";
import { newGame } from "../../firmware/core";
import { chanceTables } from "../../sim/advisor";
import { parseState } from "../../sim/cli/state";
import { DEFAULT_TABLES } from "../../sim/cli/tables";
import { rules } from "../core/helpers";

const r = rules("kniffel", []);
const space = stateSpace(r);
const tables = chanceTables(r, DEFAULT_TABLES, () => undefined);
const col = (text: string) => parseState(text, r, true) as Column;
const chances = (cols: Column[]) => finish(standingJob(space, cols, tables.value));

describe("the watches' chances", () => {
  it("a row keeps the spread to a tenth and each share to 1/4095", () => {
    const cdf = Array.from({ length: ROW_POINTS }, (_, i) => i / (ROW_POINTS - 1));
    const row = encodeRow(31.27, cdf);
    expect(row).toMatch(/^[A-Za-z0-9+/]+$/);
    expect(row.length).toBe(2 * (ROW_POINTS + 1 + NODES));
    // The nodes stored for the advice to win are those of the shares as stored, to 1/4095 of the grid.
    const stored = rowNodes(row);
    const worked = nodesOf(cdfOf(row));
    for (let i = 0; i < NODES; i++) expect(Math.abs(stored[i] - worked[i])).toBeLessThan(0.003);
    expect(worked[0]).toBeLessThan(worked[NODES - 1]);
    const st = standingOf(space, col("ones=3").sc, 0, tables.value);
    expect(st.row.length === 0 || st.row.length === row.length).toBe(true);
    // The measured rows: every one that exists is a distribution function (never falling, ending at 1).
    let rows = 0;
    for (const rr of STANDING_ROWS) {
      if (!rr) continue;
      rows++;
      const v = (i: number) => (rr.charCodeAt(2 * i) >= 97 ? rr.charCodeAt(2 * i) - 71 : rr.charCodeAt(2 * i) >= 65 ? rr.charCodeAt(2 * i) - 65 : rr.charCodeAt(2 * i) >= 48 ? rr.charCodeAt(2 * i) + 4 : rr.charCodeAt(2 * i) === 43 ? 62 : 63) * 64;
      for (let i = 2; i <= ROW_POINTS; i++) expect(v(i)).toBeGreaterThanOrEqual(v(i - 1));
      expect(v(ROW_POINTS)).toBe(63 * 64);
    }
    expect(rows).toBeGreaterThan(30);
  });

  it("add up to one; equal columns get equal chances; a lead is worth more than no lead", () => {
    const a = col("sixes=24,fives=20,kniffel=50");
    const even = chances([a, a, a, a]);
    for (const p of even) expect(p).toBeCloseTo(0.25, 9);
    const ahead = chances([col("sixes=24,fives=20,kniffel=50,chance=25"), col("sixes=24,fives=20,kniffel=50,chance=15")]);
    expect(ahead[0] + ahead[1]).toBeCloseTo(1, 9);
    expect(ahead[0]).toBeGreaterThan(0.55);
    // A finished column against one that cannot reach it.
    const full = col("ones=4,twos=8,threes=12,fours=16,fives=20,sixes=24,threeKind=28,fourKind=27,fullHouse=25,smallStraight=30,largeStraight=40,kniffel=50,chance=24");
    expect(chances([full, col("ones=0,twos=0,threes=0,fours=0,fives=0,sixes=0,threeKind=0,fourKind=0,fullHouse=0,kniffel=0")])[0]).toBeGreaterThan(0.999);
  });

  it("within 4 points of the simulator's estimate in mid-game positions of two to eight players", () => {
    const est = newEstimator(newCoach(r), tables);
    const positions = [
      ["sixes=24,fives=20", "ones=3,kniffel=50"],
      ["sixes=18,fives=15,threeKind=22,chance=23", "ones=2,twos=6,kniffel=0,fullHouse=25", "smallStraight=30,largeStraight=40,chance=17,fours=12"],
      ["ones=3,twos=6,threes=9,fours=12,fives=15,sixes=18,threeKind=20", "ones=3,twos=6,threes=9,fours=12,fives=15,kniffel=50", "fullHouse=25,smallStraight=30,largeStraight=40,chance=22,threeKind=25,fourKind=0"],
      Array.from({ length: 8 }, (_, i) => `sixes=${6 * (i % 5)},chance=${15 + i}`),
    ];
    for (const states of positions) {
      const cols = states.map(col);
      const mine = chances(cols);
      const theirs = est.chances(cols);
      for (let i = 0; i < cols.length; i++) expect(Math.abs(mine[i] - theirs[i]), `${states[i]} of ${states.length}`).toBeLessThan(0.04);
    }
  });

  it("is a job of one piece per player and stage; without a table for the rules, no chances", () => {
    const g = newGame({ names: ["A", "B", "C"], rules: r, rolloff: false }) as Game;
    const job = gameStandingJob(g, tables.value);
    let steps = 0;
    while (!job.step()) steps++;
    expect(steps).toBe(9);
    expect(job.result()).toEqual([1 / 3, 1 / 3, 1 / 3].map((x) => expect.closeTo(x, 9)));
    expect(finish(gameStandingJob(g, null))).toEqual([]);
  });
});
