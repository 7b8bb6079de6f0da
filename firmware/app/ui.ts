// Drawing primitives shared by the screens: text placement, soft-key labels at the
// buttons' corners, list rows with a cursor bar, and a message box.
import { has } from "../../hal/profile";
import type { Button } from "../../hal/input";
import type { Ctx } from "./ctx";
import { FONT_SMALL } from "./fonts";
import { find, replaceFirst } from "../core";
import { BAR, centred, chord, roundBlink, roundKeys, span } from "./round/geometry";
import { lineCount } from "./round/lines";
import { wrap } from "./wrap";


export function clear(c: Ctx): void {
  c.d.setColor(c.th.bg);
  c.d.fillRect(0, 0, c.pf.w - 1, c.pf.h - 1);
  c.d.setColor(c.th.fg);
  c.d.setFont(FONT_SMALL);
}

/** Draws `s` with its right edge at x = xr. */
export function rtext(c: Ctx, s: string, xr: number, y: number): void {
  c.d.drawString(s, xr - c.d.stringWidth(s) + 1, y);
}

/** `s` centred at y (on a round screen in the room its rows have: `h` of them, the small font's by default). */
export function ctext(c: Ctx, s: string, y: number, h?: number): void {
  if (has(c.pf, "round")) return centred(c, s, y, h);
  c.d.drawString(s, (c.pf.w - c.d.stringWidth(s)) >> 1, y);
}

/** Labels what each button does now, at the button's corner of the screen. */
export function softkeys(c: Ctx, up: string, down: string, ok: string, back: string): void {
  const labels: { [b: string]: string } = { up: up, down: down, ok: ok, back: back };
  if (has(c.pf, "round")) return roundKeys(c, labels); // beside each button
  c.lb = labels;
  const bottom = c.pf.h - 6 * c.pf.scale;
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

/**
 * Feedback for a press that has no function on this screen (its corner has no label): the
 * corner blinks once, so that every press shows in the next frame.
 */
export function blink(c: Ctx, b: Button): void {
  const corner = c.pf.corners[b];
  if (has(c.pf, "round")) roundBlink(c, b); // where its label goes
  else {
    if (!corner) return;
    const s = 6 * c.pf.scale;
    const x = corner === "topLeft" || corner === "bottomLeft" ? 0 : c.pf.w - s;
    const y = corner === "topLeft" || corner === "topRight" ? 0 : c.pf.h - s;
    c.d.setColor(c.th.mark);
    c.d.fillRect(x, y, x + s - 1, y + s - 1);
  }
  c.frame();
  c.hal.clock.setTimeout(function () { c.redraw(); }, 150);
}

/** Starts a list row at y: a cursor bar when `on`, and the ink colour for its text. */
export function row(c: Ctx, y: number, on: boolean): void {
  if (on) {
    c.d.setColor(c.th.mark);
    // (A round screen's as wide as the row's room there: round/geometry.ts.)
    if (has(c.pf, "round")) c.d.fillRect(span(c, y - 1, c.ln)[0] - BAR, y - 1, span(c, y - 1, c.ln)[1] + BAR, y + c.ln - 2);
    else c.d.fillRect(0, y - 1, c.pf.w - 1, y + c.ln - 2);
  }
  c.d.setColor(on ? c.th.markInk : c.th.fg);
}

/** Rows visible between the top and bottom soft-key lines. */
export function visibleRows(c: Ctx): number {
  if (has(c.pf, "round")) return lineCount(c); // round/lines.ts
  return Math.floor((c.pf.h - c.y0 - c.ln + 1) / c.ln);
}

/** Keeps the cursor row visible: adjusts c.top and returns it. */
export function scrollTo(c: Ctx, n: number): number {
  const vis = visibleRows(c);
  if (c.cur < c.top) c.top = c.cur;
  if (c.cur >= c.top + vis) c.top = c.cur - vis + 1;
  if (c.top > n - vis) c.top = Math.max(0, n - vis);
  return c.top;
}

/** `s` centred and wrapped to the screen's width (a round one's there), its last line at y (the others above it). */
export function ctextUp(c: Ctx, s: string, y: number): void {
  const lines = wrap(c, s, (has(c.pf, "round")) ? span(c, y, 6 * c.pf.scale)[1] - span(c, y, 6 * c.pf.scale)[0] + 1 : c.pf.w - 2);
  for (let i = 0; i < lines.length; i++) ctext(c, lines[i], y - (lines.length - 1 - i) * c.ln);
}

/**
 * A player's name as it fits `w` pixels: whole, else its words' initials ("Anna Lena": "AL"),
 * else its first letters. A name is the player's own: it is shortened, never given a "." as
 * if it were a text of the app's cut to fit (fit()).
 */
export function shortName(c: Ctx, name: string, w: number): string {
  if (c.d.stringWidth(name) <= w) return name;
  const words = name.split(" ");
  let s = "";
  for (let i = 0; i < words.length; i++) s += words[i].substring(0, 1);
  if (words.length > 1 && c.d.stringWidth(s) <= w) return s;
  s = name;
  while (s.length > 1 && c.d.stringWidth(s) > w) s = s.slice(0, -1);
  return s;
}

/**
 * A round screen's box: as wide as the circle is over its height, less a margin, on a screen
 * cleared around it (labels and rows beside it would show in part; any press dismisses it).
 */
function roundBox(c: Ctx, s: string): void {
  let w = c.pf.w;
  let lines: string[] = [];
  let y0 = 0;
  // The box's height depends on the lines, their width on the height: narrower until they fit.
  for (let k = 0; k < 8; k++) {
    lines = wrap(c, s, w - 14);
    y0 = (c.pf.h - lines.length * c.ln - 5) >> 1;
    const ch = chord(c, y0, y0 + lines.length * c.ln + 5, 4);
    if (ch[1] - ch[0] + 1 >= w) break;
    w = ch[1] - ch[0] + 1;
  }
  c.d.setColor(c.th.bg);
  c.d.fillRect(0, 0, c.pf.w - 1, c.pf.h - 1);
  const x1 = (c.pf.w - w) >> 1;
  c.d.setColor(c.th.fg);
  c.d.fillRect(x1, y0, x1 + w - 1, y0 + lines.length * c.ln + 5);
  c.d.setColor(c.th.bg);
  c.d.fillRect(x1 + 1, y0 + 1, x1 + w - 2, y0 + lines.length * c.ln + 4);
  c.d.setColor(c.th.fg);
  for (let i = 0; i < lines.length; i++) c.d.drawString(lines[i], (c.pf.w - c.d.stringWidth(lines[i])) >> 1, y0 + 3 + i * c.ln);
}

/** A seat's name without the level the app added to it ("Gerät (Profi)": "Gerät"), as the handover names the player. */
export function withoutLevel(name: string): string {
  const cut = find(name, " (", 0);
  return cut > 0 ? name.substring(0, cut) : name;
}

/** A framed box in the middle of the screen with `s` wrapped inside (messages, questions). */
export function box(c: Ctx, s: string): void {
  c.d.setFont(FONT_SMALL);
  if (has(c.pf, "round")) return roundBox(c, s);
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

/** Moves a cursor by one with wrap-around. */
export function step(cur: number, n: number, b: Button): number {
  return b === "up" ? (cur + n - 1) % n : (cur + 1) % n;
}

/** Scrolling text or tables: up/down move by a row within `total` rows (`vis` of them shown), back returns. */
export function scrollPress(c: Ctx, b: Button, total: number, vis?: number): void {
  const max = Math.max(0, total - (vis || visibleRows(c)));
  if (b === "back") return c.back();
  if (b === "up" && c.top > 0) c.top--;
  if (b === "down" && c.top < max) c.top++;
  c.redraw();
}

/** The list row a tap at y hits (rows start one row below the top line), or -1. */
export function rowAt(c: Ctx, y: number, n: number): number {
  const i = c.top + Math.floor((y - c.y0 + 1) / c.ln);
  return y >= c.y0 - 1 && i < n && i - c.top < visibleRows(c) ? i : -1;
}

/** `s` shortened (ending in ".") until it is at most w pixels wide. */
export function fit(c: Ctx, s: string, w: number): string {
  if (c.d.stringWidth(s) <= w) return s;
  while (s.length > 1 && c.d.stringWidth(s + ".") > w) s = s.slice(0, -1);
  return s + ".";
}

/** A number with one decimal, written the way the language does (245,3 / 245.3). */
export function decimal(c: Ctx, x: number): string {
  const s = x.toFixed(1);
  return c.lang === "de" ? replaceFirst(s, ".", ",") : s;
}
