// Feedback devices: the Pixl.js has only its backlight LED; the Bangle.js 2 has a
// backlight and a vibration motor. Whether the player wants them is the app's setting.
import type { Feedback } from "../hal";
import { flash } from "./flash";

/**
 * The watch's Quiet Mode (its Settings' `quiet` in setting.json: 1 alarms only, 2 silent), read
 * at each buzz: a widget or a schedule may change it while the app runs. Apps do not buzz then.
 */
function quiet(): boolean {
  // The Settings app writes it with the firmware's writeJSON, whose unquoted keys JSON.parse
  // refuses: readJSON reads it (missing or broken: undefined, the watch's default, not quiet).
  const s = flash().readJSON("setting.json", true) as { quiet?: number } | undefined;
  return !!s && (s.quiet || 0) > 0;
}

export function ledFeedback(): Feedback {
  return {
    backlight: function (on) {
      if (on) LED1.set();
      else LED1.reset();
    },
    buzz: function () {
      // no motor on this board
    },
  };
}

export function bangleFeedback(vibration: boolean): Feedback {
  return {
    backlight: function (on) {
      Bangle.setBacklight(on);
    },
    buzz: function (ms, times) {
      if (!vibration || quiet()) return;
      let left = times || 1;
      const one = function (): void {
        Bangle.buzz(ms);
        if (--left > 0) setTimeout(one, ms + 120);
      };
      one();
    },
  };
}

/** The Pixl.js LCD's power: off while the app sleeps (no display, minimal current). */
export function pixlLcd(on: boolean): void {
  Pixl.setLCDPower(on);
}
