// A figure's marked place in README.md and docs/*.md: <!--fig:KEY-->396,850<!--/fig-->, KEY
// being `section/name` in docs/figures.json. The comments do not show on the rendered page;
// the value between them is written by refreshDocs and checked by test/docs/figures.test.ts.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../boards";

/** A section (the script that writes it) of named figures. */
export interface Figures {
  [section: string]: { [key: string]: number };
}

const MARK = /<!--fig:([^>]+?)-->([^<]*)<!--\/fig-->/g;

/** The Markdown files that may hold marked figures, relative to the project. */
export function markedFiles(): string[] {
  return ["README.md", ...readdirSync(join(ROOT, "docs")).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`)];
}

/** A figure as the docs write it: thousands with commas, decimals as measured. */
export function formatFigure(v: number): string {
  return v.toLocaleString("en", { maximumFractionDigits: 4 });
}

/** The value of `key` ("section/name"), or undefined. */
export function figureOf(all: Figures, key: string): number | undefined {
  const at = key.indexOf("/");
  return all[key.slice(0, at)]?.[key.slice(at + 1)];
}

/** Every marked place of a text: its key and the value it shows. */
export function marksOf(text: string): { key: string; shown: string }[] {
  return [...text.matchAll(MARK)].map((m) => ({ key: m[1], shown: m[2] }));
}

/** The text with every mark showing its figure; a key without a figure is left as it is. */
export function fillMarks(text: string, all: Figures): string {
  return text.replace(MARK, (whole, key: string) => {
    const v = figureOf(all, key);
    return v === undefined ? whole : `<!--fig:${key}-->${formatFigure(v)}<!--/fig-->`;
  });
}

/** Fills every marked place of README and docs/ from `all`. */
export function refreshDocs(all: Figures): void {
  for (const f of markedFiles()) {
    const path = join(ROOT, f);
    const text = readFileSync(path, "utf8");
    const filled = fillMarks(text, all);
    if (filled !== text) writeFileSync(path, filled);
  }
}

/** The marked places of a text that show another value than their figure, or have none. */
export function staleMarks(text: string, all: Figures): string[] {
  return marksOf(text).flatMap(({ key, shown }) => {
    const v = figureOf(all, key);
    if (v === undefined) return [`${key}: no such figure in docs/figures.json`];
    return shown === formatFigure(v) ? [] : [`${key}: shows ${shown}, measured ${formatFigure(v)}`];
  });
}
