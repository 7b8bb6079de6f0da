// A screen of lines that up/down scroll (rules in words, statistics, odds): each line is a
// text, or a label with a value on the right. `ok`, if given, is what BTN3 does there.
import { has } from "../../hal/profile";
import type { Button } from "../../hal/input";
import type { TextKey } from "../core";
import type { Ctx, Screen, ScreenId } from "./ctx";
import { clear, ctext, rtext, scrollPress, softkeys, visibleRows } from "./ui";
import { wrap } from "./wrap";
import { drawLines, lineWidth } from "./round/lines";

export interface ScrollOptions {
  /** Computes the lines once when the screen opens (for costly ones), not at every draw. */
  once?: boolean;
  /**
   * Instead of `lines`: asks for them when the screen opens (the coach: ask-coach.ts) and
   * shows them once `show` gets them; `show(null)` (cancelled) leaves the screen.
   */
  later?: (c: Ctx, show: (lines: string[][] | null) => void) => void;
  ok?: { label: TextKey; run: (c: Ctx) => void };
}

export function scrollScreen(id: ScreenId, title: TextKey, lines: (c: Ctx) => string[][], o: ScrollOptions): Screen {
  let shown: string[][] = [];
  const current = function (c: Ctx): string[][] {
    return o.once || o.later ? shown : lines(c);
  };
  return {
    id: id,
    enter: function (c) {
      c.top = 0;
      if (o.once) shown = lines(c);
      if (o.later) {
        shown = [];
        o.later(c, function (l) {
          if (!l) return c.back();
          shown = l;
          c.redraw();
        });
      }
    },
    draw: function (c) {
      clear(c);
      if (has(c.pf, "round")) {
        // The labels first: the lines keep clear of them.
        softkeys(c, "^", "v", o.ok ? c.t(o.ok.label) : "", c.t("back"));
        return drawLines(c, c.t(title), current(c), c.top);
      }
      const all = current(c);
      ctext(c, c.t(title), c.ty);
      for (let i = c.top; i < all.length && i < c.top + visibleRows(c); i++) {
        const y = c.y0 + (i - c.top) * c.ln;
        c.d.drawString(all[i][0], 1, y);
        if (all[i].length > 1) rtext(c, all[i][1], c.pf.w - 2, y);
      }
      softkeys(c, "^", "v", o.ok ? c.t(o.ok.label) : "", c.t("back"));
    },
    press: function (c, b: Button) {
      if (b === "ok" && o.ok) o.ok.run(c);
      else if (b !== "ok") {
        const n = current(c).length;
        if (b === "back" && o.later) shown = []; // leaving: the coach's lines are not kept
        scrollPress(c, b, n);
      }
    },
  };
}

/** Lines of plain text, each wrapped to the screen's width (a round screen's: round/lines.ts). */
export function textLines(c: Ctx, paragraphs: string[]): string[][] {
  const out: string[][] = [];
  const width = (has(c.pf, "round")) ? lineWidth(c) : c.pf.w - 2;
  for (let i = 0; i < paragraphs.length; i++) {
    const w = wrap(c, paragraphs[i], width);
    for (let k = 0; k < w.length; k++) out.push([w[k]]);
  }
  return out;
}
