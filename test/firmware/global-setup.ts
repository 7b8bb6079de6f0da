// Once per test run: builds the Bangle.js 2 app folder as `npm run build` writes it and
// installs it into a factory-reset firmware; every firmware test boots from that flash
// image (installing takes seconds, a boot from the image a fraction of one).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { ROOT } from "../../build/boards";
import { buildBoard } from "../../build/build";
import { firmwareMissing } from "./emulator";
import { installApp } from "./watch";

declare module "vitest" {
  export interface ProvidedContext {
    /** The installed watch's flash image, or "" where the firmware is absent. */
    watchImage: string;
    /** Why the firmware suite skips ("" when it runs). */
    firmwareSkip: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const missing = firmwareMissing();
  project.provide("firmwareSkip", missing ?? "");
  project.provide("watchImage", "");
  if (missing) return;
  const dir = join(ROOT, ".tmp/firmware");
  mkdirSync(dir, { recursive: true });
  const out = await buildBoard("banglejs2", dir);
  const image = join(dir, "watch.img");
  writeFileSync(image, installApp(out.dir));
  project.provide("watchImage", image);
}
