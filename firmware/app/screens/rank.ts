// The final ranking: equal totals share a place (1, 1, 3). ok opens what comes next:
// the same players again, the overview, undo of the last entry, or the main menu.
import { Game, isError, newGame, playerTotals, rank } from "../../core";
import { Ctx, Screen } from "../ctx";
import { FONT_LARGE, FONT_SMALL } from "../fonts";
import { Item, menuScreen } from "../menu";
import { begin } from "../play";
import { clear, ctext, decimal, rtext, softkeys } from "../ui";
import { CORRECT_ITEM, MAIN_ITEM, OVERVIEW_ITEM, UNDO_ITEM } from "./game-menu";

export const rankScreen: Screen = {
  id: "rank",
  draw: function (c: Ctx) {
    const g = c.g as Game;
    clear(c);
    ctext(c, c.t("result"), c.ty);
    const totals: number[] = [];
    for (let p = 0; p < g.np; p++) totals.push(playerTotals(g, p).grand);
    const places = rank(totals);
    if (g.np === 1) {
      c.d.setFont(FONT_LARGE);
      ctext(c, String(totals[0]), 2 * c.ln + 4);
      c.d.setFont(FONT_SMALL);
    }
    for (let i = 0; i < places.length && g.np > 1; i++) {
      const y = c.y0 + i * c.ln;
      c.d.drawString(places[i].place + ". " + g.setup.names[places[i].player], 1, y);
      rtext(c, String(places[i].total), c.pf.w - 2, y);
    }
    if ((typeof ED_COACH === "boolean" ? ED_COACH : c.pf.ft.coach) && c.train && c.loss.length === g.np) {
      // Trainer mode: the points each player gave away against optimal play.
      for (let p = 0; p < g.np && c.y0 + (places.length + 1 + p) * c.ln < c.pf.h - c.ln; p++) {
        c.d.drawString(g.setup.names[p] + " " + c.t("trainerSum", "-" + decimal(c, c.loss[p])), 1, c.y0 + (places.length + p + (g.np > 1 ? 0 : 3)) * c.ln);
      }
    }
    softkeys(c, "", "", c.t("ok"), c.t("menu"));
  },
  press: function (c, b) {
    if (b === "ok" || b === "back") c.open("end");
  },
};

const AGAIN: Item = {
  l: "again",
  ok: function (c) {
    const g = newGame((c.g as Game).setup);
    if (isError(g)) return;
    begin(c, g);
  },
};
export const endMenuScreen = /* @__PURE__ */ menuScreen("end", function (c) { return c.t("result"); }, function (c) {
  // The overview and own dice corrections where the edition has them (features.ts).
  const items = [AGAIN];
  if ((typeof ED_OVERVIEW === "boolean" ? ED_OVERVIEW : c.pf.ft.overview)) items.push(OVERVIEW_ITEM);
  if ((typeof ED_REAL === "boolean" ? ED_REAL : c.pf.ft.real) && (c.g as Game).setup.real) items.push(CORRECT_ITEM);
  if ((c.g as Game).ub >= 0) items.push(UNDO_ITEM);
  return items.concat([MAIN_ITEM]);
}, function (c) { c.back(); });
