// The rest's shape (sim/shape-games.ts) for the simulator and the command-line tool: cached in
// the table folder as "<rules>.shape.json", made when missing or made otherwise.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Shape, Tables } from "../firmware/coach/estimate";
import { rulesetId } from "../firmware/coach/table";
import type { Rules } from "../firmware/core";
import { buildShape, SHAPE_GAMES, SHAPE_SEED, shapeFile, shapeOf } from "./shape-games";

/** The shape for `rules`, cached in `dir` as "<rules>.shape.json" (made when missing: some seconds, said by `note`). */
export function shapeFor(rules: Rules, t: Tables, dir: string, note: (key: string, arg: string) => void): Shape {
  const file = join(dir, `${rulesetId(rules)}.shape.json`);
  try {
    const saved = shapeOf(rules, JSON.parse(readFileSync(file, "utf8")));
    if (saved) return saved;
    note("staleTable", file);
  } catch (_e) {
    // missing or unreadable: made below
  }
  note("computing", `${rulesetId(rules)} (shape)`);
  const shape = buildShape(rules, t, SHAPE_GAMES, SHAPE_SEED);
  try {
    mkdirSync(dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(shapeFile(rules, shape)));
    renameSync(tmp, file);
  } catch (e) {
    note("cacheFailed", (e as Error).message);
  }
  return shape;
}
