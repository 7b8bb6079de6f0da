// Between turns with several players: whose turn it is, the round and their total, so the
// device can be passed on. ok starts the turn; long back opens the game menu.
import { has } from "../../../hal/profile";
import type { Game } from "../../core";
import { playerTotals } from "../../core";
import type { Screen } from "../ctx";
import { turnScreen } from "../play";
import { batteryText } from "../power";
import { FONT_LARGE, FONT_SMALL } from "../fonts";
import { clear, ctext, ctextUp, softkeys } from "../ui";
import { wrap } from "../wrap";
import { LOW_Y, span } from "../round/geometry";
import { roundTitle } from "../round/wheel";

export const handoverScreen: Screen = {
  id: "handover",
  draw: function (c) {
    const g = c.g as Game;
    clear(c);
    const head = c.t("round", (Math.floor(g.turn / g.np) + 1) + "/" + g.sheet.ids.length) + "  " + batteryText(c);
    // A round screen: the labels first (the texts keep clear of them), the lines below the title.
    if (has(c.pf, "round")) softkeys(c, "", "", c.t("ok"), c.t("menu"));
    const y0 = (has(c.pf, "round")) ? roundTitle(c, head) - 2 * c.ln + 4 : 0;
    if (!(has(c.pf, "round"))) ctext(c, head, c.ln);
    const name = g.setup.names[g.cur];
    // Names of the players' choosing (feature names) may be long: the name then in the small
    // font, and the line under it wrapped.
    const named = has(c.pf, "names");
    const room = (has(c.pf, "round")) ? span(c, y0 + 2 * c.ln + 2, 12 * c.pf.scale)[1] - span(c, y0 + 2 * c.ln + 2, 12 * c.pf.scale)[0] + 1 : c.pf.w - 2;
    c.d.setFont(FONT_LARGE);
    if (named && c.d.stringWidth(name) > room) c.d.setFont(FONT_SMALL);
    ctext(c, name, y0 + 2 * c.ln + 2, 12 * c.pf.scale);
    c.d.setFont(FONT_SMALL);
    const turn = named ? wrap(c, c.t("turnOf", name), room) : [c.t("turnOf", name)];
    let y = y0 + 4 * c.ln + 2;
    for (let i = 0; i < turn.length; i++, y += c.ln) ctext(c, turn[i], y);
    ctext(c, c.t("grandTotal") + " " + playerTotals(g, g.cur).grand, y + 1);
    // The trainer's verdict on the last entry (feature coach).
    if ((has(c.pf, "coach")) && c.tip) ctextUp(c, c.tip, (has(c.pf, "round")) ? LOW_Y : c.pf.h - 2 * c.ln - 1);
    if (!(has(c.pf, "round"))) softkeys(c, "", "", c.t("ok"), c.t("menu"));
  },
  press: function (c, b, long) {
    if (b === "ok") c.go(turnScreen(c));
    else if (b === "back" || long) c.open("menu");
  },
};
