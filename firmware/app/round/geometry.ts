// A round screen (the Bangle.js 3): only the circle of radius w/2 about the centre shows, as
// the firmware's own read-out of its LCD has it: (x - w/2)^2 + (y - h/2)^2 <= (w/2)^2. Its
// four buttons sit beside the circle (BTN1-BTN3 on the right, BTN4 on the left), so each
// label goes where its button is (the profile's `keys`), and a text row's room is the part of
// the circle its height crosses, less the labels beside it. Only a round board's bundle has
// this code (BOARD_ROUND).
import type { Button } from "../../../hal/input";
import type { Key } from "../../../hal/profile";
import type { Ctx } from "../ctx";
import { FONT_SMALL } from "../fonts";

/** Room a text keeps from the circle's edge, and from a label beside it. */
const EDGE = 7;
const GAP = 5;
/** How far a bar behind a text reaches past it. */
export const BAR = 2;

/** A box [x1, y1, x2, y2], inclusive. */
export type Box = number[];

/**
 * The x range [left, right] the circle has over all the rows y1..y2 (empty: right < left);
 * with `inset`, that of a circle so much smaller.
 */
export function chord(c: Ctx, y1: number, y2: number, inset?: number): number[] {
  const m = c.pf.w >> 1;
  const r = m - (inset || 0);
  const dy = Math.max(Math.abs(y1 - m), Math.abs(y2 - m));
  if (dy > r) return [m, m - 1];
  const half = Math.floor(Math.sqrt(r * r - dy * dy));
  return [m - half, m + half];
}

function key(c: Ctx, b: string): Key {
  return (c.pf.keys as { [b: string]: Key })[b];
}

/** Where label `s` of button b shows (the small font's height). */
function keyBox(c: Ctx, b: string, s: string): Box {
  const k = key(c, b);
  c.d.setFont(FONT_SMALL);
  const w = c.d.stringWidth(s);
  const x1 = k.right ? k.x - w + 1 : k.x;
  return [x1, k.y, x1 + w - 1, k.y + 6 * c.pf.scale - 1];
}

/**
 * What a draw works out from the caps and needs more than once (round/lines.ts: the lines'
 * places), kept until the caps are drawn again: the next screen's draw lets it go.
 */
export const kept: { [what: string]: number[] | undefined } = {};

/** The caps of the labels drawn last (roundKeys), by button: what the texts keep clear of. */
let caps: { [b: string]: Box } = {};

/**
 * The x range [left, right] for a text of rows y..y+h-1: EDGE within the circle, and clear
 * of the labels drawn now (c.lb) that share those rows.
 */
export function span(c: Ctx, y: number, h: number): number[] {
  const ch = chord(c, y, y + h - 1, EDGE);
  let l = ch[0];
  let r = ch[1];
  for (const b in caps) {
    const k = caps[b];
    if (k[3] < y || k[1] > y + h - 1) continue;
    if (key(c, b).right) r = Math.min(r, k[0] - GAP);
    else l = Math.max(l, k[2] + GAP);
  }
  return [l, r];
}

/** How far a key's cap reaches past its label. */
const CAP = 2;

/** The cap behind label `s` of button b. */
export function capBox(c: Ctx, b: string, s: string): Box {
  const k = keyBox(c, b, s);
  return [k[0] - CAP, k[1] - CAP, k[2] + CAP - 1, k[3] + CAP];
}

/** The rows [top, bottom] the cap of button b's label takes, whatever the label. */
export function capRows(c: Ctx, b: string): number[] {
  const k = key(c, b);
  return [k.y - CAP, k.y + 6 * c.pf.scale - 1 + CAP];
}

/**
 * Draws what each button does now beside the button (its key), each label on a cap of its
 * own colour (so that it never reads as part of a row beside it); remembers them in c.lb.
 */
export function roundKeys(c: Ctx, labels: { [b: string]: string }): void {
  c.lb = labels;
  caps = {};
  for (const k in kept) delete kept[k];
  c.d.setFont(FONT_SMALL);
  for (const b in c.pf.keys) {
    const s = labels[b];
    if (s) {
      const k = capBox(c, b, s);
      caps[b] = k;
      c.d.setColor(c.th.key as number);
      c.d.fillRect(k[0], k[1], k[2], k[3]);
      c.d.setColor(c.th.markInk);
      c.d.drawString(s, k[0] + CAP, k[1] + CAP);
    }
  }
  c.d.setColor(c.th.fg);
}


/** Clears the caps drawn (before drawing other labels in their place: a partial redraw). */
export function clearKeys(c: Ctx): void {
  c.d.setColor(c.th.bg);
  for (const b in caps) c.d.fillRect(caps[b][0], caps[b][1], caps[b][2], caps[b][3]);
}

/** A press without a function here: a square blinks where the button's label would be. */
export function roundBlink(c: Ctx, b: Button): void {
  const k = key(c, b);
  if (!k) return;
  const s = 6 * c.pf.scale;
  const x = k.right ? k.x - s + 1 : k.x;
  c.d.setColor(c.th.mark);
  c.d.fillRect(x, k.y, x + s - 1, k.y + s - 1);
}

/** The button whose key area (x, y) lies in, if any. */
export function keyAt(c: Ctx, x: number, y: number): Button | undefined {
  for (const b in c.pf.keys) {
    const z = key(c, b).zone;
    if (x >= z[0] && x <= z[2] && y >= z[1] && y <= z[3]) return b as Button;
  }
  return undefined;
}

/** `s` centred in the room its rows have at y (h rows: the small font's by default). */
export function centred(c: Ctx, s: string, y: number, h?: number): void {
  const sp = span(c, y, h || 6 * c.pf.scale);
  c.d.drawString(s, (sp[0] + sp[1] + 1 - c.d.stringWidth(s)) >> 1, y);
}

/** The line of a round screen's hint (and the last of the trainer's verdict), below its middle. */
export const LOW_Y = 180;
/** Where a round screen's large text below the middle keys goes (the dice's Roll, a result). */
export const UNDER_MIDDLE = 134;
