// A watch's clock with the app's clock info item on it, for the clock info's tests
// (clkinfo.test.ts) and the pictures (pictures.ts): each watch's clock installed with the App
// Loader's own commands (lcdclock on the Bangle.js 2; pebblepp with clockbg on the Bangle.js 3),
// and the game both play to it, so that the test's clock is the picture's.
import { join } from "node:path";
import { appLoaderFiles, bangleAppsDir } from "../../emu/apploader";
import type { Lockstep as EmuLockstep } from "../../emu/lockstep";
import { SETTLE_MS } from "../../emu/watch";
import { hideChances, turn } from "../../sim/harness";

/** Each watch's clock as BangleApps' App Loader installs it: its apps (dependencies first) and its code file. */
export const CLOCKS: { [board: string]: { apps: string[]; file: string } } = {
  banglejs2: { apps: ["clock_info", "lcdclock"], file: "lcdclock.app.js" },
  banglejs3: { apps: ["clock_info", "clockbg", "pebblepp"], file: "pebblepp.app.js" },
};

/** Each watch's picture of its clock (docs/img), at two PNG pixels a screen pixel. */
export const clockPicture = (board: string) => `${board}-clock.png`;
export const CLOCK_SCALE = 2;

/**
 * A two-player game three entries in: the second round, the second player to move. The chances
 * are hidden: a watch the App Loader has just installed (the pictures') works out none until
 * its coach files are made, so the simulator's would differ from its screen.
 */
export function clockGame<L extends EmuLockstep>(l: L): L {
  return turn(turn(turn(hideChances(l).newGame(2), "11111", "kniffel"), "22222", "twos"), "33333", "threes");
}

/**
 * The watch's clock with the Kniffel item in its first clock info: the clock's apps installed
 * with the App Loader's commands, set as the watch's clock, the watch back at it (as the side
 * button leaves the app), the item chosen in the clock's own clock info, whose draw records
 * what it draws in global CI.
 */
export async function toClock(l: EmuLockstep): Promise<void> {
  const e = l.watch.emu;
  const clock = CLOCKS[l.board];
  for (const id of clock.apps) for (const f of await appLoaderFiles(join(bangleAppsDir(), "apps", id), l.board)) e.send(f.cmd + "\n");
  e.exec(`var s=require("Storage").readJSON("setting.json",1)||{};s.clock=${JSON.stringify(clock.file)};require("Storage").writeJSON("setting.json",s)`);
  e.exec("load()");
  l.watch.idle(SETTLE_MS);
  if (e.eval("global.__FILE__") !== clock.file) throw new Error(`the watch is not at its clock ${clock.file}`);
  e.exec(
    'var ci=require("clock_info").clockInfos[0],cm=require("clock_info").clockInfoMenus,draw=ci.draw;global.CI=[];' +
      'ci.draw=function(itm,info,o){CI.push(info.text);draw(itm,info,o)};' +
      'ci.setItem(cm.findIndex(function(m){return m.name=="Kniffel"}),0)',
  );
  if (l.watch.errors.length) throw new Error(l.watch.errors.join("\n"));
}
