// Builds both boards once into a fresh temporary folder, for a test file's checks (each
// test file builds once: the build takes a few seconds).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { boardIds } from "../../build/boards";
import { BoardOutput, buildBoard } from "../../build/build";

export interface Built {
  /** The folder holding <board>/ for each board, like dist/. */
  root: string;
  boards: { [id: string]: BoardOutput };
}

export async function buildAll(): Promise<Built> {
  const root = mkdtempSync(join(tmpdir(), "kniffel-build-"));
  const boards: Built["boards"] = {};
  for (const id of boardIds()) boards[id] = await buildBoard(id, root);
  return { root, boards };
}
