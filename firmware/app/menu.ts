// A list of choices: up/down move (wrapping), ok chooses, back leaves. Items are data; a
// value, when present, is shown on the right (settings that ok changes in place).
import { TOUCH_CODE, has } from "../../hal/profile";
import type { Button } from "../../hal/input";
import type { TextKey } from "../core";
import type { Ctx, Screen, ScreenId } from "./ctx";
import { clear, fit, step } from "./ui";
import type { Row } from "./layout";
import { keys, list as layoutList, listAt } from "./layout";

export interface Item {
  /**
   * The label: a text key, or a function that makes it (a key costs the device no function)
   * from the line's index `i`, so that one item may stand for every line of a long list.
   */
  l: TextKey | ((c: Ctx, i: number) => string);
  v?: (c: Ctx, i: number) => string;
  ok: (c: Ctx) => void;
}

/**
 * A line that opens screen `id` over the menu. Menus make their lines when asked for (their
 * `items`), not once at start: on Espruino a line's object and functions would otherwise
 * hold their variables on every screen.
 */
export function openItem(label: TextKey, id: ScreenId): Item {
  return { l: label, ok: function (c) { c.open(id); } };
}

/** A switch's value as a line shows it. */
export function yesNo(c: Ctx, on: boolean): string {
  return c.text(on ? "yes" : "no");
}

/** A menu screen's own parts (the screen's methods below are shared by every menu). */
interface Menu extends Screen {
  title: (c: Ctx) => string;
  items: (c: Ctx) => Item[];
  back: ((c: Ctx) => void) | null;
}

/** The menu being shown: a menu's methods run only while it is the current screen. */
const shown = (c: Ctx) => c.scr as Menu;

function menuEnter(c: Ctx): void {
  c.cur = 0;
  c.top = 0;
}

/** The rows of a menu: each item's label and value. */
function rows(c: Ctx, list: Item[]): Row {
  return function (i) {
    const l = list[i].l;
    return [typeof l === "string" ? c.text(l) : l(c, i), list[i].v ? (list[i].v as (c: Ctx, i: number) => string)(c, i) : ""];
  };
}

/** The back key's label: back, or on the bottom menu of a watch whose back leaves it, to the clock. */
function backLabel(c: Ctx, m: Menu): string {
  return m.back ? c.text("back") : (has(c.profile, "backExits")) ? c.text("clock") : "";
}

/** The menu; after a step of the cursor (`step`) its rows alone. */
function drawMenu(c: Ctx, step: boolean): void {
  const m = shown(c);
  const list = m.items(c);
  c.cur = Math.max(0, Math.min(c.cur, list.length - 1));
  if (!step) {
    clear(c);
    keys(c, "^", "v", c.text("ok"), backLabel(c, m));
  }
  // The value wins: a label too long for the row beside it is shortened.
  layoutList(c, m.title(c), list.length, c.cur, rows(c, list), function (s, w) { return fit(c, s, w); }, false, step);
}

function menuDraw(c: Ctx): void {
  drawMenu(c, false);
}

function menuPress(c: Ctx, b: Button, long?: boolean): void {
  const m = shown(c);
  // The lines are counted here, and made again where one is chosen, not held: the draw that
  // follows makes its own, and two lists at once would take the heap twice (menuDraw).
  const n = m.items(c).length;
  // The lines may have changed under the cursor (a game ended, a box was filled): keep it on one.
  c.cur = Math.max(0, Math.min(c.cur, n - 1));
  if (!n) {
    if (b === "back" && m.back) m.back(c);
    return;
  }
  if (b === "ok") m.items(c)[c.cur].ok(c);
  else if (b !== "back") {
    c.cur = step(c.cur, n, b);
    drawMenu(c, true); // only the rows again
    c.frame();
  }
  else if (m.back) m.back(c);
  // The bottom menu: a press of back is to the watch's clock (held, as a side button, nothing).
  else if (!long && (has(c.profile, "backExits"))) c.hal.exit();
}

/** A tap chooses a line; a tap on the chosen line is ok. */
function menuTap(c: Ctx, _x: number, y: number): void {
  const list = shown(c).items(c);
  const i = listAt(c, shown(c).title(c), list.length, c.cur, rows(c, list), y);
  if (i < 0) return;
  if (i === c.cur) menuPress(c, "ok");
  else c.cur = i;
}

/** The side button on the bottom menu: the app ends (a watch returns to its clock). */
function menuExit(c: Ctx): void {
  c.hal.exit();
}

/**
 * A menu screen; `back` null makes it the bottom of the navigation (no back label). It is
 * made when it shows (app.ts screenOf), and every menu shares its methods (on Espruino each
 * function made costs a few variables for as long as it lives).
 */
export function menuScreen(id: ScreenId, title: (c: Ctx) => string, items: (c: Ctx) => Item[], back: ((c: Ctx) => void) | null): Screen {
  const m: Menu = {
    id: id,
    title: title,
    items: items,
    back: back,
    enter: menuEnter,
    draw: menuDraw,
    // A touch board's bundle only (BOARD_TOUCH, hal/espruino/board.d.ts); the simulator has it always.
    tap: !TOUCH_CODE ? undefined : menuTap,
    // The bottom menu (the title) has nothing to go back to: a watch's side button leaves the app there.
    side: back || !TOUCH_CODE ? undefined : menuExit,
    press: menuPress,
  };
  return m;
}
