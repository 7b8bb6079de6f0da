// The HAL on an Espruino board, assembled from the parts the board has: firmware/main.ts
// picks them by build-time constants, so a bundle carries only its board's parts.
import type { Display } from "../display";
import type { Feedback, Hal, Motion } from "../hal";
import type { TouchHandler } from "../input";
import type { ButtonPin, ButtonTiming } from "./buttons";
import { watchButtons } from "./buttons";
import { espruinoStorage } from "./storage";

export interface EspruinoParts {
  display: Display;
  /** Switches the LCD's power; absent where the system owns it (Bangle.js 2). */
  lcd?: (on: boolean) => void;
  feedback: Feedback;
  /** The accelerometer, where the board has one. */
  motion?: Motion;
  /** The board's buttons and the logical button each one is. */
  pins: ButtonPin[];
  timing: ButtonTiming;
  /**
   * Where the platform owns the input (Bangle.js 2, touch.ts): takes it over for `touch`;
   * calls `removed` when it is taken away; returns what gives it back.
   */
  ui?: (touch: TouchHandler | undefined, removed: () => void) => () => void;
}

export function espruinoHal(p: EspruinoParts): Hal {
  return {
    power: {
      battery: function () {
        return E.getBattery();
      },
      lcd: function (on) {
        if (p.lcd) p.lcd(on);
      },
    },
    bleConsole: function (open) {
      NRF.setServices({}, { uart: open });
    },
    display: p.display,
    random: {
      word: function () {
        return E.hwRand();
      },
    },
    storage: espruinoStorage(),
    feedback: p.feedback,
    motion: p.motion,
    clock: {
      now: function () {
        return getTime() * 1000;
      },
      setTimeout: function (fn, ms) {
        return setTimeout(fn, ms) as unknown as number; // Node's typings say Timeout; Espruino gives a number
      },
      clearTimeout: function (id) {
        clearTimeout(id);
      },
    },
    listen: function (press, touch) {
      const stopButtons = watchButtons(p.pins, p.timing, press);
      // With a platform UI, giving it back stops the buttons too (through `removed`), and
      // so does the system taking it away.
      return p.ui ? p.ui(touch, stopButtons) : stopButtons;
    },
    exit: function () {
      load();
    },
  };
}
