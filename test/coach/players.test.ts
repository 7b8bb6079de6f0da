// Computer players (firmware/coach/players.ts): every level's decisions are legal under any
// rule set on random sheets, Locker's mistakes follow its fixed distribution and only its
// random word decides them, and a fixed-seed 1,000-game Yahtzee run of each level lies in
// its band.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { finish } from "../../firmware/coach/job";
import { lockerMove } from "../../firmware/coach/locker";
import type { Move } from "../../firmware/coach/players";
import { GUT, LEVELS, LOCKER, PROFI } from "../../firmware/coach/players";
import type { ValueOf } from "../../firmware/coach/state";
import type { Game, Rules } from "../../firmware/core";
import { apply, MAX_ROLLS, newGame, options, Phase, PRESET_IDS, Why } from "../../firmware/core";
import { playTurn } from "../../sim/autoplay";
import type { Player } from "../../sim/duel";
import { duel, newPlayer } from "../../sim/duel";
import { playMove, playTurnBy, rollFrom } from "../../sim/follow";
import { sfc32 } from "../../sim/rng";
import { DEFAULT_TABLES, valuesFor } from "../../sim/cli/tables";
import { rulesArb } from "../core/arbitraries";
import { rules } from "../core/helpers";

const OPTIMUM = 254.59;

/** A game under `r` after `turns` random entries and `rolls` (1-3) random rolls of the next turn. */
function position(r: Rules, players: number, turns: number, rolls: number, seed: number): Game {
  const next = sfc32(seed);
  const g = newGame({ names: ["A", "B", "C"].slice(0, players), rules: r, rolloff: false }) as Game;
  for (let t = 0; t < turns && g.ph !== Phase.Over; t++) playTurn(g, next);
  if (g.ph === Phase.Over) return g;
  rollFrom(g, next); // nothing is held before a turn's first roll
  for (let k = 1; k < rolls; k++) playMove(g, { box: -1, held: next() % 31 }, next);
  return g;
}

/** The move is one the rules accept now: an allowed box, or a keep of at most four dice with a roll left. */
function expectLegal(g: Game, m: Move): void {
  if (m.box >= 0) {
    expect(options(g).why[m.box], `box ${m.box} after ${g.log}`).toBe(Why.Ok);
    return;
  }
  expect(g.roll).toBeLessThan(MAX_ROLLS);
  expect(Number.isInteger(m.held) && m.held >= 0 && m.held < 31).toBe(true);
  playMove(g, m, sfc32(1)); // throws where a hold or the roll is refused
}

// Legality does not depend on the values: any value table drives the exact engine's code.
const anyTable = (): ValueOf => (i) => (i * 7919) % 301;

describe("computer players' decisions", () => {
  it("are legal for every level under any rule set, on random sheets and dice", () => {
    const players: [string, Player][] = [
      ["profi (exact)", newPlayer(PROFI, anyTable)],
      ["profi without a table", newPlayer(PROFI, () => null)],
      ["gut", newPlayer(GUT, anyTable)],
      ["locker", newPlayer(LOCKER, null)],
    ];
    fc.assert(
      fc.property(rulesArb, fc.integer({ min: 1, max: 3 }), fc.nat(45), fc.integer({ min: 1, max: 3 }), fc.integer(), fc.nat(),
        (r, np, turns, rolls, seed, word) => {
          for (const [, p] of players) {
            const g = position(r, np, turns, rolls, seed);
            if (g.ph !== Phase.Over) expectLegal(g, finish(p(g, () => word)));
          }
        }),
      { numRuns: 150 },
    );
  });

  it("play whole games under every preset without a refused move (duel of the levels for points; Sieg: win.test.ts)", () => {
    for (const id of PRESET_IDS) {
      const seats = duel([PROFI, GUT, LOCKER], 2, rules(id), sfc32(id.length), anyTable);
      expect(seats.map((s) => s.level)).toEqual(LEVELS.slice(0, 3));
      for (const s of seats) expect(s.mean).toBeGreaterThan(0);
    }
  });
});

describe("Locker's mistakes", () => {
  /** A Yahtzee position after the first roll 6-6-6-2-1 on an empty sheet. */
  function first(): Game {
    const g = newGame({ names: ["A"], rules: rules("yahtzee"), rolloff: false }) as Game;
    apply(g, { t: "roll", d: [6, 6, 6, 2, 1] });
    return g;
  }

  it("come from one random word per decision: 90 % the first choice, 7 % the second, 3 % the third", () => {
    const seen = new Map<string, number>();
    for (let w = 0; w < 100; w++) {
      const m = lockerMove(first(), () => w);
      const key = JSON.stringify(m);
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect([...seen.values()].sort((a, b) => b - a)).toEqual([90, 7, 3]);
    // Its first choice here: keep the sixes.
    expect(lockerMove(first(), () => 0)).toEqual({ box: -1, held: 0b00111 });
  });

  it("draw exactly one word per decision, whatever the move", () => {
    const next = sfc32(5);
    let words = 0;
    const counted = () => {
      words++;
      return next();
    };
    const g = newGame({ names: ["A"], rules: rules("kniffel"), rolloff: false }) as Game;
    let decisions = 0;
    while (g.ph !== Phase.Over) decisions += playTurnBy(g, (at) => lockerMove(at, counted), next);
    expect(words).toBe(decisions);
  });
});

describe("fixed-seed 1,000-game Yahtzee runs (the bench plays 10,000 against the budgets)", () => {
  const r = rules("yahtzee");
  let table: ValueOf;
  beforeAll(() => {
    table = valuesFor(r, DEFAULT_TABLES, () => undefined); // computed and cached when missing
  }, 120_000);

  // 1,000 games leave a standard error of ~1.9 points: the bands are the budgets widened by 3 of them.
  const wide = (sd: number) => 3 * sd / Math.sqrt(1000);

  it("Profi plays the optimum: within 3 standard errors of 254.59", () => {
    const [s] = duel([PROFI], 1000, r, sfc32(101), () => table);
    expect(Math.abs(s.mean - OPTIMUM)).toBeLessThan(wide(s.sd));
  });

  it("Gut is within 3 points of the optimum (3 standard errors more)", () => {
    const [s] = duel([GUT], 1000, r, sfc32(102), () => table);
    expect(s.mean).toBeGreaterThan(OPTIMUM - 3 - wide(s.sd));
    expect(s.mean).toBeLessThan(OPTIMUM + wide(s.sd));
  });

  it("Locker plays like a fair club player: 180 to 230 points", () => {
    const [s] = duel([LOCKER], 1000, r, sfc32(103), null);
    expect(s.mean).toBeGreaterThan(180);
    expect(s.mean).toBeLessThan(230);
  });
});
