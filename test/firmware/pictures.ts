// The Bangle.js 3's pictures in the README, taken from its firmware: the app built and
// installed as `npm run build` and the App Loader would, played by its four buttons in
// lockstep with the simulator (every screen checked pixel for pixel on the way), and at each
// picture the watch's own screen written out; then each watch's clock showing the game in
// progress as its clock info (docs/clock-info.md). `npx tsx test/firmware/pictures.ts`.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "../../build/boards";
import { buildBoard } from "../../build/build";
import { B3_SCALE, b3Pictures } from "../../build/pictures";
import { firmwareMissing } from "../../emu/emulator";
import { Lockstep } from "../../emu/lockstep";
import { installApp, Watch } from "../../emu/watch";
import { CLOCK_SCALE, clockGame, clockPicture, CLOCKS, toClock } from "./clock";

const BOARD = "banglejs3";

const missing = firmwareMissing(BOARD);
if (missing) throw new Error(`no pictures without the firmware: ${missing}`);
const dir = mkdtempSync(join(tmpdir(), "kniffel-pictures-"));
try {
  const image = installApp((await buildBoard(BOARD, dir)).dir, BOARD);
  const l = new Lockstep("pictures", 7, false, { watch: new Watch(image, false, BOARD) });
  b3Pictures(l, (name) => writeFileSync(join(ROOT, "docs/img", name), l.watchPng(B3_SCALE)));
  console.log("docs/img/b3-fw-*.png: the Bangle.js 3 firmware's screens");
  // The clock: a two-player game in its second round (the game test/firmware/clkinfo.test.ts
  // plays, with the same seed, and compares with these pictures), the watch back at its clock.
  for (const board of Object.keys(CLOCKS)) {
    const w = new Watch(installApp((await buildBoard(board, dir)).dir, board), false, board);
    const c = clockGame(new Lockstep("pictures-clock", 11, false, { watch: w }));
    await toClock(c);
    writeFileSync(join(ROOT, "docs/img", clockPicture(board)), c.watchPng(CLOCK_SCALE));
  }
  console.log("docs/img/banglejs2-clock.png, banglejs3-clock.png: the clocks with the game's clock info");
} finally {
  rmSync(dir, { recursive: true, force: true });
}
