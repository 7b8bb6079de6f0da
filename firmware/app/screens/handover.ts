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
    keys(c, "", "", c.text("ok"), c.text("menu"));
    const top = title(c, c.text("round", (Math.floor(g.turn / g.np) + 1) + "/" + g.sheet.ids.length) + "  " + batteryText(c)) + gap(c);
    const name = g.setup.names[g.cur];
    // Names of the players' choosing (feature names) may be long: the name then in the small
    // font, and the line under it wrapped.
    const named = has(c.profile, "names");
    c.display.setFont(FONT_LARGE);
    if (named && c.display.stringWidth(name) > room(c, top)) c.display.setFont(FONT_SMALL);
    ctext(c, name, top);
    c.display.setFont(FONT_SMALL);
    const turn = named ? wrap(c, c.text("turnOf", name), room(c, top)) : [c.text("turnOf", name)];
    let y = top + 2 * c.rowPitch;
    for (let i = 0; i < turn.length; i++, y += c.rowPitch) ctext(c, turn[i], y);
    ctext(c, c.text("grandTotal") + " " + playerTotals(g, g.cur).grand, y + 1);
    // The trainer's verdict on the last entry (feature coach).
    if ((has(c.profile, "coach")) && c.tip) ctextUp(c, c.tip, low(c));
  },
  press: function (c, b, long) {
    if (b === "ok") c.go(turnScreen(c));
    else if (b === "back" || long) c.open("menu");
  },
};
