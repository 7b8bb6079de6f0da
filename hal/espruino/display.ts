// The HAL's Display over Espruino's graphics `g`. Only rectangles and the project's fonts
// (loaded with setFontCustom) are drawn, so the device shows what the simulator shows.
import type { Display } from "../display";
import type { Font } from "../font";

/**
 * `inks`: on a colour board, the RGB565 colour of each palette index as its g takes it
 * (hal/palette.ts inksFor); null on a 1-bit board, whose g takes the index itself (0 clear, 1 ink).
 * `autoFlip`: the board sends the screen by itself when JavaScript goes idle, so flip()
 * does nothing; otherwise flip() sends the changed rows. `fonts`: the font of each of the
 * type's roles (firmware/app/fonts.ts). A colour
 * board's display is dark where the system's theme is (g.theme: the app then draws light on
 * dark).
 */
export function espruinoDisplay(w: number, h: number, bpp: number, inks: readonly number[] | null, autoFlip: boolean, fonts: Font[]): Display {
  return {
    w: w,
    h: h,
    bpp: bpp,
    dark: bpp > 1 && g.theme.dark,
    setColor: function (c) {
      g.setColor(inks ? inks[c] : c);
    },
    fillRect: g.fillRect.bind(g),
    setFont: function (role) {
      const f = fonts[role];
      g.setFontCustom(f.bitmap, f.first, f.widths, f.height);
    },
    drawString: g.drawString.bind(g),
    stringWidth: g.stringWidth.bind(g),
    flip: function (now) {
      if (!autoFlip || now) g.flip();
    },
  };
}
