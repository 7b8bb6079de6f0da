// `npm run build:web`: the page as a static site in dist/web/ (relative paths, no server
// code): the page, the coach's worker, and for the firmware switch the firmware's files and
// the built watch app. Served from any folder of any static host.
import { build } from "vite";
import { buildApps } from "./apps";
import type { WebOptions } from "./config";
import { webConfig } from "./config";

/** Builds the site into `outDir` (default dist/web) from the app folders `apps` (default: built now). */
export async function buildWeb(o: Partial<WebOptions> = {}): Promise<void> {
  const apps = o.apps ?? (await buildApps());
  await build(webConfig({ apps, tables: false, outDir: o.outDir }));
}

