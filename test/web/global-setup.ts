// Once per test run, for the browser suites (test/web): the page built as `npm run
// build:web` builds it (with the watch app folders the firmware suite's set-up built, where
// their firmware is at hand), into .tmp/web/site, which each suite serves with a plain static server.
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { ROOT } from "../../build/boards";
import { buildWeb } from "../../web/server/build";
import { emulated, firmwareMissing } from "../../emu/emulator";
import { chromiumMissing } from "./chromium";

declare module "vitest" {
  export interface ProvidedContext {
    /** The built site's folder, or "" where the browser suites skip. */
    webSite: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  project.provide("webSite", "");
  if (chromiumMissing()) return;
  const apps: { [board: string]: string } = {};
  for (const board of emulated()) {
    const app = join(ROOT, ".tmp/firmware", board);
    if (!firmwareMissing(board) && existsSync(join(app, "metadata.json"))) apps[board] = app;
  }
  const site = join(ROOT, ".tmp/web/site");
  await buildWeb({ apps, outDir: site });
  project.provide("webSite", site);
}
