// Each player's chance to win in the last round (firmware/coach/chance.ts) against the test's
// own brute force, under every preset and some house rules: its own expected-score play of the
// last turn (every option's expected final total by enumerating every throw; ties to the
// earlier option, entries before keeps, as the coach lists them), its own distribution of each
// final total, and the chances by going through every combination of the players' totals.
// It shares nothing with the engine but the rules core and the dice of brute-dice.ts.
import { describe, expect, it } from "vitest";
import { finalTotals, rolloutChances, rolloutTotals, winChances } from "../../firmware/coach/chance";
import { newCoach } from "../../firmware/coach/turn";
import { parseState } from "../../sim/cli/state";
import { CASES, columnsOf, midTurn } from "./chance-cases";
import { DEFAULT_TABLES, valuesFor } from "../../sim/cli/tables";
import { sfc32 } from "../../sim/rng";
import { rules } from "../core/helpers";
import { bruteChances, bruteTotals } from "./brute-totals";

describe("the chance to win in the last round = brute force", () => {
  for (const [preset, house, states, turn] of CASES) {
    it(`${preset}${house.length ? " + " + house.join(",") : ""}: ${states.length} players${turn ? `, player ${turn[0] + 1} at ${turn[1].join("")} with ${turn[2]} left` : ""}`, () => {
      const r = rules(preset, house);
      const cols = columnsOf(r, states);
      const c = newCoach(r);
      const mine = cols.map((col, i) => finalTotals(c, col, midTurn(turn, i).dice, midTurn(turn, i).left));
      const brute = cols.map((col, i) => bruteTotals(r, col.sc, col.extra, midTurn(turn, i).dice, midTurn(turn, i).left));
      for (let i = 0; i < cols.length; i++) {
        const reached = mine[i].p.map((p, k) => (p > 0 ? mine[i].lo + k : -1)).filter((t) => t >= 0);
        expect(reached, `player ${i + 1}'s totals`).toEqual([...brute[i].keys()].sort((a, b) => a - b));
        for (const [t, p] of brute[i]) expect(mine[i].p[t - mine[i].lo], `player ${i + 1}, total ${t}`).toBeCloseTo(p, 10);
      }
      const chances = winChances(mine);
      const expected = bruteChances(brute);
      chances.forEach((p, i) => expect(p, `player ${i + 1}`).toBeCloseTo(expected[i], 10));
      expect(chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
      expect(Math.max(...chances)).toBeLessThan(1); // each position is still open
    });
  }
});

describe("the chance to win by rollouts (before the last round)", () => {
  const note = () => undefined;

  it("agree with the exact chances of the last round within four standard errors (the Kniffel cases; every case in the soak)", () => {
    const word = sfc32(20261205);
    for (const [preset, house, states, turn] of CASES.filter((k) => k[0] === "kniffel")) {
      const r = rules(preset, house);
      const c = newCoach(r);
      const value = valuesFor(r, DEFAULT_TABLES, note);
      const cols = columnsOf(r, states);
      const exact = winChances(cols.map((col, i) => finalTotals(c, col, midTurn(turn, i).dice, midTurn(turn, i).left)));
      const est = rolloutChances(cols.map((col, i) => rolloutTotals(c, col, value, 4000, word, midTurn(turn, i).dice, midTurn(turn, i).left)));
      for (let i = 0; i < exact.length; i++) expect(Math.abs(est.p[i] - exact[i]), `player ${i + 1}: ${est.p[i]} ± ${est.se[i]} against ${exact[i]}`).toBeLessThanOrEqual(4 * est.se[i] + 1e-12);
    }
  });

  it("two equal columns before the last round: half each, within four standard errors; a column far ahead wins nearly always", () => {
    const r = rules("kniffel", []);
    const c = newCoach(r);
    const value = valuesFor(r, DEFAULT_TABLES, note);
    const col = parseState("sixes=24,fives=20,kniffel=50", r, true) as { sc: Int16Array; extra: number };
    const word = sfc32(7);
    const est = rolloutChances([rolloutTotals(c, col, value, 4000, word), rolloutTotals(c, col, value, 4000, word)]);
    for (let i = 0; i < 2; i++) expect(Math.abs(est.p[i] - 0.5)).toBeLessThanOrEqual(4 * est.se[i]);
    const ahead = parseState("ones=4,twos=8,threes=12,fours=16,fives=20,sixes=24,threeKind=28,fourKind=27,fullHouse=25,kniffel=50", r, true) as { sc: Int16Array; extra: number };
    const behind = parseState("ones=0,twos=0,threes=0,fours=0,fives=0,sixes=0,threeKind=0,fourKind=0,fullHouse=0,kniffel=0", r, true) as { sc: Int16Array; extra: number };
    const far = rolloutChances([rolloutTotals(c, ahead, value, 1000, word), rolloutTotals(c, behind, value, 1000, word)]);
    expect(far.p).toEqual([1, 0]);
  });
});

it("a tie shares first place: two equal finished columns, half each; a third that cannot reach them, nothing", () => {
  const d = (t: number) => ({ lo: t, p: [1] });
  expect(winChances([d(200), d(200), d(150)])).toEqual([0.5, 0.5, 0]);
  expect(winChances([{ lo: 200, p: [0.5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.5] }, d(200)])).toEqual([0.75, 0.25]);
});
