// The layout of a round screen (the Bangle.js 3): the keys' labels beside their buttons at the
// circle's edge, the title at the top in the larger font, lists as a wheel (wheel.ts), lines
// centred on the screen's axis (lines.ts), the dice as large as the circle allows between the
// top key and the middle ones. Screens reach it through ../layout.ts; only a round board's
// bundle has it.
import type { Ctx } from "../ctx";
import type { DiceLayout, Row } from "../layout-types";
import { FONT_LARGE, FONT_MID, FONT_SMALL } from "../fonts";
import { blinkBack, DIE_GAP, gap, linesUp, shortName } from "../ui";
import { wrap } from "../wrap";
import type { Button } from "../../../hal/input";
import { centred, centredRoom, chord, EDGE } from "./geometry";
import { blink as blinkAt, capBox, keys as drawKeys } from "../caps";
import { lines as lineTops } from "./lines";
import { clearWheel, drawWheel, once, placeWheel, title, titleEnd, TITLE_Y, wheelAt } from "./wheel";

export { clearKeys, keyAt } from "../caps";
export { drawLines, lineWidth, lines } from "./lines";
export { rowRoom, title, titleEnd, titleRoom } from "./wheel";

/** A die's size at most: a fingertip's width on the watch. */
const DIE = 40;

/** What each button does now, beside its button; remembered in c.labels. */
export function keys(c: Ctx, up: string, down: string, ok: string, back: string): void {
  c.labels = { up: up, down: down, ok: ok, back: back };
  drawKeys(c, c.labels, true);
}

/** A press without a function: a square blinks where its label would be. */
export function blink(c: Ctx, b: Button): void {
  blinkAt(c, b);
  blinkBack(c);
}

export function ctext(c: Ctx, s: string, y: number): void {
  centred(c, s, y);
}

/** The lines a title may take (the second where the first, at the circle's top, is too narrow). */
export function titleLines(_c: Ctx): number {
  return 2;
}

/** The width a centred text has at y. */
export function room(c: Ctx, y: number): number {
  return centredRoom(c, y, c.profile.fontHeights[FONT_SMALL]);
}

/** `s` centred and wrapped to the circle's width there, its last line at y (the others above it). */
export function ctextUp(c: Ctx, s: string, y: number): void {
  linesUp(c, wrap(c, s, room(c, y)), y, centred);
}

/**
 * A list as a wheel turned to row `at`, below its title (it turns round: no row needs to
 * follow the last). With `step`, after a step of the cursor: the rows alone, where the rows
 * drawn last were cleared (the title and the labels stay).
 */
export function list(c: Ctx, head: string, n: number, at: number, row: Row, cut: (s: string, w: number) => string, _tail?: boolean, step?: boolean): void {
  const r = once(row);
  const rows = placeWheel(c, n, at, r, step ? titleEnd(c, head) : title(c, head));
  if (step) clearWheel(c, rows);
  drawWheel(c, rows, r, cut);
}

/** The row of such a list a tap at y is on, or -1. */
export function listAt(c: Ctx, head: string, n: number, at: number, row: Row, y: number): number {
  return wheelAt(c, placeWheel(c, n, at, once(row), titleEnd(c, head)), y);
}

/** Lines a scrolling screen shows below its one-line title. */
export function visibleRows(c: Ctx): number {
  return lineTops(c, TITLE_Y + c.profile.fontHeights[FONT_MID]).length;
}

/** The five dice between the top key's cap and the middle keys', each as large as a fingertip where the circle allows. */
export function dice(c: Ctx): DiceLayout {
  const top = capBox(c, "up", "<")[3] + 1;
  let s = Math.min(DIE, capBox(c, "ok", "<")[1] - 3 - top);
  // As wide as the circle is at the dice's top row, less a margin.
  const ch = chord(c, top, top, 3);
  s = Math.min(s, Math.floor((ch[1] - ch[0] + 1 - 4 * DIE_GAP) / 5)) & ~1;
  return { x0: (c.profile.w - 5 * s - 4 * DIE_GAP) >> 1, y: top, s: s };
}

/** The turn screens' top: the title, and below it the player with their total, centred. */
export function header(c: Ctx, head: string, name: string, total: string): void {
  const y = title(c, head);
  const w = room(c, y);
  const n = shortName(c, name, w - (total ? c.display.stringWidth(total) + gap(c) : 0));
  const x = (c.profile.w - c.display.stringWidth(n) - (total ? c.display.stringWidth(total) + gap(c) : 0)) >> 1;
  c.display.drawString(n, x, y);
  if (total) c.display.drawString(total, x + c.display.stringWidth(n) + gap(c), y);
}

/**
 * A message: a box as wide as the circle is over its height, less a margin, on a screen
 * cleared around it (labels and rows beside it would show in part; any press dismisses it).
 */
export function box(c: Ctx, s: string): void {
  let w = c.profile.w;
  let ls: string[] = [];
  let y0 = 0;
  // The box's height depends on the lines, their width on the height: narrower until they fit.
  for (let k = 0; k < 8; k++) {
    ls = wrap(c, s, w - 14);
    y0 = (c.profile.h - ls.length * c.rowPitch - 5) >> 1;
    const ch = chord(c, y0, y0 + ls.length * c.rowPitch + 5, 4);
    if (ch[1] - ch[0] + 1 >= w) break;
    w = ch[1] - ch[0] + 1;
  }
  c.display.setColor(c.colours.bg);
  c.display.fillRect(0, 0, c.profile.w - 1, c.profile.h - 1);
  const x1 = (c.profile.w - w) >> 1;
  c.display.setColor(c.colours.fg);
  c.display.fillRect(x1, y0, x1 + w - 1, y0 + ls.length * c.rowPitch + 5);
  c.display.setColor(c.colours.bg);
  c.display.fillRect(x1 + 1, y0 + 1, x1 + w - 2, y0 + ls.length * c.rowPitch + 4);
  c.display.setColor(c.colours.fg);
  for (let i = 0; i < ls.length; i++) centred(c, ls[i], y0 + 3 + i * c.rowPitch);
}

/** A question: above the middle keys, whose labels (yes beside ok, no beside back) answer it. */
export function ask(c: Ctx, q: string): void {
  ctextUp(c, q, capBox(c, "ok", "")[1] - 3 - c.rowPitch);
}

/** The hint's line, below the middle. */
export function low(c: Ctx): number {
  return capBox(c, "down", "")[1] + 3;
}

/** Where the dice screen's main action goes (large, below the middle keys). */
export function main(c: Ctx): number {
  return capBox(c, "ok", "")[3] + 4;
}

/** Where a name being edited stands (large, below the title, above the middle keys), and the hint below the middle. */
export function nameTop(c: Ctx): number {
  return capBox(c, "ok", "")[1] - 6 - c.profile.fontHeights[FONT_LARGE];
}
export function nameHint(c: Ctx): number {
  return low(c);
}

/**
 * The overview's table: the part of the circle clear of the labels beside it (the back key's
 * on the left, the others' on the right), and the text tops of the rows (the names' first)
 * that are that wide.
 */
export function table(c: Ctx): number[][] {
  c.display.setFont(FONT_SMALL);
  const l = capBox(c, "back", c.text("back"))[2] + 5;
  const r = Math.min(capBox(c, "up", "^")[0], capBox(c, "ok", "8/8")[0], capBox(c, "down", "v")[0]) - 5;
  const ys: number[] = [];
  const all = lineTops(c, titleEnd(c, c.text("overview")), 0);
  for (let i = 0; i < all.length; i++) {
    const ch = chord(c, all[i], all[i] + c.profile.fontHeights[FONT_SMALL] - 1, EDGE);
    if (ch[0] <= l && ch[1] >= r) ys.push(all[i]);
  }
  return [[l, r], ys];
}

