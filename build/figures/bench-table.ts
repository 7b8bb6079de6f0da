// The table of docs/benchmarks.md, written by `npm run bench` from the figures it printed:
// one row per figure (a detail under the figure before it), its value, unit and budget, between
// the doc's marks. test/docs/figures.test.ts reads the rows back against docs/figures.json.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../boards";
import { formatFigure } from "./marks";

export const BENCH_DOC = join(ROOT, "docs/benchmarks.md");
const START = "<!-- the table: written by npm run bench -->";
const END = "<!-- /the table -->";

/** A figure as the table shows it. */
export interface TableRow {
  /** Its key in figures.json's bench section ("parent / detail" for a detail). */
  key: string;
  value: number;
  unit: string;
  budget: string;
}

/** The table's Markdown: figure, value, budget. */
export function benchTable(rows: TableRow[]): string {
  const lines = ["| figure | value | budget |", "|---|---|---|"];
  for (const r of rows) lines.push(`| ${r.key.replace(/\|/g, "/")} | ${formatFigure(r.value)} ${r.unit} | ${r.budget} |`);
  return lines.join("\n");
}

/** The rows of the table in `doc` (key and value), for the check against figures.json. */
export function tableRows(doc: string): { key: string; value: string }[] {
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  if (from < 0 || to < from) throw new Error(`docs/benchmarks.md needs "${START}" … "${END}"`);
  return doc
    .slice(from + START.length, to)
    .split("\n")
    .filter((l) => l.startsWith("| ") && !l.startsWith("| figure |"))
    .map((l) => {
      const cells = l.split(" | ");
      return { key: cells[0].slice(2), value: cells[1].split(" ")[0] };
    });
}

/** Writes the table between the marks of docs/benchmarks.md. */
export function writeBenchTable(rows: TableRow[]): void {
  const doc = readFileSync(BENCH_DOC, "utf8");
  tableRows(doc); // the marks are there
  writeFileSync(BENCH_DOC, doc.slice(0, doc.indexOf(START) + START.length) + "\n\n" + benchTable(rows) + "\n\n" + doc.slice(doc.indexOf(END)));
}
