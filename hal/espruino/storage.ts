// The HAL's Storage (hal/hal.ts) over Espruino's Storage module. Espruino throws when
// the flash is full ("Unable to find or create file"); the HAL reports every failure as
// false instead, so the app decides what a full flash means for the game.
import type { Storage } from "../hal";
import { flash } from "./flash";

// Espruino writes at offset 0 by creating the file anew (and at offset > 0 only into an
// existing file), so the HAL's cases map onto its calls like this.
function put(name: string, data: string, offset: number | undefined, size: number | undefined): boolean {
  const s = flash();
  if (offset === undefined) return s.write(name, data);
  if (size !== undefined) {
    if (offset === 0) return s.write(name, data, 0, size);
    // Create the file erased, then fill: writing 0xFF leaves an erased byte erased.
    return s.write(name, "\xff", 0, size) && s.write(name, data, offset);
  }
  // In-place writes at offset 0 cannot be expressed: Espruino would replace the file.
  return offset > 0 && s.write(name, data, offset);
}

export function espruinoStorage(): Storage {
  return {
    read: function (name, offset, length) {
      return flash().read(name, offset, length);
    },
    write: function (name, data, offset, size) {
      try {
        return put(name, data, offset, size);
      } catch (_e) {
        return false;
      }
    },
    erase: function (name) {
      flash().erase(name);
    },
    list: function (prefix) {
      return flash()
        .list()
        .filter(function (n) {
          return n.startsWith(prefix);
        })
        .sort();
    },
    free: function () {
      return flash().getFree();
    },
    map: function (name, offset, length) {
      if (offset === undefined) return flash().read(name) === undefined ? undefined : flash().readArrayBuffer(name);
      const part = flash().read(name, offset, length);
      return part === undefined ? undefined : E.toArrayBuffer(part);
    },
  };
}
