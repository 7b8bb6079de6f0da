// Between turns with several players: whose turn it is, the round and their total, so the
// device can be passed on; where the chances to win show (chances.ts), the player's chance,
// and the others' where there is room for all of them. ok starts the turn; long back opens
// the game menu.
import { has } from "../../../hal/profile";
import type { Game } from "../../core";
import { playerTotals } from "../../core";
import { chancesNow, chancesOn, percent } from "../chances";
import type { Ctx, Screen } from "../ctx";
import { turnScreen } from "../play";
import { batteryText } from "../power";
import { FONT_LARGE, FONT_SMALL } from "../fonts";
import { clear, gap, shortName } from "../ui";
import { ctext, ctextUp, keys, low, room, title } from "../layout";
import { wrap } from "../wrap";

/**
 * The others' chances ("Bo: 20%  Cy: 46%"), packed into lines from y on, each as wide as the
 * screen is there; [] where they need lines past `last`.
 */
function othersLines(c: Ctx, g: Game, chances: number[], y: number, last: number): string[] {
  const out: string[] = [];
  let line = "";
  for (let q = 0; q < g.np; q++) {
    if (q === g.cur) continue;
    const w = room(c, y + out.length * c.rowPitch);
    const value = ": " + percent(chances[q]) + "%"; // a colon: "Spieler 2: 33%", not "Spieler 2 33%"
    const part = shortName(c, g.setup.names[q], w - c.display.stringWidth(value)) + value;
    if (line && c.display.stringWidth(line + "  " + part) <= w) {
      line += "  " + part;
      continue;
    }
    if (line) out.push(line);
    line = part;
  }
  if (line) out.push(line);
  return y + (out.length - 1) * c.rowPitch <= last ? out : [];
}

/** The chances to win from the line at y down to the line at `last`: the player's, then the others'. */
function drawChances(c: Ctx, g: Game, y: number, last: number): void {
  const chances = chancesNow(c);
  if (!chances || y > last) return;
  ctext(c, c.text("winChance", percent(chances[g.cur]) + "%"), y);
  const others = othersLines(c, g, chances, y + c.rowPitch, last);
  for (let i = 0; i < others.length; i++) ctext(c, others[i], y + (i + 1) * c.rowPitch);
}

export function handoverScreen(): Screen {
  return {
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
      // (A block, not an early return: a build without the coach drops it whole.)
      if (has(c.profile, "coach")) {
        // The trainer's verdict on the last entry at the bottom; the chances between it and the total.
        const tip = c.tip ? wrap(c, c.tip, room(c, low(c))).length : 0;
        if (chancesOn(c)) drawChances(c, g, y + 1 + c.rowPitch, low(c) - tip * c.rowPitch);
        if (c.tip) ctextUp(c, c.tip, low(c));
      }
    },
    press: function (c, b, long) {
      if (b === "ok") c.go(turnScreen(c));
      else if (b === "back" || long) c.open("menu");
    },
  };
}
