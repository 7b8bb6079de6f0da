// The Bangle.js 3's pictures in the README, taken from its firmware: the app built and
// installed as `npm run build` and the App Loader would, played by its four buttons in
// lockstep with the simulator (every screen checked pixel for pixel on the way), and at each
// picture the watch's own screen written out. `npx tsx test/firmware/pictures.ts`.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "../../build/boards";
import { buildBoard } from "../../build/build";
import { firmwareMissing } from "../../emu/emulator";
import { Lockstep } from "../../emu/lockstep";
import { installApp, Watch } from "../../emu/watch";

const BOARD = "banglejs3";
const SCALE = 2;

const missing = firmwareMissing(BOARD);
if (missing) throw new Error(`no pictures without the firmware: ${missing}`);
const dir = mkdtempSync(join(tmpdir(), "kniffel-pictures-"));
try {
  const image = installApp((await buildBoard(BOARD, dir)).dir, BOARD);
  const l = new Lockstep("pictures", 7, false, { watch: new Watch(image, false, BOARD) });
  const shot = (name: string) => writeFileSync(join(ROOT, "docs/img", name), l.watchPng(SCALE));
  shot("b3-fw-title.png");
  l.press("ok"); // BTN2: Neues Spiel
  shot("b3-fw-setup.png");
  l.times("down", 7).press("ok"); // BTN3 to "Los!", BTN2
  l.queueDice("66252");
  l.press("back"); // BTN4 on the dice: roll
  l.press("ok").press("ok"); // hold the two sixes
  shot("b3-fw-dice.png");
  l.press("ok", true); // BTN2 held: the sheet
  shot("b3-fw-sheet.png");
  l.press("back", true); // BTN4 held: the game menu
  shot("b3-fw-menu.png");
  console.log("docs/img/b3-fw-*.png: the Bangle.js 3 firmware's screens");
} finally {
  rmSync(dir, { recursive: true, force: true });
}
