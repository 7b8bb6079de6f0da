// The coach's placement tables against the rules core: on random sheets under every reading
// and house-rule switch, every roll may go exactly where place() allows, for the same points
// and extra-Kniffel bonus. And the state index: what it tells apart and what it merges.
import { describe, expect, it } from "vitest";
import { diceTables, FIRST_ROLL, keepOf, ROLLS, rollFaces } from "../../firmware/coach/dice";
import { filledMask, sheetState, stateIndex, stateSpace, upperClasses, variantOf } from "../../firmware/coach/state";
import { newCoach, placeAll } from "../../firmware/coach/turn";
import type { Rules } from "../../firmware/core";
import { newGame, newPlacement, place, Phase, Why } from "../../firmware/core";
import { playTurn } from "../../sim/autoplay";
import { sfc32 } from "../../sim/rng";
import { rules } from "../core/helpers";

/** Every preset, and each Kniffel reading under every combination of the other switches. */
function ruleSets(): Rules[] {
  const out = ["kniffel", "meisterschaft", "tallynight", "yahtzee", "yatzy"].map((p) => rules(p));
  for (const reading of ["freeChoice", "upperFirst", "mustFit", "joker"]) {
    for (let bits = 0; bits < 16; bits++) {
      out.push(rules("kniffel", [
        `extraKniffel=${reading}`,
        `voluntaryStrike=${bits & 1 ? "true" : "false"}`,
        `fullHouseScoresSum=${bits & 2 ? "true" : "false"}`,
        `kniffelIsFullHouse=${bits & 4 ? "true" : "false"}`,
        `extraKniffelBonus=${bits & 8 ? 100 : 50}`,
      ]));
    }
  }
  return out;
}

/** Sheets of one player: from random legal games (every stage), and random fillings. */
function sheets(r: Rules, seed: number): Int16Array[] {
  const next = sfc32(seed);
  const out: Int16Array[] = [];
  const g = newGame({ names: ["A"], rules: r, rolloff: false });
  if ("err" in g) throw new Error(g.err);
  while (g.ph !== Phase.Over) {
    out.push(g.sc.slice());
    playTurn(g, next);
  }
  const n = g.sheet.kinds.length;
  for (let i = 0; i < 40; i++) {
    const sc = new Int16Array(n).fill(-1);
    for (let b = 0; b < n; b++) if (next() % 2) sc[b] = b === g.sheet.fiveBox ? (next() % 2) * 50 : b < 6 ? (next() % 6) * (b + 1) : 0;
    out.push(sc);
  }
  return out;
}

describe("placement tables agree with place()", () => {
  it("every roll on random sheets, under every rule set", () => {
    const t = diceTables();
    const die = new Uint8Array(5);
    const pl = newPlacement();
    const wrong: string[] = [];
    let checked = 0;
    ruleSets().forEach((r, i) => {
      const c = newCoach(r);
      for (const sc of sheets(r, 1000 + i)) {
        placeAll(c, filledMask(c.space, sc, 0), sc[c.sheet.fiveBox] > 0);
        for (let roll = 0; roll < ROLLS; roll++) {
          place(c.sheet, r, sc, 0, rollFaces(t, roll, die), pl);
          let want = "";
          for (let b = 0; b < c.n; b++) if (pl.why[b] === Why.Ok) want += ` ${b}:${pl.pts[b]}`;
          let got = "";
          for (let j = c.start[roll]; j < c.start[roll + 1]; j++) got += ` ${c.entryBox[j]}:${c.entryPts[j]}`;
          if (got !== want || c.bonus[roll] !== pl.bonus) wrong.push(`${JSON.stringify(r)} sheet ${Array.from(sc)} dice ${die.join("")}: ${got} +${c.bonus[roll]}, place():${want} +${pl.bonus}`);
          checked++;
        }
      }
    });
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(checked).toBeGreaterThan(100_000);
  });
});

describe("dice tables", () => {
  it("462 keeps; the 252 rolls with probabilities summing to 1; keeps by held dice", () => {
    const t = diceTables();
    expect(FIRST_ROLL + ROLLS).toBe(462);
    expect(t.prob.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
    expect(t.prob[t.fiveEqual[5]]).toBeCloseTo(1 / 7776, 15);
    const die = new Uint8Array(5);
    expect(Array.from(rollFaces(t, keepOf(t, [5, 3, 1, 4, 2], 31) - FIRST_ROLL, die))).toEqual([1, 2, 3, 4, 5]);
    expect(keepOf(t, [6, 6, 4, 2, 1], 3)).toBe(keepOf(t, [1, 2, 6, 4, 6], 20));
    expect(keepOf(t, [6, 6, 4, 2, 1], 0)).toBe(0);
  });
});

describe("state index", () => {
  it("1872 upper classes; 359,424 states for Kniffel rule sets, 958,464 for Yatzy", () => {
    expect(upperClasses().count).toBe(1872);
    expect(stateSpace(rules("kniffel")).size).toBe(192 * 1872);
    expect(stateSpace(rules("yatzy")).size).toBe(512 * 1872);
  });

  it("numbers every state exactly once", () => {
    for (const preset of ["yahtzee", "yatzy"]) {
      const space = stateSpace(rules(preset));
      const u = upperClasses();
      const seen = new Uint8Array(space.size);
      const n = space.sheet.kinds.length;
      for (let filled = 0; filled < 1 << n; filled++) {
        const contents = space.five >= 0 && filled & (1 << space.five) ? 2 : 1;
        for (let h = 0; h < contents; h++) {
          const variant = variantOf(space, filled, h === 1);
          for (let cls = u.first[filled & 63]; cls < u.first[(filled & 63) + 1]; cls++) seen[cls * space.variants + variant]++;
        }
      }
      expect(seen.every((x) => x === 1), preset).toBe(true);
    }
  });

  it("tells apart what the future depends on and merges what it does not", () => {
    const k = stateSpace(rules("kniffel"));
    const y = stateSpace(rules("yatzy"));
    const ones = 1; // only the Ones filled
    // Subtotals 3 and 4 with only the Ones filled: both can still make 63.
    expect(stateIndex(k, ones, 3, false)).not.toBe(stateIndex(k, ones, 4, false));
    // All of Ones..Fives filled with 20: even five Sechser (30) miss 63, as with 10.
    expect(stateIndex(k, 31, 20, false)).toBe(stateIndex(k, 31, 10, false));
    expect(stateIndex(k, 31, 33, false)).not.toBe(stateIndex(k, 31, 32, false));
    // 63 and more are the same (the bonus is banked); a full upper section ignores the sum.
    expect(stateIndex(k, ones, 70, false)).toBe(-1); // the Ones alone cannot make 70
    expect(stateIndex(k, 63, 70, false)).toBe(stateIndex(k, 63, 12, false));
    // Subtotal 1 is impossible with only the Twos filled.
    expect(stateIndex(k, 2, 1, false)).toBe(-1);
    // The Kniffel box: 0 and 50 differ under an extra-Kniffel reading, not in Yatzy.
    const kBox = 1 << 11;
    expect(stateIndex(k, kBox, 0, true)).not.toBe(stateIndex(k, kBox, 0, false));
    expect(stateIndex(k, 0, 0, true)).toBe(stateIndex(k, 0, 0, false)); // free: no content
    const yBox = 1 << 14;
    expect(stateIndex(y, yBox, 0, true)).toBe(stateIndex(y, yBox, 0, false));
  });

  it("reads a player's column", () => {
    const k = stateSpace(rules("yahtzee"));
    const sc = new Int16Array(26).fill(-1);
    sc[13 + 0] = 3; // second player: Ones 3, Kniffel 50
    sc[13 + 11] = 50;
    expect(sheetState(k, sc, 13)).toBe(stateIndex(k, 1 | (1 << 11), 3, true));
    expect(sheetState(k, sc, 0)).toBe(stateIndex(k, 0, 0, false));
  });
});
