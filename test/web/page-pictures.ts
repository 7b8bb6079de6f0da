// The page's pictures in docs/web.md (docs/img/web-*.png): what test/web/pictures.ts plays for
// each, shared with the browser tests that play the same (play.test.ts, firmware.test.ts), and
// how those tests compare a picture with the page they reached. Only a canvas is compared:
// the device the page draws, or with the firmware switch the Web IDE emulator's screen of the
// watch. The rest of a picture is the browser's own text and controls, whose pixels depend on
// the machine's fonts, and so does where the canvas sits: the canvas is looked for in the
// picture at every place, each of its pixels a square of any whole size (the page draws the
// device crisp: play.test.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator } from "playwright-core";
import { DOCS } from "../../build/pictures";
import type { Image } from "../../sim/display/image";
import { readPng } from "../../sim/display/png";
import type { Driver } from "../../sim/harness";
import { finish } from "../../sim/harness";

/** The page on the virtual clock with the dice's seed 1, as play.test.ts opens it. */
export const pageQuery = (board: string) => `?board=${board}&seed=1&clock=virtual&test=1`;

/** A whole two-player game: play.test.ts plays it by clicks on every board. */
export function twoPlayerGame(d: Driver): void {
  d.newGame(2);
  finish(d);
}

/** docs/img/web-end.png: the Bangle.js 2 in the page after the two-player game. */
export const END_PICTURE = { picture: "web-end.png", board: "banglejs2", play: twoPlayerGame };

/** docs/img/web-pixljs.png: the Pixl.js in the page after the first roll of a two-player game, a six held. */
export const PIXL_PICTURE = {
  picture: "web-pixljs.png",
  board: "pixljs",
  play: (d: Driver) => void d.newGame(2).press("ok").queueDice("66252").press("back").press("ok"),
};

/** The page with the firmware switch on, as firmware.test.ts opens it. */
export const firmwareQuery = (board: string) => `?board=${board}&firmware=1&test=1`;

/** docs/img/web-firmware.png: the Bangle.js 2's firmware in the page, the app's title after its install. */
export const FIRMWARE_PICTURE = { picture: "web-firmware.png", board: "banglejs2" };

/** A canvas's own pixels (the page shows them scaled). */
export async function canvasImage(canvas: Locator): Promise<Image> {
  const url = await canvas.evaluate((c) => (c as unknown as { toDataURL(): string }).toDataURL());
  return readPng(Buffer.from(url.slice(url.indexOf(",") + 1), "base64"));
}

/**
 * Where `picture` shows `canvas`: the place and whole-number scale at which every opaque pixel
 * of the canvas is a square of its colour in the picture (a transparent one shows the page
 * behind it); null where there is none.
 */
export function findCanvas(picture: Image, canvas: Image): { x: number; y: number; scale: number } | null {
  const opaque: number[] = [];
  for (let i = 0; i < canvas.w * canvas.h; i++) if (canvas.rgba[i * 4 + 3] === 255) opaque.push(i);
  if (!opaque.length) return null;
  // Checked in a scattered order, so that a wrong place fails at once (a canvas's rows often start alike).
  const step = opaque.length % 7919 ? 7919 : 7907; // a prime not dividing the count: every pixel once
  const order = opaque.map((_, k) => opaque[(k * step) % opaque.length]);
  const p = picture.rgba;
  const c = canvas.rgba;
  const shows = (x0: number, y0: number, s: number): boolean => {
    for (const i of order) {
      const cx = i % canvas.w;
      const cy = (i - cx) / canvas.w;
      for (let dy = 0; dy < s; dy++) {
        for (let dx = 0; dx < s; dx++) {
          const j = ((y0 + cy * s + dy) * picture.w + x0 + cx * s + dx) * 4;
          if (p[j] !== c[i * 4] || p[j + 1] !== c[i * 4 + 1] || p[j + 2] !== c[i * 4 + 2]) return false;
        }
      }
    }
    return true;
  };
  for (let s = 1; canvas.w * s <= picture.w && canvas.h * s <= picture.h; s++) {
    for (let y0 = 0; y0 + canvas.h * s <= picture.h; y0++) {
      for (let x0 = 0; x0 + canvas.w * s <= picture.w; x0++) if (shows(x0, y0, s)) return { x: x0, y: y0, scale: s };
    }
  }
  return null;
}

/** Whether docs/img/`picture` shows the canvas as the page draws it now. */
export async function pictureShows(picture: string, canvas: Locator): Promise<boolean> {
  return findCanvas(readPng(readFileSync(join(DOCS, "img", picture))), await canvasImage(canvas)) !== null;
}
