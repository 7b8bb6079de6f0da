// All players' columns side by side (short box names), with bonus and totals; up/down
// scroll. Each column has room for a four-digit total: the players that do not fit on one
// page (3 to 6, by the screen's width) go on further pages, which ok turns. A name too wide for
// its column is shortened to its initials ("Spieler 3": "S3"), or to the player's number and
// first letter where two columns would read the same. Where the chances to win show
// (chances.ts), a row of them in whole percent comes first, below the names, filled in when
// they are worked out.
import { has } from "../../../hal/profile";
import type { Game } from "../../core";
import { keyOf, playerTotals } from "../../core";
import { chancesNow, chancesOn, percent } from "../chances";
import type { Ctx, Screen } from "../ctx";
import { clear, gap, rtext, shortName } from "../ui";
import { keys, table, title } from "../layout";
import { scrollPress } from "../scroll-screen";

/** The page shown (a group of players). */
let page = 0;

/** The row of the chances to win. */
const CHANCES = -4;

/** Rows: the chances to win (CHANCES, where they show), box indices, then -1 bonus, -2 extra points (Kniffel), -3 total. */
function rows(c: Ctx, g: Game): number[] {
  const out: number[] = [];
  if (has(c.profile, "coach") && chancesOn(c)) out.push(CHANCES);
  for (let b = 0; b < g.sheet.ids.length; b++) out.push(b);
  out.push(-1);
  if (g.setup.rules.game === "kniffel") out.push(-2);
  out.push(-3);
  return out;
}

/** Row r's cell of player p; `chances` each player's chance to win (null: not yet known). */
function cell(g: Game, p: number, r: number, chances: number[] | null): string {
  if (r === CHANCES) return chances ? percent(chances[p]) : "";
  if (r >= 0) {
    const v = g.sc[p * g.sheet.ids.length + r];
    return v < 0 ? "" : String(v);
  }
  const t = playerTotals(g, p);
  return String(r === -1 ? t.bonus : r === -2 ? t.extra : t.grand);
}

/** Every player's column head, each different from the others. */
function heads(c: Ctx, g: Game, w: number): string[] {
  const out: string[] = [];
  for (let p = 0; p < g.np; p++) out.push(shortName(c, g.setup.names[p], w));
  const fixed: string[] = [];
  for (let p = 0; p < g.np; p++) {
    let same = 0;
    for (let q = 0; q < g.np; q++) if (out[q] === out[p]) same++;
    fixed.push(same > 1 ? p + 1 + g.setup.names[p].substring(0, 1) : out[p]);
  }
  return fixed;
}

/** Players per page: as many as have room for a four-digit total beside the labels. */
function perPage(c: Ctx, g: Game, labelW: number): number {
  const x = table(c)[0];
  const fit = Math.max(1, Math.floor((x[1] - x[0] + 1 - labelW) / (c.display.stringWidth("8888") + gap(c))));
  const pages = Math.ceil(g.np / fit);
  return Math.ceil(g.np / pages); // pages as even as may be: 8 players with room for 6 are 4 + 4, not 6 + 2
}

function label(c: Ctx, g: Game, r: number): string {
  return c.text(r >= 0 ? keyOf("s.", g.sheet.ids[r]) : r === -1 ? "s.bonus" : r === -2 ? "s.extra" : r === CHANCES ? "s.win" : "s.total");
}

export function overviewScreen(): Screen {
  return {
    id: "overview",
    enter: function (c) {
      c.top = 0;
      page = 0;
    },
    draw: function (c: Ctx) {
      const g = c.g as Game;
      clear(c);
      const t = table(c);
      const x0 = t[0][0];
      const labelW = Math.floor(c.rowPitch * 20 / 7);
      const per = perPage(c, g, labelW);
      const pages = Math.ceil(g.np / per);
      if (page >= pages) page = 0;
      const first = page * per;
      const n = Math.min(per, g.np - first);
      const colW = Math.floor((t[0][1] - x0 + 1 - labelW) / per);
      const right = function (i: number): number { return x0 + labelW + (i + 1) * colW - 2; };
      const names = heads(c, g, colW - gap(c));
      // Row k's text top (-1: the names'); undefined past the table.
      const top = function (k: number): number { return t[1][k + 1]; };
      keys(c, "^", "v", pages > 1 ? (page + 1) + "/" + pages : "", c.text("back"));
      title(c, c.text("overview"));
      for (let i = 0; i < n; i++) {
        rtext(c, names[first + i], right(i), top(-1) - 1);
        // The player at turn underlined.
        if (first + i === g.cur) c.display.fillRect(right(i) - colW + 3, top(0) - 2, right(i), top(0) - 2);
      }
      const all = rows(c, g);
      // (Asked only where they show: the work starts here, and the screen is drawn again with them.)
      const chances = all[0] === CHANCES ? chancesNow(c) : null;
      const vis = t[1].length - 1;
      for (let k = c.top; k < all.length && k < c.top + vis; k++) {
        const y = top(k - c.top);
        c.display.drawString(label(c, g, all[k]), x0, y);
        for (let i = 0; i < n; i++) rtext(c, cell(g, first + i, all[k], chances), right(i), y);
      }
    },
    press: function (c, b) {
      const g = c.g as Game;
      if (b === "ok") {
        const pages = Math.ceil(g.np / perPage(c, g, Math.floor(c.rowPitch * 20 / 7)));
        if (pages < 2) return; // nothing to turn: the corner blinks
        page = (page + 1) % pages;
        return c.redraw();
      }
      scrollPress(c, b, rows(c, g).length + 1, table(c)[1].length); // + the names row
    },
  };
}
