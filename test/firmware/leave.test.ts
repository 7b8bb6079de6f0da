// Leaving the app without a restart, on both watches' firmware: where the launcher fast-loads
// (Bangle.load), the system takes the app's UI away and evaluates the clock in the same
// memory. The app must then hold nothing: no button watch, no pending timer, no accelerometer
// listener, and the heap back where it was before the app was opened (within 20 variables).
// Left at the worst moment: the dice tumbling (animation timers pending) on the dice screen
// (the accelerometer listening), a shake's samples just delivered.
//
// The first trip is a warm-up: the firmware makes a built-in class's prototype (Uint8Array,
// Promise, ...) the first time any code uses it, and keeps it for good (measured: 43 variables
// after the first trip, none after later ones); the clock alone never uses them.
import { expect, it } from "vitest";
import { diceTaps } from "../../sim/harness";
import { APP_FILE } from "../../emu/watch";
import type { Watch } from "../../emu/watch";
import { describeFirmware, Lockstep, newWatch } from "./fixture";

/** What the firmware holds for running code: accelerometer listeners, timers, pin watches. */
function holds(w: Watch): { accel: number; timers: number; watches: number } {
  // One listener is kept as the function itself, more as an array.
  const accel = "(function(a){return a===undefined?0:typeof a==='function'?1:a.length})(Bangle['#onaccel'])";
  return w.emu.eval(`({accel:${accel},timers:Object.keys(global['\\xff'].timers||{}).length,watches:Object.keys(global['\\xff'].watches||{}).length})`);
}

const SHAKE = "{x:0.5,y:-0.8,z:-0.3,diff:1.5,mag:1.1}";

/** Opens the app as a fast-loading launcher does; it resumes the game on its dice. */
function open(w: Watch): void {
  w.emu.exec(`Bangle.load(${JSON.stringify(APP_FILE)})`);
  w.idle(1500);
}

/** Rolls by a tap and, with the dice still tumbling, leaves for the clock as the launcher does. */
function rollAndLeave(w: Watch, board: string): void {
  w.ownRandom(7);
  const [x, y] = diceTaps(board).roll;
  w.input({ x, y });
  w.emu.exec(`Bangle.emit("accel",${SHAKE})`);
  w.emu.exec("Bangle.load()");
  w.idle(2000);
}

for (const board of ["banglejs2", "banglejs3"]) {
  describeFirmware(`leaving by a fast load on the ${board}`, () => {
    it("back at the clock, the app holds nothing and the heap is where it was before", () => {
      // A game in progress (on its dice when the app opens again).
      const l = new Lockstep(`leave-${board}`, 5, false, { watch: newWatch(false, board) }).newGame(1);
      const w = l.watch;
      w.emu.exec("load()"); // the clock
      w.idle(1500);
      open(w);
      expect(w.inApp()).toBe(true);
      rollAndLeave(w, board); // the warm-up trip
      const before = { heap: w.usage(), holds: holds(w) };
      open(w);
      expect(w.inApp()).toBe(true);
      expect(holds(w).accel).toBe(1); // the dice screen listens to the accelerometer
      rollAndLeave(w, board);
      expect(w.inApp()).toBe(false);
      expect(holds(w)).toEqual(before.holds);
      expect(Math.abs(w.usage() - before.heap)).toBeLessThanOrEqual(20);
      expect(w.errors).toEqual([]);
    });
  }, board);
}
