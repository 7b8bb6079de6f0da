// The exact coach's value tables in the page, one per rule set: from the browser's storage
// (IndexedDB) if computed before, else from dist/tables/ where `npm run web` serves it, else
// computed in a Web Worker (a few seconds, with progress) and kept in the browser's storage.
import { tableValues } from "../../firmware/coach/table";
import type { ValueOf } from "../../firmware/coach/state";
import type { Rules } from "../../firmware/core";
import type { Kind, Source } from "./cache";
import { cache } from "./cache";
import { workValues } from "./work";

export interface TableStore {
  /** The values for `rules` if they are at hand now, else null. */
  values(rules: Rules): ValueOf | null;
  /** The same table's file (table.ts), for a worker that builds on it. */
  bytes(rules: Rules): Uint8Array | null;
  /** Gets the table for `rules` (once; later calls share the first). */
  ensure(rules: Rules): Promise<ValueOf>;
  /** Where each table comes from, as it happens: computing (with 0..1 done), ready (null). */
  onProgress: (id: string, done: number | null) => void;
  /** Where the table for `rules` came from: the browser's storage, the server, the worker; undefined while it has none. */
  source(rules: Rules): Source | undefined;
  /** Milliseconds the worker took for each table it computed: "table/<id>". */
  readonly computedMs: { [id: string]: number };
}

/** A table file (table.ts) as the page keeps it, computed by `make` (a worker; progress 0..1 where it tells). */
export function tableKind(
  key: string,
  suffix: string,
  make: (rules: Rules, progress: (done: number) => void) => Promise<{ k: string; bytes?: Uint8Array; ms: number }>,
  report: (id: string, done: number | null) => void,
  times: { [key: string]: number },
): Kind<Uint8Array, ValueOf> {
  return {
    key,
    suffix,
    received: async (r) => new Uint8Array(await r.arrayBuffer()),
    read: (rules, bytes) => (bytes instanceof Uint8Array ? tableValues(rules, bytes) : null),
    async compute(rules, id) {
      report(id, 0);
      try {
        const a = await make(rules, (done) => report(id, done));
        if (!a.bytes) throw new Error(`the worker answered ${a.k} for a table`);
        times[`${key}/${id}`] = a.ms;
        return a.bytes;
      } finally {
        report(id, null);
      }
    },
  };
}

/** `served`: the folder the server offers dist/tables/ at ("tables/" under npm run web), or null (a static site). */
export function tableStore(served: string | null): TableStore {
  let report: TableStore["onProgress"] = () => undefined;
  const computedMs: { [id: string]: number } = {};
  const tables = cache(tableKind("table", ".bin", workValues, (id, done) => report(id, done), computedMs), served);
  return {
    values: (rules) => tables.get(rules),
    bytes: (rules) => tables.kept(rules),
    ensure: (rules) => tables.ensure(rules),
    source: (rules) => tables.source(rules),
    computedMs,
    get onProgress() {
      return report;
    },
    set onProgress(f) {
      report = f;
    },
  };
}
