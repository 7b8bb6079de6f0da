// One question to a coach's worker (worker.ts: the value table; chance-worker.ts: the spread
// and the shape): a worker of its own, ended with the answer.
import type { ChanceAsk, ChanceReply } from "./chance-worker";
import type { Rules } from "../../firmware/core";
import type { WorkerReply } from "./worker";

function ask<A, R extends { k: string }>(w: Worker, question: A, progress: (done: number) => void): Promise<R> {
  return new Promise<R>((resolve, reject) => {
    w.onmessage = (e: MessageEvent<R | { k: "progress"; done: number }>) => {
      if (e.data.k === "progress") return progress((e.data as { done: number }).done);
      w.terminate();
      resolve(e.data as R);
    };
    w.onerror = (e) => {
      w.terminate();
      reject(new Error(`the coach's worker failed: ${e.message}`));
    };
    w.postMessage(question);
  });
}

/** The value table for `rules`; `progress` hears the share done (0..1) as it goes. */
export function workValues(rules: Rules, progress: (done: number) => void): Promise<Exclude<WorkerReply, { k: "progress" }>> {
  return ask(new Worker(new URL("./worker.ts", import.meta.url), { type: "module" }), rules, progress);
}

/** The spread table or the shape (chance-worker.ts); `progress` hears the share done (0..1) as it goes. */
export function workChances(question: ChanceAsk, progress: (done: number) => void): Promise<Exclude<ChanceReply, { k: "progress" }>> {
  return ask(new Worker(new URL("./chance-worker.ts", import.meta.url), { type: "module" }), question, progress);
}
