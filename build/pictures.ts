// Where each picture of README and docs/ comes from (docs/pictures.md): the simulator's
// scripts (docs/*.json), goldens shown as they are, the firmware's own screens (the Bangle.js
// 3's and both watches' clocks: test/firmware/pictures.ts) and the web page in Chromium
// (test/web/pictures.ts). `npm run pictures` makes them all again; test/docs/pictures.test.ts
// compares the scripts', the Bangle.js 3's and the goldens, and the tests that play to the
// others compare those (test/firmware/clkinfo.test.ts, test/web/play.test.ts and firmware.test.ts).
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { Driver } from "../sim/harness";
import { ROOT } from "./boards";

export const DOCS = join(ROOT, "docs");

/** The simulator scripts whose screenshots are the docs' pictures. */
export function pictureScripts(): string[] {
  return readdirSync(DOCS).filter((f) => f.endsWith(".json") && f !== "figures.json").map((f) => join(DOCS, f));
}

/** Pictures that are goldens of the screen tests, shown as they are: docs/img name, golden. */
export const GOLDEN_PICTURES: { [picture: string]: string } = {
  "watch-chances.png": "banglejs2/handover.png",
  "watch-hint-win.png": "banglejs2/hint-win.png",
  "options-win.png": "banglejs2/options-win.png",
  "b3-chances-overview.png": "banglejs3/chances-overview.png",
  "b1-title.png": "banglejs1/title.png",
  "b1-dice.png": "banglejs1/dice.png",
  "b1-sheet.png": "banglejs1/sheet.png",
};

export const goldenPath = (golden: string) => join(ROOT, "test/golden", golden);

/** The scripts that take pictures on the firmware and in Chromium, in the order they run. */
export const PICTURE_PROGRAMS = ["test/firmware/pictures.ts", "test/web/pictures.ts"];

/** The Bangle.js 3 firmware's pictures (docs/img/b3-fw-*.png) and the scale they are drawn at. */
export const B3_SCALE = 2;

/**
 * The Bangle.js 3 played by its four buttons to each of its pictures, `shot` at each: by
 * test/firmware/pictures.ts on the firmware in lockstep (the watch's own pixels), and by
 * test/docs/pictures.test.ts in the simulator alone (what the watch shows of its screen).
 */
export function b3Pictures(p: Driver, shot: (picture: string) => void): void {
  shot("b3-fw-title.png");
  p.press("ok"); // BTN2: Neues Spiel
  shot("b3-fw-setup.png");
  p.times("down", 7).press("ok"); // BTN3 to "Los!", BTN2
  p.queueDice("66252");
  p.press("back"); // BTN4 on the dice: roll
  p.press("ok").press("ok"); // hold the two sixes
  shot("b3-fw-dice.png");
  p.press("ok", true); // BTN2 held: the sheet
  shot("b3-fw-sheet.png");
  p.press("back", true); // BTN4 held: the game menu
  shot("b3-fw-menu.png");
}
