// Where each picture of README and docs/ comes from (docs/pictures.md): the simulator's
// scripts (docs/*.json), goldens shown as they are, the Bangle.js 3 firmware's own screens
// (test/firmware/pictures.ts) and the web page in Chromium (test/web/pictures.ts).
// `npm run pictures` makes them all again; test/docs/pictures.test.ts compares them.
import { readdirSync } from "node:fs";
import { join } from "node:path";
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
};

export const goldenPath = (golden: string) => join(ROOT, "test/golden", golden);

/** The scripts that take pictures on the firmware and in Chromium, in the order they run. */
export const PICTURE_PROGRAMS = ["test/firmware/pictures.ts", "test/web/pictures.ts"];
