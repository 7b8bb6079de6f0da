// The device's compact-coach model: the same API as firmware/coach/compact-params.ts, which
// the build swaps for this module (build/substitutes.ts). The numbers stay in a Storage file
// ("\n" then one "preset=n,n,...\n" line per preset; build/storage-files.ts) instead of an
// object literal in the code; only the active preset's line is read, when a coach is made.
// The last line holds the standing rows, each ROW_CHARS characters ("." for none), of which
// a question for the chances reads one per player.
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

/** Where the standing rows begin in the file (found once: the file is 6 KB of flash to search). */
let rows = -1;

export function standingRow(kind: number): string {
  const file = flash().read(BOARD_FILES + ".cp") || "";
  if (rows < 0) rows = find(file, "\nstanding=", 0);
  if (rows < 0) return "";
  const start = rows + 10 + kind * ROW_CHARS;
  const row = file.substring(start, start + ROW_CHARS);
  return row.length === ROW_CHARS && row.charCodeAt(0) !== 46 ? row : "";
}
