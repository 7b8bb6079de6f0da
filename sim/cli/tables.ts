// The exact coach's value table of a rule set for the command-line tool: read from the table
// folder (dist/tables, as `npm run tables` writes it) when a valid file for exactly these
// rules is there, else computed now (a few seconds; said on stderr) and cached there. The
// spread table beside it (coach/spread.ts, "<rules>.sd.bin", the chance to win) is kept the
// same way; it is made on first use only, as a device never needs it.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { solveValues } from "../../firmware/coach/solve";
import { solveSpread } from "../../firmware/coach/spread";
import { encodeTable, rulesetId, tableValues } from "../../firmware/coach/table";
import type { ValueOf } from "../../firmware/coach/state";
import type { Rules } from "../../firmware/core";

export const DEFAULT_TABLES = new URL("../../dist/tables", import.meta.url).pathname;

/** A table of `rules` from `file` where it is valid, else made by `solve`, said by `note` and written there. */
function cached(rules: Rules, file: string, name: string, note: (key: string, arg: string) => void, solve: () => Float64Array): Uint8Array {
  try {
    const bytes = new Uint8Array(readFileSync(file));
    if (tableValues(rules, bytes)) return bytes;
    note("staleTable", file); // another format (an older one) or damaged: refused, and made anew
  } catch (_e) {
    // missing or unreadable: computed below
  }
  note("computing", name);
  const bytes = encodeTable(rules, solve()).bytes;
  try {
    mkdirSync(dirname(file), { recursive: true });
    // Written beside and renamed, so that a reader never sees half a table.
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, bytes);
    renameSync(tmp, file);
  } catch (e) {
    note("cacheFailed", (e as Error).message);
  }
  return bytes;
}

/** The encoded table for `rules` (table.ts); `note` gets a line for stderr when it must be computed. */
export function tableBytes(rules: Rules, dir: string, note: (key: string, arg: string) => void): Uint8Array {
  return cached(rules, join(dir, `${rulesetId(rules)}.bin`), rulesetId(rules), note, function () { return solveValues(rules, 0); });
}

/** The values for `rules`, from tableBytes. */
export function valuesFor(rules: Rules, dir: string, note: (key: string, arg: string) => void): ValueOf {
  return tableValues(rules, tableBytes(rules, dir, note)) as ValueOf;
}

/** Each state's spread (coach/spread.ts: the standard deviation of the points to come), cached like the values. */
export function spreadFor(rules: Rules, dir: string, note: (key: string, arg: string) => void): ValueOf {
  const id = rulesetId(rules);
  return tableValues(rules, cached(rules, join(dir, `${id}.sd.bin`), `${id} (spread)`, note, function () { return solveSpread(rules, 0).sd; })) as ValueOf;
}
