// `npm run bench`: prints the project's figures and checks them against their budgets, and
// writes them into docs/figures.json (section "bench") for the docs to quote; exits non-zero
// when one is over budget.
import { coachFigures } from "../bench/coach";
import { coreFigures } from "../bench/core";
import { firmwareFigures } from "../bench/firmware";
import { pixlFigures } from "../bench/pixl";
import type { Figure } from "../bench/measure";
import { withinBudget } from "../bench/measure";
import { savingFigures } from "../bench/saving";
import { screenFigures } from "../bench/screens";
import { sizeFigures } from "../bench/sizes";
import { installFigures } from "../bench/install";
import { winFigures } from "../bench/win";
import { recordFigures } from "../figures/store";

function budgetText(f: Figure): string {
  if (f.min !== undefined && f.max !== undefined) return `${f.min} to ${f.max}`;
  if (f.min !== undefined) return `>= ${f.min}`;
  if (f.max !== undefined) return `<= ${f.max}`;
  return "";
}

/** The figures by name; an indented one (a detail of the one before) as "that name / its own". */
function byName(figures: Figure[]): { [name: string]: number } {
  const out: { [name: string]: number } = {};
  let parent = "";
  for (const f of figures) {
    const detail = f.name.startsWith("  ");
    if (!detail) parent = f.name;
    out[detail ? `${parent} / ${f.name.trim()}` : f.name] = f.value;
  }
  return out;
}

const figures: Figure[] = coreFigures().concat(screenFigures(), await sizeFigures(), await installFigures(), savingFigures(), await coachFigures(), winFigures(), await firmwareFigures(), await pixlFigures());
let failed = 0;
for (const f of figures) {
  const ok = withinBudget(f);
  if (!ok) failed++;
  const budget = budgetText(f);
  console.log(`${f.name.padEnd(56)} ${String(f.value).padStart(12)} ${f.unit.padEnd(8)}${budget ? (ok ? "ok " : "OVER BUDGET ") + budget : ""}`);
}
console.log(failed ? `${failed} figure(s) over budget` : "all figures within budget");
recordFigures("bench", byName(figures));
process.exitCode = failed ? 1 : 0;
