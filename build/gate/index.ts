// The compatibility gate: everything that stands between the code and a crash on Espruino.
//  1. types:  the device code against only Espruino's built-ins (typecheck.ts)
//  2. lint:   the project's rules for Espruino's syntax and silent differences (lint.ts)
//  3. esbuild: the bundle is made with Espruino's `supported` guards (../bundle.ts)
//  4. bundle: the shipped bundle parsed and searched (bundle-check.ts)
// `npm run build` runs all four on the project; test/build runs them on the project and on
// small snippets, to prove each mistake is refused.
import type { Message } from "esbuild";
import { build } from "esbuild";
import { ROOT } from "../boards";
import { ESPRUINO_OPTIONS, formatMessage } from "../bundle";
import { bundleProblems } from "./bundle-check";
import { lintProblems, lintTextProblems } from "./lint";
import { deviceSources, typeProblems } from "./typecheck";

/** Parts 1 and 2 on every device source; an empty list when all is well. */
export async function gateSources(): Promise<string[]> {
  return [...typeProblems(deviceSources()), ...(await lintProblems(["firmware", "hal"]))];
}

export interface SnippetVerdict {
  types: string[];
  lint: string[];
  esbuild: string[];
  bundle: string[];
}

/** Where a snippet is checked as if it were: a device source (the device lint rules apply). */
const SNIPPET = "firmware/gate-snippet.ts";

/** Every part of the gate on `source`, checked as a device module of its own. */
export async function gateSnippet(source: string): Promise<SnippetVerdict> {
  const verdict: SnippetVerdict = {
    types: typeProblems([], { [ROOT + SNIPPET]: source }),
    lint: await lintTextProblems(source, SNIPPET),
    esbuild: [],
    bundle: [],
  };
  try {
    const stdin = { contents: source, loader: "ts" as const, resolveDir: ROOT + "firmware", sourcefile: "gate-snippet.ts" };
    const r = await build({ ...ESPRUINO_OPTIONS, metafile: false, absWorkingDir: ROOT, stdin });
    verdict.bundle = bundleProblems(r.outputFiles![0].text, SNIPPET);
  } catch (e) {
    verdict.esbuild = ((e as { errors?: Message[] }).errors ?? []).map(formatMessage);
  }
  return verdict;
}
