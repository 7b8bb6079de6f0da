// Whole games played by the coach's best option, each piece of advice checked against the
// rules core first: the box options are exactly the boxes options() allows, the keeps are
// distinct and never all five, the list is ranked, and apply() accepts the chosen move
// (sim/follow.ts throws where it does not).
import { expect } from "vitest";
import type { ValueOf } from "../../firmware/coach/state";
import type { Coach, Option } from "../../firmware/coach/turn";
import { adviseGame } from "../../firmware/coach/turn";
import type { Game, Rules } from "../../firmware/core";
import { MAX_ROLLS, newGame, options, Phase, playerTotals, Why } from "../../firmware/core";
import { playTurnBy } from "../../sim/follow";
import type { WordSource } from "../../sim/rng";

function checkOptions(g: Game, opts: Option[]): void {
  const pl = options(g);
  const allowed = g.sheet.ids.map((_, b) => b).filter((b) => pl.why[b] === Why.Ok);
  expect(opts.filter((o) => o.box >= 0).map((o) => o.box).sort((a, b) => a - b)).toEqual(allowed);
  const keeps = opts.filter((o) => o.box < 0).map((o) => {
    expect(o.held).toBeGreaterThanOrEqual(0);
    expect(o.held).toBeLessThan(31);
    return Array.from(g.dice).filter((_, i) => o.held & (1 << i)).sort().join("");
  });
  expect(new Set(keeps).size).toBe(keeps.length);
  if (g.roll === MAX_ROLLS) expect(keeps).toEqual([]);
  for (let i = 1; i < opts.length; i++) expect(opts[i].ev).toBeLessThanOrEqual(opts[i - 1].ev);
}

/** Plays a game of `players` to its end on the advice of any engine; returns the grand totals. */
export function playWith(r: Rules, players: number, advice: (g: Game) => Option[], next: WordSource): number[] {
  const names = ["A", "B", "C", "D"].slice(0, players);
  const g = newGame({ names, rules: r, rolloff: false });
  if ("err" in g) throw new Error(g.err);
  while (g.ph !== Phase.Over) {
    playTurnBy(g, (at) => {
      const opts = advice(at);
      checkOptions(at, opts);
      return opts[0];
    }, next);
  }
  return names.map((_, p) => playerTotals(g, p).grand);
}

/** Plays a game of `players` to its end on the coach's advice; returns the grand totals. */
export function playWithCoach(r: Rules, players: number, c: Coach, value: ValueOf, next: WordSource): number[] {
  return playWith(r, players, (g) => adviseGame(c, g, value), next);
}
