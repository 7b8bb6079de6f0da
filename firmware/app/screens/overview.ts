// All players' columns side by side (short box names), with bonus and totals; up/down
// scroll. Each column has room for a four-digit total: the players that do not fit on one
// page (Bangle.js 2: 3, Pixl.js: 6) go on further pages, which ok turns. A name too wide for
// its column is shortened to its initials ("Spieler 3": "S3"), or to the player's number and
// first letter where two columns would read the same.
import { has } from "../../../hal/profile";
import type { Game } from "../../core";
import { keyOf, playerTotals } from "../../core";
import type { Ctx, Screen } from "../ctx";
import { clear, ctext, rtext, scrollPress, shortName, softkeys, visibleRows } from "../ui";
import { capBox, chord } from "../round/geometry";
import { lineTops } from "../round/lines";
import { roundTitle } from "../round/wheel";

/** The page shown (a group of players). */
let page = 0;

/** Rows: box indices, then -1 bonus, -2 extra points (Kniffel), -3 total. */
function rows(g: Game): number[] {
  const out: number[] = [];
  for (let b = 0; b < g.sheet.ids.length; b++) out.push(b);
  out.push(-1);
  if (g.setup.rules.game === "kniffel") out.push(-2);
  out.push(-3);
  return out;
}

function cell(g: Game, p: number, r: number): string {
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

/**
 * The table's left and right x and the text tops of its rows (the names' first): the whole
 * screen, or on a round one the part of the circle clear of the labels beside it (the back
 * key's on the left, the others' on the right) whose rows are that wide.
 */
function table(c: Ctx): number[][] {
  if (!(has(c.pf, "round"))) return [[0, c.pf.w - 1], []];
  const l = capBox(c, "back", c.t("back"))[2] + 5;
  const r = Math.min(capBox(c, "up", "^")[0], capBox(c, "ok", "8/8")[0], capBox(c, "down", "v")[0]) - 5;
  const ys: number[] = [];
  const all = lineTops(c);
  for (let i = 0; i < all.length; i++) {
    const ch = chord(c, all[i], all[i] + 6 * c.pf.scale - 1, 7);
    if (ch[0] <= l && ch[1] >= r) ys.push(all[i]);
  }
  return [[l, r], ys];
}

/** Players per page: as many as have room for a four-digit total beside the labels. */
function perPage(c: Ctx, g: Game, labelW: number): number {
  const x = table(c)[0];
  const fit = Math.max(1, Math.floor((x[1] - x[0] + 1 - labelW) / (c.d.stringWidth("8888") + 2 * c.pf.scale)));
  const pages = Math.ceil(g.np / fit);
  return Math.ceil(g.np / pages); // pages as even as may be: 8 players on the Pixl.js 4 + 4, not 6 + 2
}

function label(c: Ctx, g: Game, r: number): string {
  return c.t(r >= 0 ? keyOf("s.", g.sheet.ids[r]) : r === -1 ? "s.bonus" : r === -2 ? "s.extra" : "s.total");
}

export const overviewScreen: Screen = {
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
    const labelW = 20 * c.pf.scale;
    const per = perPage(c, g, labelW);
    const pages = Math.ceil(g.np / per);
    if (page >= pages) page = 0;
    const first = page * per;
    const n = Math.min(per, g.np - first);
    const colW = Math.floor((t[0][1] - x0 + 1 - labelW) / per);
    const right = function (i: number): number { return x0 + labelW + (i + 1) * colW - 2; };
    const names = heads(c, g, colW - 2 * c.pf.scale);
    // Row k's text top (-1: the names'); undefined past a round screen's table.
    const top = function (k: number): number { return (has(c.pf, "round")) ? t[1][k + 1] : c.y0 + c.ln + k * c.ln; };
    if (has(c.pf, "round")) roundTitle(c, c.t("overview"));
    else ctext(c, c.t("overview"), c.ty);
    for (let i = 0; i < n; i++) {
      rtext(c, names[first + i], right(i), top(-1) - 1);
      // The player at turn underlined.
      if (first + i === g.cur) c.d.fillRect(right(i) - colW + 3, top(0) - 2, right(i), top(0) - 2);
    }
    const all = rows(g);
    const vis = (has(c.pf, "round")) ? t[1].length - 1 : visibleRows(c) - 1;
    for (let k = c.top; k < all.length && k < c.top + vis; k++) {
      const y = top(k - c.top);
      c.d.drawString(label(c, g, all[k]), x0, y);
      for (let i = 0; i < n; i++) rtext(c, cell(g, first + i, all[k]), right(i), y);
    }
    softkeys(c, "^", "v", pages > 1 ? (page + 1) + "/" + pages : "", c.t("back"));
  },
  press: function (c, b) {
    const g = c.g as Game;
    if (b === "ok") {
      const pages = Math.ceil(g.np / perPage(c, g, 20 * c.pf.scale));
      if (pages < 2) return; // nothing to turn: the corner blinks
      page = (page + 1) % pages;
      return c.redraw();
    }
    scrollPress(c, b, rows(g).length + 1, (has(c.pf, "round")) ? table(c)[1].length : 0); // + the names row
  },
};
