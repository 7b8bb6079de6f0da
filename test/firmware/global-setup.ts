// Once per test run: builds each watch's app folder as `npm run build` writes it, and the
// BangleApps folder for both (build/bangleapps-both.ts), and installs that folder into a
// factory-reset firmware of each watch as the App Loader would (each gets the files its
// `supports` names); every firmware test boots from its watch's flash image (installing
// takes seconds, a boot from the image a fraction of one). A watch whose firmware files are
// absent is skipped, saying so.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { writeBothApps, WatchFolder } from "../../build/bangleapps-both";
import { ROOT } from "../../build/boards";
import { buildBoard } from "../../build/build";
import { FIRMWARE, firmwareMissing } from "./emulator";
import { installApp } from "./watch";

declare module "vitest" {
  export interface ProvidedContext {
    /** Each watch's installed flash image, by board ("" where its firmware is absent). */
    watchImage: { [board: string]: string };
    /** Why a watch's firmware suite skips, by board ("" when it runs). */
    firmwareSkip: { [board: string]: string };
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const boards = Object.keys(FIRMWARE);
  const skip: { [board: string]: string } = {};
  const images: { [board: string]: string } = {};
  for (const b of boards) skip[b] = firmwareMissing(b) ?? "";
  project.provide("firmwareSkip", skip);
  project.provide("watchImage", images);
  const dir = join(ROOT, ".tmp/firmware");
  mkdirSync(dir, { recursive: true });
  const watches: WatchFolder[] = [];
  for (const b of boards) {
    const out = await buildBoard(b, dir);
    watches.push({ board: out.board, dir: out.dir });
  }
  const app = join(dir, "kniffel");
  writeBothApps(app, watches);
  for (const b of boards) {
    if (skip[b]) continue;
    images[b] = join(dir, `${b}.img`);
    writeFileSync(images[b], installApp(app, b));
  }
  project.provide("watchImage", images);
}
