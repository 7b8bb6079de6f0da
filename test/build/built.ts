// Builds both boards once into a fresh temporary folder, for a test file's checks (each
// test file builds once: the build takes a few seconds).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { boardBuild, boardIds } from "../../build/boards";
import type { BoardOutput } from "../../build/build";
import { buildBoard } from "../../build/build";
import type { DeviceBundles } from "../../build/bundle";
import { bundleBoard } from "../../build/bundle";
import { FEATURES } from "../../hal/features";
import { featuresOf } from "../../sim/profiles";

export interface Built {
  /** The folder holding <board>/ for each board, like dist/. */
  root: string;
  boards: { [id: string]: BoardOutput };
}

/** The Pixl.js bundles with every feature (sim/harness.ts ALL_FEATURES): the coach on its buttons. */
export async function allFeaturesPixl(): Promise<DeviceBundles> {
  const b = boardBuild("pixljs");
  b.profile.ft = featuresOf([...FEATURES]);
  return bundleBoard(b);
}

export async function buildAll(): Promise<Built> {
  const root = mkdtempSync(join(tmpdir(), "kniffel-build-"));
  const boards: Built["boards"] = {};
  for (const id of boardIds()) boards[id] = await buildBoard(id, root);
  return { root, boards };
}
