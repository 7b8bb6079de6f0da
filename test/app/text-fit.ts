// Whether every text on the screen fits: the simulator's display is watched as the app draws,
// each string kept with its box (position, width in the current font, the font's height)
// until something is painted over it; then the texts still showing must lie inside the
// screen and must not run into one another. Used by the watch tests and the text-fit test.
import { Framebuffer } from "../../sim/display/framebuffer";

export interface TextBox {
  s: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Boxes overlap when they share a pixel; a glyph's last column is its spacing, so texts may touch. */
function overlap(a: TextBox, b: TextBox): boolean {
  return a.x < b.x + b.w - 1 && b.x < a.x + a.w - 1 && a.y < b.y + b.h && b.y < a.y + a.h;
}

export class TextWatch {
  /** The texts showing now, in drawing order. */
  readonly shown: TextBox[] = [];

  constructor(private readonly fb: Framebuffer) {
    let h = 0;
    const setFont = fb.setFont.bind(fb);
    fb.setFont = (f) => {
      h = f.height * fb.scale;
      setFont(f);
    };
    const draw = fb.drawString.bind(fb);
    fb.drawString = (s, x, y) => {
      if (s) this.shown.push({ s, x, y, w: fb.stringWidth(s), h });
      draw(s, x, y);
    };
    const fill = fb.fillRect.bind(fb);
    fb.fillRect = (x1, y1, x2, y2) => {
      // Painting over a text hides it (a cursor bar is drawn before its row's text, a line or
      // an underline at most `scale` high hides nothing).
      if (y2 - y1 >= fb.scale) {
        const r = { s: "", x: x1, y: y1, w: x2 - x1 + 2, h: y2 - y1 + 1 };
        for (let i = this.shown.length - 1; i >= 0; i--) if (overlap(r, this.shown[i])) this.shown.splice(i, 1);
      }
      fill(x1, y1, x2, y2);
    };
  }

  /** What does not fit now: texts past the screen's edges, and texts over one another. */
  problems(): string[] {
    const out: string[] = [];
    const { w, h } = this.fb;
    for (const t of this.shown) {
      if (t.x < 0 || t.y < 0 || t.x + t.w - 1 > w || t.y + t.h > h) out.push(`"${t.s}" at (${t.x}, ${t.y}) runs past the screen (${t.w} x ${t.h} px)`);
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

  /** The texts showing now. */
  texts(): string[] {
    return this.shown.map((t) => t.s);
  }
}
