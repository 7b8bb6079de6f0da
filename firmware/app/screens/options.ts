// Every choice the coach sees for the dice in hand, best first for the goal (goal.ts), each
// with the expected final score of taking it and playing on optimally, or with the goal "win"
// its chance to win (the hint names only the first): the boxes the dice may go into, and the
// dice to hold for another roll. Worked out when it opens.
import type { Game } from "../../core";
import { text } from "../../core";
import { coachLines } from "../ask-coach";
import type { Ctx, Screen } from "../ctx";
import type { Choice } from "../goal";
import { choicesJob, worthText } from "../goal";
import { keepLabel } from "../play";
import { scrollScreen } from "../scroll-screen";

function lines(c: Ctx, options: Choice[] | null): string[][] {
  const g = c.g as Game;
  const out: string[][] = [];
  if (!options) return out;
  for (let i = 0; i < options.length; i++) {
    const o = options[i];
    out.push([o.box >= 0 ? text(c.lang, g.sheet.ids[o.box]) : keepLabel(c, o.held), worthText(c, o)]);
  }
  return out;
}

export function optionsScreen(): Screen {
  return scrollScreen("options", "options", function () { return []; }, { later: coachLines(choicesJob, lines) });
}
