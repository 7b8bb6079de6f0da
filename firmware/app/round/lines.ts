// Lines of text on a round screen (the rules, statistics, odds, options): one below the
// other from the title down, each starting where the circle does at its height and clear of
// the labels beside it, so paragraphs follow the circle's left edge; a value (a line's second
// part) stands in one column at the right. A paragraph is wrapped to the narrowest line, so
// that it reads the same wherever it scrolls to; a line with less than MIN pixels (near the
// top and bottom, or between two wide labels) is left out.
import type { Ctx } from "../ctx";
import { FONT_SMALL } from "../fonts";
import { kept, span } from "./geometry";
import { LOW, MIDDLE_Y, roundTitle, TITLE_Y } from "./wheel";

const MIN = 150;

/**
 * The text tops of every line below the title (of one line: these screens' titles are
 * short), aligned with the middle keys' labels: a line there is beside them, not half over them.
 */
export function lineTops(c: Ctx): number[] {
  const out: number[] = [];
  let y = MIDDLE_Y;
  while (y - c.ln >= TITLE_Y + c.ln) y -= c.ln;
  for (; y + c.ln - 3 <= LOW; y += c.ln) out.push(y);
  return out;
}

/** The text tops of the lines shown: those with room enough (the labels drawn). */
export function slots(c: Ctx): number[] {
  if (kept.slots) return kept.slots; // (a draw asks for them several times)
  const all = lineTops(c);
  const out: number[] = [];
  for (let i = 0; i < all.length; i++) {
    const sp = span(c, all[i], 6 * c.pf.scale);
    if (sp[1] - sp[0] + 1 >= MIN) out.push(all[i]);
  }
  kept.slots = out;
  return out;
}

/** How many lines show. */
export function lineCount(c: Ctx): number {
  return slots(c).length;
}

/** The width every line has (the screen's labels drawn). */
export function lineWidth(c: Ctx): number {
  const ys = slots(c);
  let w = c.pf.w;
  for (let i = 0; i < ys.length; i++) {
    const sp = span(c, ys[i], 6 * c.pf.scale);
    w = Math.min(w, sp[1] - sp[0] + 1);
  }
  return w;
}

/** The title and, from line `top` on, the lines: a text, or a label with its value at the right. */
export function drawLines(c: Ctx, title: string, all: string[][], top: number): void {
  roundTitle(c, title);
  const ys = slots(c);
  c.d.setFont(FONT_SMALL);
  let right = c.pf.w;
  for (let i = 0; i < ys.length; i++) right = Math.min(right, span(c, ys[i], 6 * c.pf.scale)[1]);
  for (let i = top; i < all.length && i - top < ys.length; i++) {
    const y = ys[i - top];
    c.d.drawString(all[i][0], span(c, y, 6 * c.pf.scale)[0], y);
    if (all[i].length > 1) c.d.drawString(all[i][1], right - c.d.stringWidth(all[i][1]) + 1, y);
  }
}
