// Battery care. On a board whose app owns the power (Pixl.js): the backlight comes on with a
// press and goes off again after `light` seconds (or stays always on or off), and after
// `sleep` minutes without input the screen is switched off with no timer left running; the
// next press wakes the device into the same screen and does nothing else. Every press also
// reads the battery: below LOW_BATTERY percent a player in a game is warned once that it is
// saved (it is after every action already; with no game running there is nothing to say).
// The Bangle.js 2 leaves all of this but the warning to the watch.
import { Phase } from "../core";
import type { Ctx, PowerState } from "./ctx";

export const LOW_BATTERY = 15;

export function newPowerState(): PowerState {
  return { lt: -1, st: -1, zz: false, low: false };
}

function cancel(c: Ctx): void {
  if (c.pw.lt >= 0) c.hal.clock.clearTimeout(c.pw.lt);
  if (c.pw.st >= 0) c.hal.clock.clearTimeout(c.pw.st);
  c.pw.lt = -1;
  c.pw.st = -1;
}

/** Starts the idle timers afresh (after input, or at start). */
export function arm(c: Ctx): void {
  cancel(c);
  // A constant in a device bundle (esbuild folds it inline only): a watch's bundle drops the timers.
  if (!(typeof BOARD_OWNS_POWER === "boolean" ? BOARD_OWNS_POWER : c.pf.ownsPower)) return;
  c.hal.feedback.backlight(c.light !== 0);
  if (c.light > 0) {
    c.pw.lt = c.hal.clock.setTimeout(function () {
      c.pw.lt = -1;
      c.hal.feedback.backlight(false);
    }, c.light * 1000);
  }
  if (c.sleep > 0) {
    // Asleep (written out here, not a function of its own: a watch's bundle then drops it with the timers).
    c.pw.st = c.hal.clock.setTimeout(function () {
      cancel(c);
      c.hal.feedback.backlight(false);
      c.hal.power.lcd(false);
      c.pw.zz = true;
    }, c.sleep * 60000);
  }
}

/** Input arrived. Returns true when it only woke the device (and must do nothing else). */
export function activity(c: Ctx): boolean {
  if (c.pw.zz) {
    c.pw.zz = false;
    c.hal.power.lcd(true);
    arm(c);
    c.redraw();
    return true;
  }
  arm(c);
  const level = c.hal.power.battery();
  if (level < LOW_BATTERY && !c.pw.low && !c.msg && c.g && c.g.ph !== Phase.Over) {
    c.pw.low = true;
    c.msg = c.t("lowBattery", String(level));
  } else if (level >= LOW_BATTERY + 5) {
    c.pw.low = false; // recharged: warn again next time
  }
  return false;
}

/** The battery level for a corner of the main screens, e.g. "83%". */
export function batteryText(c: Ctx): string {
  return c.hal.power.battery() + "%";
}
