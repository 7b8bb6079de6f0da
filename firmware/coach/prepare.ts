// What a device makes once from what it was sent, so that the install stays light (the App
// Loader sends the app over Bluetooth): the coach's set-up file (setup.ts, 132 KB) from its
// heatshrink-compressed parts (45 KB), and each value table from its packed parts
// (packed.ts). Both are checked before use: the set-up file by its trailer and layout
// (decodeSetup), a table by its header and its last state (table.ts storedTable), so a file
// cut off by a power cut or a full Storage is made again, never used.
//
// Set-up parts, kniffel.s<part> (coach-setup.ts writes them):
//   0 "KNC1", u8 part, u8 parts, u8 slices, u8 0, u32 the set-up file's size
//  12 per slice: u32 offset in the set-up file, u32 offset in this part, u32 length here
//     then the slices, each heatshrink-compressed (at most SLICE bytes inflated: RAM).
import type { Storage } from "../../hal/hal";
import { find } from "../core/strings";
import { Job, later, staged } from "./job";
import { needsUnpack, PackedIo, PACKED_FILE, unpackJob } from "./packed";
import { decodeSetup, Setup } from "./setup";

export const SETUP_PARTS = "kniffel.s";
export const SETUP_MAGIC = "KNC1";
/** Bytes of the set-up file per compressed slice: what one piece inflates in RAM. */
export const SLICE = 6144;
/** Table rows unpacked per piece of a job (each well under a calibration loop on a device). */
const ROWS_PER_PIECE = 2;

function u32(s: string, at: number): number {
  return (s.charCodeAt(at) | (s.charCodeAt(at + 1) << 8) | (s.charCodeAt(at + 2) << 16) | (s.charCodeAt(at + 3) << 24)) >>> 0;
}

/** The set-up file's tables through Storage.map, or null where it is missing or not complete. */
export function storedSetup(storage: Storage, file: string): Setup | null {
  const map = storage.map;
  const whole = map ? map(file) : undefined;
  return map && whole ? decodeSetup(function (at, length) { return map(file, at, length); }, whole.byteLength) : null;
}

/** The slices of the set-up parts as [file offset, part name, offset, length] each, or null if a part is missing or wrong. */
function slicesOf(storage: Storage): { size: number; slices: (string | number)[][] } | null {
  const out: (string | number)[][] = [];
  let parts = 1;
  let size = 0;
  for (let p = 0; p < parts; p++) {
    const name = SETUP_PARTS + p;
    const h = storage.read(name, 0, 12);
    if (!h || h.length < 12 || h.substr(0, 4) !== SETUP_MAGIC || h.charCodeAt(4) !== p) return null;
    if (!p) {
      parts = h.charCodeAt(5);
      size = u32(h, 8);
    } else if (h.charCodeAt(5) !== parts || u32(h, 8) !== size) return null;
    const n = h.charCodeAt(6);
    const list = storage.read(name, 12, 12 * n);
    if (!list || list.length < 12 * n) return null;
    for (let i = 0; i < n; i++) out.push([u32(list, 12 * i), name, u32(list, 12 * i + 4), u32(list, 12 * i + 8)]);
  }
  return { size: size, slices: out };
}

/**
 * The job that writes the set-up file `file` from its parts, or null where it is complete
 * already or there are no parts. An incomplete file is erased and written anew (a slice
 * inflates in a fraction of a calibration loop). Its answer: whether the file is complete.
 */
export function setupJob(storage: Storage, io: PackedIo, file: string): Job<boolean> | null {
  if (storedSetup(storage, file)) return null;
  const found = slicesOf(storage);
  if (!found) return null;
  if (storage.read(file, 0, 1) !== undefined) storage.erase(file);
  const slices = found.slices;
  let ok = true;
  return staged([slices.length], function (_s, i) {
    const sl = slices[i];
    const packed = ok ? storage.read(sl[1] as string, sl[2] as number, sl[3] as number) : undefined;
    const data = packed ? io.inflate(packed) : "";
    const at = sl[0] as number;
    ok = ok && data.length > 0 && (at ? storage.write(file, data, at) : storage.write(file, data, 0, found.size));
  }, function () {
    if (!ok || !storedSetup(storage, file)) {
      storage.erase(file);
      return false;
    }
    return true;
  });
}

/** The rules codes of the packed tables in Storage (their part 0). */
function packedCodes(storage: Storage): number[] {
  const names = storage.list(PACKED_FILE);
  const out: number[] = [];
  for (let i = 0; i < names.length; i++) {
    const dot = find(names[i], ".", PACKED_FILE.length);
    if (dot > 0 && names[i].substr(dot + 1) === "0") out.push(parseInt(names[i].substr(PACKED_FILE.length, dot - PACKED_FILE.length), 10));
  }
  return out;
}

/** Makes the job that unpacks a table (a job that answers false where the parts are damaged). */
function unpacking(storage: Storage, io: PackedIo, code: number): () => Job<boolean> {
  return function () {
    return unpackJob(storage, io, code, ROWS_PER_PIECE) || staged([], function () { /* nothing */ }, function () { return false; });
  };
}

/**
 * Everything a device still has to make before the coach answers: the set-up file, then
 * each packed table not yet unpacked, as one job; null when there is nothing to do (every
 * question but the first after an install). Its answer is the number of files it could
 * not make (0: all made).
 */
export function prepareJob(storage: Storage, io: PackedIo, setupFile: string): Job<number> | null {
  const jobs: Job<boolean>[] = [];
  const s = setupJob(storage, io, setupFile);
  if (s) jobs.push(s);
  const codes = packedCodes(storage);
  for (let i = 0; i < codes.length; i++) {
    // Made when its turn comes: checking the parts (their CRCs) is a step of its own.
    if (needsUnpack(storage, codes[i])) jobs.push(later(unpacking(storage, io, codes[i])));
  }
  if (!jobs.length) return null;
  let at = 0;
  let failed = 0;
  return {
    step: function () {
      if (at < jobs.length && jobs[at].step()) {
        if (!jobs[at].result()) failed++;
        at++;
      }
      return at >= jobs.length;
    },
    result: function () {
      return failed;
    },
  };
}
