// A round screen (the Bangle.js 3): only the circle of radius w/2 about the centre shows, as
// the firmware's own read-out of its LCD has it: (x - w/2)^2 + (y - h/2)^2 <= (w/2)^2. Its
// four buttons sit beside the circle (BTN1-BTN3 on the right, BTN4 on the left), so each
// label goes where its button is (the profile's `keys`), on a cap of its own, and a text
// row's room is the part of the circle its height crosses, less the caps beside it. Only a
// round board's bundle has this code (round/layout.ts, through ../layout.ts).
import type { Button } from "../../../hal/input";
import type { Key } from "../../../hal/profile";
import type { Ctx } from "../ctx";
import { FONT_SMALL } from "../fonts";

/** Room a text keeps from the circle's edge, and from a cap beside it. */
export const EDGE = 7;
const GAP = 5;
/** How far a key's cap reaches past its label. */
const CAP = 2;

/** A box [x1, y1, x2, y2], inclusive. */
export type Box = number[];

/**
 * The x range [left, right] the circle has over all the rows y1..y2 (empty: right < left);
 * with `inset`, that of a circle so much smaller.
 */
export function chord(c: Ctx, y1: number, y2: number, inset?: number): number[] {
  const m = c.profile.w >> 1;
  const r = m - (inset || 0);
  const dy = Math.max(Math.abs(y1 - m), Math.abs(y2 - m));
  if (dy > r) return [m, m - 1];
  const half = Math.floor(Math.sqrt(r * r - dy * dy));
  return [m - half, m + half];
}

export function key(c: Ctx, b: string): Key {
  return (c.profile.keys as { [b: string]: Key })[b];
}

/** The caps of the labels drawn last (keys()), by button: what the texts keep clear of. */
let caps: { [b: string]: Box } = {};

/** The cap behind label `s` of button b (its width measured in the font set: the labels' small one). */
export function capBox(c: Ctx, b: string, s: string): Box {
  const k = key(c, b);
  const w = c.display.stringWidth(s);
  const x1 = k.right ? k.x - w + 1 : k.x;
  return [x1 - CAP, k.y - CAP, x1 + w + CAP - 1, k.y + c.profile.fontHeights[FONT_SMALL] - 1 + CAP];
}

/**
 * The x range [left, right] for a text of rows y..y+h-1: EDGE within the circle, and clear
 * of the caps drawn now that share those rows.
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

/** The width a text centred on the screen's axis has at rows y..y+h-1 (span() about the middle). */
export function centredRoom(c: Ctx, y: number, h: number): number {
  const sp = span(c, y, h);
  const m = c.profile.w >> 1;
  return 2 * Math.min(m - sp[0], sp[1] + 1 - m);
}

/** Draws what each button does now beside the button, each label on a cap of the key colour. */
export function keys(c: Ctx, labels: { [b: string]: string }): void {
  caps = {};
  c.display.setFont(FONT_SMALL);
  for (const b in c.profile.keys) {
    const s = labels[b];
    if (s) {
      const k = capBox(c, b, s);
      caps[b] = k;
      c.display.setColor(c.colours.key as number);
      c.display.fillRect(k[0], k[1], k[2], k[3]);
      c.display.setColor(c.colours.markInk);
      c.display.drawString(s, k[0] + CAP, k[1] + CAP);
    }
  }
  c.display.setColor(c.colours.fg);
}

/** Clears the caps drawn (before drawing other labels in their place: a partial redraw). */
export function clearKeys(c: Ctx): void {
  c.display.setColor(c.colours.bg);
  for (const b in caps) c.display.fillRect(caps[b][0], caps[b][1], caps[b][2], caps[b][3]);
}

/** A press without a function here: a square blinks where the button's label would be. */
export function blink(c: Ctx, b: Button): void {
  const k = key(c, b);
  if (!k) return;
  const s = c.profile.fontHeights[FONT_SMALL];
  const x = k.right ? k.x - s + 1 : k.x;
  c.display.setColor(c.colours.mark);
  c.display.fillRect(x, k.y, x + s - 1, k.y + s - 1);
}

/** The button whose key area (x, y) lies in, if any. */
export function keyAt(c: Ctx, x: number, y: number): Button | undefined {
  for (const b in c.profile.keys) {
    const z = key(c, b).zone;
    if (x >= z[0] && x <= z[2] && y >= z[1] && y <= z[3]) return b as Button;
  }
  return undefined;
}

/** `s` centred on the screen's axis at y: every centred text shares it, so none shifts sideways from the line above. */
export function centred(c: Ctx, s: string, y: number): void {
  c.display.drawString(s, (c.profile.w - c.display.stringWidth(s)) >> 1, y);
}
