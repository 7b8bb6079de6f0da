// Whether every text on the screen fits and can be read: the simulator's display is watched
// as the app draws, each string kept with its box (position, width in the current font, the
// font's height), its colour and the colour of the ground it was drawn on, until something is
// painted over it; then the texts still showing must lie inside the screen (a round one's
// circle), must not run into one another, and must stand out from their ground (a contrast
// ratio of at least 3, WCAG's for large text, of the colours as the screen shows them). And
// on a round screen nothing the app draws may lie outside the circle: every pixel there must
// be the background. Used by the watch tests and the text-fit test.
import type { Rgb } from "../../hal/palette";
import type { Framebuffer } from "../../sim/display/framebuffer";
import { inCircle, meanRgb } from "../../sim/display/palette";

/** WCAG's relative luminance of an sRGB colour. */
function luminance(c: Rgb): number {
  const lin = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2]);
}

/** WCAG's contrast ratio of two colours, 1 to 21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The least contrast a text needs against its ground. */
export const MIN_CONTRAST = 3;

export interface TextBox {
  s: string;
  x: number;
  y: number;
  w: number;
  h: number;
  /** Palette indices of the text and of the ground under it (the most common one before drawing). */
  ink: number;
  ground: number;
}

/** Boxes overlap when they share a pixel; a glyph's last column is its spacing, so texts may touch. */
function overlap(a: TextBox, b: TextBox): boolean {
  return a.x < b.x + b.w - 1 && b.x < a.x + a.w - 1 && a.y < b.y + b.h && b.y < a.y + a.h;
}

export class TextWatch {
  /** The texts showing now, in drawing order. */
  readonly shown: TextBox[] = [];

  constructor(private readonly fb: Framebuffer) {
    let ink = 1;
    const setColor = fb.setColor.bind(fb);
    fb.setColor = (c) => {
      ink = c;
      setColor(c);
    };
    const draw = fb.drawString.bind(fb);
    fb.drawString = (s, x, y) => {
      if (s) {
        const w = fb.stringWidth(s);
        const h = fb.fontHeight();
        // The same text drawn again in its place (a partial redraw of the labels) replaces itself.
        for (let i = this.shown.length - 1; i >= 0; i--) if (this.shown[i].s === s && this.shown[i].x === x && this.shown[i].y === y) this.shown.splice(i, 1);
        this.shown.push({ s, x, y, w, h, ink, ground: this.groundOf(x, y, w, h) });
      }
      draw(s, x, y);
    };
    const fill = fb.fillRect.bind(fb);
    fb.fillRect = (x1, y1, x2, y2) => {
      // Painting over a text hides it (a cursor bar is drawn before its row's text, a line or
      // an underline at most 2 pixels high hides nothing).
      if (y2 - y1 >= 2) {
        const r = { s: "", x: x1, y: y1, w: x2 - x1 + 2, h: y2 - y1 + 1, ink: 0, ground: 0 };
        for (let i = this.shown.length - 1; i >= 0; i--) if (overlap(r, this.shown[i])) this.shown.splice(i, 1);
      }
      fill(x1, y1, x2, y2);
    };
  }

  /** The most common palette index in the box, on the screen. */
  private groundOf(x: number, y: number, w: number, h: number): number {
    const n = new Map<number, number>();
    for (let j = Math.max(0, y); j < Math.min(this.fb.h, y + h); j++) {
      for (let i = Math.max(0, x); i < Math.min(this.fb.w, x + w); i++) {
        const c = this.fb.px[j * this.fb.w + i];
        n.set(c, (n.get(c) ?? 0) + 1);
      }
    }
    return [...n.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
  }

  /** What does not fit now: texts past the screen's edges, over one another, or too faint on their ground. */
  problems(): string[] {
    const out: string[] = [];
    const { w, h } = this.fb;
    for (const t of this.shown) {
      const ratio = contrast(meanRgb(this.fb.palette, t.ink), meanRgb(this.fb.palette, t.ground));
      if (ratio < MIN_CONTRAST) out.push(`"${t.s}" at (${t.x}, ${t.y}): colour ${t.ink} on ${t.ground}, contrast ${ratio.toFixed(1)}`);
      if (t.x < 0 || t.y < 0 || t.x + t.w - 1 > w || t.y + t.h > h) out.push(`"${t.s}" at (${t.x}, ${t.y}) runs past the screen (${t.w} x ${t.h} px)`);
      // (A glyph's last column is its spacing.)
      const corners = [[t.x, t.y], [t.x + t.w - 2, t.y], [t.x, t.y + t.h - 1], [t.x + t.w - 2, t.y + t.h - 1]];
      if (this.fb.round && corners.some((p) => !inCircle(w, p[0], p[1]))) out.push(`"${t.s}" at (${t.x}, ${t.y}) runs past the circle (${t.w} x ${t.h} px)`);
    }
    for (let i = 0; i < this.shown.length; i++) {
      for (let k = i + 1; k < this.shown.length; k++) {
        const a = this.shown[i];
        const b = this.shown[k];
        if (overlap(a, b)) out.push(`"${a.s}" at (${a.x}, ${a.y}) and "${b.s}" at (${b.x}, ${b.y}) overlap`);
      }
    }
    return out;
  }

  /** On a round screen: how many pixels outside the circle are not `bg`, and the first of them. */
  outside(bg: number): string[] {
    const { w, h, px } = this.fb;
    if (!this.fb.round) return [];
    let n = 0;
    let first = "";
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        if (px[y * w + x] !== bg && !inCircle(w, x, y)) {
          if (!n) first = `(${x}, ${y}) is colour ${px[y * w + x]}`;
          n++;
        }
      }
    }
    return n ? [`${n} pixels outside the circle are not the background, first ${first}`] : [];
  }

  /** The texts showing now. */
  texts(): string[] {
    return this.shown.map((t) => t.s);
  }
}
