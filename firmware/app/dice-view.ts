// Five dice with pips, held dice filled (unmistakable on one bit), and the tumbling faces
// of a roll animation, which never show the final face so that every die visibly moves.
import { has } from "../../hal/profile";
import type { Game } from "../core";
import { Phase, playerTotals } from "../core";
import type { Ctx } from "./ctx";
import { FONT_SMALL } from "./fonts";
import { ctext, rtext, shortName } from "./ui";
import { capRows, span } from "./round/geometry";
import { roundTitle } from "./round/wheel";

/** Pips of each face as a 3x3 mask, bit = row * 3 + column. */
const PIPS = [0, 16, 257, 273, 325, 341, 365];
const GAP = 3;

export interface DiceLayout {
  x0: number;
  y: number;
  s: number;
}

export function diceLayout(c: Ctx, y: number): DiceLayout {
  if (has(c.pf, "round")) {
    // Between the top right key and the middle keys (their labels' caps), as large as fits
    // there, at most 36 pixels (a fingertip's width on the watch).
    const top = capRows(c, "up")[1] + 3;
    const s = Math.min(36, capRows(c, "ok")[0] - 5 - top) & ~1;
    return { x0: (c.pf.w - 5 * s - 4 * GAP) >> 1, y: top, s: s };
  }
  let s = Math.min(30, Math.floor((c.pf.w - 4 * GAP - 2) / 5));
  s -= s & 1; // an even size keeps the pips centred
  return { x0: (c.pf.w - 5 * s - 4 * GAP) >> 1, y: y, s: s };
}

export function dieX(l: DiceLayout, i: number): number {
  return l.x0 + i * (l.s + GAP);
}

/** Draws one die: outline with cut corners, pips; filled when held. face 0 = blank. */
export function drawDie(c: Ctx, l: DiceLayout, i: number, face: number, held: boolean): void {
  const d = c.d;
  const x = dieX(l, i);
  const y = l.y;
  const s = l.s;
  d.setColor(c.th.bg);
  d.fillRect(x, y, x + s - 1, y + s - 1);
  d.setColor(held ? c.th.mark : c.th.fg);
  if (held) d.fillRect(x + 1, y + 1, x + s - 2, y + s - 2);
  d.fillRect(x + 1, y, x + s - 2, y);
  d.fillRect(x + 1, y + s - 1, x + s - 2, y + s - 1);
  d.fillRect(x, y + 1, x, y + s - 2);
  d.fillRect(x + s - 1, y + 1, x + s - 1, y + s - 2);
  const p = Math.round(s / 5.5) & ~1;
  const m = Math.round(s / 7);
  const pos = [m, (s - p) >> 1, s - m - p];
  d.setColor(held ? c.th.markInk : c.th.fg);
  const mask = PIPS[face];
  for (let k = 0; k < 9; k++) {
    if (!(mask & (1 << k))) continue;
    const px = x + pos[k % 3];
    const py = y + pos[Math.floor(k / 3)];
    d.fillRect(px, py, px + p - 1, py + p - 1);
  }
}

/** The face die `i` shows in tumbling frame `f`: any face but the final one. */
export function tumbleFace(final: number, i: number, f: number): number {
  return ((final - 1 + 1 + ((f + 2 * i) % 5)) % 6) + 1;
}

/** The top of the turn screens: a title, and the player at turn (or player p) with their total so far. */
export function turnHeader(c: Ctx, title: string, p?: number): void {
  const g = c.g as Game;
  const who = p === undefined ? g.cur : p;
  c.d.setColor(c.th.bg);
  c.d.fillRect(0, 0, c.pf.w - 1, c.pf.h - 1);
  c.d.setColor(c.th.fg);
  c.d.setFont(FONT_SMALL);
  const total = g.ph === Phase.Play || p !== undefined ? String(playerTotals(g, who).grand) : "";
  if (has(c.pf, "round")) {
    // The player and their total on the line below the title, as wide as the circle is there.
    const y = roundTitle(c, title);
    const sp = span(c, y, c.ln - 1);
    c.d.drawString(shortName(c, g.setup.names[who], sp[1] - sp[0] + 1 - c.d.stringWidth(total) - 2 * c.pf.scale), sp[0], y);
    rtext(c, total, sp[1], y);
    return;
  }
  ctext(c, title, c.ty);
  c.d.drawString(g.setup.names[who], 0, c.y0);
  if (total) rtext(c, total, c.pf.w - 1, c.y0);
}
