// Device modules that replace modules of the shared code in device bundles: same exports,
// but (all but json.ts) reading their data from Storage files (build/storage-files.ts)
// instead of holding it as object literals, which Espruino would build in RAM at start
// (~12 KB on a 38 KB heap).
import { join } from "node:path";
import type { Plugin } from "esbuild";
import { ROOT } from "./boards";

/** Shared module -> its device replacement (paths from the project root). */
export const SUBSTITUTES: { [shared: string]: string } = {
  "firmware/core/text.ts": "hal/espruino/text.ts",
  "firmware/app/fonts.ts": "hal/espruino/fonts.ts",
  "firmware/coach/compact-params.ts": "hal/espruino/compact-params.ts",
  // Not data, but the firmware's JSON.stringify already writes what the shared toJson makes.
  "firmware/core/json.ts": "hal/espruino/json.ts",
};

export function substitutesPlugin(): Plugin {
  const byPath = new Map(Object.keys(SUBSTITUTES).map((shared) => [join(ROOT, shared), join(ROOT, SUBSTITUTES[shared])]));
  return {
    name: "device-substitutes",
    setup(build) {
      // Every relative import is checked: the project imports without extensions ("./text").
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        const target = join(args.resolveDir, args.path);
        const device = byPath.get(target + ".ts") ?? byPath.get(target);
        return device ? { path: device } : undefined;
      });
    },
  };
}
