// The packed tables' native helpers (firmware/coach/packed.ts PackedIo) on Espruino: bytes
// as a string by E.toString, strings over their bytes by E.toArrayBuffer (a flash string
// stays in flash), E.CRC32, and the firmware's heatshrink.
import type { PackedIo } from "../../firmware/coach/packed";

export function espruinoPackedIo(): PackedIo {
  return {
    text: function (bytes) {
      return E.toString(bytes);
    },
    bytes: function (s) {
      return new Uint8Array(E.toArrayBuffer(s));
    },
    crc: function (s) {
      return E.CRC32(s);
    },
    inflate: function (s) {
      return E.toString(global.require("heatshrink").decompress(s));
    },
  };
}
