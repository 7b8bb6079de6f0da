// `npm run flash -- --board pixljs|banglejs2 [--device NAME | --port ADDR]
//   [--rules PRESET [--house SWITCH[=VALUE],...]] [--dry-run]`
// (see build/flash.ts). On a board with rule menus --rules sends that rule set's value table
// along; on an edition without them (the Pixl.js) it builds the edition for those rules
// first (as npm run build -- --board ID --rules ...) and sends that build. A bad option: one
// line and exit code 2; a failed upload: one clear message and exit code 1.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { boardBuild } from "../boards";
import { buildBoard, DIST } from "../build";
import type { FlashOptions } from "../flash";
import { flash, parseFlashArgs, UsageError } from "../flash";
import { formatSizeReport, overBudget } from "../size";
import { houseRules } from "../../firmware/core";

let options: FlashOptions | undefined;
try {
  options = parseFlashArgs(process.argv.slice(2));
} catch (e) {
  if (!(e instanceof UsageError)) throw e;
  console.error(e.message);
  process.exitCode = 2;
}
if (options && options.table && !boardBuild(options.board).profile.ft.house) {
  const out = await buildBoard(options.board, DIST, { preset: options.table.preset, house: houseRules(options.table) });
  console.log(formatSizeReport(out.report));
  if (overBudget(out.report) || out.problems.length) {
    console.error(out.problems.join("\n") || "over budget: nothing was sent");
    process.exitCode = 1;
    options = undefined;
  } else options = { ...options, table: undefined }; // the rules are in the build now
}
if (options) {
  const staging = mkdtempSync(join(tmpdir(), "kniffel-flash-"));
  try {
    const r = flash(options, staging);
    (r.code ? console.error : console.log)(r.message);
    process.exitCode = r.code;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
