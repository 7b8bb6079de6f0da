// Drawing primitives shared by the screens: text placement, soft-key labels at the
// buttons' corners, list rows with a cursor bar, and a message box.
import { Button } from "../../hal/input";
import { Ctx } from "./ctx";
import { FONT_SMALL } from "./fonts";
import { find, replaceFirst } from "../core";


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

export function ctext(c: Ctx, s: string, y: number): void {
  c.d.drawString(s, (c.pf.w - c.d.stringWidth(s)) >> 1, y);
}

/** Labels what each button does now, at the button's corner of the screen. */
export function softkeys(c: Ctx, up: string, down: string, ok: string, back: string): void {
  const labels: { [b: string]: string } = { up: up, down: down, ok: ok, back: back };
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
  if (!corner) return;
  const s = 6 * c.pf.scale;
  const x = corner === "topLeft" || corner === "bottomLeft" ? 0 : c.pf.w - s;
  const y = corner === "topLeft" || corner === "topRight" ? 0 : c.pf.h - s;
  c.d.setColor(c.th.mark);
  c.d.fillRect(x, y, x + s - 1, y + s - 1);
  c.frame();
  c.hal.clock.setTimeout(function () { c.redraw(); }, 150);
}

/** Starts a list row at y: a cursor bar when `on`, and the ink colour for its text. */
export function row(c: Ctx, y: number, on: boolean): void {
  if (on) {
    c.d.setColor(c.th.mark);
    c.d.fillRect(0, y - 1, c.pf.w - 1, y + c.ln - 2);
  }
  c.d.setColor(on ? c.th.markInk : c.th.fg);
}

/** Rows visible between the top and bottom soft-key lines. */
export function visibleRows(c: Ctx): number {
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

/** Splits `s` into lines no wider than `w` pixels, at spaces. */
export function wrap(c: Ctx, s: string, w: number): string[] {
  const out: string[] = [];
  let line = "";
  const words = s.split(" ");
  for (let i = 0; i < words.length; i++) {
    const next = line ? line + " " + words[i] : words[i];
    if (line && c.d.stringWidth(next) > w) {
      out.push(line);
      line = words[i];
    } else {
      line = next;
    }
  }
  if (line) out.push(line);
  return out;
}

/** `s` centred and wrapped to the screen's width, its last line at y (the others above it). */
export function ctextUp(c: Ctx, s: string, y: number): void {
  const lines = wrap(c, s, c.pf.w - 2);
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

/** A seat's name without the level the app added to it ("Gerät (Profi)": "Gerät"), as the handover names the player. */
export function withoutLevel(name: string): string {
  const cut = find(name, " (", 0);
  return cut > 0 ? name.substring(0, cut) : name;
}

/** A framed box in the middle of the screen with `s` wrapped inside (messages, questions). */
export function box(c: Ctx, s: string): void {
  c.d.setFont(FONT_SMALL);
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

/** Scrolling text or tables: up/down move by a row within `total` rows, back returns. */
export function scrollPress(c: Ctx, b: Button, total: number): void {
  const max = Math.max(0, total - visibleRows(c));
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
