// The menu during a game (long back): with own dice corrections and points entered directly;
// after a roll the coach's hint, all its options and the odds; undo of the last entry (saying what it takes
// back); the overview of all players, the rules, end the game, or leave it for the main menu.
import { has } from "../../../hal/profile";
import type { Game, TextKey } from "../../core";
import { isCpu, Phase, text } from "../../core";
import type { Ctx, Screen, ScreenId } from "../ctx";
import type { Item } from "../menu";
import { menuScreen, openItem } from "../menu";
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

/** Undo of the last entry, saying what it takes back. */
export function undoItem(): Item {
  return {
    l: undoLabel,
    ok: function (c) {
      if (act(c, { t: "undo" })) c.go("sheet");
    },
  };
}

/** Back to the main menu (the game stays saved). */
export function mainItem(): Item {
  return { l: "mainMenu", ok: function (c) { c.go("title"); } };
}

/** End the game, after asking. */
function endItem(): Item {
  return {
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
}

/** A coach's screen from the menu (on a touch screen there is no long press for it): the menu gives way to it. */
function coachItem(label: TextKey, id: ScreenId): Item {
  return {
    l: label,
    ok: function (c) {
      c.back();
      c.open(id);
    },
  };
}

/** The coach's hint from the menu: the menu gives way to the sheet, its cursor on the box. */
function hintItem(): Item {
  return {
    l: "tip",
    ok: function (c) {
      c.back();
      hint(c, function (box) {
        if (box >= 0 && c.scr.id === "sheet") c.cur = box;
      });
    },
  };
}

export function gameMenuScreen(): Screen {
  return menuScreen("menu", function (c) { return c.text("menu"); }, function (c) {
    const g = c.g as Game;
    let items: Item[] = [];
    // Each feature's lines where the edition has it (features.ts); made when asked for (menu.ts openItem).
    if ((has(c.profile, "real")) && g.setup.real) {
      items.push(openItem("correct", "fixPlayer")); // own dice: correct any filled box of any player
      if (g.ph === Phase.Play) items.push(openItem("pointsDirect", "pointsBox")); // points for a free box, entered directly
    }
    if ((has(c.profile, "coach")) && g.roll && g.ph === Phase.Play) items = items.concat([hintItem(), coachItem("options", "options"), coachItem("odds", "odds")]);
    if (g.undoBox >= 0 && !isCpu(g, g.undoPlayer)) items.push(undoItem()); // a computer's entry stands
    if ((has(c.profile, "overview"))) items.push(openItem("overview", "overview"));
    if ((has(c.profile, "rules"))) items.push(openItem("rules", "rules"));
    return items.concat([endItem(), mainItem()]);
  }, function (c) { c.back(); });
}
