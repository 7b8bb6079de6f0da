// Once per test run: builds each watch's app folder as `npm run build` writes it, and the
// BangleApps folder for both (build/bangleapps-both.ts), and installs that folder into a
// factory-reset firmware of each watch with the App Loader's own code (apploader.ts:
// BangleApps' core/js/appinfo.js and its upload commands, each watch getting the files its
// `supports` names; where ../shared/bangleapps is absent, with the project's imitation of it,
// watch.ts installApp, and the App Loader's tests skip saying so), then gives each the coach
// files the app makes in the background (prepared.ts; install.test.ts has the watch make them).
// Every firmware test boots from one of those flash images (installing takes seconds, a boot
// from an image a fraction of one). A watch whose firmware files are absent is skipped,
// saying so.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import type { WatchFolder } from "../../build/bangleapps-both";
import { writeBothApps } from "../../build/bangleapps-both";
import type { BoardBuild } from "../../build/boards";
import { ROOT } from "../../build/boards";
import { buildBoard } from "../../build/build";
import { coachSetupBytes } from "../../build/coach-setup";
import type { StorageFile } from "../../build/storage-files";
import { setupFileName } from "../../build/storage-files";
import { tableFile } from "../../firmware/coach/table";
import type { Rules } from "../../firmware/core";
import { presetRules } from "../../firmware/core";
import { DEFAULT_TABLES, tableBytes } from "../../sim/cli/tables";
import { appLoaderInstall, bangleAppsMissing } from "../../emu/apploader";
import { emulated, firmwareMissing } from "../../emu/emulator";
import { preparedImage } from "../../emu/prepared";
import { installApp } from "../../emu/watch";

declare module "vitest" {
  export interface ProvidedContext {
    /** Each watch's installed flash image after its coach files are made, by board ("" where its firmware is absent). */
    watchImage: { [board: string]: string };
    /** The same watch just installed, before the app made its coach files. */
    installedImage: { [board: string]: string };
    /** Why a watch's firmware suite skips, by board ("" when it runs). */
    firmwareSkip: { [board: string]: string };
    /** The random inputs' seed of this run (test/firmware/fuzz.ts). */
    fuzzSeed: number;
    /** Why the App Loader's own install could not be used ("" when it was). */
    appLoaderSkip: string;
  }
}

/** The files a board makes in the background after the install (the build's bytes). */
function coachFiles(board: BoardBuild): StorageFile[] {
  return [
    { name: setupFileName(board.prefix), data: Buffer.from(coachSetupBytes()) },
    ...board.tables.map((p) => ({ name: tableFile(presetRules(p) as Rules), data: Buffer.from(tableBytes(presetRules(p) as Rules, DEFAULT_TABLES, () => undefined)) })),
  ];
}

/** KNIFFEL_FUZZ_SEED, or a new seed each run: printed, so that a failure can be replayed. */
function fuzzSeed(): number {
  const given = process.env.KNIFFEL_FUZZ_SEED;
  if (given !== undefined && !/^\d{1,9}$/.test(given)) throw new Error(`KNIFFEL_FUZZ_SEED must be a whole number below 10^9, not "${given}"`);
  const seed = given !== undefined ? Number(given) : Math.floor(Math.random() * 1e6);
  console.log(`random inputs on the firmware from seed ${seed} (replay: KNIFFEL_FUZZ_SEED=${seed})`);
  return seed;
}

export default async function setup(project: TestProject): Promise<void> {
  const boards = emulated();
  const noLoader = bangleAppsMissing();
  const skip: { [board: string]: string } = {};
  const images: { [board: string]: string } = {};
  const installed: { [board: string]: string } = {};
  for (const b of boards) skip[b] = firmwareMissing(b) ?? "";
  // One line for the whole run where files are missing (each suite's skip names them again).
  const missing = [...new Set([...boards.map((b) => skip[b]), noLoader ?? ""].filter((m) => m))];
  if (missing.length) console.log(`the firmware suites skip: ${missing.join("; ")}`);
  project.provide("firmwareSkip", skip);
  project.provide("appLoaderSkip", noLoader ?? "");
  project.provide("fuzzSeed", fuzzSeed());
  const dir = join(ROOT, ".tmp/firmware");
  mkdirSync(dir, { recursive: true });
  const watches: WatchFolder[] = [];
  for (const b of boards) {
    const out = await buildBoard(b, dir);
    watches.push({ board: out.board, dir: out.dir });
  }
  const app = join(dir, "kniffel");
  writeBothApps(app, watches);
  for (const { board } of watches) {
    const b = board.id;
    if (skip[b]) continue;
    const flash = noLoader ? installApp(app, b) : (await appLoaderInstall(app, b)).flash;
    installed[b] = join(dir, `${b}.installed.img`);
    writeFileSync(installed[b], flash);
    images[b] = join(dir, `${b}.img`);
    writeFileSync(images[b], board.profile.ft.coach ? preparedImage(flash, coachFiles(board), b) : flash);
  }
  project.provide("installedImage", installed);
  project.provide("watchImage", images);
}
