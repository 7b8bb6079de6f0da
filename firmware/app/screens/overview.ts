// All players' columns side by side (short box names), with bonus and totals; up/down
// scroll. Up to 8 players fit on 128 pixels: 3 digits per column.
import { Game, playerTotals } from "../../core";
import { Ctx, Screen } from "../ctx";
import { clear, ctext, rtext, scrollPress, softkeys, visibleRows } from "../ui";


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

function label(c: Ctx, g: Game, r: number): string {
  return c.t(r >= 0 ? "s." + g.sheet.ids[r] : r === -1 ? "s.bonus" : r === -2 ? "s.extra" : "s.total");
}

export const overviewScreen: Screen = {
  id: "overview",
  enter: function (c) {
    c.top = 0;
  },
  draw: function (c: Ctx) {
    const g = c.g as Game;
    clear(c);
    const labelW = 20 * c.pf.scale;
    const colW = Math.floor((c.pf.w - labelW) / g.np);
    const right = function (p: number): number { return labelW + (p + 1) * colW - 2; };
    ctext(c, c.t("overview"), c.ty);
    for (let p = 0; p < g.np; p++) {
      // Each name as far as it fits its column; the player at turn underlined.
      let name = g.setup.names[p];
      while (c.d.stringWidth(name) > colW - 1) name = name.slice(0, -1);
      rtext(c, name, right(p), c.y0 - 1);
      if (p === g.cur) c.d.fillRect(right(p) - colW + 3, c.y0 + c.ln - 2, right(p), c.y0 + c.ln - 2);
    }
    const all = rows(g);
    const vis = visibleRows(c) - 1;
    for (let i = c.top; i < all.length && i < c.top + vis; i++) {
      const y = c.y0 + c.ln + (i - c.top) * c.ln;
      c.d.drawString(label(c, g, all[i]), 0, y);
      for (let p = 0; p < g.np; p++) rtext(c, cell(g, p, all[i]), right(p), y);
    }
    softkeys(c, "^", "v", "", c.t("back"));
  },
  press: function (c, b) {
    scrollPress(c, b, rows(c.g as Game).length + 1); // + the names row
  },
};
