// The odds for the dice in hand: for each free box the chance of making it by the end of
// the turn when the player holds the best dice for that box, and the chance of a Kniffel
// this turn. Exact enumeration (coach/odds.ts, asked through the coach); before the first
// roll, for a fresh throw.
import type { OddsResult } from "../../coach/odds";
import type { Game } from "../../core";
import { text } from "../../core";
import type { Ctx, Screen } from "../ctx";
import { coachLines, oddsJob } from "../ask-coach";
import { scrollScreen } from "../scroll-screen";

/** Label and percentage of each line: the free boxes, then the Kniffel chance. */
function lines(c: Ctx, r: OddsResult | null): string[][] {
  const g = c.g as Game;
  if (!r) return [];
  const pct = function (p: number): string { return Math.round(100 * p) + " %"; };
  const out: string[][] = [];
  for (let b = 0; b < g.sheet.ids.length; b++) if (r.best[b] >= 0) out.push([text(c.lang, g.sheet.ids[b]), pct(r.best[b])]);
  out.push([c.text("oddsFive"), pct(r.five)]);
  return out;
}

/** Worked out when the screen opens (the enumeration is the costly part), a piece at a time. */
export function oddsScreen(): Screen {
  return scrollScreen("odds", "odds", function () { return []; }, { later: coachLines(oddsJob, lines) });
}
