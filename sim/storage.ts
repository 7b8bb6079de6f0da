// Storage for the simulator: in memory, or files in a folder (one file per storage name),
// with the device's limits: names of at most 28 characters and a total size.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Storage } from "../hal/hal";

export const MAX_NAME = 28;

function checkName(name: string): void {
  if (name.length < 1 || name.length > MAX_NAME) throw new Error(`storage name "${name}" must have 1 to ${MAX_NAME} characters`);
}

export function memoryStorage(capacity: number): Storage & { files: Map<string, string> } {
  const files = new Map<string, string>();
  const used = () => [...files.values()].reduce((s, v) => s + v.length, 0);
  return {
    files,
    read: (name) => files.get(name),
    write(name, data) {
      checkName(name);
      const old = files.get(name)?.length ?? 0;
      if (used() - old + data.length > capacity) return false;
      files.set(name, data);
      return true;
    },
    erase: (name) => void files.delete(name),
    list: (prefix) => [...files.keys()].filter((n) => n.startsWith(prefix)).sort(),
    free: () => capacity - used(),
  };
}

/** Files in `dir`, stored as Latin-1 bytes like Espruino's flash strings. */
export function folderStorage(dir: string, capacity: number): Storage {
  mkdirSync(dir, { recursive: true });
  const path = (name: string) => join(dir, encodeURIComponent(name));
  const used = () => readdirSync(dir).reduce((s, f) => s + statSync(join(dir, f)).size, 0);
  return {
    read: (name) => (existsSync(path(name)) ? readFileSync(path(name), "latin1") : undefined),
    write(name, data) {
      checkName(name);
      const old = existsSync(path(name)) ? statSync(path(name)).size : 0;
      if (used() - old + data.length > capacity) return false;
      writeFileSync(path(name), data, "latin1");
      return true;
    },
    erase: (name) => rmSync(path(name), { force: true }),
    list: (prefix) => readdirSync(dir).map(decodeURIComponent).filter((n) => n.startsWith(prefix)).sort(),
    free: () => capacity - used(),
  };
}
