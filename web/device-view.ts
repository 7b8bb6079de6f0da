// The device on a canvas: the simulator's own drawing of the board (sim/display/frame.ts: its
// body, the screen, the buttons where they are) redrawn after each frame the app flips, one
// canvas pixel per screen pixel, shown enlarged by a whole number of device pixels with no
// smoothing, so the LCD stays sharp at any zoom.
import type { Pixels } from "../sim/display/palette";
import type { FrameLayout, FrameSpec } from "../sim/display/frame";
import { deviceImage, frameLayout } from "../sim/display/frame";

export interface DeviceView {
  readonly canvas: HTMLCanvasElement;
  readonly layout: FrameLayout;
  /** Draws the device with the screen's pixels now (lcd false: the screen switched off, blank). */
  draw(lcd: boolean): void;
  /** Screen pixels per CSS pixel; the canvas is laid out at a whole number of device pixels per screen pixel. */
  scale(): number;
  /** The screen point under a pointer event, or null off the screen. */
  screenPoint(clientX: number, clientY: number): { x: number; y: number } | null;
  /** The physical button (its label, e.g. BTN1) under a pointer event, or null. */
  buttonAt(clientX: number, clientY: number): string | null;
  /**
   * Fits the canvas into `room` CSS pixels (wide, high): the largest whole number of device
   * pixels per screen pixel that fits both, or where that is under one CSS pixel, the width.
   */
  fit(roomW: number, roomH: number): void;
}

export function deviceView(screen: Pixels, spec: FrameSpec): DeviceView {
  const layout = frameLayout(screen, spec);
  const canvas = document.createElement("canvas");
  canvas.width = layout.w;
  canvas.height = layout.h;
  canvas.className = "device";
  const ctx = canvas.getContext("2d") as CanvasRenderingContext2D;
  const blank: Pixels = { ...screen, px: new Uint8Array(screen.w * screen.h) };
  let cssScale = 1;
  const local = (clientX: number, clientY: number) => {
    const r = canvas.getBoundingClientRect();
    return { x: ((clientX - r.left) / r.width) * layout.w, y: ((clientY - r.top) / r.height) * layout.h };
  };
  return {
    canvas,
    layout,
    draw(lcd) {
      const img = deviceImage(lcd ? screen : blank, 1, spec);
      ctx.putImageData(new ImageData(new Uint8ClampedArray(img.rgba.buffer as ArrayBuffer, img.rgba.byteOffset, img.rgba.byteLength), img.w, img.h), 0, 0);
    },
    scale: () => cssScale,
    screenPoint(clientX, clientY) {
      const p = local(clientX, clientY);
      const x = Math.floor(p.x - layout.screenX);
      const y = Math.floor(p.y - layout.screenY);
      return x >= 0 && y >= 0 && x < screen.w && y < screen.h ? { x, y } : null;
    },
    buttonAt(clientX, clientY) {
      const p = local(clientX, clientY);
      // A little room around each button: a fingertip is bigger than its drawing.
      const slack = 3;
      for (const b of layout.buttons) {
        if (p.x >= b.x - slack && p.x < b.x + b.w + slack && p.y >= b.y - slack && p.y < b.y + b.h + slack) return b.label;
      }
      return null;
    },
    fit(roomW, roomH) {
      const dpr = window.devicePixelRatio || 1;
      const byWidth = Math.max(1, Math.floor((roomW * dpr) / layout.w));
      // Where the height leaves less than one CSS pixel per screen pixel (a phone held upright
      // below the page's controls), the device takes the width and the page scrolls.
      const byBoth = Math.min(byWidth, Math.floor((roomH * dpr) / layout.h));
      const n = byBoth >= dpr ? byBoth : byWidth;
      cssScale = n / dpr;
      canvas.style.width = `${(layout.w * n) / dpr}px`;
      canvas.style.height = `${(layout.h * n) / dpr}px`;
    },
  };
}
