// The exact coach's value tables in the page, one per rule set: from the browser's storage
// (IndexedDB) if computed before, else from dist/tables/ where `npm run web` serves it, else
// computed in a Web Worker (a few seconds, with progress) and kept in the browser's storage.
import { rulesetId, tableValues } from "../../firmware/coach/table";
import type { ValueOf } from "../../firmware/coach/state";
import type { Rules } from "../../firmware/core";
import { idbGet, idbPut } from "./idb";
import type { WorkerReply } from "./worker";

export interface TableStore {
  /** The values for `rules` if they are at hand now, else null. */
  values(rules: Rules): ValueOf | null;
  /** Gets the table for `rules` (once; later calls share the first). */
  ensure(rules: Rules): Promise<ValueOf>;
  /** Where each table comes from, as it happens: computing (with 0..1 done), ready. */
  onProgress: (id: string, done: number | null) => void;
  /** Where the table for `rules` came from: the browser's storage, the server, the worker; undefined while it has none. */
  source(rules: Rules): "kept" | "served" | "computed" | undefined;
}

/** `served`: the folder the server offers dist/tables/ at ("tables/" under npm run web), or null (a static site). */
export function tableStore(served: string | null): TableStore {
  let report: TableStore["onProgress"] = () => undefined;
  const ready = new Map<string, ValueOf>();
  const sources = new Map<string, "kept" | "served" | "computed">();
  const pending = new Map<string, Promise<ValueOf>>();
  const fetchServed = async (id: string): Promise<Uint8Array | null> => {
    if (served === null) return null;
    // The dev server answers 204 for a table dist/tables/ lacks (no error in the console).
    const r = await fetch(`${served}${id}.bin`);
    return r.status === 200 ? new Uint8Array(await r.arrayBuffer()) : null;
  };
  const compute = (rules: Rules, id: string) =>
    new Promise<Uint8Array>((resolve, reject) => {
      const w = new Worker(new URL("./worker.ts", import.meta.url), { type: "module" });
      w.onmessage = (e: MessageEvent<WorkerReply>) => {
        if (e.data.k === "progress") return report(id, e.data.done);
        w.terminate();
        resolve(e.data.bytes);
      };
      w.onerror = (e) => {
        w.terminate();
        reject(new Error(`the coach's worker failed: ${e.message}`));
      };
      w.postMessage(rules);
    });
  const load = async (rules: Rules, id: string): Promise<ValueOf> => {
    const kept = await idbGet<Uint8Array>("table/" + id);
    const fromKept = kept ? tableValues(rules, kept) : null;
    if (fromKept) {
      sources.set(id, "kept");
      return fromKept;
    }
    const got = await fetchServed(id);
    const fromServed = got ? tableValues(rules, got) : null;
    if (fromServed) {
      sources.set(id, "served");
      return fromServed;
    }
    report(id, 0);
    const bytes = await compute(rules, id);
    const v = tableValues(rules, bytes);
    if (!v) throw new Error(`the table computed for ${id} does not read back`);
    await idbPut("table/" + id, bytes);
    sources.set(id, "computed");
    return v;
  };
  const store: TableStore = {
    values: (rules) => ready.get(rulesetId(rules)) ?? null,
    source: (rules) => sources.get(rulesetId(rules)),
    ensure(rules) {
      const id = rulesetId(rules);
      const have = ready.get(id);
      if (have) return Promise.resolve(have);
      let p = pending.get(id);
      if (!p) {
        p = load(rules, id).then((v) => {
          ready.set(id, v);
          pending.delete(id);
          report(id, null);
          return v;
        });
        p.catch(() => pending.delete(id));
        pending.set(id, p);
      }
      return p;
    },
    get onProgress() {
      return report;
    },
    set onProgress(f) {
      report = f;
    },
  };
  return store;
}
