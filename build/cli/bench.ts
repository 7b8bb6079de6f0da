// `npm run bench`: prints the project's figures and checks them against their budgets, and
// writes them into docs/figures.json (section "bench", what each feature costs an edition in
// "editions", its own seconds in "test") for the docs
// to quote and as the table of docs/benchmarks.md; exits non-zero when one is over budget.
import { coachFigures } from "../bench/coach";
import { coreFigures } from "../bench/core";
import { editionFigures } from "../bench/editions";
import { firmwareFigures } from "../bench/firmware";
import { pixlFigures } from "../bench/pixl";
import type { Figure } from "../bench/measure";
import { withinBudget } from "../bench/measure";
import { savingFigures } from "../bench/saving";
import { screenFigures } from "../bench/screens";
import { sizeFigures } from "../bench/sizes";
import { installFigures } from "../bench/install";
import { winFigures } from "../bench/win";
import type { TableRow } from "../figures/bench-table";
import { writeBenchTable } from "../figures/bench-table";
import { formatFigure } from "../figures/marks";
import { recordFigures } from "../figures/store";

/** The budget in words, its numbers as `n` writes them (the console: as they are; the docs' table: formatFigure). */
function budgetText(f: Figure, n: (v: number) => string = String): string {
  if (f.min !== undefined && f.max !== undefined) return `${n(f.min)} to ${n(f.max)}`;
  if (f.min !== undefined) return `>= ${n(f.min)}`;
  if (f.max !== undefined) return `<= ${n(f.max)}`;
  return "";
}

/** The figures as the table's rows; an indented one (a detail of the one before) keyed "that name / its own". */
function rows(figures: Figure[]): TableRow[] {
  let parent = "";
  return figures.map((f) => {
    const detail = f.name.startsWith("  ");
    if (!detail) parent = f.name;
    const budget = budgetText(f, formatFigure);
    return { key: detail ? `${parent} / ${f.name.trim()}` : f.name, value: f.value, unit: f.unit, budget: budget && (withinBudget(f) ? budget : `${budget}: OVER`) };
  });
}

const figures: Figure[] = coreFigures().concat(screenFigures(), await sizeFigures(), await installFigures(), savingFigures(), await coachFigures(), winFigures(), await firmwareFigures(), await pixlFigures());
// What each feature costs an edition that leaves features out: their own section (the editions table quotes them).
const editions = await editionFigures();
let failed = 0;
for (const f of figures) {
  const ok = withinBudget(f);
  if (!ok) failed++;
  const budget = budgetText(f);
  console.log(`${f.name.padEnd(56)} ${String(f.value).padStart(12)} ${f.unit.padEnd(8)}${budget ? (ok ? "ok " : "OVER BUDGET ") + budget : ""}`);
}
for (const f of editions) console.log(`${f.name.padEnd(56)} ${String(f.value).padStart(12)} ${f.unit}`);
console.log(failed ? `${failed} figure(s) over budget` : "all figures within budget");
const table = rows(figures);
recordFigures("bench", Object.fromEntries(table.map((r) => [r.key, r.value])));
recordFigures("editions", Object.fromEntries(editions.map((f) => [f.name, f.value])));
writeBenchTable(table);
recordFigures("test", { "npm run bench.seconds": Math.round(performance.now() / 1000) }, true);
process.exitCode = failed ? 1 : 0;
