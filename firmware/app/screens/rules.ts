// The active rule set in words: the game's rules during a game, else those being chosen.
import type { Rules } from "../../core";
import { keyOf, text } from "../../core";
import type { Ctx, Screen } from "../ctx";
import { scrollScreen, textLines } from "../scroll-screen";

function ruleLines(c: Ctx, r: Rules): string[] {
  if (r.game === "yatzy") return [c.text("r.none"), c.text("r.strikeAny")];
  const out = [c.text("r.bonus"), c.text(keyOf("r.", r.extraKniffel), String(r.extraKniffelBonus)), c.text(r.voluntaryStrike ? "r.strikeAny" : "r.strikeFit")];
  if (r.fullHouseScoresSum) out.push(c.text("r.fhSum"));
  if (r.kniffelIsFullHouse) out.push(c.text("r.kif"));
  return out;
}

function lines(c: Ctx): string[][] {
  const r = c.g ? c.g.setup.rules : c.draft.rules;
  return textLines(c, [text(c.lang, keyOf("preset.", r.preset))].concat(ruleLines(c, r)));
}

export function rulesScreen(): Screen {
  return scrollScreen("rules", "rules", lines, {});
}
