// The coach on the device: its own Storage file (the build's coach module), evaluated the
// first time a hint or the odds are asked for, and kept from then on. Until then the app
// carries none of the coach's code (see firmware/coach-main.ts).
import { Advisor } from "../../firmware/coach/advisor";
import { Storage } from "../hal";
import { flash } from "./flash";

export function lazyCoach(storage: Storage): Advisor {
  let coach: Advisor | null = null;
  const load = function (): Advisor {
    if (!coach) {
      const code = flash().read(BOARD_FILES + ".coach");
      if (!code) throw new Error(BOARD_FILES + ".coach missing: flash the app again");
      // Indirect (through global): the module is one expression and needs no local scope.
      coach = (global.eval(code) as CoachModule).deviceAdvisor(storage);
    }
    return coach;
  };
  return {
    advise: function (g) {
      return load().advise(g);
    },
    odds: function (g) {
      return load().odds(g);
    },
  };
}
