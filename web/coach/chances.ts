// What the chances to win and the level Sieg read besides the value table (firmware/coach/
// estimate.ts Tables): the spread table ("<rules>.sd.bin", coach/spread.ts) and the rest's
// shape ("<rules>.shape.json", sim/shape-games.ts), got as the value tables are (cache.ts): kept,
// served or computed in the worker. They are got only when asked for (the first chances, a
// Sieg seat's move, a game with a Sieg seat begun), and only after the rule set's value
// table, so the hints never wait for them: computing them takes a core for some seconds.
import type { Shape, Tables } from "../../firmware/coach/estimate";
import { rulesetId } from "../../firmware/coach/table";
import type { Rules } from "../../firmware/core";
import type { Kind, Source } from "./cache";
import { cache } from "./cache";
import type { ShapeFile } from "../../sim/shape-games";
import { shapeFile, shapeOf } from "../../sim/shape-games";
import type { TableStore } from "./tables";
import { tableKind } from "./tables";
import { workChances } from "./work";

export type ChancePart = "spread" | "shape";

export interface ChanceStore {
  /** The estimate's tables for `rules` (value, spread, shape) once all three are at hand, else null. */
  tables(rules: Rules): Tables | null;
  /** Gets them: the value table first (as a hint does), then the spread, then the shape. */
  ensure(rules: Rules): Promise<Tables>;
  /** Where the spread and the shape came from (undefined while there is none). */
  source(rules: Rules): { spread?: Source; shape?: Source };
  /** The worker computing a part for rule set `id` and the share of it done (0..1), or done (part null). */
  onProgress: (id: string, part: ChancePart | null, done: number) => void;
  /** Milliseconds the worker took for each part it computed: "spread/<id>", "shape/<id>". */
  readonly computedMs: { [key: string]: number };
}

export function chanceStore(values: TableStore, served: string | null): ChanceStore {
  let report: ChanceStore["onProgress"] = () => undefined;
  const computedMs: { [key: string]: number } = {};
  const spreads = cache(
    tableKind("spread", ".sd.bin", (rules, progress) => workChances({ k: "spread", rules }, progress), (id, done) => report(id, done === null ? null : "spread", done || 0), computedMs),
    served,
  );
  const shapeKind: Kind<ShapeFile, Shape> = {
    key: "shape",
    suffix: ".shape.json",
    received: (r) => r.json() as Promise<ShapeFile>,
    read: shapeOf,
    async compute(rules, id) {
      report(id, "shape", 0);
      try {
        const a = await workChances({ k: "shape", rules, value: values.bytes(rules) as Uint8Array, spread: spreads.kept(rules) as Uint8Array }, (done) => report(id, "shape", done));
        if (a.k !== "shape") throw new Error(`the worker answered ${a.k} for a shape`);
        computedMs[`shape/${id}`] = a.ms;
        return shapeFile(rules, a.shape);
      } finally {
        report(id, null, 1);
      }
    },
  };
  const shapes = cache(shapeKind, served);
  const made = new Map<string, Tables>();
  const store: ChanceStore = {
    tables(rules) {
      const id = rulesetId(rules);
      const have = made.get(id);
      if (have) return have;
      const value = values.values(rules);
      const spread = spreads.get(rules);
      const shape = shapes.get(rules);
      if (!value || !spread || !shape) return null;
      const t: Tables = { value, spread, shape };
      made.set(id, t);
      return t;
    },
    async ensure(rules) {
      await values.ensure(rules);
      await spreads.ensure(rules);
      await shapes.ensure(rules);
      return store.tables(rules) as Tables;
    },
    source: (rules) => ({ spread: spreads.source(rules), shape: shapes.source(rules) }),
    computedMs,
    get onProgress() {
      return report;
    },
    set onProgress(f) {
      report = f;
    },
  };
  return store;
}
