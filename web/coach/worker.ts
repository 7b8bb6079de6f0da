// The coach's value table of one rule set, computed off the page's thread (the page never
// freezes): the same backward induction as `npm run tables` (firmware/coach/solve.ts),
// encoded as the table files are (table.ts), with progress as it goes, and how long it took.
// (Also the App Loader page's worker: build/interface.ts bundles it by this path.)
import { solveValues } from "../../firmware/coach/solve";
import { encodeTable } from "../../firmware/coach/table";
import { percentPoster } from "./progress";
import type { Rules } from "../../firmware/core";

/** page -> worker: the rules; worker -> page: progress (0..1), then the encoded table and the milliseconds it took. */
export type WorkerReply = { k: "progress"; done: number } | { k: "table"; bytes: Uint8Array; ms: number };

const scope = self as unknown as { onmessage: (e: MessageEvent<Rules>) => void; postMessage(m: WorkerReply, transfer?: Transferable[]): void };

scope.onmessage = (e) => {
  const t0 = performance.now();
  const values = solveValues(e.data, 0, percentPoster((m) => scope.postMessage(m)));
  const bytes = encodeTable(e.data, values).bytes;
  scope.postMessage({ k: "table", bytes, ms: performance.now() - t0 }, [bytes.buffer]);
};
