// The solver against brute force on small states (up to three free boxes), under every
// preset and some house rules. The brute force shares nothing with the coach but the rules
// core: it holds dice by position, throws them by enumerating all 6^k outcomes, asks place()
// about every roll on the real sheet, and scores with columnTotals.
import { describe, expect, it } from "vitest";
import { solveValues } from "../../firmware/coach/solve";
import { filledMask, sheetState, stateSpace } from "../../firmware/coach/state";
import type { Rules } from "../../firmware/core";
import { boxIndex, columnTotals, newPlacement, place, sheetFor, UPPER_BOXES, Why } from "../../firmware/core";
import { rules } from "../core/helpers";

const ROLLS: number[][] = [];
for (let a = 1; a <= 6; a++) for (let b = a; b <= 6; b++) for (let c = b; c <= 6; c++) for (let d = c; d <= 6; d++) for (let e = d; e <= 6; e++) ROLLS.push([a, b, c, d, e]);
const ROLL_INDEX = new Map(ROLLS.map((d, i) => [d.join(""), i]));

/** The sorted outcomes of throwing k dice, each with its probability. */
function thrown(k: number): [number[], number][] {
  const out = new Map<string, [number[], number]>();
  for (let x = 0; x < 6 ** k; x++) {
    const d: number[] = [];
    for (let i = 0, y = x; i < k; i++, y = Math.floor(y / 6)) d.push((y % 6) + 1);
    d.sort();
    const e = out.get(d.join(""));
    if (e) e[1] += 6 ** -k;
    else out.set(d.join(""), [d, 6 ** -k]);
  }
  return [...out.values()];
}
const THROWN = [0, 1, 2, 3, 4, 5].map(thrown);
const FIRST = new Float64Array(ROLLS.length);
for (const [d, p] of THROWN[5]) FIRST[ROLL_INDEX.get(d.join(""))!] = p;

/** For roll r and held dice h (bits over its sorted dice, never all five): the outcomes. */
const NEXT: { roll: number; p: number }[][][] = ROLLS.map((dice) => {
  const byHeld: { roll: number; p: number }[][] = [];
  for (let h = 0; h < 31; h++) {
    const kept = dice.filter((_, i) => h & (1 << i));
    byHeld.push(THROWN[5 - kept.length].map(([o, p]) => ({ roll: ROLL_INDEX.get(kept.concat(o).sort().join(""))!, p })));
  }
  return byHeld;
});

/** The value of each roll with one more roll left, given the values `w` with one fewer. */
function rollAgain(w: Float64Array): Float64Array {
  const out = new Float64Array(w.length);
  for (let r = 0; r < w.length; r++) {
    let best = w[r];
    for (const outcomes of NEXT[r]) {
      let v = 0;
      for (const o of outcomes) v += o.p * w[o.roll];
      if (v > best) best = v;
    }
    out[r] = best;
  }
  return out;
}

/** Expected points still to come on a one-player sheet, by exhaustive search. */
function bruteForce(r: Rules, sc: Int16Array): number {
  const sheet = sheetFor(r.game);
  const pl = newPlacement();
  const memo = new Map<string, number>();
  // Memo key: what place() and the upper bonus can see (filled boxes, upper sum, Kniffel box).
  const key = (s: Int16Array) => Array.from(s, (v) => (v < 0 ? "-" : "x")).join("") +
    columnTotals(sheet, s, 0, 0).upper + "/" + (s[sheet.fiveBox] > 0);
  const future = (s: Int16Array): number => {
    if (s.every((v) => v >= 0)) return 0;
    const k = key(s);
    const known = memo.get(k);
    if (known !== undefined) return known;
    const before = columnTotals(sheet, s, 0, 0).grand;
    const w = new Float64Array(ROLLS.length).fill(-Infinity);
    ROLLS.forEach((dice, i) => {
      place(sheet, r, s, 0, dice, pl);
      const entries = sheet.ids.map((_, b) => [pl.why[b], b, pl.pts[b]]).filter(([why]) => why === Why.Ok);
      const bonus = pl.bonus;
      for (const [, b, pts] of entries) {
        const next = s.slice();
        next[b] = pts;
        w[i] = Math.max(w[i], columnTotals(sheet, next, 0, 0).grand - before + bonus + future(next));
      }
    });
    const w2 = rollAgain(rollAgain(w));
    const v = w2.reduce((sum, x, i) => sum + FIRST[i] * x, 0);
    memo.set(k, v);
    return v;
  };
  return future(sc);
}

/** A sheet with only `free` boxes free; upper boxes at par (3 of each) unless given. */
function sheetWith(r: Rules, free: string[], given: { [id: string]: number }): Int16Array {
  const sheet = sheetFor(r.game);
  return Int16Array.from(sheet.ids, (id, b) => {
    if (free.includes(id)) return -1;
    if (id in given) return given[id];
    return b < UPPER_BOXES ? 3 * (b + 1) : 0;
  });
}

const CASES: [string, string[], string[], { [id: string]: number }][] = [
  // preset, house rules, free boxes, given scores
  ["kniffel", [], ["fours", "fullHouse", "largeStraight"], { kniffel: 50, ones: 3, fives: 15 }],
  ["kniffel", [], ["smallStraight", "largeStraight"], { kniffel: 0 }],
  ["kniffel", ["fullHouseScoresSum", "kniffelIsFullHouse"], ["sixes", "fullHouse", "chance"], { kniffel: 50, fives: 10 }],
  ["meisterschaft", [], ["fours", "fullHouse", "chance"], { kniffel: 50, threes: 6 }],
  ["meisterschaft", ["kniffelIsFullHouse"], ["fullHouse", "largeStraight"], { kniffel: 50 }],
  ["tallynight", [], ["twos", "threeKind", "largeStraight"], { kniffel: 50 }],
  ["tallynight", ["extraKniffelBonus=100"], ["sixes", "smallStraight"], { kniffel: 50, ones: 0 }],
  ["yahtzee", [], ["fives", "fullHouse", "kniffel"], { twos: 4 }],
  ["yahtzee", [], ["sixes", "largeStraight", "chance"], { kniffel: 0, fives: 25 }],
  ["yahtzee", [], ["threes", "fourKind"], { kniffel: 50 }],
  ["yatzy", [], ["sixes", "twoPairs", "yatzy"], { fives: 10 }],
  ["yatzy", [], ["onePair", "smallStraight", "fullHouse"], {}],
];

describe("solver = brute force on small states", () => {
  for (const [preset, house, free, given] of CASES) {
    it(`${preset}${house.length ? " + " + house.join(",") : ""}: free ${free.join(", ")}`, () => {
      const r = rules(preset, house);
      for (const id of free.concat(Object.keys(given))) expect(boxIndex(sheetFor(r.game), id), id).toBeGreaterThanOrEqual(0);
      const sc = sheetWith(r, free, given);
      const space = stateSpace(r);
      const values = solveValues(r, filledMask(space, sc, 0));
      const exact = bruteForce(r, sc);
      expect(values[sheetState(space, sc, 0)]).toBeCloseTo(exact, 9);
    });
  }
});
