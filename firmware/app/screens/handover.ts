// Between turns with several players: whose turn it is, the round and their total, so the
// device can be passed on. ok starts the turn; long back opens the game menu.
import { Game, playerTotals } from "../../core";
import { Screen } from "../ctx";
import { turnScreen } from "../play";
import { batteryText } from "../power";
import { FONT_LARGE, FONT_SMALL } from "../fonts";
import { clear, ctext, softkeys } from "../ui";

export const handoverScreen: Screen = {
  id: "handover",
  draw: function (c) {
    const g = c.g as Game;
    clear(c);
    ctext(c, c.t("round", (Math.floor(g.turn / g.np) + 1) + "/" + g.sheet.ids.length) + "  " + batteryText(c), c.ln);
    c.d.setFont(FONT_LARGE);
    ctext(c, g.setup.names[g.cur], 2 * c.ln + 2);
    c.d.setFont(FONT_SMALL);
    ctext(c, c.t("turnOf", g.setup.names[g.cur]), 4 * c.ln + 2);
    ctext(c, c.t("grandTotal") + " " + playerTotals(g, g.cur).grand, 5 * c.ln + 3);
    if (c.tip) ctext(c, c.tip, c.pf.h - 2 * c.ln - 1); // the trainer's verdict on the last entry
    softkeys(c, "", "", c.t("ok"), c.t("menu"));
  },
  press: function (c, b, long) {
    if (b === "ok") c.go(turnScreen(c));
    else if (b === "back" || long) c.open("menu");
  },
};
