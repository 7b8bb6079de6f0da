// The exact coach's value table of a rule set for the command-line tool: read from the table
// folder (dist/tables, as `npm run tables` writes it) when a valid file for exactly these
// rules is there, else computed now (a few seconds; said on stderr) and cached there.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { solveValues } from "../../firmware/coach/solve";
import { encodeTable, rulesetId, tableValues } from "../../firmware/coach/table";
import type { ValueOf } from "../../firmware/coach/state";
import type { Rules } from "../../firmware/core";

export const DEFAULT_TABLES = new URL("../../dist/tables", import.meta.url).pathname;

/** The encoded table for `rules` (table.ts); `note` gets a line for stderr when it must be computed. */
export function tableBytes(rules: Rules, dir: string, note: (key: string, arg: string) => void): Uint8Array {
  const file = join(dir, `${rulesetId(rules)}.bin`);
  try {
    const bytes = new Uint8Array(readFileSync(file));
    if (tableValues(rules, bytes)) return bytes;
    note("staleTable", file); // another format (an older one) or damaged: refused, and made anew
  } catch (_e) {
    // missing or unreadable: computed below
  }
  note("computing", rulesetId(rules));
  const bytes = encodeTable(rules, solveValues(rules, 0)).bytes;
  try {
    mkdirSync(dir, { recursive: true });
    // Written beside and renamed, so that a reader never sees half a table.
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, bytes);
    renameSync(tmp, file);
  } catch (e) {
    note("cacheFailed", (e as Error).message);
  }
  return bytes;
}

/** The values for `rules`, from tableBytes. */
export function valuesFor(rules: Rules, dir: string, note: (key: string, arg: string) => void): ValueOf {
  return tableValues(rules, tableBytes(rules, dir, note)) as ValueOf;
}
