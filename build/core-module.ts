// The rules core (firmware/core) as a Storage module of its own, where the board's storage says
// `coreModule` (the watches). BangleApps' test runner (bin/runapptests.js) sends each file in
// one command (its App Loader in Node has no chunk size), and the emulated Bangle.js 2 runs out
// of memory on an app file of about 47 KB: the watch app outgrew it. With the core apart, the
// app's file is some 12 KB smaller. The app evaluates the module from flash at start
// (hal/espruino/core-module.ts; the functions' code stays in flash, measured), and the coach's
// and the prepare module's code is a function of it, so that the coach at work has no second
// core in memory. The price, measured on the firmware: about 840 variables more at the title
// (every core function the coach uses is in memory all the time, and the core's functions can
// no longer be folded into the app's), within the 6,000 budget. The coach at work stays well
// within its 8,000, lower than before the split, with its own code folded (build/bundle.ts
// folded).
//
// Imports of the core become reads of the module's properties, under short keys ($0, $1, ...:
// one per export of the core's files, in their sorted order). Each read is marked pure, so that
// esbuild drops the ones a bundle does not use; the module carries just the exports read.
import type { BuildOptions, Plugin } from "esbuild";
import { build } from "esbuild";
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { ROOT } from "./boards";

const CORE_DIR = join(ROOT, "firmware/core");
/** Every file of the core, as one module: the app imports the index, the coach some files besides. */
const ALL = readdirSync(CORE_DIR)
  .filter((f) => f.endsWith(".ts") && f !== "index.ts") // the index only re-exports the others
  .sort()
  .map((f) => `export * from "./${f.slice(0, -3)}";`) // relative: the device's substitutes apply (build/substitutes.ts)
  .join("\n");
const LOADER = join(ROOT, "hal/espruino/core-module.ts");

/** The short key of the export at `i` in the list. */
export const coreKey = (i: number) => "$" + i.toString(36);

const ALL_MODULE = "core-all";

/** The plugin that makes ALL a module to import from (ALL_MODULE). */
export const coreAllPlugin: Plugin = {
  name: "core-all",
  setup(b) {
    b.onResolve({ filter: new RegExp(`^${ALL_MODULE}$`) }, () => ({ path: ALL_MODULE, namespace: ALL_MODULE }));
    b.onLoad({ filter: /.*/, namespace: ALL_MODULE }, () => ({ contents: ALL, resolveDir: CORE_DIR, loader: "js" }));
  },
};

/** The names the core's files export at run time (types are gone), as esbuild sees them with the board's options. */
export async function coreExports(options: BuildOptions): Promise<string[]> {
  const r = await build({ ...options, plugins: [coreAllPlugin, ...(options.plugins ?? [])], format: "esm", entryPoints: [ALL_MODULE], outfile: "core.js", minify: false });
  const out = Object.values(r.metafile!.outputs)[0];
  return [...out.exports].sort();
}

const inCore = (path: string) => !relative(CORE_DIR, path).startsWith("..") && !relative(CORE_DIR, path).startsWith(sep);

/**
 * A bundle's side: every import of the core from outside it is this module, which exports each
 * name as a (pure) read of its key in the core module. The app loads the core module
 * (`from` "app"); the coach's and the prepare module's code is a function of it (`from`
 * "param", CORE_PARAM: build/bundle.ts), which the app calls with the one it has, so the coach
 * at work has no second core in memory.
 */
export function coreShimPlugin(names: string[], from: "app" | "param"): Plugin {
  return {
    name: "core-module",
    setup(b) {
      b.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (inCore(args.importer) || !inCore(join(args.resolveDir, args.path))) return undefined;
        return { path: "core", namespace: "core-module" };
      });
      b.onLoad({ filter: /.*/, namespace: "core-module" }, () => ({
        contents: [
          ...(from === "app" ? [`import { loadCore } from ${JSON.stringify(LOADER)};`, "var m = loadCore();"] : ["var m = CORE_PARAM;"]),
          "function key(k) { return m[k]; }",
          ...names.map((n, i) => `export var ${n} = /* @__PURE__ */ key(${JSON.stringify(coreKey(i))});`),
        ].join("\n"),
        resolveDir: ROOT,
        loader: "js",
      }));
    },
  };
}

/** The keys the bundles made with coreShimPlugin read (the rest were dropped). */
export function keysRead(codes: string[], names: string[]): Set<string> {
  const read = new Set<string>();
  names.forEach((_n, i) => {
    const k = coreKey(i);
    if (codes.some((code) => code.indexOf(`"${k}"`) >= 0 || code.indexOf(`'${k}'`) >= 0)) read.add(k);
  });
  return read;
}

/** The core module's entry: an object of the exports the app reads, under their keys (CORE_MODULE, as the coach's wrapper does). */
export function coreModuleEntry(names: string[], read: Set<string>): BuildOptions["stdin"] {
  const used = names.map((n, i) => ({ n, k: coreKey(i) })).filter((e) => read.has(e.k));
  return {
    contents: [`import { ${used.map((e) => e.n).join(", ")} } from "${ALL_MODULE}";`, `CORE_MODULE = { ${used.map((e) => `${JSON.stringify(e.k)}: ${e.n}`).join(", ")} };`].join("\n"),
    resolveDir: ROOT,
    sourcefile: "core-main.js",
    loader: "js",
  };
}
