// The device's files kept in the browser (localStorage, one key per file, per board), so a
// reload finds them as a power cut leaves the device's flash: the game resumes exactly. The
// rules stay the device's (sim/storage.ts): its size, names, erased bytes. Browser storage
// that is full or switched off refuses the file, and the write fails as on a full flash:
// the game goes on in memory and says once that it is not saved (the app's own message).
import type { SimStorage } from "../sim/storage";
import { createStorage } from "../sim/storage";

/** What the page needs of window.localStorage (tests hand in a fake). */
export interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

/** The browser's localStorage, or null where it is switched off (reading it throws then). */
export function browserStore(): KeyValue | null {
  try {
    const s = (globalThis as unknown as { localStorage: KeyValue }).localStorage;
    s.getItem("kniffel"); // some browsers throw only on use
    return s;
  } catch (_e) {
    return null;
  }
}

const keyPrefix = (board: string) => `kniffel/${board}/`;

/** Board `board`'s files in `kv` (null: switched off, nothing is kept), at most `capacity` bytes. */
export function pageStorage(kv: KeyValue | null, board: string, capacity: number): SimStorage {
  const prefix = keyPrefix(board);
  const files = new Map<string, string>();
  if (kv) {
    for (let i = 0; i < kv.length; i++) {
      const k = kv.key(i);
      const v = k !== null && k.startsWith(prefix) ? kv.getItem(k) : null;
      if (k !== null && v !== null) files.set(k.slice(prefix.length), v);
    }
  }
  return createStorage(capacity, files, {
    save(name, data) {
      if (!kv) return false;
      try {
        kv.setItem(prefix + name, data);
        return true;
      } catch (_e) {
        return false; // QuotaExceededError: full
      }
    },
    remove(name) {
      try {
        kv?.removeItem(prefix + name);
      } catch (_e) {
        // a store that cannot remove keeps a file the device erased; the next write replaces it
      }
    },
  });
}

/** Erases board `board`'s files (the page's "new device" button). */
export function clearBoard(kv: KeyValue | null, board: string): void {
  if (!kv) return;
  const doomed: string[] = [];
  for (let i = 0; i < kv.length; i++) {
    const k = kv.key(i);
    if (k !== null && k.startsWith(keyPrefix(board))) doomed.push(k);
  }
  for (const k of doomed) kv.removeItem(k);
}
