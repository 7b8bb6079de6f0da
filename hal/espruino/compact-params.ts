// The device's compact-coach model: the same API as firmware/coach/compact-params.ts, which
// the build swaps for this module (build/substitutes.ts). The numbers stay in a Storage file
// ("\n" then one "preset=n,n,...\n" line per preset; build/storage-files.ts) instead of an
// object literal in the code; only the active preset's line is read, when a coach is made.
import type { CompactParams } from "../../firmware/coach/compact-layout";
import { paramsOf } from "../../firmware/coach/compact-layout";
import type { Rules } from "../../firmware/core/rules";
import { flash } from "./flash";
import { find } from "../../firmware/core/strings";

export function compactParams(rules: Rules): CompactParams {
  const file = flash().read(BOARD_FILES + ".cp") || "\n";
  const at = find(file, "\n" + rules.preset + "=", 0);
  const start = at + rules.preset.length + 2;
  const line = at < 0 ? "" : file.substring(start, find(file, "\n", start));
  return paramsOf(line.split(",").map(Number), rules);
}
