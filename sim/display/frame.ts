// Screenshots: the screen's pixels scaled up, optionally inside a simple drawing of the
// device, so the README and bug reports show what the player holds. The drawing follows the
// board data: boards whose buttons sit at the screen corners (Pixl.js) get a rectangular
// board with a labelled button at each corner; others (Bangle.js 2) a watch body with the
// buttons on its right side; a round screen (Bangle.js 3) a round watch with each button
// where its key is, on the right or the left, and only the circle of the screen shows
// (outside it the picture is transparent). All sizes are in screen pixels and scale with the screen.
import { FONT_SMALL } from "../../firmware/app/fonts";
import { Profile } from "../../hal/profile";
import { ButtonMap } from "../buttons";
import { stringWidth } from "./font-raster";
import { drawText, fillCircle, fillRect, fillRoundRect, Image, newImage } from "./image";
import { inCircle, Pixels, Rgb, shownRgb } from "./palette";

export type Corner = "topLeft" | "topRight" | "bottomRight" | "bottomLeft";

/** What the device drawing shows: its buttons, each at a screen corner or on the side (a round watch's on its `right` or left at height y). */
export interface FrameSpec {
  buttons: { label: string; corner?: Corner; right?: boolean; y?: number }[];
}

const BODY: Rgb = [0x24, 0x28, 0x2e];
const BEZEL: Rgb = [0x0c, 0x0e, 0x10];
const BUTTON_RIM: Rgb = [0x0c, 0x0e, 0x10];
const BUTTON_CAP: Rgb = [0x8c, 0x92, 0x9a];
const LABEL: Rgb = [0xc8, 0xcc, 0xd0];

/**
 * The frame of a board: its physical buttons, placed at the corner of their logical button.
 * On a touch screen the corners are on-screen buttons, so the physical ones go on the side.
 */
export function frameSpec(buttons: ButtonMap, p: Pick<Profile, "corners" | "touch" | "keys">): FrameSpec {
  return {
    buttons: Object.keys(buttons)
      .sort()
      .map((label) => {
        const k = p.keys?.[buttons[label]];
        if (k) return { label, right: k.right, y: k.y + 6 }; // beside its label's middle
        return { label, corner: p.touch ? undefined : p.corners[buttons[label]] };
      }),
  };
}

/** The screen alone, each pixel a `scale` x `scale` block of the colour it shows (palette.ts shownRgb). */
export function screenImage(p: Pixels, scale: number): Image {
  const img = newImage(p.w * scale, p.h * scale);
  for (let y = 0; y < p.h; y++) {
    for (let x = 0; x < p.w; x++) if (!p.round || inCircle(p.w, x, y)) fillRect(img, x * scale, y * scale, scale, scale, shownRgb(p, x, y));
  }
  return img;
}

function blit(dst: Image, src: Image, x: number, y: number): void {
  for (let row = 0; row < src.h; row++) {
    dst.rgba.set(src.rgba.subarray(row * src.w * 4, (row + 1) * src.w * 4), ((y + row) * dst.w + x) * 4);
  }
}

function cornerBoard(screen: Image, p: Pixels, spec: FrameSpec, s: number): Image {
  const side = 28; // room left and right of the screen for a button and its label
  const top = 12;
  const img = newImage((p.w + 2 * side) * s, (p.h + 2 * top) * s);
  fillRoundRect(img, 0, 0, img.w, img.h, 8 * s, BODY);
  fillRect(img, (side - 2) * s, (top - 2) * s, (p.w + 4) * s, (p.h + 4) * s, BEZEL);
  blit(img, screen, side * s, top * s);
  for (const b of spec.buttons) {
    if (!b.corner) continue;
    const left = b.corner === "topLeft" || b.corner === "bottomLeft";
    const upper = b.corner === "topLeft" || b.corner === "topRight";
    const cx = left ? side / 2 : p.w + side + side / 2;
    const cy = upper ? top + 10 : top + p.h - 10;
    fillCircle(img, cx * s, cy * s, 7 * s, BUTTON_RIM);
    fillCircle(img, cx * s, cy * s, 5 * s, BUTTON_CAP);
    // The label goes between the two buttons of a side: below an upper one, above a lower one.
    const lw = stringWidth(FONT_SMALL, b.label);
    const ly = upper ? cy + 9 : cy - 9 - FONT_SMALL.height;
    drawText(img, FONT_SMALL, b.label, Math.round((cx - lw / 2) * s), ly * s, s, LABEL);
  }
  return img;
}

function watchBody(screen: Image, p: Pixels, spec: FrameSpec, s: number): Image {
  const margin = 14;
  const knob = 5; // how far a side button stands out of the body
  const bw = p.w + 2 * margin;
  const bh = p.h + 2 * margin;
  const img = newImage((bw + knob) * s, bh * s);
  const sideButtons = spec.buttons.filter((b) => !b.corner);
  sideButtons.forEach((_b, i) => {
    const cy = (bh * (i + 1)) / (sideButtons.length + 1);
    fillRoundRect(img, (bw - 4) * s, (cy - 14) * s, (knob + 4) * s, 28 * s, 2 * s, BUTTON_CAP);
  });
  fillRoundRect(img, 0, 0, bw * s, bh * s, 28 * s, BODY);
  fillRect(img, (margin - 2) * s, (margin - 2) * s, (p.w + 4) * s, (p.h + 4) * s, BEZEL);
  blit(img, screen, margin * s, margin * s);
  return img;
}

/** Copies the opaque pixels of src into dst at (x, y). */
function overlay(dst: Image, src: Image, x: number, y: number): void {
  for (let row = 0; row < src.h; row++) {
    for (let col = 0; col < src.w; col++) {
      const i = (row * src.w + col) * 4;
      if (src.rgba[i + 3]) dst.rgba.set(src.rgba.subarray(i, i + 4), ((y + row) * dst.w + x + col) * 4);
    }
  }
}

/** A round watch: a round body and bezel, the round screen, each button beside its key. */
function roundWatch(screen: Image, p: Pixels, spec: FrameSpec, s: number): Image {
  const margin = 16;
  const knob = 5;
  const d = p.w + 2 * margin;
  const img = newImage((d + 2 * knob) * s, d * s);
  const cx = knob + d / 2;
  for (const b of spec.buttons) {
    const y = margin + (b.y ?? p.h / 2);
    // Where the body's edge is at that height, the button stands out of it.
    const dx = Math.sqrt(Math.max(0, (d / 2) ** 2 - (y - d / 2) ** 2));
    const x = b.right ? cx + dx - 4 : cx - dx - knob;
    fillRoundRect(img, Math.round(x * s), Math.round((y - 9) * s), (knob + 4) * s, 18 * s, 2 * s, BUTTON_CAP);
  }
  fillCircle(img, cx * s, (d / 2) * s, (d / 2) * s, BODY);
  fillCircle(img, cx * s, (d / 2) * s, (p.w / 2 + 3) * s, BEZEL);
  overlay(img, screen, (knob + margin) * s, margin * s);
  return img;
}

/** The screen at `scale`, inside the device drawing when `frame` is given. */
export function deviceImage(p: Pixels, scale: number, frame?: FrameSpec): Image {
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`scale must be a whole number >= 1, got ${scale}`);
  const screen = screenImage(p, scale);
  if (!frame) return screen;
  if (p.round) return roundWatch(screen, p, frame, scale);
  const cornered = frame.buttons.length > 0 && frame.buttons.every((b) => b.corner);
  return cornered ? cornerBoard(screen, p, frame, scale) : watchBody(screen, p, frame, scale);
}
