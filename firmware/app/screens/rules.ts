// The active rule set in words: the game's rules during a game, else those being chosen.
import type { Rules } from "../../core";
import { keyOf, text } from "../../core";
import type { Ctx } from "../ctx";
import { scrollScreen, textLines } from "../scroll-screen";

function ruleLines(c: Ctx, r: Rules): string[] {
  if (r.game === "yatzy") return [c.t("r.none"), c.t("r.strikeAny")];
  const out = [c.t("r.bonus"), c.t(keyOf("r.", r.extraKniffel), String(r.extraKniffelBonus)), c.t(r.voluntaryStrike ? "r.strikeAny" : "r.strikeFit")];
  if (r.fullHouseScoresSum) out.push(c.t("r.fhSum"));
  if (r.kniffelIsFullHouse) out.push(c.t("r.kif"));
  return out;
}

function lines(c: Ctx): string[][] {
  const r = c.g ? c.g.setup.rules : c.draft.rules;
  return textLines(c, [text(c.lang, keyOf("preset.", r.preset))].concat(ruleLines(c, r)));
}

export const rulesScreen = /* @__PURE__ */ scrollScreen("rules", "rules", lines, {});
