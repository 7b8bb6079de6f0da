// Lists on a round screen (menus, the score sheet) as a wheel: the chosen row stands in the
// middle, the circle's widest part, on a bar between the labels of the two middle buttons
// (back on the left, ok on the right, each beside its row); the rows before it stand above,
// those after it below, each as wide as the circle is there. Moving the cursor turns the
// wheel. A chosen row whose label and value do not fit the bar's one line takes two (the
// label, then the value); another row too narrow for both shows its label, and its value
// when the wheel brings it nearer the middle.
import type { Ctx } from "../ctx";
import { FONT_SMALL } from "../fonts";
import { wrap } from "../wrap";
import { BAR, chord, span } from "./geometry";

/** Text top of the first line (the title) and of the middle bar's one line. */
export const TITLE_Y = 20;
const TITLE_EDGE = 3;
export const MIDDLE_Y = 114;
/** The lowest text bottom a row may have (the circle is about as wide there as at the top row). */
export const LOW = 197;

/** A row of the wheel: its label and value (either may be ""). */
export type Row = (i: number) => string[];

/** The rows shown: index, text top, lines (2 for a chosen row in two lines). */
export interface Placed {
  i: number;
  y: number;
  n: number;
}

/** The width of the title's first line (centred, it may come nearer the circle's edge than rows). */
export function titleRoom(c: Ctx): number {
  const ch = chord(c, TITLE_Y, TITLE_Y + c.ln - 2, TITLE_EDGE);
  return ch[1] - ch[0] + 1;
}

/** The title's lines: one, or two where the top line is too narrow. */
function titleWrap(c: Ctx, s: string): string[] {
  c.d.setFont(FONT_SMALL);
  return wrap(c, s, titleRoom(c));
}

/** The y below the title `s`. */
export function titleLines(c: Ctx, s: string): number {
  return TITLE_Y + titleWrap(c, s).length * c.ln;
}

/** The title centred at the top, on two lines where one is too narrow; returns the y below it. */
export function roundTitle(c: Ctx, s: string): number {
  const lines = titleWrap(c, s);
  c.d.setColor(c.th.fg);
  for (let i = 0; i < lines.length; i++) c.d.drawString(lines[i], (c.pf.w - c.d.stringWidth(lines[i])) >> 1, TITLE_Y + i * c.ln);
  return TITLE_Y + lines.length * c.ln;
}

/** Whether the chosen row's label and value share one line of the bar. */
function oneLine(c: Ctx, r: string[]): boolean {
  const sp = span(c, MIDDLE_Y - 1, c.ln);
  return c.d.stringWidth(r[0]) + (r[1] ? c.d.stringWidth(r[1]) + 2 * c.pf.scale : 0) <= sp[1] - sp[0] + 1;
}

/** `row`, each row's texts looked up once (a draw asks for the chosen row twice, and texts come from flash). */
export function once(row: Row): Row {
  const seen: string[][] = [];
  return function (i) {
    return seen[i] || (seen[i] = row(i));
  };
}

/** Where the rows of a wheel of n rows turned to `cur` stand, below `top` (the title's end); none of an empty list. */
export function placeWheel(c: Ctx, n: number, cur: number, row: Row, top: number): Placed[] {
  if (!n) return [];
  c.d.setFont(FONT_SMALL);
  const lines = oneLine(c, row(cur)) ? 1 : 2;
  const y0 = lines === 1 ? MIDDLE_Y : MIDDLE_Y - (c.ln >> 1);
  const out: Placed[] = [{ i: cur, y: y0, n: lines }];
  for (let i = cur - 1, y = y0 - c.ln; i >= 0 && y - 1 >= top; i--, y -= c.ln) out.push({ i: i, y: y, n: 1 });
  for (let i = cur + 1, y = y0 + lines * c.ln; i < n && y + c.ln - 3 <= LOW; i++, y += c.ln) out.push({ i: i, y: y, n: 1 });
  return out;
}

/**
 * Draws the wheel (the keys' labels must be drawn first: the rows keep clear of them).
 * `fit(s, w)`: a label as it fits w pixels (a menu's own shortening).
 */
export function drawWheel(c: Ctx, rows: Placed[], row: Row, fit: (s: string, w: number) => string): void {
  const d = c.d;
  d.setFont(FONT_SMALL);
  for (let k = 0; k < rows.length; k++) {
    const p = rows[k];
    const r = row(p.i);
    const on = k === 0; // the chosen row comes first
    // (Its bar's rows; another row's text.)
    const sp = on ? span(c, p.y - 1, p.n * c.ln) : span(c, p.y, 6 * c.pf.scale);
    if (on) {
      d.setColor(c.th.mark);
      d.fillRect(sp[0] - BAR, p.y - 1, sp[1] + BAR, p.y + p.n * c.ln - 2);
    }
    d.setColor(on ? c.th.markInk : c.th.fg);
    const x = sp[0];
    const room = sp[1] - x + 1;
    const vw = r[1] ? d.stringWidth(r[1]) + 2 * c.pf.scale : 0;
    const value = p.n > 1 || d.stringWidth(r[0]) + vw <= room;
    d.drawString(fit(r[0], room - (p.n > 1 || !value ? 0 : vw)), x, p.y);
    if (r[1] && value) d.drawString(r[1], sp[1] - d.stringWidth(r[1]) + 1, p.y + (p.n - 1) * c.ln);
  }
}

/** The row a tap at y is on, or -1. */
export function wheelAt(c: Ctx, rows: Placed[], y: number): number {
  for (let k = 0; k < rows.length; k++) if (y >= rows[k].y - 1 && y <= rows[k].y + rows[k].n * c.ln - 2) return rows[k].i;
  return -1;
}

/** The width of the narrowest row of a wheel (a text that must fit any row). */
export function rowRoom(c: Ctx): number {
  const ch = chord(c, LOW - 6 * c.pf.scale + 1, LOW, 7);
  return ch[1] - ch[0] + 1;
}
