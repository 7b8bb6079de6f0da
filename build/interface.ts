// The watch app's page for BangleApps' App Loader (interface.html, web/interface/main.ts):
// build/bangleapps/interface.html with the page's code bundled in (esbuild), and the coach's
// worker (web/coach/worker.ts) inside that as text, started from a Blob: the page is one file
// beside the app's, as BangleApps serves an app folder, and loads only the App Loader's
// ../../core/lib/interface.js.
import { buildSync } from "esbuild";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./boards";

function bundle(entry: string, define: { [k: string]: string } = {}): string {
  const out = buildSync({ entryPoints: [join(ROOT, entry)], bundle: true, format: "iife", target: "es2020", minify: true, write: false, define, legalComments: "none" });
  return out.outputFiles[0].text;
}

export function interfaceHtml(): string {
  const worker = bundle("web/coach/worker.ts");
  // A script element's text ends at the first "</script": none may stay in the code.
  const page = bundle("web/interface/main.ts", { INTERFACE_WORKER: JSON.stringify(worker) }).replace(/<\/(script)/gi, "<\\/$1");
  const html = readFileSync(join(ROOT, "build/bangleapps/interface.html"), "utf8");
  if (!html.includes("<!-- PAGE -->")) throw new Error("build/bangleapps/interface.html: no <!-- PAGE --> for the page's code");
  return html.replace("<!-- PAGE -->", () => `<script>\n${page}</script>`);
}
