// Drawing helpers shared by the screens and both layouts, whatever the screen's shape
// (where things go is layout.ts's): text at its right edge, names and texts shortened to a
// width, the room between a label and its value.
import type { Button } from "../../hal/input";
import type { Ctx } from "./ctx";
import { FONT_SMALL } from "./fonts";
import { find, replaceFirst } from "../core";

/** Clears the screen for a new draw, the ink and the small font set. */
export function clear(c: Ctx): void {
  c.display.setColor(c.colours.bg);
  c.display.fillRect(0, 0, c.profile.w - 1, c.profile.h - 1);
  c.display.setColor(c.colours.fg);
  c.display.setFont(FONT_SMALL);
}

/** Draws `s` with its right edge at x = xr. */
export function rtext(c: Ctx, s: string, xr: number, y: number): void {
  c.display.drawString(s, xr - c.display.stringWidth(s) + 1, y);
}

/**
 * A player's name as it fits `w` pixels: whole, else its words' initials ("Anna Lena": "AL"),
 * else its first letters. A name is the player's own: it is shortened, never given a "." as
 * if it were a text of the app's cut to fit (fit()).
 */
export function shortName(c: Ctx, name: string, w: number): string {
  if (c.display.stringWidth(name) <= w) return name;
  const words = name.split(" ");
  let s = "";
  for (let i = 0; i < words.length; i++) s += words[i].substring(0, 1);
  if (words.length > 1 && c.display.stringWidth(s) <= w) return s;
  s = name;
  while (s.length > 1 && c.display.stringWidth(s) > w) s = s.slice(0, -1);
  return s;
}

/** A seat's name without the level the app added to it ("Gerät (Profi)": "Gerät"), as the handover names the player. */
export function withoutLevel(name: string): string {
  const cut = find(name, " (", 0);
  return cut > 0 ? name.substring(0, cut) : name;
}

/** The room between a row's label and its value: a quarter of a line (2 pixels on a 7-pixel line, 4 on one of 14). */
export function gap(c: Ctx): number {
  return (c.rowPitch + 3) >> 2;
}

/** `lines` from the one at y upwards (the last at y), each drawn by `draw` (a layout's centring). */
export function linesUp(c: Ctx, lines: string[], y: number, draw: (c: Ctx, s: string, y: number) => void): void {
  for (let i = 0; i < lines.length; i++) draw(c, lines[i], y - (lines.length - 1 - i) * c.rowPitch);
}

/** After a blink was drawn: shows it now and the screen as it was a moment later. */
export function blinkBack(c: Ctx): void {
  c.frame();
  c.hal.clock.setTimeout(function () { c.redraw(); }, 150);
}

/** The gap between two dice. */
export const DIE_GAP = 3;

/** Moves a cursor by one with wrap-around. */
export function step(cur: number, n: number, b: Button): number {
  return b === "up" ? (cur + n - 1) % n : (cur + 1) % n;
}

/** `s` shortened (ending in ".") until it is at most w pixels wide. */
export function fit(c: Ctx, s: string, w: number): string {
  if (c.display.stringWidth(s) <= w) return s;
  while (s.length > 1 && c.display.stringWidth(s + ".") > w) s = s.slice(0, -1);
  return s + ".";
}

/** A number with one decimal, written the way the language does (245,3 / 245.3). */
export function decimal(c: Ctx, x: number): string {
  const s = x.toFixed(1);
  return c.lang === "de" ? replaceFirst(s, ".", ",") : s;
}
