// Once per test run, for the browser suites (test/web): the page built as `npm run
// build:web` builds it (with the watch app folder the firmware suite's set-up built, where the
// firmware is at hand), into .tmp/web/site, which each suite serves with a plain static server.
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { ROOT } from "../../build/boards";
import { buildWeb } from "../../web/server/build";
import { firmwareMissing } from "../firmware/emulator";
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
  const app = join(ROOT, ".tmp/firmware/banglejs2");
  const apps: { [board: string]: string } = !firmwareMissing() && existsSync(join(app, "metadata.json")) ? { banglejs2: app } : {};
  const site = join(ROOT, ".tmp/web/site");
  await buildWeb({ apps, outDir: site });
  project.provide("webSite", site);
}
