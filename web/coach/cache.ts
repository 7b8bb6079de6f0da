// What the page's coach reads per rule set (the value table, the spread table, the rest's
// shape), each got the same way: from the browser's storage (IndexedDB) where it was made
// before, else from the server's tables/ folder (dist/tables/ under `npm run web`), else
// computed in a Web Worker and kept in the browser's storage for the next visit.
import { rulesetId } from "../../firmware/coach/table";
import type { Rules } from "../../firmware/core";
import { idbGet, idbPut } from "./idb";

export type Source = "kept" | "served" | "computed";

/** One kind of file: `S` as it is kept and served, `T` as the coach reads it. */
export interface Kind<S, T> {
  /** The IndexedDB key's prefix ("table/<id>"). */
  key: string;
  /** The served file's name after the rule set's id (".bin": tables/kniffel.bin). */
  suffix: string;
  /** A served file's content as it is kept. */
  received(r: Response): Promise<S>;
  /** Its reading for `rules`, or null where it is not theirs (another format or rule set, damaged). */
  read(rules: Rules, kept: S): T | null;
  /** Made anew (in a worker). */
  compute(rules: Rules, id: string): Promise<S>;
}

export interface Cache<S, T> {
  /** The reading for `rules` if it is at hand now, else null. */
  get(rules: Rules): T | null;
  /** The same as kept (a worker that builds on it gets a copy), else null. */
  kept(rules: Rules): S | null;
  /** Gets it for `rules` (once; later calls share the first, a failed one is tried again). */
  ensure(rules: Rules): Promise<T>;
  /** Where it came from; undefined while there is none. */
  source(rules: Rules): Source | undefined;
}

/** `served`: the folder the server offers dist/tables/ at ("tables/" under npm run web), or null (a static site). */
export function cache<S, T>(kind: Kind<S, T>, served: string | null): Cache<S, T> {
  const ready = new Map<string, { kept: S; read: T; source: Source }>();
  const pending = new Map<string, Promise<T>>();
  const fetchServed = async (id: string): Promise<S | null> => {
    if (served === null) return null;
    // The dev server answers 204 for a file dist/tables/ lacks (no error in the console).
    const r = await fetch(`${served}${id}${kind.suffix}`);
    return r.status === 200 ? kind.received(r) : null;
  };
  const load = async (rules: Rules, id: string): Promise<T> => {
    const key = `${kind.key}/${id}`;
    const kept = await idbGet<S>(key);
    const fromKept = kept === undefined ? null : kind.read(rules, kept);
    if (kept !== undefined && fromKept) {
      ready.set(id, { kept, read: fromKept, source: "kept" });
      return fromKept;
    }
    const got = await fetchServed(id).catch(() => null);
    const fromServed = got === null ? null : kind.read(rules, got);
    if (got !== null && fromServed) {
      ready.set(id, { kept: got, read: fromServed, source: "served" });
      return fromServed;
    }
    const made = await kind.compute(rules, id);
    const read = kind.read(rules, made);
    if (!read) throw new Error(`the ${kind.key} computed for ${id} does not read back`);
    await idbPut(key, made);
    ready.set(id, { kept: made, read, source: "computed" });
    return read;
  };
  return {
    get: (rules) => ready.get(rulesetId(rules))?.read ?? null,
    kept: (rules) => ready.get(rulesetId(rules))?.kept ?? null,
    source: (rules) => ready.get(rulesetId(rules))?.source,
    ensure(rules) {
      const id = rulesetId(rules);
      const have = ready.get(id);
      if (have) return Promise.resolve(have.read);
      let p = pending.get(id);
      if (!p) {
        p = load(rules, id).finally(() => pending.delete(id));
        pending.set(id, p);
      }
      return p;
    },
  };
}
