// The menu during a game (long back): undo the last entry (saying what it takes back), the
// overview of all players, the rules, end the game, or leave it for the main menu.
import { Game, text } from "../../core";
import { Ctx } from "../ctx";
import { Item, menuScreen } from "../menu";
import { act } from "../play";

function undoLabel(c: Ctx): string {
  const g = c.g as Game;
  const v = g.sc[g.up * g.sheet.ids.length + g.ub];
  return c.t("undo", text(c.lang, g.sheet.ids[g.ub]) + " " + v + (g.np > 1 ? " (" + g.setup.names[g.up] + ")" : ""));
}

export const UNDO_ITEM: Item = {
  l: undoLabel,
  ok: function (c) {
    if (act(c, { t: "undo" })) c.go("sheet");
  },
};

export const OVERVIEW_ITEM: Item = { l: function (c) { return c.t("overview"); }, ok: function (c) { c.open("overview"); } };
export const MAIN_ITEM: Item = { l: function (c) { return c.t("mainMenu"); }, ok: function (c) { c.go("title"); } };

const REST: Item[] = [
  OVERVIEW_ITEM,
  { l: function (c) { return c.t("rules"); }, ok: function (c) { c.open("rules"); } },
  {
    l: function (c) { return c.t("endGame"); },
    ok: function (c) {
      c.ask = {
        q: c.t("endAsk"),
        yes: function () {
          if (act(c, { t: "end" })) c.go((c.g as Game).turn ? "rank" : "title");
        },
        no: function () { c.back(); },
      };
      c.open("ask");
    },
  },
  MAIN_ITEM,
];

/** Own dice: correct any filled box of any player. */
export const CORRECT_ITEM: Item = { l: function (c) { return c.t("correct"); }, ok: function (c) { c.open("fixPlayer"); } };

export const gameMenuScreen = menuScreen("menu", function (c) { return c.t("menu"); }, function (c) {
  const g = c.g as Game;
  const items = g.ub >= 0 ? [UNDO_ITEM].concat(REST) : REST;
  return g.setup.real ? [CORRECT_ITEM].concat(items) : items;
}, function (c) { c.back(); });
