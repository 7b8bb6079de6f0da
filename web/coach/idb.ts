// A small promise face on IndexedDB, where the page keeps what is too big for localStorage
// (the coach's value tables, 0.7-1.9 MB each; the firmware's flash). Where IndexedDB is
// missing or refuses (a private window, storage switched off), get finds nothing and put
// keeps nothing: the page works from memory.
const DB = "kniffel";
const STORE = "blobs";

let opened: Promise<IDBDatabase | null> | null = null;

function db(): Promise<IDBDatabase | null> {
  opened ??= new Promise((resolve) => {
    try {
      const r = indexedDB.open(DB, 1);
      r.onupgradeneeded = () => r.result.createObjectStore(STORE);
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => resolve(null);
      r.onblocked = () => resolve(null);
    } catch (_e) {
      resolve(null);
    }
  });
  return opened;
}

export async function idbGet<T>(key: string): Promise<T | undefined> {
  const d = await db();
  if (!d) return undefined;
  return new Promise((resolve) => {
    try {
      const r = d.transaction(STORE).objectStore(STORE).get(key);
      r.onsuccess = () => resolve(r.result as T | undefined);
      r.onerror = () => resolve(undefined);
    } catch (_e) {
      resolve(undefined);
    }
  });
}

/** True when it was kept. */
export async function idbPut(key: string, value: unknown): Promise<boolean> {
  const d = await db();
  if (!d) return false;
  return new Promise((resolve) => {
    try {
      const t = d.transaction(STORE, "readwrite");
      t.objectStore(STORE).put(value, key);
      t.oncomplete = () => resolve(true);
      t.onerror = () => resolve(false);
      t.onabort = () => resolve(false);
    } catch (_e) {
      resolve(false);
    }
  });
}
