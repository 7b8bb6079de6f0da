// The coach on the device: its own Storage file (the build's coach module), evaluated from
// flash for each question (a hint, the odds, all options, the trainer's verdict) and let go
// with the answer, so that its code and its engines' memory are freed as soon as the screen
// that asked has its answer: a game's heap is the same with or without help. Evaluating the
// module costs about 0.4 of a calibration loop (build/bench/firmware.ts); its set-up tables are
// mapped from the set-up file (firmware/coach/setup.ts), not built. After an install the app
// makes that file and the value tables from the compressed parts the install sent
// (firmware/coach/prepare.ts) in the background (firmware/app/preparing.ts, through
// prepareJob); a question meanwhile answers from what is there. Until then the app carries none of the coach's code (see
// firmware/coach-main.ts). The chances to win, the advice to win and Sieg's chances come from
// the win module (firmware/win-main.ts), loaded the same way.
import type { Advisor, WinJobs } from "../../firmware/coach/advisor";
import type { Job } from "../../firmware/coach/job";
import { after, finish } from "../../firmware/coach/job";
import { SIEG, winMoveJob } from "../../firmware/coach/players";
import { partsWaiting, setupWaiting } from "../../firmware/coach/parts";
import type { OddsResult } from "../../firmware/coach/odds";
import type { Option } from "../../firmware/coach/turn";
import type { WinOption } from "../../firmware/coach/players";
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
  // refers to it any more. The preparation runs in the background with the prepare module
  // (prepareJob), which the app lets go before a question: the two are never in memory
  // together. A question asked before the set-up file is made (the first few pieces of the
  // preparation) makes it first: the engines map it, and building their tables in RAM
  // instead would not fit beside the coach. The questions about winning load the win module
  // instead (firmware/win-main.ts), the same way.
  // (Espruino keeps a closure's whole scope: the answer's closure is made where neither
  // the first module nor the preparation is in scope.)
  const answer = function <T>(ask: (a: Advisor) => Job<T>): () => Job<T> {
    return function () { return ask(load().deviceAdvisor(storage, setupFile)); };
  };
  const winAnswer = function <T>(ask: (w: WinJobs) => Job<T>): () => Job<T> {
    return function () { return ask((module(BOARD_FILES + ".win") as WinModule).deviceWins(storage, setupFile, BOARD_FILES + ".wk")); };
  };
  const prepareModule = function (): PrepareModule {
    return module(BOARD_FILES + ".prep") as PrepareModule;
  };
  // (No variable here holds the set-up's job: see after().)
  const whenPrepared = function <T>(then: () => Job<T>): Job<T> {
    return setupWaiting(storage) ? after(prepareModule().setup(storage, setupFile, espruinoPackedIo()), then) : then();
  };
  const question = function <T>(ask: (a: Advisor) => Job<T>): Job<T> {
    return whenPrepared(answer(ask));
  };
  const winQuestion = function <T>(ask: (w: WinJobs) => Job<T>): Job<T> {
    return whenPrepared(winAnswer(ask));
  };
  const adviseJob = function (g: Game): Job<Option[]> {
    return question(function (a) { return (a.adviseJob as (g: Game) => Job<Option[]>)(g); });
  };
  const oddsJob = function (g: Game): Job<OddsResult> {
    return question(function (a) { return (a.oddsJob as (g: Game) => Job<OddsResult>)(g); });
  };
  const winJob = function (g: Game): Job<WinOption[]> {
    return winQuestion(function (w) { return w.winJob(g); });
  };
  // Only where the install sent the win module (a board that stores value tables).
  const wins = flash().read(BOARD_FILES + ".win") !== undefined;
  return {
    advise: function (g) { return finish(adviseJob(g)); },
    odds: function (g) { return finish(oddsJob(g)); },
    adviseJob: adviseJob,
    oddsJob: oddsJob,
    chancesJob: wins ? function (g) { return winQuestion(function (w) { return w.chancesJob(g); }); } : undefined,
    winJob: wins ? winJob : undefined,
    prepareJob: function () {
      return partsWaiting(storage) ? prepareModule().prepare(storage, setupFile, espruinoPackedIo()) : null;
    },
    preparing: function () {
      return partsWaiting(storage);
    },
    moveJob: function (g, level, word) {
      // Sieg: the win module's chances, then (where two are equal) the coach module's expected scores: one module at a time.
      if (level === SIEG && wins) return winMoveJob(winJob(g), function () { return adviseJob(g); });
      return question(function (a) { return (a.moveJob as NonNullable<Advisor["moveJob"]>)(g, level, word); });
    },
  };
}
