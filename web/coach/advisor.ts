// The page's coach: the app's own advisor (firmware/coach/advisor.ts) over the page's value
// tables. A question whose table is still on its way waits for it, a step per timer call, with
// "Coach rechnet ..." on the screen and the page's progress bar below: the answer is the exact
// one, as in the simulator, never the compact stand-in.
import type { Advisor } from "../../firmware/coach/advisor";
import { newAdvisor } from "../../firmware/coach/advisor";
import type { Job } from "../../firmware/coach/job";
import { PROFI } from "../../firmware/coach/players";
import type { Game, Rules } from "../../firmware/core";
import type { TableStore } from "./tables";

/**
 * A job that first waits until `rules`' table is at hand, then runs `make()`'s. Asked to run
 * through in one go (a computer's turn skipped by a press, coach/job.ts finish) before the
 * table is there, it throws at once instead of spinning: the app then falls back as it does
 * when the coach fails. (The app steps a waiting job once per timer call; between two such
 * calls the page's microtasks have run, within one go they have not.)
 */
function afterTable<T>(store: TableStore, rules: Rules, make: () => Job<T>): Job<T> {
  let job: Job<T> | null = null;
  let sameTask = false;
  return {
    step() {
      if (job) return job.step();
      if (store.values(rules)) {
        job = make();
        return false;
      }
      if (sameTask) throw new Error("the coach's table is not ready");
      sameTask = true;
      queueMicrotask(() => (sameTask = false));
      void store.ensure(rules).catch(() => undefined);
      return false;
    },
    result: () => (job as Job<T>).result(),
  };
}

export function pageAdvisor(store: TableStore): Advisor {
  const inner = newAdvisor((rules) => store.values(rules));
  const adviseJob = inner.adviseJob as NonNullable<Advisor["adviseJob"]>;
  const moveJob = inner.moveJob as NonNullable<Advisor["moveJob"]>;
  const advise = (g: Game) => afterTable(store, g.setup.rules, () => adviseJob(g));
  return {
    adviseJob: advise,
    // The odds are exact enumerations: no table.
    oddsJob: inner.oddsJob,
    // Only Profi plays from the table (Gut is the compact engine, Locker its own policy).
    moveJob: (g, level, word) => (level === PROFI ? afterTable(store, g.setup.rules, () => moveJob(g, level, word)) : moveJob(g, level, word)),
    advise: (g) => {
      const j = advise(g);
      while (!j.step()) {
        // throws where the table is missing (afterTable)
      }
      return j.result();
    },
    odds: inner.odds,
  };
}
