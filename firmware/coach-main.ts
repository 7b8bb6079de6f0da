// The coach as the device loads it: a second bundle (build/bundle.ts), stored beside the
// app as its own Storage file and evaluated only when a hint or the odds are asked for
// (hal/espruino/coach.ts). The app's code stays small and starts faster, and a game
// played without help never spends memory on the engines.
import { Game } from "./core/game";
import { Storage } from "../hal/hal";
import { Advisor, newAdvisor } from "./coach/advisor";
import { after, finish, Job } from "./coach/job";
import { OddsResult } from "./coach/odds";
import { PackedIo } from "./coach/packed";
import { prepareJob, storedSetup } from "./coach/prepare";
import { installSetup } from "./coach/setup";
import { storedTable } from "./coach/table";
import { Option } from "./coach/turn";

/**
 * An advisor whose first question first makes what the device still has to make from what
 * it was sent (prepare.ts: the set-up file, unpacked tables), in the question's own pieces,
 * then answers with the advisor `make` returns.
 */
function preparing(prep: Job<number>, make: () => Advisor): Advisor {
  let made: Advisor | null = null;
  const advisor = function (): Advisor {
    return made || (made = make());
  };
  const adviseJob = function (g: Game): Job<Option[]> {
    return after(prep, function () { return (advisor().adviseJob as (g: Game) => Job<Option[]>)(g); });
  };
  const oddsJob = function (g: Game): Job<OddsResult> {
    return after(prep, function () { return (advisor().oddsJob as (g: Game) => Job<OddsResult>)(g); });
  };
  return {
    adviseJob: adviseJob,
    oddsJob: oddsJob,
    advise: function (g) { return finish(adviseJob(g)); },
    odds: function (g) { return finish(oddsJob(g)); },
    moveJob: function (g, level, word) {
      return after(prep, function () { return (advisor().moveJob as NonNullable<Advisor["moveJob"]>)(g, level, word); });
    },
  };
}

COACH_MODULE = {
  /**
   * Exact advice where the Storage holds the game's value table, compact advice elsewhere.
   * The engines' set-up tables are mapped from the set-up file where the board has one
   * (`setupFile`), else built in RAM. What the device was sent packed is made first
   * (prepare.ts), once, by the first question after an install.
   */
  deviceAdvisor: function (storage: Storage, setupFile: string, io: PackedIo) {
    const make = function (): Advisor {
      const setup = storedSetup(storage, setupFile);
      if (setup) installSetup(setup);
      return newAdvisor(function (rules) {
        return storedTable(storage, rules);
      });
    };
    const prep = prepareJob(storage, io, setupFile);
    return prep ? preparing(prep, make) : make();
  },
};
