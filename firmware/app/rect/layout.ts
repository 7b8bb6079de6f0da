// The layout of a rectangular screen (the Pixl.js, the Bangle.js 1 and 2): a title line, rows
// below it from the left edge to the right, the keys' labels at the corners by their buttons
// (on a touch screen the corner is the button), or beside them on caps where the board's
// buttons are a column at the side (the profile's keys), its content then left of that column
// (cw(c) wide). Screens reach it through ../layout.ts.
import type { Button } from "../../../hal/input";
import { KEY_CAPS } from "../../../hal/profile";
import type { Ctx } from "../ctx";
import type { DiceLayout, Row } from "../layout-types";
import { FONT_SMALL } from "../fonts";
import { blinkBack, DIE_GAP, linesUp, rtext } from "../ui";
import { wrap } from "../wrap";
import { blink as blinkCap, keyAt as capAt, keys as drawCaps } from "../caps";

/** The width of the content: the screen's, less the column of the keys' labels where the board's buttons are a column at its side. */
function cw(c: Ctx): number {
  return KEY_CAPS ? c.profile.w - (c.profile.column || 0) : c.profile.w;
}

/** A die's size at most. */
const DIE = 30;

/**
 * The labels at the buttons' corners (the bottom ones on the screen's last text line), and on
 * caps beside the buttons that have keys of their own (a column of side buttons: ../caps.ts);
 * remembered in c.labels.
 */
export function keys(c: Ctx, up: string, down: string, ok: string, back: string): void {
  const labels: { [b: string]: string } = { up: up, down: down, ok: ok, back: back };
  c.labels = labels;
  if (KEY_CAPS && c.profile.keys) drawCaps(c, labels, false);
  const bottom = c.profile.h - c.profile.fontHeights[FONT_SMALL];
  c.display.setFont(FONT_SMALL);
  c.display.setColor(c.colours.fg);
  for (const b in c.profile.corners) {
    const s = labels[b as Button];
    const corner = c.profile.corners[b];
    const y = corner === "topLeft" || corner === "topRight" ? 0 : bottom;
    if (corner === "topLeft" || corner === "bottomLeft") c.display.drawString(s, 0, y);
    else rtext(c, s, c.profile.w - 1, y);
  }
}

/** Clears the bottom labels' line and the keys' column (a partial redraw draws the labels again). */
export function clearKeys(c: Ctx): void {
  c.display.setColor(c.colours.bg);
  if (KEY_CAPS && c.profile.column) c.display.fillRect(cw(c), 0, c.profile.w - 1, c.profile.h - 1);
  c.display.fillRect(0, c.profile.h - c.rowPitch + 1, c.profile.w - 1, c.profile.h - 1);
}

/** A press without a function: its corner blinks (where the board has one). */
export function blink(c: Ctx, b: Button): void {
  if (KEY_CAPS && c.profile.keys) blinkCap(c, b);
  const corner = c.profile.corners[b];
  if (corner) {
    const s = c.profile.fontHeights[FONT_SMALL];
    const x = corner === "topLeft" || corner === "bottomLeft" ? 0 : c.profile.w - s;
    const y = corner === "topLeft" || corner === "topRight" ? 0 : c.profile.h - s;
    c.display.setColor(c.colours.mark);
    c.display.fillRect(x, y, x + s - 1, y + s - 1);
  }
  blinkBack(c);
}

/** The corner button a touch at (x, y) is on: the top and bottom two lines, the outer thirds. */
export function keyAt(c: Ctx, x: number, y: number): Button | undefined {
  if (KEY_CAPS && c.profile.keys) {
    const k = capAt(c, x, y);
    if (k) return k;
  }
  const top = y < 2 * c.rowPitch;
  if (!top && y < c.profile.h - 2 * c.rowPitch) return undefined;
  const left = x < c.profile.w / 3;
  if (!left && x < (2 * c.profile.w) / 3) return undefined;
  const want = top ? (left ? "topLeft" : "topRight") : left ? "bottomLeft" : "bottomRight";
  for (const b in c.profile.corners) if (c.profile.corners[b] === want) return b as Button;
  return undefined;
}

export function ctext(c: Ctx, s: string, y: number): void {
  c.display.drawString(s, (cw(c) - c.display.stringWidth(s)) >> 1, y);
}

/** The title on the title line; the y of the first row below it. */
export function title(c: Ctx, s: string): number {
  ctext(c, s, c.titleY);
  return c.firstRow;
}

/** Lines that fit between the title and the bottom labels. */
export function visibleRows(c: Ctx): number {
  return Math.floor((c.profile.h - c.firstRow - c.rowPitch + 1) / c.rowPitch);
}

/** Starts a list row at y: a cursor bar when `on`, and the ink colour for its text. */
function bar(c: Ctx, y: number, on: boolean): void {
  if (on) {
    c.display.setColor(c.colours.mark);
    c.display.fillRect(0, y - 1, cw(c) - 1, y + c.rowPitch - 2);
  }
  c.display.setColor(on ? c.colours.markInk : c.colours.fg);
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
    const y = c.firstRow + (i - top) * c.rowPitch;
    const r = row(i);
    bar(c, y, i === at);
    if (r[2] && i > top) c.display.fillRect(0, y - 1, cw(c) - 1, y - 1);
    const v = r[1] || "";
    c.display.drawString(cut(r[0], cw(c) - 6 - c.display.stringWidth(v)), 1, y);
    if (v) rtext(c, v, cw(c) - 2, y);
  }
  c.display.setColor(c.colours.fg);
}

/**
 * A titled list of n rows, row `at` chosen, scrolled to show it: each row's label at the left
 * (shortened by `cut` to leave its value room), its value at the right, and a rule above a
 * row whose third part is "-" (where the sheet's totals begin). With `step`, the rows alone.
 */
export function list(c: Ctx, head: string, n: number, at: number, row: Row, cut: (s: string, w: number) => string, tail?: boolean, step?: boolean): void {
  if (step) {
    // After a step of the cursor: the rows on their area cleared (the title and the labels stay).
    c.display.setColor(c.colours.bg);
    c.display.fillRect(0, c.firstRow - 1, cw(c) - 1, c.firstRow + visibleRows(c) * c.rowPitch - 2);
  } else title(c, head);
  rows(c, n, at, row, cut, !!tail);
}

/** The row of such a list a tap at y is on, or -1. */
export function listAt(c: Ctx, _head: string, n: number, _at: number, _row: Row, y: number): number {
  const i = c.top + Math.floor((y - c.firstRow + 1) / c.rowPitch);
  return y >= c.firstRow - 1 && i < n && i - c.top < visibleRows(c) ? i : -1;
}

/** The text tops of the lines from `top` (the title's end) down to the bottom labels. */
export function lines(c: Ctx, top: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < visibleRows(c); i++) out.push(top + i * c.rowPitch);
  return out;
}

/** Lines `all` from `first` on at the text tops `ys`: each a text from the left, or a label with its value at the right. */
export function drawLines(c: Ctx, all: string[][], first: number, ys: number[], on?: number): void {
  for (let i = first; i < all.length && i - first < ys.length; i++) {
    bar(c, ys[i - first], i === on);
    c.display.drawString(all[i][0], 1, ys[i - first]);
    if (all[i].length > 1) rtext(c, all[i][1], cw(c) - 2, ys[i - first]);
  }
  c.display.setColor(c.colours.fg);
}

/** The width of a line of text, and of a centred one at y. */
export function lineWidth(c: Ctx): number {
  return cw(c) - 2;
}
export function room(c: Ctx, _y: number): number {
  return cw(c) - 2;
}

/** `s` centred and wrapped to the screen's width, its last line at y (the others above it). */
export function ctextUp(c: Ctx, s: string, y: number): void {
  linesUp(c, wrap(c, s, cw(c) - 2), y, ctext);
}
export function rowRoom(c: Ctx): number {
  return cw(c);
}

/** The width of the title's line, its font set. */
export function titleRoom(c: Ctx): number {
  c.display.setFont(FONT_SMALL);
  return cw(c) - 2;
}

/** The lines a title may take. */
export function titleLines(_c: Ctx): number {
  return 1;
}

/** The y below a title (the first row's). */
export function titleEnd(c: Ctx, _s: string): number {
  return c.firstRow;
}

/** Five dice below the player's line, as large as the width allows (at most 30 pixels). */
export function dice(c: Ctx): DiceLayout {
  let s = Math.min(DIE, Math.floor((cw(c) - 4 * DIE_GAP - 2) / 5));
  s -= s & 1; // an even size keeps the pips centred
  return { x0: (cw(c) - 5 * s - 4 * DIE_GAP) >> 1, y: c.firstRow + c.rowPitch + 1, s: s };
}

/** The turn screens' top: the title, and the player with their total (if any) on the line below. */
export function header(c: Ctx, head: string, name: string, total: string): void {
  ctext(c, head, c.titleY);
  c.display.drawString(name, 0, c.firstRow);
  if (total) rtext(c, total, cw(c) - 1, c.firstRow);
}

/** A framed box in the middle of the screen with `s` wrapped inside (messages, questions). */
export function box(c: Ctx, s: string): void {
  const lines = wrap(c, s, cw(c) - 12);
  const h = lines.length * c.rowPitch + 5;
  const y0 = (c.profile.h - h) >> 1;
  c.display.setColor(c.colours.fg);
  c.display.fillRect(3, y0, cw(c) - 4, y0 + h);
  c.display.setColor(c.colours.bg);
  c.display.fillRect(4, y0 + 1, cw(c) - 5, y0 + h - 1);
  c.display.setColor(c.colours.fg);
  for (let i = 0; i < lines.length; i++) ctext(c, lines[i], y0 + 3 + i * c.rowPitch);
}

/** The hint's line, above the bottom labels. */
export function low(c: Ctx): number {
  return c.profile.h - 2 * c.rowPitch - 1;
}

/** Where the dice screen's main action goes (large, below the dice: the area a tap rolls in). */
export function main(c: Ctx): number {
  return (c.firstRow + c.profile.h) >> 1;
}

/** Where a name being edited stands (large), and the hint below it. */
export function nameTop(c: Ctx): number {
  return c.firstRow + c.rowPitch - 1;
}
export function nameHint(c: Ctx): number {
  return c.firstRow + 4 * c.rowPitch - 1;
}

/** The overview's table: its left and right x, and the text tops of its rows (the names' first). */
export function table(c: Ctx): number[][] {
  return [[0, cw(c) - 1], lines(c, c.firstRow)];
}

/** A question, in a box. */
export function ask(c: Ctx, q: string): void {
  box(c, q);
}

