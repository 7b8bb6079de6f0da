// The coach on the device: its own Storage file (the build's coach module), evaluated from
// flash for each question (a hint, the odds, all options, the trainer's verdict) and let go
// with the answer, so that its code and its engines' memory are freed as soon as the screen
// that asked has its answer: a game's heap is the same with or without help. Evaluating the
// module costs about two calibration loops; its set-up tables are mapped from the set-up
// file (firmware/coach/setup.ts), not built. The first question after an install first
// makes that file and the value tables from the compressed parts the install sent
// (firmware/coach/prepare.ts). Until then the app carries none of the coach's
// code (see firmware/coach-main.ts).
import { Advisor } from "../../firmware/coach/advisor";
import { Game } from "../../firmware/core/game";
import { Storage } from "../hal";
import { flash } from "./flash";
import { espruinoPackedIo } from "./packed-io";

export function lazyCoach(storage: Storage): Advisor {
  const load = function (): Advisor {
    const code = flash().read(BOARD_FILES + ".coach");
    if (!code) throw new Error(BOARD_FILES + ".coach"); // missing: the app says so (noCoach)
    // Indirect (through global): the module is one expression and needs no local scope.
    return (global.eval(code) as CoachModule).deviceAdvisor(storage, BOARD_FILES + ".cs", espruinoPackedIo());
  };
  // Each call loads the module; a job holds it until its answer is made, then nothing
  // refers to it any more.
  const ask = function (k: keyof Advisor) {
    return function (g: Game) {
      return (load()[k] as (g: Game) => never)(g);
    };
  };
  return {
    advise: ask("advise"), odds: ask("odds"), adviseJob: ask("adviseJob"), oddsJob: ask("oddsJob"),
    moveJob: function (g, level, word) {
      return (load().moveJob as NonNullable<Advisor["moveJob"]>)(g, level, word);
    },
  };
}
