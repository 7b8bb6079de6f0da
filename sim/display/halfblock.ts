// A screen as terminal text: each character cell shows two pixel rows with the Unicode
// half blocks (▀ upper, ▄ lower, █ both, space neither), so a 128x64 LCD fits in 128x32
// cells, 1:1. Without colour a pixel is inked when its index is not the background (0).
// With colour every cell gets the palette's colours as foreground (one half) and
// background (the other half); the escape codes are written only where they change,
// which keeps a 1-bit frame to one colour code per line. A round screen shows only its circle.
import type { Pixels, Rgb } from "./palette";
import { inCircle } from "./palette";

/** Colours the terminal can show, as Node's tty getColorDepth() reports them: 1 = none. */
export type ColorDepth = 1 | 4 | 8 | 24;

const UPPER = "\u2580";
const LOWER = "\u2584";
const FULL = "\u2588";
const RESET = "\x1b[0m";

/** The 8 basic ANSI colours in their usual rendering, for 16-colour terminals. */
const ANSI8: Rgb[] = [
  [0, 0, 0], [205, 0, 0], [0, 205, 0], [205, 205, 0], [0, 0, 238], [205, 0, 205], [0, 205, 205], [229, 229, 229],
];

function dist(a: Rgb, b: Rgb): number {
  return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2;
}

function nearest(c: Rgb, table: Rgb[], offset: number): number {
  let best = 0;
  for (let i = 1; i < table.length; i++) if (dist(c, table[i]) < dist(c, table[best])) best = i;
  return best + offset;
}

/** xterm's 256-colour table from index 16 on: the 6x6x6 cube, then 24 greys. */
const XTERM256: Rgb[] = (() => {
  const levels = [0, 95, 135, 175, 215, 255];
  const t: Rgb[] = [];
  for (const r of levels) for (const g of levels) for (const b of levels) t.push([r, g, b]);
  for (let i = 0; i < 24; i++) t.push([8 + 10 * i, 8 + 10 * i, 8 + 10 * i]);
  return t;
})();

/** SGR parameters that set colour `c` as foreground (base 30) or background (base 40). */
function sgr(c: Rgb, depth: ColorDepth, background: boolean): string {
  const base = background ? 40 : 30;
  if (depth === 24) return `${base + 8};2;${c[0]};${c[1]};${c[2]}`;
  if (depth === 8) return `${base + 8};5;${nearest(c, XTERM256, 16)}`;
  return String(base + nearest(c, ANSI8, 0));
}

/** The terminal lines showing `p`: h/2 lines (rounded up) of w cells each. */
export function halfBlockLines(p: Pixels, depth: ColorDepth = 1): string[] {
  const lines: string[] = [];
  const palette = depth === 1 ? [] : p.palette.rgb;
  // One code string per palette index and plane, made once per call, not per cell.
  const fgCode = palette.map((c) => sgr(c, depth, false));
  const bgCode = palette.map((c) => sgr(c, depth, true));
  for (let y = 0; y < p.h; y += 2) {
    const top = y * p.w;
    // An odd last row gets the background below it, as if the screen went on blank.
    const bottom = y + 1 < p.h ? top + p.w : -1;
    let out = "";
    // The cell colours in force; every line starts as ink on background.
    let fg = 1;
    let bg = 0;
    if (depth !== 1) out += `\x1b[${fgCode[fg]};${bgCode[bg]}m`;
    for (let x = 0; x < p.w; x++) {
      // A round screen's pixels outside its circle show as nothing lit (with colour: black, its bezel).
      const gone = depth === 1 ? 0 : 1;
      const t = p.round && !inCircle(p.w, x, y) ? gone : p.px[top + x];
      const b = bottom < 0 ? 0 : p.round && !inCircle(p.w, x, y + 1) ? gone : p.px[bottom + x];
      if (depth === 1) {
        out += t ? (b ? FULL : UPPER) : b ? LOWER : " ";
        continue;
      }
      // Choose, among the glyphs that show (t, b), the one needing the fewest colour changes.
      let glyph: string;
      let wantFg = fg;
      let wantBg = bg;
      if (t === b) {
        if (bg === t) glyph = " ";
        else if (fg === t) glyph = FULL;
        else {
          glyph = " ";
          wantBg = t;
        }
      } else {
        const upperCost = (fg !== t ? 1 : 0) + (bg !== b ? 1 : 0);
        const lowerCost = (fg !== b ? 1 : 0) + (bg !== t ? 1 : 0);
        if (upperCost <= lowerCost) {
          glyph = UPPER;
          wantFg = t;
          wantBg = b;
        } else {
          glyph = LOWER;
          wantFg = b;
          wantBg = t;
        }
      }
      const codes: string[] = [];
      if (wantFg !== fg) codes.push(fgCode[wantFg]);
      if (wantBg !== bg) codes.push(bgCode[wantBg]);
      if (codes.length) out += `\x1b[${codes.join(";")}m`;
      fg = wantFg;
      bg = wantBg;
      out += glyph;
    }
    lines.push(depth === 1 ? out : out + RESET);
  }
  return lines;
}
