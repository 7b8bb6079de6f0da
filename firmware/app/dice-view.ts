// Five dice with pips, held dice filled (unmistakable on one bit), and the tumbling faces
// of a roll animation, which never show the final face so that every die visibly moves.
import type { Game } from "../core";
import { Phase, playerTotals } from "../core";
import type { Ctx } from "./ctx";
import type { DiceLayout } from "./layout";
import { dice, header } from "./layout";
import { clear, DIE_GAP } from "./ui";

/** Pips of each face as a 3x3 mask, bit = row * 3 + column. */
const PIPS = [0, 16, 257, 273, 325, 341, 365];

export type { DiceLayout };
export { dice as diceLayout };

export function dieX(l: DiceLayout, i: number): number {
  return l.x0 + i * (l.s + DIE_GAP);
}

/** The die a tap at x is on (its column and the halves of the gaps beside it), or -1. */
export function dieAt(l: DiceLayout, x: number): number {
  for (let i = 0; i < 5; i++) if (x >= dieX(l, i) - (DIE_GAP >> 1) && x < dieX(l, i) + l.s + DIE_GAP - (DIE_GAP >> 1)) return i;
  return -1;
}

/** Draws one die: outline with cut corners, pips; filled when held. face 0 = blank. */
export function drawDie(c: Ctx, l: DiceLayout, i: number, face: number, held: boolean): void {
  const d = c.display;
  const x = dieX(l, i);
  const y = l.y;
  const s = l.s;
  d.setColor(c.colours.bg);
  d.fillRect(x, y, x + s - 1, y + s - 1);
  d.setColor(held ? c.colours.mark : c.colours.fg);
  if (held) d.fillRect(x + 1, y + 1, x + s - 2, y + s - 2);
  d.fillRect(x + 1, y, x + s - 2, y);
  d.fillRect(x + 1, y + s - 1, x + s - 2, y + s - 1);
  d.fillRect(x, y + 1, x, y + s - 2);
  d.fillRect(x + s - 1, y + 1, x + s - 1, y + s - 2);
  const p = Math.round(s / 5.5) & ~1;
  const m = Math.round(s / 7);
  const pos = [m, (s - p) >> 1, s - m - p];
  d.setColor(held ? c.colours.markInk : c.colours.fg);
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
  clear(c);
  header(c, title, g.setup.names[who], g.ph === Phase.Play || p !== undefined ? String(playerTotals(g, who).grand) : "");
}
