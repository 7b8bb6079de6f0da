// What the chances to win read besides the value table (chances.ts), computed off the page's
// thread the way the command-line tool computes it (sim/advisor.ts chanceTables):
//  - "spread": the spread table, coach/spread.ts solveSpread, encoded as the table files are
//    (table.ts; sim/cli/tables.ts spreadFor);
//  - "shape": the rest's shape, sim/shape-games.ts buildShape (20,000 seeded solitaire games, as
//    shapeFor), from the value and spread tables' files as the page has them (the simulator
//    too reads them from their 16-bit files).
// Each reports the share done as it goes (sets of filled boxes solved; games played), and
// each answer says how long it took. A worker of its own, apart from the value table's
// (worker.ts), which the App Loader's page bundles too: that one stays small and Node-free.
import type { Shape } from "../../firmware/coach/estimate";
import { solveSpread } from "../../firmware/coach/spread";
import type { ValueOf } from "../../firmware/coach/state";
import { encodeTable, tableValues } from "../../firmware/coach/table";
import type { Rules } from "../../firmware/core";
import { buildShape, SHAPE_GAMES, SHAPE_SEED } from "../../sim/shape-games";
import { percentPoster } from "./progress";

/** page -> worker. */
export type ChanceAsk = { k: "spread"; rules: Rules } | { k: "shape"; rules: Rules; value: Uint8Array; spread: Uint8Array };

/** worker -> page: progress (0..1), then the answer and the milliseconds it took. */
export type ChanceReply = { k: "progress"; done: number } | { k: "table"; bytes: Uint8Array; ms: number } | { k: "shape"; shape: Shape; ms: number };

const scope = self as unknown as { onmessage: (e: MessageEvent<ChanceAsk>) => void; postMessage(m: ChanceReply, transfer?: Transferable[]): void };

scope.onmessage = (e) => {
  const ask = e.data;
  const t0 = performance.now();
  const progress = percentPoster((m) => scope.postMessage(m));
  if (ask.k === "shape") {
    const read = (bytes: Uint8Array) => tableValues(ask.rules, bytes) as ValueOf;
    const shape = buildShape(ask.rules, { value: read(ask.value), spread: read(ask.spread) }, SHAPE_GAMES, SHAPE_SEED, progress);
    return scope.postMessage({ k: "shape", shape, ms: performance.now() - t0 });
  }
  const bytes = encodeTable(ask.rules, solveSpread(ask.rules, 0, progress).sd).bytes;
  scope.postMessage({ k: "table", bytes, ms: performance.now() - t0 }, [bytes.buffer]);
};
