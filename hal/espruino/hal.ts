// The HAL on an Espruino board, assembled from the parts the board has: firmware/main.ts
// picks them by build-time constants, so a bundle carries only its board's parts.
//
// Where the system may take the app away without a restart (a watch's fast load to the clock:
// Bangle.load, which calls the UI's remove), the HAL lets go of everything it started for the
// app: the buttons' watches, the app's pending timers, the accelerometer's listener, tournament
// mode's lock of the console (console.ts). Nothing
// then refers to the app's code any more, and its memory is freed (test/firmware/leave.test.ts).
import type { Display } from "../display";
import type { Feedback, Hal, Motion } from "../hal";
import type { TouchHandler } from "../input";
import type { ButtonPin, ButtonTiming } from "./buttons";
import { watchButtons } from "./buttons";
import { consoleLock } from "./console";
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
  // The app's pending timers, and the accelerometer's listener while there is one.
  let timers: number[] = [];
  let stopMotion: (() => void) | null = null;
  // Only an edition with tournament mode carries the lock.
  const bleConsole = ED_TOUR ? consoleLock() : function () { /* no lock */ };
  const forget = function (id: number): void {
    timers = timers.filter(function (t) { return t !== id; });
  };
  const motion: Motion | undefined = BOARD_ACCELEROMETER && p.motion ? {
    listen: function (sample) {
      const stop = (p.motion as Motion).listen(sample);
      stopMotion = stop;
      return function () {
        stop();
        if (stopMotion === stop) stopMotion = null;
      };
    },
  } : undefined;
  const letGo = function (): void {
    timers.forEach(function (t) { clearTimeout(t); });
    timers = [];
    if (stopMotion) stopMotion();
    stopMotion = null;
    bleConsole(true);
  };
  return {
    power: {
      battery: function () {
        return E.getBattery();
      },
      lcd: function (on) {
        if (p.lcd) p.lcd(on);
      },
    },
    bleConsole: bleConsole,
    display: p.display,
    random: {
      word: function () {
        return E.hwRand();
      },
    },
    storage: espruinoStorage(),
    feedback: p.feedback,
    motion: motion,
    clock: {
      now: function () {
        return getTime() * 1000;
      },
      setTimeout: function (fn, ms) {
        // (Only where the system may take the app away: a board with its UI, BOARD_TOUCH.)
        if (!BOARD_TOUCH) return setTimeout(fn, ms) as unknown as number;
        const id = setTimeout(function () {
          forget(id);
          fn();
        }, ms) as unknown as number; // Node's typings say Timeout; Espruino gives a number
        timers.push(id);
        return id;
      },
      clearTimeout: function (id) {
        if (BOARD_TOUCH) forget(id);
        clearTimeout(id);
      },
    },
    listen: function (press, touch) {
      const stopButtons = watchButtons(p.pins, p.timing, press);
      // With a platform UI, giving it back stops the buttons too (through `removed`), and
      // so does the system taking it away; either lets go of the app's timers and listeners.
      return BOARD_TOUCH && p.ui ? p.ui(touch, function () { stopButtons(); letGo(); }) : stopButtons;
    },
    exit: function () {
      load();
    },
  };
}
