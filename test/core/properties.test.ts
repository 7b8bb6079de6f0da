// Invariants over random legal games under random rule sets (fast-check).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Action, Game, Setup } from "../../firmware/core";
import { apply, boxMaximum, isComplete, isError, logEntries, newGame, Phase, playerTotals, replay, UPPER_TARGET } from "../../firmware/core";
import { playGame, playTurn } from "../../sim/autoplay";
import { sfc32 } from "../../sim/rng";
import { rulesArb } from "./arbitraries";
import { snapshot } from "./helpers";

const setupArb = fc.record({
  rules: rulesArb,
  names: fc.integer({ min: 1, max: 8 }).map((n) => Array.from({ length: n }, (_, i) => `P${i + 1}`)),
  rolloff: fc.boolean(),
});

function makeGame(s: Setup): Game {
  const g = newGame(s);
  if (isError(g)) throw new Error(JSON.stringify(g));
  return g;
}

describe("random legal games", () => {
  it("end after one round per box, with consistent totals, maxima and bonus, and replay exactly", () => {
    fc.assert(
      fc.property(setupArb, fc.integer(), (s, seed) => {
        const g = makeGame(s);
        playGame(g, sfc32(seed));
        const n = g.sheet.kinds.length;
        expect(isComplete(g)).toBe(true);
        expect(g.ph).toBe(Phase.Over);
        expect(logEntries(g).filter((a) => a[0] === "s").length).toBe(n * g.np);
        for (let p = 0; p < g.np; p++) {
          const col = Array.from(g.sc.subarray(p * n, (p + 1) * n));
          expect(col.every((v) => v >= 0)).toBe(true); // every box filled exactly once
          col.forEach((v, b) => expect(v).toBeLessThanOrEqual(boxMaximum(g.sheet.kinds[b], g.setup.rules)));
          const t = playerTotals(g, p);
          const upper = col.slice(0, 6).reduce((a, b) => a + b, 0);
          const lower = col.slice(6).reduce((a, b) => a + b, 0);
          expect(t.upper).toBe(upper);
          expect(t.bonus).toBe(upper >= UPPER_TARGET ? g.sheet.upperBonus : 0);
          expect(t.extra).toBe(g.xk[p] * g.setup.rules.extraKniffelBonus);
          expect(t.lower).toBe(lower + t.extra);
          expect(t.grand).toBe(upper + t.bonus + t.lower);
        }
        const again = replay(g.setup, logEntries(g));
        expect(snapshot(again as Game)).toEqual(snapshot(g));
      }),
      { numRuns: 300 },
    );
  });

  const anyAction: fc.Arbitrary<Action> = fc.oneof(
    fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 4, maxLength: 6 }).map((d) => ({ t: "roll" as const, d })),
    fc.integer({ min: -1, max: 5 }).map((i) => ({ t: "hold" as const, i })),
    fc.integer({ min: -1, max: 15 }).map((b) => ({ t: "score" as const, b })),
    fc.constant({ t: "undo" as const }),
  );

  it("an illegal action changes nothing; any accepted sequence replays exactly", () => {
    fc.assert(
      fc.property(setupArb, fc.integer(), fc.array(fc.tuple(fc.nat(40), anyAction), { maxLength: 60 }), (s, seed, chaos) => {
        const g = makeGame(s);
        const next = sfc32(seed);
        for (const [turns, a] of chaos) {
          for (let i = 0; i < turns % 4 && g.ph !== Phase.Over; i++) playTurn(g, next);
          const before = snapshot(g);
          const e = apply(g, a);
          if (e) expect(snapshot(g)).toEqual(before);
        }
        expect(snapshot(replay(g.setup, logEntries(g)) as Game)).toEqual(snapshot(g));
        if (g.ph !== Phase.Over || g.undoBox >= 0) {
          // The game can always be finished from here.
          if (g.ph === Phase.Over) apply(g, { t: "undo" });
          while (g.ph !== Phase.Over) playTurn(g, next);
          expect(isComplete(g)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
