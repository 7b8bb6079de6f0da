// The coach's value table of one rule set, computed off the page's thread (the page never
// freezes): the same backward induction as `npm run tables` (firmware/coach/solve.ts),
// encoded as the table files are (table.ts), with progress as it goes.
import { solveValues } from "../../firmware/coach/solve";
import { encodeTable } from "../../firmware/coach/table";
import type { Rules } from "../../firmware/core";

/** page -> worker: the rules; worker -> page: progress (0..1), then the encoded table. */
export type WorkerReply = { k: "progress"; done: number } | { k: "table"; bytes: Uint8Array };

const scope = self as unknown as { onmessage: (e: MessageEvent<Rules>) => void; postMessage(m: WorkerReply, transfer?: Transferable[]): void };

scope.onmessage = (e) => {
  let shown = -1;
  const values = solveValues(e.data, 0, (done, total) => {
    const pct = Math.floor((100 * done) / total);
    if (pct !== shown) scope.postMessage({ k: "progress", done: (shown = pct) / 100 });
  });
  const bytes = encodeTable(e.data, values).bytes;
  scope.postMessage({ k: "table", bytes }, [bytes.buffer]);
};
