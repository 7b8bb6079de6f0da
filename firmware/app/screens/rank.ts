// The final ranking: equal totals share a place (1, 1, 3). ok opens what comes next:
// the same players again, the overview, undo of the last entry, or the main menu.
import { has } from "../../../hal/profile";
import { LEVELS } from "../../coach/players";
import type { Game } from "../../core";
import { find, isCpu, isError, keyOf, newGame, playerTotals, rank } from "../../core";
import type { Ctx, Screen } from "../ctx";
import { FONT_LARGE, FONT_SMALL } from "../fonts";
import type { Item } from "../menu";
import { menuScreen } from "../menu";
import { begin } from "../play";
import { clear, ctext, decimal, rtext, shortName, softkeys } from "../ui";
import { span } from "../round/geometry";
import { slots } from "../round/lines";
import { roundTitle } from "../round/wheel";
import { CORRECT_ITEM, MAIN_ITEM, OVERVIEW_ITEM, UNDO_ITEM } from "./game-menu";

/** A seat's name; a computer's with its level where the name does not say it ("Robo (Profi)"). */
function seatName(c: Ctx, g: Game, p: number): string {
  const n = g.setup.names[p];
  // (A block, not an early return: a build without the coach drops it whole.)
  if (has(c.pf, "coach")) {
    if (isCpu(g, p) && find(n, " (", 0) < 0) return n + " (" + c.t(keyOf("lv.", LEVELS[(g.setup.cpu as number[])[p]])) + ")";
  }
  return n;
}

export const rankScreen: Screen = {
  id: "rank",
  draw: function (c: Ctx) {
    const g = c.g as Game;
    clear(c);
    // A round screen: the labels first (the rows keep clear of them), its rows round/lines.ts's.
    if (has(c.pf, "round")) {
      softkeys(c, "", "", c.t("ok"), c.t("menu"));
      roundTitle(c, c.t("result"));
    } else ctext(c, c.t("result"), c.ty);
    const ys = (has(c.pf, "round")) ? slots(c) : [];
    const totals: number[] = [];
    for (let p = 0; p < g.np; p++) totals.push(playerTotals(g, p).grand);
    const places = rank(totals);
    if (g.np === 1) {
      c.d.setFont(FONT_LARGE);
      ctext(c, String(totals[0]), (has(c.pf, "round")) ? ys[0] : 2 * c.ln + 4, 12 * c.pf.scale);
      c.d.setFont(FONT_SMALL);
    }
    // Each row (the i-th below the title): a prefix, a name as far as it fits beside the number on the right.
    const line = function (prefix: string, name: string, value: string, i: number): void {
      const y = (has(c.pf, "round")) ? ys[i] : c.y0 + i * c.ln;
      if (y === undefined) return; // past a round screen's last line
      const sp = (has(c.pf, "round")) ? span(c, y, 6 * c.pf.scale) : [1, c.pf.w - 2];
      const w = sp[1] - sp[0] - 2 * c.pf.scale - c.d.stringWidth(value) - c.d.stringWidth(prefix);
      c.d.drawString(prefix + ((has(c.pf, "names")) ? shortName(c, name, w) : name), sp[0], y);
      rtext(c, value, sp[1], y);
    };
    for (let i = 0; i < places.length && g.np > 1; i++) {
      line(places[i].place + ". ", seatName(c, g, places[i].player), String(places[i].total), i);
    }
    if ((has(c.pf, "coach")) && c.train && c.loss.length === g.np) {
      // Trainer mode: the points each player gave away against optimal play ("Anna  Trainer: -20,9").
      for (let p = 0; p < g.np && c.y0 + (places.length + 1 + p) * c.ln < c.pf.h - c.ln; p++) {
        const lost = "-" + decimal(c, c.loss[p]);
        line("", g.np > 1 ? g.setup.names[p] : c.t("trainerSet"), g.np > 1 ? c.t("trainer", lost) : lost, places.length + p + (g.np > 1 ? 0 : 3));
      }
    }
    if (!(has(c.pf, "round"))) softkeys(c, "", "", c.t("ok"), c.t("menu"));
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
  if ((has(c.pf, "overview"))) items.push(OVERVIEW_ITEM);
  if ((has(c.pf, "real")) && (c.g as Game).setup.real) items.push(CORRECT_ITEM);
  if ((c.g as Game).undoBox >= 0 && !isCpu(c.g as Game, (c.g as Game).undoPlayer)) items.push(UNDO_ITEM); // a computer's entry stands
  return items.concat([MAIN_ITEM]);
}, function (c) { c.back(); });
