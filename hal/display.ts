// The display as the screens see it: a few drawing operations whose pixel results are the
// same on Espruino's `g` and in the simulator's framebuffer. Only axis-aligned rectangles
// and the project's own bitmap fonts are used, so a simulator screenshot is the device's
// screen pixel for pixel (see ../shared/DESIGN.md).

export interface Display {
  /** Width and height in pixels, bits per pixel (1 on Pixl.js, 3 on Bangle.js 2). */
  readonly w: number;
  readonly h: number;
  readonly bpp: number;
  /** The system's theme is dark (light on dark: the Bangle.js 2's g.theme.dark); absent: light. */
  readonly dark?: boolean;
  /** Sets the colour of the following drawing: a palette index (0 = background). */
  setColor(c: number): void;
  /** Fills the rectangle with corners (x1,y1) and (x2,y2), both inclusive. */
  fillRect(x1: number, y1: number, x2: number, y2: number): void;
  /** The board's font of a role of the type (firmware/app/fonts.ts: small, mid, large). */
  setFont(role: number): void;
  /** Draws `s` with its top-left corner at (x, y), in the current font and colour. */
  drawString(s: string, x: number, y: number): void;
  /** Width in pixels of `s` in the current font. */
  stringWidth(s: string): number;
  /**
   * Sends what was drawn to the screen (a no-op where the board flips by itself when
   * JavaScript goes idle, unless `now`: before a long computation, which is not idle).
   */
  flip(now?: boolean): void;
}
