// Feedback devices: the Pixl.js has only its backlight LED; the Bangle.js 2 has a
// backlight and a vibration motor. Whether the player wants them is the app's setting.
import type { Feedback } from "../hal";

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
    buzz: function (ms) {
      if (vibration) Bangle.buzz(ms);
    },
  };
}

/** The Pixl.js LCD's power: off while the app sleeps (no display, minimal current). */
export function pixlLcd(on: boolean): void {
  Pixl.setLCDPower(on);
}
