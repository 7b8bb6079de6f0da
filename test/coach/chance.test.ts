// Each player's chance to win in the last round (firmware/coach/chance.ts) against the test's
// own brute force, under every preset and some house rules: its own expected-score play of the
// last turn (every option's expected final total by enumerating every throw; ties to the
// earlier option, entries before keeps, as the coach lists them), its own distribution of each
// final total, and the chances by going through every combination of the players' totals.
// It shares nothing with the engine but the rules core and the dice of brute-dice.ts.
import { describe, expect, it } from "vitest";
import { finalTotals, rolloutChances, rolloutTotals, winChances } from "../../firmware/coach/chance";
import { newCoach } from "../../firmware/coach/turn";
import type { Rules } from "../../firmware/core";
import { columnTotals, newPlacement, place, sheetFor, Why } from "../../firmware/core";
import { parseState } from "../../sim/cli/state";
import { CASES, columnsOf, midTurn } from "./chance-cases";
import { DEFAULT_TABLES, valuesFor } from "../../sim/cli/tables";
import { sfc32 } from "../../sim/rng";
import { rules } from "../core/helpers";
import { FIRST, NEXT, ROLL_INDEX, ROLLS } from "./brute-dice";

type Dist = Map<number, number>;

/** The brute force's distribution of a column's final total, playing each last-turn choice for the most expected points. */
function bruteTotals(r: Rules, sc: Int16Array, extra: number, dice?: number[], left?: number): Dist {
  const sheet = sheetFor(r.game);
  const pl = newPlacement();
  if (sc.every((v) => v >= 0)) return new Map([[columnTotals(sheet, sc, 0, extra).grand, 1]]);
  const memo = new Map<string, { ev: number; dist: Dist }>();
  const play = (roll: number, n: number): { ev: number; dist: Dist } => {
    const key = roll + "/" + n;
    const known = memo.get(key);
    if (known) return known;
    const options: { ev: number; dist: Dist }[] = [];
    place(sheet, r, sc, 0, ROLLS[roll], pl);
    for (let b = 0; b < sc.length; b++) {
      if (pl.why[b] !== Why.Ok) continue;
      const next = sc.slice();
      next[b] = pl.pts[b];
      const total = columnTotals(sheet, next, 0, extra + pl.bonus).grand;
      options.push({ ev: total, dist: new Map([[total, 1]]) });
    }
    if (n > 0) {
      const kept = new Set<string>();
      for (let h = 0; h < 31; h++) {
        const k = ROLLS[roll].filter((_, i) => h & (1 << i)).join("");
        if (kept.has(k)) continue;
        kept.add(k);
        const dist: Dist = new Map();
        let ev = 0;
        for (const o of NEXT[roll][h]) {
          const after = play(o.roll, n - 1);
          ev += o.p * after.ev;
          for (const [t, p] of after.dist) dist.set(t, (dist.get(t) ?? 0) + o.p * p);
        }
        options.push({ ev, dist });
      }
    }
    const best = Math.max(...options.map((o) => o.ev));
    const choice = options.find((o) => o.ev >= best - 1e-9)!;
    memo.set(key, choice);
    return choice;
  };
  if (dice) return play(ROLL_INDEX.get([...dice].sort().join(""))!, left!).dist;
  const out: Dist = new Map();
  ROLLS.forEach((_, roll) => {
    for (const [t, p] of play(roll, 2).dist) out.set(t, (out.get(t) ?? 0) + FIRST[roll] * p);
  });
  return out;
}

/** Each player's chance by every combination of totals: the highest share first place. */
function bruteChances(dists: Dist[]): number[] {
  const chances = dists.map(() => 0);
  const walk = (i: number, totals: number[], p: number): void => {
    if (i === dists.length) {
      const top = Math.max(...totals);
      const first = totals.map((t, j) => (t === top ? j : -1)).filter((j) => j >= 0);
      for (const j of first) chances[j] += p / first.length;
      return;
    }
    for (const [t, q] of dists[i]) walk(i + 1, totals.concat(t), p * q);
  };
  walk(0, [], 1);
  return chances;
}

describe("the chance to win in the last round = brute force", () => {
  for (const [preset, house, states, turn] of CASES) {
    it(`${preset}${house.length ? " + " + house.join(",") : ""}: ${states.length} players${turn ? `, player ${turn[0] + 1} at ${turn[1].join("")} with ${turn[2]} left` : ""}`, () => {
      const r = rules(preset, house);
      const cols = columnsOf(r, states);
      const c = newCoach(r);
      const mine = cols.map((col, i) => finalTotals(c, col, midTurn(turn, i).dice, midTurn(turn, i).left));
      const brute = cols.map((col, i) => bruteTotals(r, col.sc, col.extra, midTurn(turn, i).dice, midTurn(turn, i).left));
      for (let i = 0; i < cols.length; i++) {
        expect(Object.keys(mine[i]).map(Number).sort((a, b) => a - b), `player ${i + 1}'s totals`).toEqual([...brute[i].keys()].sort((a, b) => a - b));
        for (const [t, p] of brute[i]) expect(mine[i][t], `player ${i + 1}, total ${t}`).toBeCloseTo(p, 10);
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
  const d = (t: number) => ({ [t]: 1 });
  expect(winChances([d(200), d(200), d(150)])).toEqual([0.5, 0.5, 0]);
  expect(winChances([{ 200: 0.5, 210: 0.5 }, d(200)])).toEqual([0.75, 0.25]);
});
