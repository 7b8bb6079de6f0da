// The project's TypeScript files under a path: what the tests that look for board names read.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../../build/boards";

/** The TypeScript files at `path` (a file, or a folder and everything under it), relative to the project's root. */
export function sources(path: string): string[] {
  if (!statSync(join(ROOT, path)).isDirectory()) return [path];
  return readdirSync(join(ROOT, path)).flatMap((n) => (n.endsWith(".ts") || statSync(join(ROOT, path, n)).isDirectory() ? sources(join(path, n)) : []));
}
