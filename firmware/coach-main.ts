// The coach as the device loads it: a second bundle (build/bundle.ts), stored beside the
// app as its own Storage file and evaluated only when a hint or the odds are asked for
// (hal/espruino/coach.ts). The app's code stays small and starts faster, and a game
// played without help never spends memory on the engines. Playing to win is a module of its
// own (firmware/win-main.ts).
import type { Storage } from "../hal/hal";
import { newAdvisor } from "./coach/advisor";
import { storedSetup } from "./coach/prepare";
import { installSetup } from "./coach/setup";
import { storedTable } from "./coach/table";

COACH_MODULE = {
  /**
   * Exact advice where the Storage holds the game's value table, compact advice elsewhere.
   * The engines' set-up tables are mapped from the set-up file where the board has one
   * (`setupFile`), else built in RAM.
   */
  deviceAdvisor: function (storage: Storage, setupFile: string) {
    const setup = storedSetup(storage, setupFile);
    if (setup) installSetup(setup);
    return newAdvisor(function (rules) {
      return storedTable(storage, rules);
    });
  },
};
