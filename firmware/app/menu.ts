// A list of choices: up/down move (wrapping), ok chooses, back leaves. Items are data; a
// value, when present, is shown on the right (settings that ok changes in place).
import { has } from "../../hal/profile";
import type { Button } from "../../hal/input";
import type { TextKey } from "../core";
import type { Ctx, Screen, ScreenId } from "./ctx";
import { clear, ctext, fit, row, rowAt, rtext, scrollTo, softkeys, step, visibleRows } from "./ui";
import type { Placed, Row } from "./round/wheel";
import { drawWheel, once, placeWheel, titleLines, roundTitle, wheelAt } from "./round/wheel";

export interface Item {
  /** The label: a text key, or a function that makes it (a key costs the device no function). */
  l: TextKey | ((c: Ctx) => string);
  v?: (c: Ctx) => string;
  ok: (c: Ctx) => void;
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

function menuPress(c: Ctx, b: Button, long?: boolean): void {
  const m = shown(c);
  const list = m.items(c);
  // The lines may have changed under the cursor (a game ended, a box was filled): keep it on one.
  c.cur = Math.max(0, Math.min(c.cur, list.length - 1));
  if (!list.length) {
    if (b === "back" && m.back) m.back(c);
    return;
  }
  if (b === "ok") list[c.cur].ok(c);
  else if (b !== "back") c.cur = step(c.cur, list.length, b);
  else if (m.back) m.back(c);
  // The bottom menu: a press of back is to the watch's clock (held, as the Bangle.js 2's side button, nothing).
  else if (!long && (has(c.pf, "backExits"))) c.hal.exit();
}

/** A round screen's menu rows: each item's label and value (round/wheel.ts). */
function wheelRows(c: Ctx, list: Item[]): Row {
  return function (i) {
    const l = list[i].l;
    return [typeof l === "string" ? c.t(l) : l(c), list[i].v ? (list[i].v as (c: Ctx) => string)(c) : ""];
  };
}

/** Where a round screen's menu rows stand below `top` (its labels drawn). */
function wheelPlaces(c: Ctx, list: Item[], row: Row, top: number): Placed[] {
  return placeWheel(c, list.length, c.cur, row, top);
}

/** The back key's label: back, or on the bottom menu of a watch whose back leaves it, to the clock. */
function backLabel(c: Ctx, m: Menu): string {
  return m.back ? c.t("back") : (has(c.pf, "backExits")) ? c.t("clock") : "";
}

function menuDraw(c: Ctx): void {
  const m = shown(c);
  clear(c);
  const list = m.items(c);
  c.cur = Math.max(0, Math.min(c.cur, list.length - 1));
  if (has(c.pf, "round")) {
    softkeys(c, "^", "v", c.t("ok"), backLabel(c, m));
    const rows = once(wheelRows(c, list));
    drawWheel(c, wheelPlaces(c, list, rows, roundTitle(c, m.title(c))), rows, function (s, w) { return fit(c, s, w); });
    return;
  }
  const top = scrollTo(c, list.length);
  ctext(c, m.title(c), c.ty);
  const vis = visibleRows(c);
  for (let i = top; i < list.length && i < top + vis; i++) {
    const y = c.y0 + (i - top) * c.ln;
    row(c, y, i === c.cur);
    // The value wins: a label too long for the row beside it is shortened.
    const v = list[i].v ? (list[i].v as (c: Ctx) => string)(c) : "";
    const l = list[i].l;
    c.d.drawString(fit(c, typeof l === "string" ? c.t(l) : l(c), c.pf.w - 8 - c.d.stringWidth(v)), 2, y);
    if (v) rtext(c, v, c.pf.w - 3, y);
  }
  softkeys(c, "^", "v", c.t("ok"), m.back ? c.t("back") : "");
}

/** A tap chooses a line; a tap on the chosen line is ok. */
function menuTap(c: Ctx, _x: number, y: number): void {
  const list = shown(c).items(c);
  const i = (has(c.pf, "round")) ? wheelAt(c, wheelPlaces(c, list, wheelRows(c, list), titleLines(c, shown(c).title(c))), y) : rowAt(c, y, list.length);
  if (i < 0) return;
  if (i === c.cur) menuPress(c, "ok");
  else c.cur = i;
}

/** The side button on the bottom menu: the app ends (a watch returns to its clock). */
function menuExit(c: Ctx): void {
  c.hal.exit();
}

/**
 * A menu screen; `back` null makes it the bottom of the navigation (no back label). Screens
 * made by it are marked `@__PURE__` where they are made, so that a build whose edition
 * leaves a screen out (features.ts) drops it and all it uses. Every menu shares its methods
 * (on Espruino each function made costs a few variables for as long as it lives).
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
    tap: !(typeof BOARD_TOUCH === "boolean" ? BOARD_TOUCH : true) ? undefined : menuTap,
    // The bottom menu (the title) has nothing to go back to: a watch's side button leaves the app there.
    side: back || !(typeof BOARD_TOUCH === "boolean" ? BOARD_TOUCH : true) ? undefined : menuExit,
    press: menuPress,
  };
  return m;
}
