// The active rule set in words: the game's rules during a game, else those being chosen.
import { Rules, text } from "../../core";
import { Ctx, Screen } from "../ctx";
import { clear, ctext, scrollPress, softkeys, visibleRows, wrap } from "../ui";

function ruleLines(c: Ctx, r: Rules): string[] {
  if (r.game === "yatzy") return [c.t("r.none"), c.t("r.strikeAny")];
  const out = [c.t("r.bonus"), c.t("r." + r.extraKniffel, String(r.extraKniffelBonus)), c.t(r.voluntaryStrike ? "r.strikeAny" : "r.strikeFit")];
  if (r.fullHouseScoresSum) out.push(c.t("r.fhSum"));
  if (r.kniffelIsFullHouse) out.push(c.t("r.kif"));
  return out;
}

function lines(c: Ctx): string[] {
  const r = c.g ? c.g.setup.rules : c.draft.rules;
  let out: string[] = [];
  const paras = ruleLines(c, r);
  for (let i = 0; i < paras.length; i++) out = out.concat(wrap(c, paras[i], c.pf.w - 2));
  return [text(c.lang, "preset." + r.preset)].concat(out);
}

export const rulesScreen: Screen = {
  id: "rules",
  enter: function (c) {
    c.top = 0;
  },
  draw: function (c) {
    clear(c);
    const all = lines(c);
    const vis = visibleRows(c);
    ctext(c, c.t("rules"), c.ty);
    for (let i = c.top; i < all.length && i < c.top + vis; i++) c.d.drawString(all[i], 1, c.y0 + (i - c.top) * c.ln);
    softkeys(c, "^", "v", "", c.t("back"));
  },
  press: function (c, b) {
    scrollPress(c, b, lines(c).length);
  },
};
