// Screenshots: the screen's pixels scaled up, optionally inside a simple drawing of the
// device, so the README and bug reports show what the player holds. The drawing follows the
// board data: boards whose buttons sit at the screen corners (Pixl.js) get a rectangular
// board with a labelled button at each corner; others (Bangle.js 2) a watch body with the
// buttons on its right side; a round screen (Bangle.js 3) a round watch with each button
// where its key is, on the right or the left, and only the circle of the screen shows
// (outside it the picture is transparent). All sizes are in screen pixels and scale with the screen.
import { GLYPHS } from "../../hal/glyphs";

/** The device frame's button labels: the Pixl.js's small font. */
const FONT_SMALL = GLYPHS.small;
import type { Profile } from "../../hal/profile";
import type { ButtonMap } from "../buttons";
import { stringWidth } from "./font-raster";
import type { Image } from "./image";
import { drawText, fillCircle, fillRect, fillRoundRect, newImage } from "./image";
import type { Pixels, Rgb } from "./palette";
import { inCircle, shownRgb } from "./palette";

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

/** Where a physical button sits in the device drawing, in screen pixels: a round cap or a side key. */
export interface ButtonArea {
  label: string;
  x: number;
  y: number;
  w: number;
  h: number;
  round: boolean;
}

/** The device drawing's size, where the screen sits in it and where each button is (screen pixels). */
export interface FrameLayout {
  w: number;
  h: number;
  screenX: number;
  screenY: number;
  buttons: ButtonArea[];
  /** Buttons at the screen's corners (a board), on the side of a watch body, or beside their keys on a round watch. */
  shape: "corners" | "side" | "round";
}

const SIDE = 28; // a corner board: room left and right of the screen for a button and its label
const TOP = 12;
const CAP = 7; // a corner button's radius
const MARGIN = 14; // a watch body around its screen
const KNOB = 5; // how far a side button stands out of the body
const ROUND_MARGIN = 16; // a round watch's body around its screen

/** The drawing's geometry (frame.ts draws it; the web page finds its buttons by it). */
export function frameLayout(p: Pick<Pixels, "w" | "h" | "round">, spec: FrameSpec): FrameLayout {
  if (p.round) {
    const d = p.w + 2 * ROUND_MARGIN;
    const cx = KNOB + d / 2;
    const buttons = spec.buttons.map((b) => {
      const y = ROUND_MARGIN + (b.y ?? p.h / 2);
      // Where the body's edge is at that height, the button stands out of it.
      const dx = Math.sqrt(Math.max(0, (d / 2) ** 2 - (y - d / 2) ** 2));
      const x = b.right ? cx + dx - 4 : cx - dx - KNOB;
      return { label: b.label, x, y: y - 9, w: KNOB + 4, h: 18, round: false };
    });
    return { w: d + 2 * KNOB, h: d, screenX: KNOB + ROUND_MARGIN, screenY: ROUND_MARGIN, buttons, shape: "round" };
  }
  if (spec.buttons.length > 0 && spec.buttons.every((b) => b.corner)) {
    const buttons = spec.buttons.map((b) => {
      const left = b.corner === "topLeft" || b.corner === "bottomLeft";
      const upper = b.corner === "topLeft" || b.corner === "topRight";
      const cx = left ? SIDE / 2 : p.w + SIDE + SIDE / 2;
      const cy = upper ? TOP + 10 : TOP + p.h - 10;
      return { label: b.label, x: cx - CAP, y: cy - CAP, w: 2 * CAP, h: 2 * CAP, round: true };
    });
    return { w: p.w + 2 * SIDE, h: p.h + 2 * TOP, screenX: SIDE, screenY: TOP, buttons, shape: "corners" };
  }
  const bw = p.w + 2 * MARGIN;
  const bh = p.h + 2 * MARGIN;
  const side = spec.buttons.filter((b) => !b.corner);
  const buttons = side.map((b, i) => {
    const cy = (bh * (i + 1)) / (side.length + 1);
    return { label: b.label, x: bw - 4, y: cy - 14, w: KNOB + 4, h: 28, round: false };
  });
  return { w: bw + KNOB, h: bh, screenX: MARGIN, screenY: MARGIN, buttons, shape: "side" };
}

function cornerBoard(screen: Image, p: Pixels, l: FrameLayout, s: number): Image {
  const img = newImage(l.w * s, l.h * s);
  fillRoundRect(img, 0, 0, img.w, img.h, 8 * s, BODY);
  fillRect(img, (l.screenX - 2) * s, (l.screenY - 2) * s, (p.w + 4) * s, (p.h + 4) * s, BEZEL);
  blit(img, screen, l.screenX * s, l.screenY * s);
  for (const b of l.buttons) {
    const cx = b.x + CAP;
    const cy = b.y + CAP;
    const upper = cy < l.screenY + p.h / 2;
    fillCircle(img, cx * s, cy * s, CAP * s, BUTTON_RIM);
    fillCircle(img, cx * s, cy * s, (CAP - 2) * s, BUTTON_CAP);
    // The label goes between the two buttons of a side: below an upper one, above a lower one.
    const lw = stringWidth(FONT_SMALL, b.label);
    const ly = upper ? cy + 9 : cy - 9 - FONT_SMALL.height;
    drawText(img, FONT_SMALL, b.label, Math.round((cx - lw / 2) * s), ly * s, s, LABEL);
  }
  return img;
}

function watchBody(screen: Image, p: Pixels, l: FrameLayout, s: number): Image {
  const img = newImage(l.w * s, l.h * s);
  for (const b of l.buttons) fillRoundRect(img, b.x * s, b.y * s, b.w * s, b.h * s, 2 * s, BUTTON_CAP);
  fillRoundRect(img, 0, 0, (l.w - KNOB) * s, l.h * s, 28 * s, BODY);
  fillRect(img, (l.screenX - 2) * s, (l.screenY - 2) * s, (p.w + 4) * s, (p.h + 4) * s, BEZEL);
  blit(img, screen, l.screenX * s, l.screenY * s);
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
function roundWatch(screen: Image, p: Pixels, l: FrameLayout, s: number): Image {
  const img = newImage(l.w * s, l.h * s);
  for (const b of l.buttons) fillRoundRect(img, Math.round(b.x * s), Math.round(b.y * s), b.w * s, b.h * s, 2 * s, BUTTON_CAP);
  const cx = l.w / 2;
  fillCircle(img, cx * s, (l.h / 2) * s, (l.h / 2) * s, BODY);
  fillCircle(img, cx * s, (l.h / 2) * s, (p.w / 2 + 3) * s, BEZEL);
  overlay(img, screen, l.screenX * s, l.screenY * s);
  return img;
}

/** The screen at `scale`, inside the device drawing when `frame` is given. */
export function deviceImage(p: Pixels, scale: number, frame?: FrameSpec): Image {
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`scale must be a whole number >= 1, got ${scale}`);
  const screen = screenImage(p, scale);
  if (!frame) return screen;
  const l = frameLayout(p, frame);
  if (l.shape === "round") return roundWatch(screen, p, l, scale);
  return l.shape === "corners" ? cornerBoard(screen, p, l, scale) : watchBody(screen, p, l, scale);
}
