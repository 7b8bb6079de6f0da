// The device's compact-coach model: the same API as firmware/coach/compact-params.ts, which
// the build swaps for this module (build/substitutes.ts). The numbers stay in a Storage file
// ("\n" then one "preset=n,n,...\n" line per preset; build/storage-files.ts) instead of an
// object literal in the code; only the active preset's line is read, when a coach is made.
// The last line holds the standing rows (a character per kind of column says which row is
// its), of which a question for the chances reads one per player.
import type { CompactParams } from "../../firmware/coach/compact-layout";
import { paramsOf } from "../../firmware/coach/compact-layout";
import type { Rules } from "../../firmware/core/rules";
import { ROW_CHARS } from "../../firmware/coach/standing-grid";
import { flash } from "./flash";
import { find } from "../../firmware/core/strings";

export function compactParams(rules: Rules): CompactParams {
  const file = flash().read(BOARD_FILES + ".cp") || "\n";
  const at = find(file, "\n" + rules.preset + "=", 0);
  const start = at + rules.preset.length + 2;
  const line = at < 0 ? "" : file.substring(start, find(file, "\n", start));
  return paramsOf(line.split(",").map(Number), rules);
}

/** Where "standing=" is in the file (found once: the file is 4 KB of flash to search). */
let index = -1;

export function standingRow(kind: number): string {
  const file = flash().read(BOARD_FILES + ".cp") || "";
  if (index < 0) index = find(file, "\nstanding=", 0) + 10;
  const rows = find(file, ":", index) + 1; // the kinds' characters end there
  const slot = index + kind < rows - 1 ? file.charCodeAt(index + kind) - 65 : -1; // "." (none) is below "A"
  const start = rows + slot * ROW_CHARS;
  const row = slot < 0 || index < 10 || !rows ? "" : file.substring(start, start + ROW_CHARS);
  return row.length === ROW_CHARS ? row : "";
}
