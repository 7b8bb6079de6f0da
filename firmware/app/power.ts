// Battery care. On a board whose app owns the power (Pixl.js): the backlight comes on with a
// press and goes off again after `light` seconds (or stays always on or off), and after
// `sleep` minutes without input the screen is switched off with no timer left running; the
// next press wakes the device into the same screen and does nothing else. Every press also
// reads the battery: below LOW_BATTERY percent a player in a game is warned once that it is
// saved (it is after every action already; with no game running there is nothing to say).
// The Bangle.js 2 leaves all of this but the warning to the watch.
import { has } from "../../hal/profile";
import { Phase } from "../core";
import type { Ctx, PowerState } from "./ctx";

export const LOW_BATTERY = 15;

export function newPowerState(): PowerState {
  return { backlightTimer: -1, sleepTimer: -1, asleep: false, lowTold: false };
}

function cancel(c: Ctx): void {
  if (c.powerState.backlightTimer >= 0) c.hal.clock.clearTimeout(c.powerState.backlightTimer);
  if (c.powerState.sleepTimer >= 0) c.hal.clock.clearTimeout(c.powerState.sleepTimer);
  c.powerState.backlightTimer = -1;
  c.powerState.sleepTimer = -1;
}

/** Starts the idle timers afresh (after input, or at start). */
export function arm(c: Ctx): void {
  cancel(c);
  // A constant in a device bundle (esbuild folds it inline only): a watch's bundle drops the timers.
  if (!(has(c.profile, "ownsPower"))) return;
  c.hal.feedback.backlight(c.light !== 0);
  if (c.light > 0) {
    c.powerState.backlightTimer = c.hal.clock.setTimeout(function () {
      c.powerState.backlightTimer = -1;
      c.hal.feedback.backlight(false);
    }, c.light * 1000);
  }
  if (c.sleep > 0) {
    // Asleep (written out here, not a function of its own: a watch's bundle then drops it with the timers).
    c.powerState.sleepTimer = c.hal.clock.setTimeout(function () {
      cancel(c);
      c.hal.feedback.backlight(false);
      c.hal.power.lcd(false);
      c.powerState.asleep = true;
    }, c.sleep * 60000);
  }
}

/** Input arrived. Returns true when it only woke the device (and must do nothing else). */
export function activity(c: Ctx): boolean {
  if (c.powerState.asleep) {
    c.powerState.asleep = false;
    c.hal.power.lcd(true);
    arm(c);
    c.redraw();
    return true;
  }
  arm(c);
  const level = c.hal.power.battery();
  if (level < LOW_BATTERY && !c.powerState.lowTold && !c.msg && c.g && c.g.ph !== Phase.Over) {
    c.powerState.lowTold = true;
    c.msg = c.text("lowBattery", String(level));
  } else if (level >= LOW_BATTERY + 5) {
    c.powerState.lowTold = false; // recharged: warn again next time
  }
  return false;
}

/** The battery level for a corner of the main screens, e.g. "83%". */
export function batteryText(c: Ctx): string {
  return c.hal.power.battery() + "%";
}
