// The page's coach: the app's own advisor (firmware/coach/advisor.ts) over the page's tables,
// with playing to win (win.ts, as the simulator has it: exact up to TARGET_FREE free boxes).
// A question whose tables are still on their way waits for them, a step per timer call, with
// "Coach rechnet ..." on the screen and the page's progress bar below: the answer is the
// exact one, as in the simulator, never a stand-in.
//  - a hint, all options, a Profi move: the rule set's value table;
//  - each player's chance to win, the options ranked by it, a Sieg move: the value table,
//    then the spread and the rest's shape (chances.ts). A Sieg seat waits for them rather
//    than play as Profi meanwhile: the level plays to win from its first move, and a seeded
//    game is the simulator's game. The hints never wait for these.
import type { Advisor } from "../../firmware/coach/advisor";
import { engineWins, newAdvisor } from "../../firmware/coach/advisor";
import type { Tables } from "../../firmware/coach/estimate";
import type { Job } from "../../firmware/coach/job";
import { PROFI, SIEG } from "../../firmware/coach/players";
import { TARGET_FREE } from "../../firmware/coach/target";
import { newWinEngine } from "../../firmware/coach/win";
import type { Game } from "../../firmware/core";
import type { ChanceStore } from "./chances";
import type { TableStore } from "./tables";

/**
 * A job that first waits until `ready()`, asking `ensure()` once, then runs `make()`'s. Asked
 * to run through in one go (a computer's turn skipped by a press, coach/job.ts finish) before
 * that, it throws at once instead of spinning: the app then falls back as it does when the
 * coach fails; so it does when getting them failed (the next question tries again). (The app
 * steps a waiting job once per timer call; between two such calls the page's microtasks have
 * run, within one go they have not.)
 */
function waiting<T>(ready: () => boolean, ensure: () => Promise<unknown>, make: () => Job<T>): Job<T> {
  let job: Job<T> | null = null;
  let asked = false;
  let failed: Error | null = null;
  let sameTask = false;
  return {
    step() {
      if (job) return job.step();
      if (ready()) {
        job = make();
        return false;
      }
      if (failed) throw failed;
      if (sameTask) throw new Error("the coach's tables are not ready");
      sameTask = true;
      queueMicrotask(() => (sameTask = false));
      if (!asked) {
        asked = true;
        ensure().catch((e: Error) => (failed = e));
      }
      return false;
    },
    result: () => (job as Job<T>).result(),
    waits: () => !job && !ready(),
  };
}

export function pageAdvisor(store: TableStore, chances: ChanceStore): Advisor {
  const inner = newAdvisor(
    (rules) => store.values(rules),
    engineWins((rules) => newWinEngine(rules, chances.tables(rules) as Tables, TARGET_FREE)),
  );
  const adviseJob = inner.adviseJob as NonNullable<Advisor["adviseJob"]>;
  const moveJob = inner.moveJob as NonNullable<Advisor["moveJob"]>;
  const chancesJob = inner.chancesJob as NonNullable<Advisor["chancesJob"]>;
  const winJob = inner.winJob as NonNullable<Advisor["winJob"]>;
  const afterTable = <T>(g: Game, make: () => Job<T>) => waiting(() => !!store.values(g.setup.rules), () => store.ensure(g.setup.rules), make);
  const afterChances = <T>(g: Game, make: () => Job<T>) => waiting(() => !!chances.tables(g.setup.rules), () => chances.ensure(g.setup.rules), make);
  const advise = (g: Game) => afterTable(g, () => adviseJob(g));
  return {
    adviseJob: advise,
    // The odds are exact enumerations: no table.
    oddsJob: inner.oddsJob,
    // Profi plays from the value table, Sieg from all the chances' tables (Gut is the compact
    // engine, Locker its own policy).
    moveJob(g, level, word) {
      if (level === PROFI) return afterTable(g, () => moveJob(g, level, word));
      if (level === SIEG) return afterChances(g, () => moveJob(g, level, word));
      return moveJob(g, level, word);
    },
    chancesJob: (g) => afterChances(g, () => chancesJob(g)),
    winJob: (g) => afterChances(g, () => winJob(g)),
    advise: (g) => {
      const j = advise(g);
      while (!j.step()) {
        // throws where the table is missing (waiting)
      }
      return j.result();
    },
    odds: inner.odds,
  };
}
