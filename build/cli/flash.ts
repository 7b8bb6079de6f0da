// `npm run flash -- --board pixljs|banglejs2 [--device NAME | --port ADDR]
//   [--rules PRESET [--house SWITCH[=VALUE],...]] [--dry-run]`
// (see build/flash.ts). A bad option: one line and exit code 2; a failed upload: one clear
// message and exit code 1.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { flash, FlashOptions, parseFlashArgs, UsageError } from "../flash";

let options: FlashOptions | undefined;
try {
  options = parseFlashArgs(process.argv.slice(2));
} catch (e) {
  if (!(e instanceof UsageError)) throw e;
  console.error(e.message);
  process.exitCode = 2;
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
