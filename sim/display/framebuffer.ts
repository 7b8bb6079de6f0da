// The simulator's display: a framebuffer of palette indices that implements the HAL's
// Display exactly as Espruino's Graphics does for the operations the screens use. It also
// counts what a frame costs the device: drawing operations and pixels actually changed.
import type { Display } from "../../hal/display";
import type { Font } from "../../hal/font";
import type { Palette } from "../../hal/palette";
import { GLYPHS } from "../../hal/glyphs";
import { drawString, stringWidth } from "./font-raster";

export class Framebuffer implements Display {
  readonly w: number;
  readonly h: number;
  readonly bpp: number;
  /** The screen's colours, for pictures of it (palette.ts shownRgb). */
  readonly palette: Palette;
  readonly px: Uint8Array;
  /** Drawing operations and changed pixels since the counters were last reset. */
  ops = 0;
  changed = 0;
  /** Number of flips (frames sent to the screen). */
  flips = 0;
  /** Since the counters were reset: pixels and rows that differ from the previous flip. */
  netChanged = 0;
  rowsSent = 0;
  /** What the screen showed after the last flip. */
  private readonly shown: Uint8Array;
  private color = 1;
  private font: Font | undefined;
  private readonly plot = (x: number, y: number): void => {
    if (x < 0 || y < 0 || x >= this.w || y >= this.h) return;
    const i = y * this.w + x;
    if (this.px[i] !== this.color) {
      this.px[i] = this.color;
      this.changed++;
    }
  };

  /** The watch's dark theme (the app draws light on dark); set before the app starts. */
  dark = false;

  /** A round screen: only its circle shows in pictures (palette.ts inCircle). */
  round = false;

  /** The board's font for each of the type's roles (firmware/app/fonts.ts). */
  readonly fonts: readonly Font[];

  constructor(w: number, h: number, bpp: number, palette: Palette, fonts: readonly Font[] = [GLYPHS.small, GLYPHS.small, GLYPHS.large]) {
    this.w = w;
    this.h = h;
    this.bpp = bpp;
    this.palette = palette;
    this.fonts = fonts;
    this.px = new Uint8Array(w * h);
    this.shown = new Uint8Array(w * h);
  }

  setColor(c: number): void {
    this.color = c & ((1 << this.bpp) - 1);
  }

  fillRect(x1: number, y1: number, x2: number, y2: number): void {
    this.ops++;
    // Espruino accepts the corners in either order.
    const xa = Math.max(0, Math.min(x1, x2));
    const xb = Math.min(this.w - 1, Math.max(x1, x2));
    const ya = Math.max(0, Math.min(y1, y2));
    const yb = Math.min(this.h - 1, Math.max(y1, y2));
    for (let y = ya; y <= yb; y++) for (let x = xa; x <= xb; x++) this.plot(x, y);
  }

  setFont(role: number): void {
    this.font = this.fonts[role];
  }

  private currentFont(): Font {
    if (!this.font) throw new Error("drawString before setFont");
    return this.font;
  }

  /** The height of the font set now (what a text drawn now takes). */
  fontHeight(): number {
    return this.currentFont().height;
  }

  drawString(s: string, x: number, y: number): void {
    this.ops++;
    drawString(this.currentFont(), s, x, y, this.plot);
  }

  stringWidth(s: string): number {
    return stringWidth(this.currentFont(), s);
  }

  /** Like the Pixl.js LCD driver, sends only the rows that changed since the last flip. */
  flip(): void {
    this.flips++;
    for (let y = 0; y < this.h; y++) {
      let rowChanged = false;
      for (let i = y * this.w; i < (y + 1) * this.w; i++) {
        if (this.px[i] !== this.shown[i]) {
          this.netChanged++;
          rowChanged = true;
        }
      }
      if (rowChanged) this.rowsSent++;
    }
    this.shown.set(this.px);
  }

  resetCounters(): void {
    this.ops = 0;
    this.changed = 0;
    this.netChanged = 0;
    this.rowsSent = 0;
  }

  pixel(x: number, y: number): number {
    return this.px[y * this.w + x];
  }
}
