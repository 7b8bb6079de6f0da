// The coach as the device loads it: a second bundle (build/bundle.ts), stored beside the
// app as its own Storage file and evaluated only when a hint or the odds are first asked
// for (hal/espruino/coach.ts). The app's code stays small and starts faster, and a game
// played without help never spends memory on the engines.
import { Storage } from "../hal/hal";
import { newAdvisor } from "./coach/advisor";
import { storedTable } from "./coach/table";

COACH_MODULE = {
  /** Exact advice where the Storage holds the game's value table, compact advice elsewhere. */
  deviceAdvisor: function (storage: Storage) {
    return newAdvisor(function (rules) {
      return storedTable(storage, rules);
    });
  },
};
