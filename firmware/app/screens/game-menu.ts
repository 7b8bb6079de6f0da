// The menu during a game (long back): with own dice corrections and points entered directly;
// after a roll the coach's hint, all its options and the odds; undo of the last entry (saying what it takes
// back); the overview of all players, the rules, end the game, or leave it for the main menu.
import { has } from "../../../hal/profile";
import type { Game } from "../../core";
import { isCpu, Phase, text } from "../../core";
import type { Ctx } from "../ctx";
import type { Item } from "../menu";
import { menuScreen } from "../menu";
import { act, hint } from "../play";
import { rowRoom } from "../layout";

/** What undo takes back: the box and its points, and whose they were where that fits its row. */
function undoLabel(c: Ctx): string {
  const g = c.g as Game;
  const what = text(c.lang, g.sheet.ids[g.undoBox]) + " " + g.sc[g.undoPlayer * g.sheet.ids.length + g.undoBox];
  const whose = c.text("undo", what + " (" + g.setup.names[g.undoPlayer] + ")");
  // (Where rows are as wide as the screen is where they stand, the narrowest counts.)
  return g.np > 1 && c.display.stringWidth(whose) <= rowRoom(c) - 8 ? whose : c.text("undo", what);
}

export const UNDO_ITEM: Item = {
  l: undoLabel,
  ok: function (c) {
    if (act(c, { t: "undo" })) c.go("sheet");
  },
};

export const OVERVIEW_ITEM: Item = { l: "overview", ok: function (c) { c.open("overview"); } };
export const MAIN_ITEM: Item = { l: "mainMenu", ok: function (c) { c.go("title"); } };

const RULES_ITEM: Item = { l: "rules", ok: function (c) { c.open("rules"); } };
const END_ITEM: Item = {
  l: "endGame",
  ok: function (c) {
    c.ask = {
      q: c.text("endAsk"),
      yes: function () {
        if (act(c, { t: "end" })) c.go((c.g as Game).turn ? "rank" : "title");
      },
      no: function () { c.back(); },
    };
    c.open("ask");
  },
};

/** Own dice: correct any filled box of any player. */
export const CORRECT_ITEM: Item = { l: "correct", ok: function (c) { c.open("fixPlayer"); } };

/** The coach from the menu too (on a touch screen there is no long press for it). */
const HINT_ITEM: Item = {
  l: "tip",
  ok: function (c) {
    c.back();
    hint(c, function (box) {
      if (box >= 0 && c.scr.id === "sheet") c.cur = box;
    });
  },
};
/** Every option with its expected final score. */
const OPTIONS_ITEM: Item = {
  l: "options",
  ok: function (c) {
    c.back();
    c.open("options");
  },
};
const ODDS_ITEM: Item = {
  l: "odds",
  ok: function (c) {
    c.back();
    c.open("odds");
  },
};
/** Own dice: points for a free box, entered directly. */
const POINTS_ITEM: Item = { l: "pointsDirect", ok: function (c) { c.open("pointsBox"); } };

export const gameMenuScreen = /* @__PURE__ */ menuScreen("menu", function (c) { return c.text("menu"); }, function (c) {
  const g = c.g as Game;
  let items: Item[] = [];
  // Each feature's lines where the edition has it (features.ts).
  if ((has(c.profile, "real")) && g.setup.real) {
    items.push(CORRECT_ITEM);
    if (g.ph === Phase.Play) items.push(POINTS_ITEM);
  }
  if ((has(c.profile, "coach")) && g.roll && g.ph === Phase.Play) items = items.concat([HINT_ITEM, OPTIONS_ITEM, ODDS_ITEM]);
  if (g.undoBox >= 0 && !isCpu(g, g.undoPlayer)) items.push(UNDO_ITEM); // a computer's entry stands
  if ((has(c.profile, "overview"))) items.push(OVERVIEW_ITEM);
  if ((has(c.profile, "rules"))) items.push(RULES_ITEM);
  return items.concat([END_ITEM, MAIN_ITEM]);
}, function (c) { c.back(); });
