// docs/figures.json: every measured figure the docs quote, by the script that measures it
// (`npm run build`: sizes and the App Loader's install; `npm run bench`: its whole table;
// `npm run soak`: the duels' shares). The docs show a figure in a marked place (marks.ts),
// which each writer fills in again, so a doc never quotes a figure its source no longer gives.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../boards";
import type { Figures } from "./marks";
import { refreshDocs } from "./marks";

export const FIGURES_FILE = join(ROOT, "docs/figures.json");


export function readFigures(): Figures {
  return JSON.parse(readFileSync(FIGURES_FILE, "utf8")) as Figures;
}

/**
 * Writes `values` into `section` (replacing it, or only the keys given with `merge`: the soak's
 * files each measure their own), then fills every marked place in README and docs/ again.
 */
export function recordFigures(section: string, values: { [key: string]: number }, merge = false): void {
  const all = readFigures();
  all[section] = merge ? { ...all[section], ...values } : values;
  writeFileSync(FIGURES_FILE, JSON.stringify(all, null, 2) + "\n");
  refreshDocs(all);
}
