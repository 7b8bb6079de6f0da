// The play of a stored table (build/table-play.ts), on the last four boxes of a sheet (fast;
// the soak measures the whole game): the exact values play the optimum, the stored table's
// steps play within a hundredth of a point of it, and values that rank the choices badly
// play visibly worse, so the measure tells them apart.
import { describe, expect, it } from "vitest";
import { tablePlay } from "../../build/table-play";
import type { Rules } from "../../firmware/core";
import { presetRules } from "../../firmware/core";

const KNIFFEL = presetRules("kniffel") as Rules;
/** Every box filled but Dreierpasch, Kleine Straße, Kniffel and Chance (bits 6, 9, 11, 12). */
const WITHIN = ((1 << 13) - 1) & ~((1 << 6) | (1 << 9) | (1 << 11) | (1 << 12));

describe("the play of a stored table", () => {
  it("is the optimum where the values are the exact ones", () => {
    const r = tablePlay(KNIFFEL, WITHIN, (_rules, exact) => (i) => exact[i]);
    expect(r.optimum).toBeGreaterThan(30);
    expect(Math.abs(r.played - r.optimum)).toBeLessThan(1e-9);
  });

  it("is within a hundredth of a point of it for the table's steps", () => {
    const r = tablePlay(KNIFFEL, WITHIN);
    expect(r.played).toBeLessThanOrEqual(r.optimum + 1e-9);
    expect(r.optimum - r.played).toBeLessThan(0.01);
  });

  it("falls well short of it where the values rank the choices badly", () => {
    const r = tablePlay(KNIFFEL, WITHIN, (_rules, exact) => (i) => -exact[i]);
    expect(r.optimum - r.played).toBeGreaterThan(1);
  });
});
