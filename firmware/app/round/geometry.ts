// A round screen (the Bangle.js 3): only the circle of radius w/2 about the centre shows, as
// the firmware's own read-out of its LCD has it: (x - w/2)^2 + (y - h/2)^2 <= (w/2)^2. Its
// four buttons sit beside the circle (BTN1-BTN3 on the right, BTN4 on the left), so each
// label goes where its button is, on a cap of its own (../caps.ts), and a text row's room is
// the part of the circle its height crosses, less the caps beside it. Only a
// round board's bundle has this code (round/layout.ts, through ../layout.ts).
import type { Ctx } from "../ctx";
import { drawnCaps, key } from "../caps";

/** Room a text keeps from the circle's edge, and from a cap beside it. */
export const EDGE = 7;
const GAP = 5;

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

/**
 * The x range [left, right] for a text of rows y..y+h-1: EDGE within the circle, and clear
 * of the caps drawn now that share those rows.
 */
export function span(c: Ctx, y: number, h: number): number[] {
  const ch = chord(c, y, y + h - 1, EDGE);
  let l = ch[0];
  let r = ch[1];
  const caps = drawnCaps();
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

/** `s` centred on the screen's axis at y: every centred text shares it, so none shifts sideways from the line above. */
export function centred(c: Ctx, s: string, y: number): void {
  c.display.drawString(s, (c.profile.w - c.display.stringWidth(s)) >> 1, y);
}
