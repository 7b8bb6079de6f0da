// Between turns with several players: whose turn it is, the round and their total, so the
// device can be passed on. ok starts the turn; long back opens the game menu.
import { has } from "../../../hal/profile";
import type { Game } from "../../core";
import { playerTotals } from "../../core";
import type { Screen } from "../ctx";
import { turnScreen } from "../play";
import { batteryText } from "../power";
import { FONT_LARGE, FONT_SMALL } from "../fonts";
import { clear, gap } from "../ui";
import { ctext, ctextUp, keys, low, room, title } from "../layout";
import { wrap } from "../wrap";

export const handoverScreen: Screen = {
  id: "handover",
  draw: function (c) {
    const g = c.g as Game;
    clear(c);
    keys(c, "", "", c.t("ok"), c.t("menu"));
    const top = title(c, c.t("round", (Math.floor(g.turn / g.np) + 1) + "/" + g.sheet.ids.length) + "  " + batteryText(c)) + gap(c);
    const name = g.setup.names[g.cur];
    // Names of the players' choosing (feature names) may be long: the name then in the small
    // font, and the line under it wrapped.
    const named = has(c.pf, "names");
    const w = room(c, top);
    c.d.setFont(FONT_LARGE);
    if (named && c.d.stringWidth(name) > w) c.d.setFont(FONT_SMALL);
    ctext(c, name, top);
    c.d.setFont(FONT_SMALL);
    const turn = named ? wrap(c, c.t("turnOf", name), w) : [c.t("turnOf", name)];
    let y = top + 2 * c.ln;
    for (let i = 0; i < turn.length; i++, y += c.ln) ctext(c, turn[i], y);
    ctext(c, c.t("grandTotal") + " " + playerTotals(g, g.cur).grand, y + 1);
    // The trainer's verdict on the last entry (feature coach).
    if ((has(c.pf, "coach")) && c.tip) ctextUp(c, c.tip, low(c));
  },
  press: function (c, b, long) {
    if (b === "ok") c.go(turnScreen(c));
    else if (b === "back" || long) c.open("menu");
  },
};
