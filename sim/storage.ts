// Storage for the simulator, with the device's rules (see hal/hal.ts): names of at most 28
// characters, a total size, files created with erased (0xFF) bytes and filled piece by
// piece, each byte written once. Kept in memory, or mirrored to a backing: files in a
// folder (folder-storage.ts, Node), the browser's storage (web/storage.ts).
import type { Storage } from "../hal/hal";

export const MAX_NAME = 28;
const ERASED = "\xff";

export interface SimStorage extends Storage {
  /** The files, name -> contents (one char per byte). */
  readonly files: Map<string, string>;
}

/**
 * Where a storage keeps its files besides memory (a folder, the browser's storage), or
 * nowhere. `save` returns false when the backing refuses the file (full, or switched off):
 * the write then fails as on a full flash, and memory keeps the file as it was.
 */
export interface Backing {
  save(name: string, data: string): boolean;
  remove(name: string): void;
}

function checkName(name: string): void {
  if (name.length < 1 || name.length > MAX_NAME) throw new Error(`storage name "${name}" must have 1 to ${MAX_NAME} characters`);
}

export function createStorage(capacity: number, files: Map<string, string>, backing?: Backing): SimStorage {
  const used = () => {
    let n = 0;
    for (const v of files.values()) n += v.length;
    return n;
  };
  const put = (name: string, data: string): boolean => {
    const old = files.get(name)?.length ?? 0;
    if (used() - old + data.length > capacity) return false;
    if (backing && !backing.save(name, data)) return false;
    files.set(name, data);
    return true;
  };
  return {
    files,
    read(name, offset, length) {
      const f = files.get(name);
      return f === undefined || offset === undefined ? f : f.substr(offset, length);
    },
    write(name, data, offset, size) {
      checkName(name);
      if (offset === undefined) return put(name, data);
      if (size !== undefined) {
        if (offset + data.length > size) return false;
        return put(name, ERASED.repeat(offset) + data + ERASED.repeat(size - offset - data.length));
      }
      const old = files.get(name);
      if (old === undefined || offset + data.length > old.length) return false;
      for (let i = 0; i < data.length; i++) {
        if (old[offset + i] !== ERASED && old[offset + i] !== data[i]) return false; // flash can't set bits
      }
      return put(name, old.slice(0, offset) + data + old.slice(offset + data.length));
    },
    erase(name) {
      files.delete(name);
      backing?.remove(name);
    },
    list: (prefix) => [...files.keys()].filter((n) => n.startsWith(prefix)).sort(),
    free: () => capacity - used(),
    // A copy, where the device maps the flash: the same bytes either way.
    map(name, offset, length) {
      const f = files.get(name);
      if (f === undefined) return undefined;
      const part = offset === undefined ? f : f.substr(offset, length);
      const bytes = new Uint8Array(part.length); // (no Buffer: the web page runs this too)
      for (let i = 0; i < part.length; i++) bytes[i] = part.charCodeAt(i);
      return bytes.buffer;
    },
  };
}

export function memoryStorage(capacity: number): SimStorage {
  return createStorage(capacity, new Map());
}
