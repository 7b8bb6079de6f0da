// Playing to win as a watch loads it: a module of its own (build/bundle.ts), the installed
// kniffel.win, evaluated for each question about winning (each player's chance, the advice to
// win, Sieg's chances) and let go with the answer, as the coach module is for the others
// (hal/espruino/coach.ts). Apart, each module holds only its own engines while it answers, and
// a question for points never loads the code for winning.
import type { Storage } from "../hal/hal";
import type { Rules } from "./core/rules";
import { storedSetup } from "./coach/prepare";
import { installSetup } from "./coach/setup";
import { standingWins } from "./coach/standing-win";
import { storedTable } from "./coach/table";
import { decodeWinKeys, installWinKeys } from "./coach/win-keys";

WIN_MODULE = {
  /**
   * The chances and the advice to win where the Storage holds the rules' value table; none
   * elsewhere. The rolls' entry lists are mapped from `keysFile` (win-keys.ts).
   */
  deviceWins: function (storage: Storage, setupFile: string, keysFile: string) {
    const setup = storedSetup(storage, setupFile);
    if (setup) installSetup(setup);
    const keys = storage.map ? storage.map(keysFile) : undefined;
    if (keys) installWinKeys(function (code) { return decodeWinKeys(keys, code); });
    return standingWins(function (rules: Rules) {
      return storedTable(storage, rules);
    });
  },
};
