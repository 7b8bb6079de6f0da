// Where things go on the screen. A screen says what it shows (a title, rows with values, the
// chosen row, dice, what each key does); the layout of the board's screen shape decides where
// and how: rect/layout.ts for a rectangular screen, round/layout.ts for a round one, each
// with the functions below. A device bundle imports its board's layout in this module's place
// (build/substitutes.ts), so it carries that one alone and calls it directly; the simulator,
// which runs every board, comes here, where the profile chooses. No other code asks for the
// screen's shape.
import { has } from "../../hal/profile";
import type { Button } from "../../hal/input";
import type { Ctx } from "./ctx";
import * as rect from "./rect/layout";
import * as round from "./round/layout";

import type { DiceLayout, Row } from "./layout-types";

export type { DiceLayout, Row };

/** The board's layout (both have every function: the compiler checks them against each other here). */
function of(c: Ctx): typeof rect {
  const r: typeof rect = round;
  return has(c.profile, "round") ? r : rect;
}

/** Draws what each button does now, beside its button, and remembers the labels (c.labels). */
export function keys(c: Ctx, up: string, down: string, ok: string, back: string): void {
  of(c).keys(c, up, down, ok, back);
}

/** Clears the labels drawn (before new ones: a partial redraw). */
export function clearKeys(c: Ctx): void {
  of(c).clearKeys(c);
}

/** A press that has no function on this screen: where its label would be blinks once (every press shows). */
export function blink(c: Ctx, b: Button): void {
  of(c).blink(c, b);
}

/** The button a touch at (x, y) presses, if any. */
export function keyAt(c: Ctx, x: number, y: number): Button | undefined {
  return of(c).keyAt(c, x, y);
}

/** The title; returns the y below it. */
export function title(c: Ctx, s: string): number {
  return of(c).title(c, s);
}

/** The y below the title `s` (where title() puts the first row), drawing nothing. */
export function titleEnd(c: Ctx, s: string): number {
  return of(c).titleEnd(c, s);
}

/** The width of the title's (first) line, its font set. */
export function titleRoom(c: Ctx): number {
  return of(c).titleRoom(c);
}

/** The lines a title may take. */
export function titleLines(c: Ctx): number {
  return of(c).titleLines(c);
}

/** `s` centred at y. */
export function ctext(c: Ctx, s: string, y: number): void {
  of(c).ctext(c, s, y);
}

/** The width a centred text has at y. */
export function room(c: Ctx, y: number): number {
  return of(c).room(c, y);
}

/** `s` centred and wrapped to the room there, its last line at y (the others above it). */
export function ctextUp(c: Ctx, s: string, y: number): void {
  of(c).ctextUp(c, s, y);
}

/**
 * A titled list of n rows with row `at` chosen. `cut(s, w)` shortens a label to w pixels;
 * `tail`: the rows after `at` show too where the list scrolls (the sheet's totals). `step`:
 * after a step of the cursor, only what changes (the rows) is drawn again.
 */
export function list(c: Ctx, head: string, n: number, at: number, row: Row, cut: (s: string, w: number) => string, tail?: boolean, step?: boolean): void {
  of(c).list(c, head, n, at, row, cut, tail, step);
}

/** The row of such a list a tap at y is on, or -1. */
export function listAt(c: Ctx, head: string, n: number, at: number, row: Row, y: number): number {
  return of(c).listAt(c, head, n, at, row, y);
}

/** The width of a list's narrowest row (a text that must fit any row). */
export function rowRoom(c: Ctx): number {
  return of(c).rowRoom(c);
}

/** The text tops of the lines below a title that ends at `top`. */
export function lines(c: Ctx, top: number): number[] {
  return of(c).lines(c, top);
}

/** The width of every line below a one-line title (the keys' labels drawn). */
export function lineWidth(c: Ctx): number {
  return of(c).lineWidth(c);
}

/** Lines from `first` on at the text tops `ys`: each a text, or a label with its value (its second part); line `on` (if given) on a bar. */
export function drawLines(c: Ctx, all: string[][], first: number, ys: number[], on?: number): void {
  of(c).drawLines(c, all, first, ys, on);
}

/** How many lines a scrolling screen shows. */
export function visibleRows(c: Ctx): number {
  return of(c).visibleRows(c);
}

/** Where the five dice stand. */
export function dice(c: Ctx): DiceLayout {
  return of(c).dice(c);
}

/** The turn screens' top: the title, and the player with their total ("" for none). */
export function header(c: Ctx, head: string, name: string, total: string): void {
  of(c).header(c, head, name, total);
}

/** A message in a box. */
export function box(c: Ctx, s: string): void {
  of(c).box(c, s);
}

/** A yes/no question (the keys' labels drawn: they answer it). */
export function ask(c: Ctx, q: string): void {
  of(c).ask(c, q);
}

/** The line of a hint (the last line of a wrapped one). */
export function low(c: Ctx): number {
  return of(c).low(c);
}

/** Where the dice screen's main action goes, large. */
export function main(c: Ctx): number {
  return of(c).main(c);
}

/** Where a name being edited stands, and the last line of the hint below it. */
export function nameTop(c: Ctx): number {
  return of(c).nameTop(c);
}
export function nameHint(c: Ctx): number {
  return of(c).nameHint(c);
}

/** The overview's table: [[left, right], the text tops of its rows (the names' first)]. */
export function table(c: Ctx): number[][] {
  return of(c).table(c);
}

