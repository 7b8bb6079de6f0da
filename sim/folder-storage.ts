// The simulator's storage kept in a folder (--storage DIR, the backup tool): one file per
// Storage file, Latin-1 bytes like Espruino's flash, read in at start.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { SimStorage } from "./storage";
import { createStorage } from "./storage";

export function folderStorage(dir: string, capacity: number): SimStorage {
  mkdirSync(dir, { recursive: true });
  const path = (name: string) => join(dir, encodeURIComponent(name));
  const files = new Map<string, string>();
  for (const f of readdirSync(dir)) files.set(decodeURIComponent(f), readFileSync(join(dir, f), "latin1"));
  return createStorage(capacity, files, {
    save: (name, data) => (writeFileSync(path(name), data, "latin1"), true),
    remove: (name) => void (existsSync(path(name)) && rmSync(path(name))),
  });
}
