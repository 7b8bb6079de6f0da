// The packed tables' native helpers (firmware/coach/packed.ts PackedIo) on Node: what
// E.toString, E.toArrayBuffer, E.CRC32 and heatshrink do on the device.
import { createRequire } from "node:module";
import { crc32 } from "node:zlib";
import type { PackedIo } from "../firmware/coach/packed";

/** Espruino's heatshrink (the espruino package's build of it: the same window and lookahead as the firmware). */
export const heatshrink = createRequire(import.meta.url)("espruino/libs/heatshrink.js") as {
  compress(data: Uint8Array): Uint8Array;
  decompress(data: Uint8Array): Uint8Array;
};

export const nodePackedIo: PackedIo = {
  text: (bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString("latin1"),
  bytes: (s) => new Uint8Array(Buffer.from(s, "latin1")),
  crc: (s) => crc32(Buffer.from(s, "latin1")),
  inflate: (s) => Buffer.from(heatshrink.decompress(new Uint8Array(Buffer.from(s, "latin1")))).toString("latin1"),
};
