// The names of the parts an install sends for the device to make its coach files of
// (prepare.ts: the set-up file's compressed slices; packed.ts: packed value tables), and
// whether any are waiting: the app asks this before each question (hal/espruino/coach.ts),
// so it is kept apart from the code that makes the files.
import type { Storage } from "../../hal/hal";
import { find } from "../core/strings";

export const PACKED_FILE = "kniffel.z";
export const SETUP_PARTS = "kniffel.s";
/**
 * Sent with every packed table (the install, `npm run flash -- --rules`) and erased once no
 * parts are left: a name the app can look up before a question, where listing Storage for
 * the parts themselves would cost the question a good part of a calibration loop.
 */
export const TABLES_WAITING = "kniffel.zw";

/** The Storage name of part `i` of the packed table with this rules code (table.ts rulesCode). */
export function partFile(code: number, i: number): string {
  return PACKED_FILE + code + "." + i;
}

/** The rules codes of the packed tables in Storage (their part 0), which prepare.ts unpacks. */
export function packedCodes(storage: Storage): number[] {
  const names = storage.list(PACKED_FILE);
  const out: number[] = [];
  for (let i = 0; i < names.length; i++) {
    const dot = find(names[i], ".", PACKED_FILE.length);
    if (dot > 0 && names[i].substr(dot + 1) === "0") out.push(parseInt(names[i].substr(PACKED_FILE.length, dot - PACKED_FILE.length), 10));
  }
  return out;
}

/** Whether the set-up file's parts wait (the coach's engines map the file: a question makes it first). */
export function setupWaiting(storage: Storage): boolean {
  return storage.read(SETUP_PARTS + "0", 0, 1) !== undefined;
}

/** Whether Storage holds parts the install sent that prepare.ts still has to make files of. */
export function partsWaiting(storage: Storage): boolean {
  return setupWaiting(storage) || storage.read(TABLES_WAITING, 0, 1) !== undefined;
}
