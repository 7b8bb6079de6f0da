// Once per test run: builds the Bangle.js 2 app folder as `npm run build` writes it,
// installs it into a factory-reset firmware with the App Loader's own code
// (apploader.ts: BangleApps' core/js/appinfo.js and its upload commands; where
// ../shared/bangleapps is absent, with the project's imitation of it, watch.ts installApp,
// and the App Loader's tests skip saying so), and gives it the coach files its first
// question makes (prepared.ts; install.test.ts has the watch make them). Every firmware test
// boots from one of those flash images (installing takes seconds, a boot from an image a
// fraction of one).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { ROOT } from "../../build/boards";
import { buildBoard } from "../../build/build";
import { appLoaderInstall, bangleAppsMissing } from "./apploader";
import { firmwareMissing } from "./emulator";
import { preparedImage } from "./prepared";
import { coachSetupBytes } from "../../build/coach-setup";
import { setupFileName } from "../../build/storage-files";
import { tableFile } from "../../firmware/coach/table";
import { presetRules, Rules } from "../../firmware/core";
import { DEFAULT_TABLES, tableBytes } from "../../sim/cli/tables";

import { installApp } from "./watch";

declare module "vitest" {
  export interface ProvidedContext {
    /** The installed watch's flash image after its coach files are made, or "" where the firmware is absent. */
    watchImage: string;
    /** The same watch just installed, before its first question. */
    installedImage: string;
    /** Why the firmware suite skips ("" when it runs). */
    firmwareSkip: string;
    /** Why the App Loader's own install could not be used ("" when it was). */
    appLoaderSkip: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const missing = firmwareMissing();
  const noLoader = bangleAppsMissing();
  project.provide("firmwareSkip", missing ?? "");
  project.provide("appLoaderSkip", noLoader ?? "");
  project.provide("watchImage", "");
  project.provide("installedImage", "");
  if (missing) return;
  const dir = join(ROOT, ".tmp/firmware");
  mkdirSync(dir, { recursive: true });
  const out = await buildBoard("banglejs2", dir);
  const installed = noLoader ? installApp(out.dir) : (await appLoaderInstall(out.dir)).flash;
  const fresh = join(dir, "installed.img");
  writeFileSync(fresh, installed);
  const image = join(dir, "watch.img");
  const made = [
    { name: setupFileName(out.board.prefix), data: Buffer.from(coachSetupBytes()) },
    ...out.board.tables.map((p) => ({ name: tableFile(presetRules(p) as Rules), data: Buffer.from(tableBytes(presetRules(p) as Rules, DEFAULT_TABLES, () => undefined)) })),
  ];
  writeFileSync(image, preparedImage(installed, made));
  project.provide("installedImage", fresh);
  project.provide("watchImage", image);
}
