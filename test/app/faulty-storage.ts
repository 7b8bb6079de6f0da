// A storage that fails on purpose: a power cut in the middle of a chosen write (part of the
// bytes reach flash, then the device stops), or a full flash from a chosen write on.
import type { Storage } from "../../hal/hal";
import type { SimStorage } from "../../sim/storage";
import { memoryStorage } from "../../sim/storage";

/** Thrown where the power fails: the running app stops there, like a reset. */
export class PowerCut extends Error {}

export interface Faults {
  /** Write number (1-based) during which the power fails, and how many of its bytes land. */
  cutAt?: number;
  cutBytes?: number;
  /** From this write number on, every write fails as on a full flash. */
  fullFrom?: number;
}

export class FaultyStorage implements Storage {
  writes = 0;
  constructor(readonly inner: SimStorage, readonly faults: Faults = {}) {}

  read(name: string) { return this.inner.read(name); }
  erase(name: string) { this.inner.erase(name); }
  list(prefix: string) { return this.inner.list(prefix); }
  free() { return this.inner.free(); }

  write(name: string, data: string, offset?: number, size?: number): boolean {
    this.writes++;
    const f = this.faults;
    if (f.fullFrom !== undefined && this.writes >= f.fullFrom) return false;
    if (this.writes === f.cutAt) {
      const part = data.slice(0, Math.min(f.cutBytes ?? 0, data.length - 1));
      this.inner.write(name, part, offset, size);
      throw new PowerCut(`power cut in write ${this.writes} (${name}) after ${part.length} of ${data.length} bytes`);
    }
    return this.inner.write(name, data, offset, size);
  }
}

export function freshFlash(): SimStorage {
  return memoryStorage(10240);
}
