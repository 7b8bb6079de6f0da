// Fair dice: the rejection-sampling map is exactly uniform, and the simulator's sources fit it.
import { describe, expect, it } from "vitest";
import { ACCEPT_LIMIT, dieFromWord, rollDice } from "../../firmware/core";
import { sfc32 } from "../../sim/rng";

// Recorded once from this implementation (PractRand's sfc32: t = a + b + counter++) to catch any change.
const PINNED_42 = [1097915203, 1827515267, 13503946, 2852766471];

describe("dieFromWord", () => {
  it("accepts exactly the largest multiple of 6 words, so each face has the same share", () => {
    expect(ACCEPT_LIMIT % 6).toBe(0);
    expect(2 ** 32 - ACCEPT_LIMIT).toBeLessThan(6);
    // Accepted words are 0 .. ACCEPT_LIMIT-1; u % 6 cycles through 0..5 over every block of
    // six, and ACCEPT_LIMIT is a whole number of blocks: check the cycle at both ends.
    const low = Array.from({ length: 12 }, (_, u) => dieFromWord(u));
    const high = Array.from({ length: 12 }, (_, k) => dieFromWord(ACCEPT_LIMIT - 12 + k));
    expect(low).toEqual([1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6]);
    expect(high).toEqual([1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6]);
  });
  it("rejects the last four words, also as E.hwRand's signed ints", () => {
    for (const w of [ACCEPT_LIMIT, ACCEPT_LIMIT + 3, -1, -4]) expect(dieFromWord(w)).toBe(0);
    expect(dieFromWord(-5)).toBe(6); // 0xFFFFFFFB = ACCEPT_LIMIT - 1
  });
  it("rollDice keeps held dice and redraws rejected words", () => {
    const words = [ACCEPT_LIMIT, 0, 1, 2, 0xffffffff, 5];
    let i = 0;
    expect(rollDice([4, 4, 4, 4, 4], 0b00100, () => words[i++])).toEqual([1, 2, 4, 3, 6]);
  });
});

describe("sfc32 (the simulator's seedable source)", () => {
  it("is pinned: seed 42 gives the same words forever", () => {
    const next = sfc32(42);
    expect(Array.from({ length: 4 }, next)).toEqual(PINNED_42);
  });
  it("gives fair dice: chi-square over a million rolls", () => {
    const next = sfc32(2026);
    const n = new Array(7).fill(0);
    const N = 1_000_000;
    for (let i = 0; i < N; i++) {
      let f = 0;
      while (!f) f = dieFromWord(next());
      n[f]++;
    }
    const e = N / 6;
    const chi2 = n.slice(1).reduce((s, o) => s + ((o - e) * (o - e)) / e, 0);
    expect(chi2).toBeLessThan(20.52); // 5 degrees of freedom, p = 0.001
  });
});
