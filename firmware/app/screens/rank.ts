// The final ranking: equal totals share a place (1, 1, 3). ok opens what comes next:
// the same players again, the overview, undo of the last entry, or the main menu.
import { has } from "../../../hal/profile";
import { LEVELS } from "../../coach/players";
import type { Game } from "../../core";
import { find, isCpu, keyOf, playerTotals, rank } from "../../core";
import type { Ctx, Screen } from "../ctx";
import { FONT_LARGE, FONT_SMALL } from "../fonts";
import type { Item } from "../menu";
import { menuScreen, openItem } from "../menu";
import { toWin } from "../goal";
import { begin } from "../play";
import { clear, decimal, gap, shortName } from "../ui";
import { ctext, drawLines, keys, lines, room, title } from "../layout";
import { mainItem, undoItem } from "./game-menu";

/** A seat's name; a computer's with its level where the name does not say it ("Robo (Profi)"). */
function seatName(c: Ctx, g: Game, p: number): string {
  const n = g.setup.names[p];
  // (A block, not an early return: a build without the coach drops it whole.)
  if (has(c.profile, "coach")) {
    if (isCpu(g, p) && find(n, " (", 0) < 0) return n + " (" + c.text(keyOf("lv.", LEVELS[(g.setup.cpu as number[])[p]])) + ")";
  }
  return n;
}

export function rankScreen(): Screen {
  return {
    id: "rank",
    draw: function (c: Ctx) {
      const g = c.g as Game;
      clear(c);
      keys(c, "", "", c.text("ok"), c.text("menu"));
      const ys = lines(c, title(c, c.text("result")));
      const totals: number[] = [];
      for (let p = 0; p < g.np; p++) totals.push(playerTotals(g, p).grand);
      const places = rank(totals);
      if (g.np === 1) {
        c.display.setFont(FONT_LARGE);
        ctext(c, String(totals[0]), ys[0] + 4);
        c.display.setFont(FONT_SMALL);
      }
      // Each line: a prefix, a name as far as it fits beside the number (the narrowest line's room).
      const all: string[][] = [];
      const row = function (prefix: string, name: string, value: string): void {
        const fitted = has(c.profile, "names") ? shortName(c, name, room(c, ys[ys.length - 1]) - gap(c) - c.display.stringWidth(value) - c.display.stringWidth(prefix)) : name;
        all.push([prefix + fitted, value]);
      };
      for (let i = 0; i < places.length && g.np > 1; i++) {
        row(places[i].place + ". ", seatName(c, g, places[i].player), String(places[i].total));
      }
      if ((has(c.profile, "coach")) && c.train && c.loss.length === g.np) {
        // Trainer mode: the points each player gave away against optimal play ("Anna  Trainer: -20,9"),
        // for one player below the total; with the goal "win" the chance to win given away ("-12,5%").
        if (g.np === 1) all.push([""], [""], [""], [""]);
        const win = toWin(c, g);
        for (let p = 0; p < g.np; p++) {
          const lost = win ? "-" + decimal(c, (c.lossWin as number[])[p]) + "%" : "-" + decimal(c, c.loss[p]);
          row("", g.np > 1 ? g.setup.names[p] : c.text("trainerSet"), g.np > 1 ? c.text("trainer", lost) : lost);
        }
      }
      drawLines(c, all, 0, ys);
    },
    press: function (c, b) {
      if (b === "ok" || b === "back") c.open("end");
    },
  };
}

export function endMenuScreen(): Screen {
  return menuScreen("end", function (c) { return c.text("result"); }, function (c) {
    // The overview and own dice corrections where the edition has them (features.ts); the
    // lines made when asked for (menu.ts openItem).
    const items: Item[] = [{
      l: "again",
      ok: function (c) { begin(c, (c.g as Game).setup); },
    }];
    if ((has(c.profile, "overview"))) items.push(openItem("overview", "overview"));
    if ((has(c.profile, "real")) && (c.g as Game).setup.real) items.push(openItem("correct", "fixPlayer"));
    if ((c.g as Game).undoBox >= 0 && !isCpu(c.g as Game, (c.g as Game).undoPlayer)) items.push(undoItem()); // a computer's entry stands
    return items.concat([mainItem()]);
  }, function (c) { c.back(); });
}
