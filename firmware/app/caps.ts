// Key labels on caps: where a board's buttons are not at the screen's corners (a round screen,
// a column of side buttons), each label goes where its button is (the profile's `keys`,
// espruino.config.json input.keys), on a cap of the key colour, and a tap on its zone presses
// it. The round and the rectangular layouts share this; what a text keeps clear of is the
// caps drawn last.
import type { Button } from "../../hal/input";
import type { Key } from "../../hal/profile";
import type { Ctx } from "./ctx";
import { FONT_SMALL } from "./fonts";

/** How far a key's cap reaches past its label. */
const CAP = 2;

/** A box [x1, y1, x2, y2], inclusive. */
export type Box = number[];

export function key(c: Ctx, b: string): Key {
  return (c.profile.keys as { [b: string]: Key })[b];
}

/** The caps of the labels drawn last (keys()), by button: what the texts keep clear of. */
let caps: { [b: string]: Box } = {};

/** The caps drawn last, by button. */
export function drawnCaps(): { [b: string]: Box } {
  return caps;
}

/** The cap behind label `s` of button b (its width measured in the font set: the labels' small one). */
export function capBox(c: Ctx, b: string, s: string): Box {
  const k = key(c, b);
  const w = c.display.stringWidth(s);
  const x1 = k.right ? k.x - w + 1 : k.x;
  return [x1 - CAP, k.y - CAP, x1 + w + CAP - 1, k.y + c.profile.fontHeights[FONT_SMALL] - 1 + CAP];
}

/**
 * Draws what each button does now beside the button, each label on a cap of the key colour;
 * with `keep`, remembers the caps (what texts keep clear of, and clearKeys() clears: a round
 * screen's; a column of side buttons has its column).
 */
export function keys(c: Ctx, labels: { [b: string]: string }, keep: boolean): void {
  caps = {};
  c.display.setFont(FONT_SMALL);
  for (const b in c.profile.keys) {
    const s = labels[b];
    if (s) {
      const k = capBox(c, b, s);
      if (keep) caps[b] = k;
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

/** The button whose key area (x, y) lies in, if any (a key without an area is not on a touch screen). */
export function keyAt(c: Ctx, x: number, y: number): Button | undefined {
  for (const b in c.profile.keys) {
    const z = key(c, b).zone;
    if (z && x >= z[0] && x <= z[2] && y >= z[1] && y <= z[3]) return b as Button;
  }
  return undefined;
}
