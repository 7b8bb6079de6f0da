// The layout of a rectangular screen (the Pixl.js, the Bangle.js 2): a title line, rows below
// it from the left edge to the right, the keys' labels at the corners by their buttons (on a
// touch screen the corner is the button). Screens reach it through ../layout.ts.
import type { Button } from "../../../hal/input";
import type { Ctx } from "../ctx";
import type { DiceLayout, Row } from "../layout-types";
import { FONT_SMALL } from "../fonts";
import { blinkBack, DIE_GAP, linesUp, rtext } from "../ui";
import { wrap } from "../wrap";

/** A die's size at most. */
const DIE = 30;

/** The labels at the buttons' corners (the bottom ones on the screen's last text line); remembered in c.lb. */
export function keys(c: Ctx, up: string, down: string, ok: string, back: string): void {
  const labels: { [b: string]: string } = { up: up, down: down, ok: ok, back: back };
  c.lb = labels;
  const bottom = c.pf.h - c.pf.fh[FONT_SMALL];
  c.d.setFont(FONT_SMALL);
  c.d.setColor(c.th.fg);
  for (const b in c.pf.corners) {
    const s = labels[b as Button];
    const corner = c.pf.corners[b];
    const y = corner === "topLeft" || corner === "topRight" ? 0 : bottom;
    if (corner === "topLeft" || corner === "bottomLeft") c.d.drawString(s, 0, y);
    else rtext(c, s, c.pf.w - 1, y);
  }
}

/** Clears the bottom labels' line (a partial redraw draws the labels again). */
export function clearKeys(c: Ctx): void {
  c.d.setColor(c.th.bg);
  c.d.fillRect(0, c.pf.h - c.ln + 1, c.pf.w - 1, c.pf.h - 1);
}

/** A press without a function: its corner blinks (where the board has one). */
export function blink(c: Ctx, b: Button): void {
  const corner = c.pf.corners[b];
  if (corner) {
    const s = c.pf.fh[FONT_SMALL];
    const x = corner === "topLeft" || corner === "bottomLeft" ? 0 : c.pf.w - s;
    const y = corner === "topLeft" || corner === "topRight" ? 0 : c.pf.h - s;
    c.d.setColor(c.th.mark);
    c.d.fillRect(x, y, x + s - 1, y + s - 1);
  }
  blinkBack(c);
}

/** The corner button a touch at (x, y) is on: the top and bottom two lines, the outer thirds. */
export function keyAt(c: Ctx, x: number, y: number): Button | undefined {
  const top = y < 2 * c.ln;
  if (!top && y < c.pf.h - 2 * c.ln) return undefined;
  const left = x < c.pf.w / 3;
  if (!left && x < (2 * c.pf.w) / 3) return undefined;
  const want = top ? (left ? "topLeft" : "topRight") : left ? "bottomLeft" : "bottomRight";
  for (const b in c.pf.corners) if (c.pf.corners[b] === want) return b as Button;
  return undefined;
}

export function ctext(c: Ctx, s: string, y: number): void {
  c.d.drawString(s, (c.pf.w - c.d.stringWidth(s)) >> 1, y);
}

/** The title on the title line; the y of the first row below it. */
export function title(c: Ctx, s: string): number {
  ctext(c, s, c.ty);
  return c.y0;
}

/** Lines that fit between the title and the bottom labels. */
export function visibleRows(c: Ctx): number {
  return Math.floor((c.pf.h - c.y0 - c.ln + 1) / c.ln);
}

/** Starts a list row at y: a cursor bar when `on`, and the ink colour for its text. */
function bar(c: Ctx, y: number, on: boolean): void {
  if (on) {
    c.d.setColor(c.th.mark);
    c.d.fillRect(0, y - 1, c.pf.w - 1, y + c.ln - 2);
  }
  c.d.setColor(on ? c.th.markInk : c.th.fg);
}

/**
 * The first row shown of a list of n with row `at` chosen: c.top, moved as little as keeps
 * `at` in view; with `tail`, far enough down that the rows after `at` show too.
 */
function scrolled(c: Ctx, n: number, at: number, tail: boolean): number {
  const vis = visibleRows(c);
  if (at < c.top) c.top = at;
  if (at >= c.top + vis) c.top = at - vis + 1;
  if (tail || c.top > n - vis) c.top = Math.max(0, n - vis);
  return c.top;
}

/** The list's rows (list()). */
function rows(c: Ctx, n: number, at: number, row: Row, cut: (s: string, w: number) => string, tail: boolean): void {
  const top = scrolled(c, n, at, tail);
  for (let i = top; i < n && i < top + visibleRows(c); i++) {
    const y = c.y0 + (i - top) * c.ln;
    const r = row(i);
    bar(c, y, i === at);
    if (r[2] && i > top) c.d.fillRect(0, y - 1, c.pf.w - 1, y - 1);
    const v = r[1] || "";
    c.d.drawString(cut(r[0], c.pf.w - 6 - c.d.stringWidth(v)), 1, y);
    if (v) rtext(c, v, c.pf.w - 2, y);
  }
  c.d.setColor(c.th.fg);
}

/**
 * A titled list of n rows, row `at` chosen, scrolled to show it: each row's label at the left
 * (shortened by `cut` to leave its value room), its value at the right, and a rule above a
 * row whose third part is "-" (where the sheet's totals begin). With `step`, the rows alone.
 */
export function list(c: Ctx, head: string, n: number, at: number, row: Row, cut: (s: string, w: number) => string, tail?: boolean, step?: boolean): void {
  if (step) {
    // After a step of the cursor: the rows on their area cleared (the title and the labels stay).
    c.d.setColor(c.th.bg);
    c.d.fillRect(0, c.y0 - 1, c.pf.w - 1, c.y0 + visibleRows(c) * c.ln - 2);
  } else title(c, head);
  rows(c, n, at, row, cut, !!tail);
}

/** The row of such a list a tap at y is on, or -1. */
export function listAt(c: Ctx, _head: string, n: number, _at: number, _row: Row, y: number): number {
  const i = c.top + Math.floor((y - c.y0 + 1) / c.ln);
  return y >= c.y0 - 1 && i < n && i - c.top < visibleRows(c) ? i : -1;
}

/** The text tops of the lines from `top` (the title's end) down to the bottom labels. */
export function lines(c: Ctx, top: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < visibleRows(c); i++) out.push(top + i * c.ln);
  return out;
}

/** Lines `all` from `first` on at the text tops `ys`: each a text from the left, or a label with its value at the right. */
export function drawLines(c: Ctx, all: string[][], first: number, ys: number[], on?: number): void {
  for (let i = first; i < all.length && i - first < ys.length; i++) {
    bar(c, ys[i - first], i === on);
    c.d.drawString(all[i][0], 1, ys[i - first]);
    if (all[i].length > 1) rtext(c, all[i][1], c.pf.w - 2, ys[i - first]);
  }
  c.d.setColor(c.th.fg);
}

/** The width of a line of text, and of a centred one at y. */
export function lineWidth(c: Ctx): number {
  return c.pf.w - 2;
}
export function room(c: Ctx, _y: number): number {
  return c.pf.w - 2;
}

/** `s` centred and wrapped to the screen's width, its last line at y (the others above it). */
export function ctextUp(c: Ctx, s: string, y: number): void {
  linesUp(c, wrap(c, s, c.pf.w - 2), y, ctext);
}
export function rowRoom(c: Ctx): number {
  return c.pf.w;
}

/** The width of the title's line, its font set. */
export function titleRoom(c: Ctx): number {
  c.d.setFont(FONT_SMALL);
  return c.pf.w - 2;
}

/** The lines a title may take. */
export function titleLines(_c: Ctx): number {
  return 1;
}

/** The y below a title (the first row's). */
export function titleEnd(c: Ctx, _s: string): number {
  return c.y0;
}

/** Five dice below the player's line, as large as the width allows (at most 30 pixels). */
export function dice(c: Ctx): DiceLayout {
  let s = Math.min(DIE, Math.floor((c.pf.w - 4 * DIE_GAP - 2) / 5));
  s -= s & 1; // an even size keeps the pips centred
  return { x0: (c.pf.w - 5 * s - 4 * DIE_GAP) >> 1, y: c.y0 + c.ln + 1, s: s };
}

/** The turn screens' top: the title, and the player with their total (if any) on the line below. */
export function header(c: Ctx, head: string, name: string, total: string): void {
  ctext(c, head, c.ty);
  c.d.drawString(name, 0, c.y0);
  if (total) rtext(c, total, c.pf.w - 1, c.y0);
}

/** A framed box in the middle of the screen with `s` wrapped inside (messages, questions). */
export function box(c: Ctx, s: string): void {
  const lines = wrap(c, s, c.pf.w - 12);
  const h = lines.length * c.ln + 5;
  const y0 = (c.pf.h - h) >> 1;
  c.d.setColor(c.th.fg);
  c.d.fillRect(3, y0, c.pf.w - 4, y0 + h);
  c.d.setColor(c.th.bg);
  c.d.fillRect(4, y0 + 1, c.pf.w - 5, y0 + h - 1);
  c.d.setColor(c.th.fg);
  for (let i = 0; i < lines.length; i++) ctext(c, lines[i], y0 + 3 + i * c.ln);
}

/** The hint's line, above the bottom labels. */
export function low(c: Ctx): number {
  return c.pf.h - 2 * c.ln - 1;
}

/** Where the dice screen's main action goes (large, below the dice: the area a tap rolls in). */
export function main(c: Ctx): number {
  return (c.y0 + c.pf.h) >> 1;
}

/** Where a name being edited stands (large), and the hint below it. */
export function nameTop(c: Ctx): number {
  return c.y0 + c.ln - 1;
}
export function nameHint(c: Ctx): number {
  return c.y0 + 4 * c.ln - 1;
}

/** The overview's table: its left and right x, and the text tops of its rows (the names' first). */
export function table(c: Ctx): number[][] {
  return [[0, c.pf.w - 1], lines(c, c.y0)];
}

/** A question, in a box. */
export function ask(c: Ctx, q: string): void {
  box(c, q);
}

