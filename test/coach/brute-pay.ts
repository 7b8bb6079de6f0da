// The test's own brute force of playing for a pay of the final total (target.test.ts: reaching a
// total; win.test.ts: the share of first place against finished columns), sharing nothing with
// the engine but the rules core (place(), columnTotals) and the dice of brute-dice.ts: it holds
// dice by position, throws them by enumerating every outcome, and searches every column the
// turns can leave, each choice the one with the most expected pay.
import { expect } from "vitest";
import type { Rules } from "../../firmware/core";
import { boxIndex, columnTotals, newPlacement, place, sheetFor, UPPER_BOXES, Why } from "../../firmware/core";
import { FIRST, NEXT, rollAgain, ROLL_INDEX, ROLLS } from "./brute-dice";

/** The brute force's expected pay (of the final total) from the start of a turn, and for each roll with a roll count left, each choice maximising it. */
function bruteForce(r: Rules, pay: (total: number) => number) {
  const sheet = sheetFor(r.game);
  const pl = newPlacement();
  const memo = new Map<string, number>();
  // The recursion goes through `self` (lint: nothing used before it is defined).
  const self = { chance: (_s: Int16Array, _extra: number) => 0 };
  const afterEntry = (s: Int16Array, extra: number, dice: number[]): { b: number; p: number }[] => {
    place(sheet, r, s, 0, dice, pl);
    const ok = sheet.ids.map((_, b) => [pl.why[b], b, pl.pts[b]]).filter(([why, b]) => why === Why.Ok && s[b] < 0);
    const bonus = pl.bonus;
    return ok.map(([, b, pts]) => {
      const next = s.slice();
      next[b] = pts;
      return { b, p: self.chance(next, extra + bonus) };
    });
  };
  const entryChances = (s: Int16Array, extra: number): Float64Array =>
    Float64Array.from(ROLLS, (dice) => Math.max(0, ...afterEntry(s, extra, dice).map((e) => e.p)));
  self.chance = (s: Int16Array, extra: number): number => {
    if (s.every((v) => v >= 0)) return pay(columnTotals(sheet, s, 0, extra).grand);
    const k = s.join(",") + "+" + extra;
    const known = memo.get(k);
    if (known !== undefined) return known;
    const w2 = rollAgain(rollAgain(entryChances(s, extra)));
    const v = w2.reduce((sum, x, i) => sum + FIRST[i] * x, 0);
    memo.set(k, v);
    return v;
  };
  return { afterEntry, entryChances };
}

/** The brute force's expected pay of each entry and of each kept multiset (sorted dice as text, "box b" for an entry) for a position. */
export function bruteOptions(r: Rules, sc: Int16Array, extra: number, dice: number[], rollsLeft: number, pay: (total: number) => number): Map<string, number> {
  const bf = bruteForce(r, pay);
  const out = new Map<string, number>();
  for (const e of bf.afterEntry(sc, extra, dice)) out.set("box " + e.b, e.p);
  if (rollsLeft > 0) {
    let w = bf.entryChances(sc, extra);
    for (let n = 1; n < rollsLeft; n++) w = rollAgain(w);
    const sorted = [...dice].sort();
    const roll = ROLL_INDEX.get(sorted.join(""))!;
    for (let h = 0; h < 31; h++) {
      const kept = sorted.filter((_, i) => h & (1 << i)).join("");
      out.set("keep " + kept, NEXT[roll][h].reduce((sum, o) => sum + o.p * w[o.roll], 0));
    }
  }
  return out;
}

/** A column with only `free` boxes free; upper boxes at par (3 of each) unless given. */
export function sheetWith(r: Rules, free: string[], given: { [id: string]: number }): Int16Array {
  const sheet = sheetFor(r.game);
  for (const id of free.concat(Object.keys(given))) expect(boxIndex(sheet, id), id).toBeGreaterThanOrEqual(0);
  return Int16Array.from(sheet.ids, (id, b) => {
    if (free.includes(id)) return -1;
    if (id in given) return given[id];
    return b < UPPER_BOXES ? 3 * (b + 1) : 0;
  });
}

