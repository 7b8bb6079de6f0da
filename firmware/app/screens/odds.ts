// The odds for the dice in hand: for each free box the chance of making it by the end of
// the turn when the player holds the best dice for that box, and the chance of a Kniffel
// this turn. Exact enumeration (coach/odds.ts); before the first roll, for a fresh throw.
import { newOdds, newOddsResult, Odds, odds, OddsResult } from "../../coach/odds";
import { Game, MAX_ROLLS, text } from "../../core";
import { Ctx, Screen } from "../ctx";
import { clear, ctext, rtext, scrollPress, softkeys, visibleRows } from "../ui";

let engine: Odds | null = null;
let result: OddsResult | null = null;
/** The lines, computed once when the screen opens (the enumeration is the costly part). */
let shown: string[][] = [];

/** Label and percentage of each line: the free boxes, then the Kniffel chance. */
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

export const oddsScreen: Screen = {
  id: "odds",
  enter: function (c) {
    c.top = 0;
    shown = lines(c);
  },
  draw: function (c) {
    clear(c);
    const all = shown;
    ctext(c, c.t("odds"), c.ty);
    for (let i = c.top; i < all.length && i < c.top + visibleRows(c); i++) {
      const y = c.y0 + (i - c.top) * c.ln;
      c.d.drawString(all[i][0], 1, y);
      rtext(c, all[i][1], c.pf.w - 2, y);
    }
    softkeys(c, "^", "v", "", c.t("back"));
  },
  press: function (c, b) {
    scrollPress(c, b, shown.length);
  },
};
