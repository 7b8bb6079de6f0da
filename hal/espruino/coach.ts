// The coach on the device: its own Storage file (the build's coach module), evaluated from
// flash for each question (a hint, the odds, all options, the trainer's verdict) and let go
// with the answer, so that its code and its engines' memory are freed as soon as the screen
// that asked has its answer: a game's heap is the same with or without help. Evaluating the
// module costs about two calibration loops; its set-up tables are mapped from the set-up
// file (firmware/coach/setup.ts), not built. The first question after an install first
// makes that file and the value tables from the compressed parts the install sent
// (firmware/coach/prepare.ts). Until then the app carries none of the coach's
// code (see firmware/coach-main.ts).
import type { Advisor } from "../../firmware/coach/advisor";
import type { Job } from "../../firmware/coach/job";
import { after, finish } from "../../firmware/coach/job";
import { partsWaiting } from "../../firmware/coach/parts";
import type { OddsResult } from "../../firmware/coach/odds";
import type { Option } from "../../firmware/coach/turn";
import type { Game } from "../../firmware/core/game";
import type { Storage } from "../hal";
import type { CoreModule } from "./core-module";
import { loadCore } from "./core-module";
import { flash } from "./flash";
import { espruinoPackedIo } from "./packed-io";

export function lazyCoach(storage: Storage): Advisor {
  const setupFile = BOARD_FILES + ".cs";
  const module = function (file: string): unknown {
    const code = flash().read(file);
    if (!code) throw new Error(file); // missing: the app says so (noCoach)
    // Indirect (through global): the module is one expression and needs no local scope.
    const m = global.eval(code);
    // Where the core is a module, this one is a function of it: given the app's (core-module.ts).
    return BOARD_CORE_MODULE ? (m as (core: CoreModule) => unknown)(loadCore()) : m;
  };
  const load = function (): CoachModule {
    return module(BOARD_FILES + ".coach") as CoachModule;
  };
  // Each question loads the module; its job holds it until the answer is made, then nothing
  // refers to it any more. After an install, the first question first makes what the
  // install sent packed, with the prepare module; then the coach module, loaded anew,
  // answers: the two are never in memory together.
  // (Espruino keeps a closure's whole scope: the answer's closure is made where neither
  // the first module nor the preparation is in scope.)
  const answer = function <T>(ask: (a: Advisor) => Job<T>): () => Job<T> {
    return function () { return ask(load().deviceAdvisor(storage, setupFile)); };
  };
  const prepare = function (): Job<unknown> | null {
    return (module(BOARD_FILES + ".prep") as PrepareModule).prepare(storage, setupFile, espruinoPackedIo());
  };
  const question = function <T>(ask: (a: Advisor) => Job<T>): Job<T> {
    if (!partsWaiting(storage)) return ask(load().deviceAdvisor(storage, setupFile));
    // (No variable here holds the preparation: see after().)
    return after(prepare(), answer(ask));
  };
  const adviseJob = function (g: Game): Job<Option[]> {
    return question(function (a) { return (a.adviseJob as (g: Game) => Job<Option[]>)(g); });
  };
  const oddsJob = function (g: Game): Job<OddsResult> {
    return question(function (a) { return (a.oddsJob as (g: Game) => Job<OddsResult>)(g); });
  };
  return {
    advise: function (g) { return finish(adviseJob(g)); },
    odds: function (g) { return finish(oddsJob(g)); },
    adviseJob: adviseJob,
    oddsJob: oddsJob,
    chancesJob: function (g) {
      return question(function (a) { return (a.chancesJob as NonNullable<Advisor["chancesJob"]>)(g); });
    },
    winJob: function (g) {
      return question(function (a) { return (a.winJob as NonNullable<Advisor["winJob"]>)(g); });
    },
    moveJob: function (g, level, word) {
      return question(function (a) { return (a.moveJob as NonNullable<Advisor["moveJob"]>)(g, level, word); });
    },
  };
}
