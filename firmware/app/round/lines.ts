// Lines of text on a round screen (the rules, statistics, odds, the result): one below the
// other from the title down, each centred on the screen's axis; a line with a value (a
// line's second part) shows it after its label. A paragraph is wrapped to the narrowest line,
// so that it reads the same wherever it scrolls to; a line with less than MIN pixels (near
// the top and bottom, or between two wide labels) is left out.
import type { Ctx } from "../ctx";
import { FONT_MID, FONT_SMALL } from "../fonts";
import { gap } from "../ui";
import { centredRoom } from "./geometry";
import { LOW, TITLE_Y } from "./wheel";

const MIN = 150;

/** The text tops of the lines below a title ending at `top` (the labels drawn): those with `min` pixels or more (MIN by default). */
export function lines(c: Ctx, top: number, min?: number): number[] {
  const out: number[] = [];
  for (let y = top + 2; y + c.profile.fontHeights[FONT_SMALL] <= LOW; y += c.rowPitch) if (centredRoom(c, y, c.profile.fontHeights[FONT_SMALL]) >= (min === undefined ? MIN : min)) out.push(y);
  return out;
}

/** The width every line has below a one-line title (the screen's labels drawn). */
export function lineWidth(c: Ctx): number {
  const ys = lines(c, TITLE_Y + c.profile.fontHeights[FONT_MID]);
  let w = c.profile.w;
  for (let i = 0; i < ys.length; i++) w = Math.min(w, centredRoom(c, ys[i], c.profile.fontHeights[FONT_SMALL]));
  return w;
}

/**
 * Lines `all` from `first` on at the text tops `ys`, each centred on the screen's axis. The
 * lines with a value stand as a table centred as a whole: labels left, values in a column
 * after the widest label (where the table is wider than a line's room, those lines are
 * centred each on its own).
 */
export function drawLines(c: Ctx, all: string[][], first: number, ys: number[], on?: number): void {
  const d = c.display;
  let lw = 0;
  let vw = 0;
  let room = c.profile.w;
  for (let i = first; i < all.length && i - first < ys.length; i++) {
    if (all[i].length < 2) continue;
    lw = Math.max(lw, d.stringWidth(all[i][0]));
    vw = Math.max(vw, d.stringWidth(all[i][1]));
    room = Math.min(room, centredRoom(c, ys[i - first], c.profile.fontHeights[FONT_SMALL]));
  }
  const table = lw + gap(c) + vw <= room;
  const x0 = (c.profile.w - lw - gap(c) - vw) >> 1;
  for (let i = first; i < all.length && i - first < ys.length; i++) {
    const y = ys[i - first];
    const cells = all[i];
    if (i === on) {
      // On a bar as wide as the room there.
      const w = centredRoom(c, y, c.profile.fontHeights[FONT_SMALL]);
      d.setColor(c.colours.mark);
      d.fillRect((c.profile.w - w) >> 1, y - 1, ((c.profile.w + w) >> 1) - 1, y + c.rowPitch - 2);
    }
    d.setColor(i === on ? c.colours.markInk : c.colours.fg);
    if (cells.length > 1 && table) {
      d.drawString(cells[0], x0, y);
      d.drawString(cells[1], x0 + lw + gap(c) + vw - d.stringWidth(cells[1]), y);
      continue;
    }
    const w = d.stringWidth(cells[0]) + (cells.length > 1 ? d.stringWidth(cells[1]) + gap(c) : 0);
    const x = (c.profile.w - w) >> 1;
    d.drawString(cells[0], x, y);
    if (cells.length > 1) d.drawString(cells[1], x + w - d.stringWidth(cells[1]), y);
  }
  d.setColor(c.colours.fg);
}
