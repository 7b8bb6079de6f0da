// Lists on a round screen (menus, the score sheet) as a wheel. The chosen row stands in the
// middle, the circle's widest part, in the larger font on a bar between the labels of the two
// middle buttons (back on the left, ok on the right); the rows before it stand above, those
// after it below, each centred on the screen's axis and shortened to the circle's chord at its
// height. The wheel turns round, as the cursor does: where there is room, the last rows stand
// above the first. A chosen row whose label and value do not fit the bar's one line takes
// two (the label, then the value; or the label's words over two).
import type { Ctx } from "../ctx";
import type { Row } from "../layout-types";
import { FONT_MID, FONT_SMALL } from "../fonts";
import { gap } from "../ui";
import { wrap } from "../wrap";
import { centredRoom, chord, EDGE, span } from "./geometry";
import { key } from "../caps";

/** Text top of the title's first line, and how near it may come to the circle's edge. */
export const TITLE_Y = 22;
const TITLE_EDGE = 1;
/** The lowest text bottom a row may have (the circle is about as wide there as at the top row). */
export const LOW = 214;
/** How far the bar reaches above its text and past it on either side. */
const BAR_TOP = 3;
const BAR = 2;

/** The rows shown: index, text top, lines (2 for a chosen row in two lines). */
export interface Placed {
  i: number;
  y: number;
  n: number;
}

/** The width of the title's first line (centred, it may come nearer the circle's edge than rows), its font set. */
export function titleRoom(c: Ctx): number {
  c.display.setFont(FONT_MID);
  const ch = chord(c, TITLE_Y, TITLE_Y + c.profile.fontHeights[FONT_MID] - 1, TITLE_EDGE);
  return ch[1] - ch[0] + 1;
}

/**
 * The title's font and lines: one line in the larger font; else, where it fits so, one in the
 * small font; else two in the larger one. (The small font is set after.)
 */
function titleWrap(c: Ctx, s: string): { font: number; lines: string[] } {
  const w = titleRoom(c);
  let lines = wrap(c, s, w);
  let font = FONT_MID;
  c.display.setFont(FONT_SMALL);
  if (lines.length > 1 && c.display.stringWidth(s) <= w) {
    lines = [s];
    font = FONT_SMALL;
  }
  return { font: font, lines: lines };
}

/** The y below the title `s`. */
export function titleEnd(c: Ctx, s: string): number {
  return TITLE_Y + titleWrap(c, s).lines.length * c.profile.fontHeights[FONT_MID];
}

/** The title centred at the top (titleWrap()); returns the y below it. */
export function title(c: Ctx, s: string): number {
  const t = titleWrap(c, s);
  const lines = t.lines;
  c.display.setColor(c.colours.fg);
  c.display.setFont(t.font);
  // (A title in the small font stands where the larger one's would: its foot on the same line.)
  const y = TITLE_Y + c.profile.fontHeights[FONT_MID] - c.profile.fontHeights[t.font];
  for (let i = 0; i < lines.length; i++) c.display.drawString(lines[i], (c.profile.w - c.display.stringWidth(lines[i])) >> 1, y + i * c.profile.fontHeights[FONT_MID]);
  c.display.setFont(FONT_SMALL);
  return TITLE_Y + lines.length * c.profile.fontHeights[FONT_MID];
}

/** The text top of the bar's first line: its one line beside the middle keys' labels. */
function middle(c: Ctx, lines: number): number {
  return key(c, "ok").y - ((c.profile.fontHeights[FONT_MID] - c.profile.fontHeights[FONT_SMALL]) >> 1) - (lines - 1) * (c.profile.fontHeights[FONT_MID] >> 1);
}

/** The rows y..y+h-1 of the bar of a chosen row of `lines` lines. */
function barRows(c: Ctx, y: number, lines: number): number[] {
  return [y - BAR_TOP, y + lines * c.profile.fontHeights[FONT_MID] - 1];
}

/** Whether the chosen row's label and value share one line of the bar (else the value, or the label's end, takes a second). */
function oneLine(c: Ctx, r: string[]): boolean {
  const b = barRows(c, middle(c, 1), 1);
  const sp = span(c, b[0], b[1] - b[0] + 1);
  c.display.setFont(FONT_MID);
  return c.display.stringWidth(r[0]) + (r[1] ? c.display.stringWidth(r[1]) + gap(c) : 0) <= sp[1] - sp[0] + 1;
}

/** `row`, each row's texts looked up once (a draw asks for the chosen row twice, and texts come from flash). */
export function once(row: Row): Row {
  const seen: string[][] = [];
  return function (i) {
    return seen[i] || (seen[i] = row(i));
  };
}

/**
 * Where the rows of a wheel of n rows turned to `at` stand, below `top` (the title's end); none
 * of an empty list. Every row shows at most once: of those that do not all fit, as many
 * above the chosen one as below (the first row's above are the last ones).
 */
export function placeWheel(c: Ctx, n: number, at: number, row: Row, top: number): Placed[] {
  if (!n) return [];
  const lines = oneLine(c, row(at)) ? 1 : 2;
  const y0 = middle(c, lines);
  const b = barRows(c, y0, lines);
  const out: Placed[] = [{ i: at, y: y0, n: lines }];
  const ups: number[] = [];
  const downs: number[] = [];
  for (let y = b[0] - c.rowPitch; y - 1 >= top; y -= c.rowPitch) ups.push(y);
  for (let y = b[1] + BAR_TOP; y + c.profile.fontHeights[FONT_SMALL] <= LOW; y += c.rowPitch) downs.push(y);
  const above = Math.min(ups.length, (n - 1) >> 1);
  const below = Math.min(downs.length, n - 1 - above);
  const more = Math.min(ups.length, n - 1 - below); // room above that the rows below left
  for (let k = 0; k < more; k++) out.push({ i: (at - 1 - k + n) % n, y: ups[k], n: 1 });
  for (let k = 0; k < below; k++) out.push({ i: (at + 1 + k) % n, y: downs[k], n: 1 });
  return out;
}

/** The boxes [x1, y1, x2, y2] of the rows the wheel drew last, the chosen row's bar first: a turn clears them and nothing else. */
let drawn: number[][] = [];

/** The bar behind the chosen row `p`: between the middle keys' caps. */
function barBox(c: Ctx, p: Placed): number[] {
  const b = barRows(c, p.y, p.n);
  const sp = span(c, b[0], b[1] - b[0] + 1);
  return [sp[0] - BAR, b[0], sp[1] + BAR, b[1]];
}

/**
 * Clears what the wheel drew last, before it is drawn turned to `rows`: the other rows' texts;
 * the bar only where the new one stands elsewhere (drawn again, it covers its old text).
 */
export function clearWheel(c: Ctx, rows: Placed[]): void {
  c.display.setColor(c.colours.bg);
  const b = rows.length ? barBox(c, rows[0]) : [];
  for (let k = 0; k < drawn.length; k++) if (k || drawn[k].join() !== b.join()) c.display.fillRect(drawn[k][0], drawn[k][1], drawn[k][2], drawn[k][3]);
}

/**
 * Draws the wheel (the keys' labels must be drawn first: the rows keep clear of them).
 * `fit(s, w)`: a label as it fits w pixels (a menu's own shortening).
 */
export function drawWheel(c: Ctx, rows: Placed[], row: Row, fit: (s: string, w: number) => string): void {
  const d = c.display;
  const m = c.profile.w >> 1;
  drawn = [];
  for (let k = 0; k < rows.length; k++) {
    const p = rows[k];
    const r = row(p.i);
    const on = k === 0; // the chosen row comes first
    d.setFont(on ? FONT_MID : FONT_SMALL);
    const v = r[1] ? d.stringWidth(r[1]) + gap(c) : 0;
    if (on) {
      // The bar between the middle keys' caps, its text centred on it.
      const bar = barBox(c, p);
      const sp = [bar[0] + BAR, bar[2] - BAR];
      d.setColor(c.colours.mark);
      d.fillRect(bar[0], bar[1], bar[2], bar[3]);
      drawn.push(bar);
      d.setColor(c.colours.markInk);
      const w = sp[1] - sp[0] + 1;
      // Two lines: the label, then the value; or, without a value, the label's words over two.
      const words = p.n > 1 && !r[1] ? wrap(c, r[0], w) : [r[0]];
      const l = fit(words[0], w - (p.n > 1 ? 0 : v));
      const second = p.n < 2 ? "" : r[1] || fit(words.slice(1).join(" "), w);
      const x = (sp[0] + sp[1] + 1 - (p.n > 1 ? d.stringWidth(l) : d.stringWidth(l) + v)) >> 1;
      d.drawString(l, x, p.y);
      if (p.n > 1) d.drawString(second, (sp[0] + sp[1] + 1 - d.stringWidth(second)) >> 1, p.y + c.profile.fontHeights[FONT_MID]);
      else if (r[1]) d.drawString(r[1], x + d.stringWidth(l) + gap(c), p.y);
    } else {
      d.setColor(c.colours.fg);
      const room = centredRoom(c, p.y, c.profile.fontHeights[FONT_SMALL]);
      // A row too narrow for its value shows its label alone (the value shows as the wheel brings it nearer).
      const value = !!r[1] && d.stringWidth(r[0]) + v <= room;
      const l = fit(r[0], room - (value ? v : 0));
      const w = d.stringWidth(l) + (value ? v : 0);
      const x = m - (w >> 1);
      d.drawString(l, x, p.y);
      if (value) d.drawString(r[1], x + d.stringWidth(l) + gap(c), p.y);
      drawn.push([x, p.y, x + w - 1, p.y + c.profile.fontHeights[FONT_SMALL] - 1]);
    }
  }
  d.setFont(FONT_SMALL);
  d.setColor(c.colours.fg);
}

/** The row a tap at y is on, or -1. */
export function wheelAt(c: Ctx, rows: Placed[], y: number): number {
  for (let k = 0; k < rows.length; k++) {
    const b = k ? [rows[k].y - 1, rows[k].y + c.rowPitch - 2] : barRows(c, rows[k].y, rows[k].n);
    if (y >= b[0] && y <= b[1]) return rows[k].i;
  }
  return -1;
}

/** The width of the narrowest row of a wheel (a text that must fit any row). */
export function rowRoom(c: Ctx): number {
  const ch = chord(c, LOW - c.profile.fontHeights[FONT_SMALL], LOW - 1, EDGE);
  return ch[1] - ch[0] + 1;
}
