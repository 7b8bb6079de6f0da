// A list of choices: up/down move (wrapping), ok chooses, back leaves. Items are data; a
// value, when present, is shown on the right (settings that ok changes in place).
import { Button } from "../../hal/input";
import { Ctx, Screen } from "./ctx";
import { clear, ctext, LINE, row, rtext, scrollTo, softkeys, step, visibleRows } from "./ui";

export interface Item {
  l: (c: Ctx) => string;
  v?: (c: Ctx) => string;
  ok: (c: Ctx) => void;
}

/** A menu screen; `back` null makes it the bottom of the navigation (no back label). */
export function menuScreen(id: string, title: (c: Ctx) => string, items: (c: Ctx) => Item[], back: ((c: Ctx) => void) | null): Screen {
  return {
    id: id,
    enter: function (c) {
      c.cur = 0;
      c.top = 0;
    },
    draw: function (c) {
      clear(c);
      const list = items(c);
      const top = scrollTo(c, list.length);
      ctext(c, title(c), 0);
      const vis = visibleRows(c);
      for (let i = top; i < list.length && i < top + vis; i++) {
        const y = LINE + 1 + (i - top) * LINE;
        row(c, y, i === c.cur);
        c.d.drawString(list[i].l(c), 2, y);
        const v = list[i].v;
        if (v) rtext(c, v(c), c.pf.w - 3, y);
      }
      softkeys(c, "^", "v", c.t("ok"), back ? c.t("back") : "");
    },
    press: function (c, b: Button) {
      const list = items(c);
      if (b === "back") {
        if (back) back(c);
      }
      else if (b === "ok") list[c.cur].ok(c);
      else c.cur = step(c.cur, list.length, b);
    },
  };
}
