// The compact coach (rules without a value table at hand): legal advice under every rule
// set, the same shape as the exact engine's, close to optimal play when its choices are
// valued by the exact table, and small (memory of its tables, work per hint).
import { beforeAll, describe, expect, it } from "vitest";
import { adviseCompact, adviseGameCompact, compactValue, newCompact } from "../../firmware/coach/compact";
import { compactParams } from "../../firmware/coach/compact-params";
import { diceTables, keepOf } from "../../firmware/coach/dice";
import type { ValueOf } from "../../firmware/coach/state";
import { stateIndex, stateSpace } from "../../firmware/coach/state";
import type { Option } from "../../firmware/coach/turn";
import { advise, adviseGame, newCoach } from "../../firmware/coach/turn";
import type { Game } from "../../firmware/core";
import { boxIndex, KNIFFEL_SHEET, newGame, Phase, PRESET_IDS } from "../../firmware/core";
import { playTurnBy } from "../../sim/follow";
import { sfc32 } from "../../sim/rng";
import { rules } from "../core/helpers";
import { playWith } from "./play";
import { exactValues } from "./tune";

const YAHTZEE = rules("yahtzee");
const RULE_SETS: [string, string[]][] = [
  ["kniffel", []], ["meisterschaft", []], ["tallynight", []], ["yahtzee", []], ["yatzy", []],
  ["kniffel", ["fullHouseScoresSum", "kniffelIsFullHouse", "extraKniffelBonus=100"]],
  ["meisterschaft", ["voluntaryStrike=false"]],
  ["yahtzee", ["extraKniffel=upperFirst"]],
];

describe("compact advice is legal", () => {
  for (const [preset, house] of RULE_SETS) {
    it(`${preset}${house.length ? " + " + house.join(",") : ""}: 3 games of 2 players`, () => {
      const r = rules(preset, house);
      const c = newCompact(r);
      const next = sfc32(preset.length * 17 + house.length);
      for (let i = 0; i < 3; i++) {
        const totals = playWith(r, 2, (g) => adviseGameCompact(c, g), next);
        for (const t of totals) expect(t).toBeGreaterThan(60);
      }
    });
  }

  it("lists the same boxes and keeps as the exact engine", () => {
    const c = newCompact(YAHTZEE);
    const exact = newCoach(YAHTZEE);
    const zero: ValueOf = () => 0;
    const sc = Int16Array.from([-1, 4, 9, -1, 15, -1, 20, -1, -1, 30, -1, 0, -1]);
    const key = (o: { box: number; held: number }, dice: number[]) => (o.box >= 0 ? "b" + o.box : "k" + keepOf(diceTables(), dice, o.held));
    for (const dice of [[1, 2, 3, 4, 6], [6, 6, 6, 6, 6], [2, 2, 5, 5, 5]]) {
      for (const left of [0, 1, 2]) {
        const mine = adviseCompact(c, sc, 0, 0, dice, left).map((o) => key(o, dice)).sort();
        expect(mine).toEqual(advise(exact, sc, 0, 0, dice, left, zero).map((o) => key(o, dice)).sort());
      }
    }
  });

  it("has parameters for every preset, and they value an empty sheet near the optimum", () => {
    const optimum: { [id: string]: number } = { yahtzee: 254.59, yatzy: 248.44, tallynight: 244.08 };
    for (const id of PRESET_IDS) {
      const p = compactParams(rules(id));
      const n = id === "yatzy" ? 15 : 13;
      expect([p.t.length, p.s.length, p.a.length, p.c.length]).toEqual([n, n, 6, 6]);
      if (optimum[id]) expect(Math.abs(compactValue(newCompact(rules(id)), 0, 0, false) - optimum[id])).toBeLessThan(5);
    }
  });
});

describe("compact advice against the exact table (Yahtzee)", () => {
  let exact: ValueOf;
  beforeAll(() => {
    exact = exactValues(YAHTZEE);
  }, 120_000);

  it("empty sheet, last roll 1-2-3-4-5: the large straight; five sixes: the Yahtzee box", () => {
    const c = newCompact(YAHTZEE);
    const empty = new Int16Array(13).fill(-1);
    expect(adviseCompact(c, empty, 0, 0, [3, 1, 5, 2, 4], 0)[0].box).toBe(boxIndex(KNIFFEL_SHEET, "largeStraight"));
    expect(adviseCompact(c, empty, 0, 0, [6, 6, 6, 6, 6], 2)[0].box).toBe(boxIndex(KNIFFEL_SHEET, "kniffel"));
    // Its estimate of the empty sheet is close to the table's 254.59.
    expect(Math.abs(compactValue(c, 0, 0, false) - exact(stateIndex(stateSpace(YAHTZEE), 0, 0, false)))).toBeLessThan(5);
  });

  it("loses under 4 expected points per game against optimal play (200 games, each decision valued exactly)", () => {
    const c = newCompact(YAHTZEE);
    const e = newCoach(YAHTZEE);
    const t = diceTables();
    const next = sfc32(2024);
    let loss = 0;
    const games = 200;
    const decide = (g: Game): Option => {
      const o = adviseGameCompact(c, g)[0];
      const opts = adviseGame(e, g, exact);
      const same = opts.find((x) => (o.box >= 0 ? x.box === o.box : x.box < 0 && keepOf(t, g.dice, x.held) === keepOf(t, g.dice, o.held)))!;
      loss += opts[0].ev - same.ev;
      return o;
    };
    for (let i = 0; i < games; i++) {
      const g = newGame({ names: ["A"], rules: YAHTZEE, rolloff: false }) as Game;
      while (g.ph !== Phase.Over) playTurnBy(g, decide, next);
    }
    expect(loss / games).toBeGreaterThan(0);
    expect(loss / games).toBeLessThan(4);
  });
});

describe("is small and quick enough for a watch's heap and a hint's budget", () => {
  it("keeps under 6 KB of tables and work arrays", () => {
    const c = newCompact(rules("yatzy"));
    let bytes = 0;
    for (const v of Object.values(c)) if (ArrayBuffer.isView(v)) bytes += v.byteLength;
    for (const v of Object.values(c.l)) bytes += (v as Uint8Array).byteLength;
    expect(bytes).toBeLessThan(6 * 1024);
  });

  it("a hint takes at most ~9,000 steps (box scores and keep steps), the first roll of an empty sheet being the worst", () => {
    const c = newCompact(YAHTZEE);
    adviseCompact(c, new Int16Array(13).fill(-1), 0, 0, [1, 2, 3, 4, 5], 2);
    expect(c.scored).toBe(252 * 13);
    expect(c.scored + c.steps).toBeLessThan(9000);
    adviseCompact(c, new Int16Array(13).fill(-1), 0, 0, [1, 2, 3, 4, 5], 0);
    expect(c.scored + c.steps).toBeLessThan(1000);
  });
});
