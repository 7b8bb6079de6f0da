// A screen of lines that up/down scroll (rules in words, statistics, odds): each line is a
// text, or a label with a value on the right. `ok`, if given, is what BTN3 does there.
import type { Button } from "../../hal/input";
import type { TextKey } from "../core";
import type { Ctx, Screen, ScreenId } from "./ctx";
import { clear } from "./ui";
import { drawLines, keys, lines as lineTops, lineWidth, title as layoutTitle, visibleRows } from "./layout";
import { wrap } from "./wrap";

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

/** Scrolling text or tables: up/down move by a row within `total` rows (`vis` of them shown), back returns. */
export function scrollPress(c: Ctx, b: Button, total: number, vis?: number): void {
  const max = Math.max(0, total - (vis || visibleRows(c)));
  if (b === "back") return c.back();
  if (b === "up" && c.top > 0) c.top--;
  if (b === "down" && c.top < max) c.top++;
  c.redraw();
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
      keys(c, "^", "v", o.ok ? c.text(o.ok.label) : "", c.text("back"));
      const all = current(c);
      const ys = lineTops(c, layoutTitle(c, c.text(title)));
      drawLines(c, all, c.top, ys);
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

/** Lines of plain text, each wrapped to the width every line of the screen has. */
export function textLines(c: Ctx, paragraphs: string[]): string[][] {
  const out: string[][] = [];
  const width = lineWidth(c);
  for (let i = 0; i < paragraphs.length; i++) {
    const w = wrap(c, paragraphs[i], width);
    for (let k = 0; k < w.length; k++) out.push([w[k]]);
  }
  return out;
}
