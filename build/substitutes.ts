// What a device bundle has in place of the shared code:
// - Device modules that replace modules of the shared code: same exports, but (all but
//   json.ts) reading their data from Storage files (build/storage-files.ts) instead of holding
//   it as object literals, which Espruino would build in RAM at start (~12 KB on a 38 KB heap).
// - The board's constant for each `has(profile, "fact")` (hal/profile.ts): true or false at
//   build time, so that esbuild drops the code of what the board has not (a call would not
//   fold). The constants are the build's defines (build/defines.ts).
import { readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import type { Plugin } from "esbuild";
import { ROOT } from "./boards";
import { FACT_CONSTANTS } from "./defines";

/** Shared module -> its device replacement (paths from the project root). */
export const SUBSTITUTES: { [shared: string]: string } = {
  "firmware/core/text.ts": "hal/espruino/text.ts",
  "firmware/coach/compact-params.ts": "hal/espruino/compact-params.ts",
  // Not data, but the firmware's JSON.stringify already writes what the shared toJson makes.
  "firmware/core/json.ts": "hal/espruino/json.ts",
};

/** A call of has() (not a method .has()), its fact a string literal. */
const HAS_CALL = /(?<![\w$.])has\(\s*[\w$.]+\s*,\s*"(\w+)"\s*\)/g;
const ANY_HAS_CALL = /(?<![\w$.])has\(/;

/** `source` (of file `path`) with each has() call replaced by its fact's constant; throws where a call names no known fact. */
export function foldFacts(source: string, path: string): string {
  const out = source.replace(HAS_CALL, (_call, fact: string) => {
    const c = (FACT_CONSTANTS as { [f: string]: string | undefined })[fact];
    if (!c) throw new Error(`${path}: has(..., "${fact}"): no such fact (hal/profile.ts Fact)`);
    return c;
  });
  if (ANY_HAS_CALL.test(out)) throw new Error(`${path}: has() must name its fact as a string literal, so that the build can fold it`);
  return out;
}

/** The screen layout a board's bundle has in place of the simulator's choice (firmware/app/layout.ts). */
export function layoutOf(round: boolean): { [shared: string]: string } {
  return { "firmware/app/layout.ts": round ? "firmware/app/round/layout.ts" : "firmware/app/rect/layout.ts" };
}

/** The plugin that puts the device modules in place (and, given the board's shape, its layout), and folds has(). */
export function substitutesPlugin(round?: boolean): Plugin {
  const all = { ...SUBSTITUTES, ...(round === undefined ? {} : layoutOf(round)) };
  const byPath = new Map(Object.keys(all).map((shared) => [join(ROOT, shared), join(ROOT, all[shared])]));
  return {
    name: "device-substitutes",
    setup(build) {
      // Every relative import is checked: the project imports without extensions ("./text").
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        const target = join(args.resolveDir, args.path);
        const device = byPath.get(target + ".ts") ?? byPath.get(target);
        return device ? { path: device } : undefined;
      });
      build.onLoad({ filter: /[\\/]firmware[\\/].*\.ts$/ }, async (args) => {
        const source = await readFile(args.path, "utf8");
        if (!ANY_HAS_CALL.test(source)) return undefined;
        try {
          return { contents: foldFacts(source, relative(ROOT, args.path)), loader: "ts" };
        } catch (e) {
          return { errors: [{ text: (e as Error).message }] };
        }
      });
    },
  };
}
