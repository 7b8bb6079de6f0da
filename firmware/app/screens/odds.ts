// The odds for the dice in hand: for each free box the chance of making it by the end of
// the turn when the player holds the best dice for that box, and the chance of a Kniffel
// this turn. Exact enumeration (coach/odds.ts); before the first roll, for a fresh throw.
import { newOdds, newOddsResult, Odds, odds, OddsResult } from "../../coach/odds";
import { Game, MAX_ROLLS, text } from "../../core";
import { Ctx } from "../ctx";
import { scrollScreen } from "../scroll-screen";

let engine: Odds | null = null;
let result: OddsResult | null = null;

/** Label and percentage of each line: the free boxes, then the Kniffel chance (computed once
 * when the screen opens: the enumeration is the costly part). */
function lines(c: Ctx): string[][] {
  const g = c.g as Game;
  if (!engine || engine.rules !== g.setup.rules) {
    engine = newOdds(g.setup.rules);
    result = newOddsResult(g.sheet.ids.length);
  }
  const r = odds(engine, g.sc, g.cur * g.sheet.ids.length, g.roll ? g.dice : null, g.held, MAX_ROLLS - g.roll, result as OddsResult);
  const pct = function (p: number): string { return Math.round(100 * p) + " %"; };
  const out: string[][] = [];
  for (let b = 0; b < g.sheet.ids.length; b++) if (r.best[b] >= 0) out.push([text(c.lang, g.sheet.ids[b]), pct(r.best[b])]);
  out.push([c.t("oddsFive"), pct(r.five)]);
  return out;
}

export const oddsScreen = scrollScreen("odds", "odds", lines, { once: true });
