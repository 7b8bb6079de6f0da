// What a device makes once from what it was sent, so that the install stays light (the App
// Loader sends the app over Bluetooth): the coach's set-up file (setup.ts) from its
// compressed parts (an eighth of it) and the upper classes it builds itself, and each value
// table from its packed parts (packed.ts, a sixth of it). Each is checked against the CRC-32s its parts carry
// before the parts are erased, so a file cut off by a power cut or a full Storage is made
// again, never used: while parts are in Storage, the next question prepares first.
//
// Set-up parts, kniffel.s<part> (build/storage-files.ts setupParts writes them):
//   0 "KNC2", u8 part, u8 parts, u8 slices, u8 0, u32 the set-up file's size
//  12 per slice: u32 offset in the set-up file, u32 length there, u32 offset in this part,
//     u32 length here, u32 CRC-32 of the slice as written, u32 reference; then the slices'
//     data. A slice with reference 0 is heatshrink-compressed (at most SLICE bytes
//     inflated: what one piece holds in RAM). Reference UPPER_SLICE has no data: the upper
//     classes (state.ts), which the device builds in fewer pieces than the 5 KB they
//     compress to would take to send. Any other is a patch of the file's bytes from
//     the reference on, which are written by then: the rule variants' records differ in
//     a few dozen bytes, which heatshrink's 256-byte window cannot see. A patch is runs of
//     u16 offset in the slice, u8 length, the bytes; the bytes between runs are the
//     reference's.
import type { Storage } from "../../hal/hal";
import type { Job } from "./job";
import { staged } from "./job";
import type { PackedIo } from "./packed";
import { unpackJob } from "./packed";
import { packedCodes, SETUP_PARTS, TABLES_WAITING } from "./parts";
import type { Setup } from "./setup";
import { decodeSetup, installSetup, setupLayout } from "./setup";
import type { UpperBuild, UpperClasses } from "./state";
import { builtClasses, newUpperBuild, upperStep } from "./state";

export const SETUP_MAGIC = "KNC2";
/** Bytes of the set-up file per compressed slice: what one piece inflates in RAM. */
export const SLICE = 6144;
/** Bytes of a slice's entry in its part's header. */
export const SLICE_ENTRY = 24;
/** The reference of the slice the device builds itself: the upper classes (setup.ts upperAt). */
export const UPPER_SLICE = 1;
/** Upper masks built per piece (a mask is about a fifth of a calibration loop on a device). */
const MASKS_PER_PIECE = 2;
/** Table rows unpacked per piece of a job (a row's Rice codes take most of a calibration loop on a device). */
const ROWS_PER_PIECE = 1;

function u32(s: string, at: number): number {
  return (s.charCodeAt(at) | (s.charCodeAt(at + 1) << 8) | (s.charCodeAt(at + 2) << 16) | (s.charCodeAt(at + 3) << 24)) >>> 0;
}

/** The set-up file's tables through Storage.map, or null where it is missing or not complete. */
export function storedSetup(storage: Storage, file: string): Setup | null {
  const map = storage.map;
  const whole = map ? map(file) : undefined;
  return map && whole ? decodeSetup(function (at, length) { return map(file, at, length); }, whole.byteLength) : null;
}

/** A slice of the set-up parts: [file offset, length there, part name, offset in the part, length there, CRC, reference]. */
type Slice = (string | number)[];

/** The slices of the set-up parts, the file's size and the parts' count, or null if a part is missing or wrong. */
function slicesOf(storage: Storage): { size: number; parts: number; slices: Slice[] } | null {
  const out: Slice[] = [];
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
    const list = storage.read(name, 12, SLICE_ENTRY * n);
    if (!list || list.length < SLICE_ENTRY * n) return null;
    for (let i = 0; i < n; i++) {
      const e = SLICE_ENTRY * i;
      out.push([u32(list, e), u32(list, e + 4), name, u32(list, e + 8), u32(list, e + 12), u32(list, e + 16), u32(list, e + 20)]);
    }
  }
  return { size: size, parts: parts, slices: out };
}

/** A patch slice's bytes: the file's bytes from `ref` on, with the patch's runs (see the top). */
function patched(storage: Storage, file: string, ref: number, length: number, patch: string): string {
  const from = storage.read(file, ref, length);
  if (!from || from.length < length) return "";
  let out = "";
  let at = 0;
  for (let k = 0; k + 3 <= patch.length; ) {
    const o = patch.charCodeAt(k) | (patch.charCodeAt(k + 1) << 8);
    const n = patch.charCodeAt(k + 2);
    out += from.substring(at, o) + patch.substr(k + 3, n);
    at = o + n;
    k += 3 + n;
  }
  return out + from.substring(at, length);
}

/**
 * Writes the built upper classes where the slice at `at` of `length` bytes has them
 * (setup.ts upperAt) and checks them as written against the slice's CRC; false where they
 * do not fit it or a write fails.
 */
function writeUpper(storage: Storage, io: PackedIo, file: string, u: UpperClasses, at: number, length: number, crc: number): boolean {
  const where = setupLayout(null, u.count, [], []).upperAt;
  const half = u.index.byteLength / 2;
  const bytes = function (a: Uint16Array | Int16Array | Uint8Array, from: number, n: number): string {
    return io.text(new Uint8Array(a.buffer, a.byteOffset + from, n));
  };
  // The index in two halves: a copy of the 8 KB as a string at once would double the heap it takes.
  return where[0] === at && where[3] - at === length && storage.write(file, bytes(u.index, 0, half), at) && storage.write(file, bytes(u.index, half, half), at + half) &&
    storage.write(file, bytes(u.sum, 0, u.count), where[1]) && storage.write(file, bytes(u.first, 0, u.first.length * 2), where[2]) && io.crc(storage.read(file, at, length) as string) === crc;
}

function eraseParts(storage: Storage, parts: number): void {
  for (let p = 0; p < parts; p++) storage.erase(SETUP_PARTS + p);
}

/**
 * The job that makes the set-up file `file` from its parts and erases them, or null where
 * there are none. A file there already (the App Loader keeps an app's data files on an
 * update) is checked slice by slice against the parts' CRCs and kept if it matches; else it
 * is written anew (a slice inflates in a fraction of a calibration loop). Its answer:
 * whether the file is complete and what the parts make.
 */
export function setupJob(storage: Storage, io: PackedIo, file: string): Job<boolean> | null {
  if (storage.read(SETUP_PARTS + "0", 0, 4) === undefined) return null;
  const found = slicesOf(storage);
  if (!found) {
    eraseParts(storage, 8); // damaged parts: there is nothing to make the file from
    return staged([], function () { /* nothing */ }, function () { return false; });
  }
  const slices = found.slices;
  // Checking what is there, or writing (phase 1).
  let writing = !storedSetup(storage, file);
  let ok = true;
  if (writing && storage.read(file, 0, 1) !== undefined) storage.erase(file);
  let i = 0;
  let upper: UpperBuild | null = null;
  const step = function (): boolean {
    const sl = slices[i];
    const at = sl[0] as number;
    const length = sl[1] as number;
    if (writing && sl[6] === UPPER_SLICE) {
      if (!upper) upper = newUpperBuild();
      let built = false;
      for (let k = 0; k < MASKS_PER_PIECE && !built; k++) built = upperStep(upper);
      if (!built) return false;
      if (!writeUpper(storage, io, file, builtClasses(upper), at, length, sl[5] as number)) {
        ok = false;
        storage.erase(file);
        return true;
      }
      upper = null;
    } else if (!writing) {
      const s = storage.read(file, at, length);
      if (!s || io.crc(s) !== sl[5]) {
        // Another version's file: written anew from the first slice.
        storage.erase(file);
        writing = true;
        i = 0;
        return false;
      }
    } else {
      const packed = storage.read(sl[2] as string, sl[3] as number, sl[4] as number);
      const ref = sl[6] as number;
      const data = packed === undefined || ref === UPPER_SLICE ? "" : ref ? patched(storage, file, ref, length, packed) : io.inflate(packed);
      if (data.length !== length || io.crc(data) !== sl[5] || !(at ? storage.write(file, data, at) : storage.write(file, data, 0, found.size))) {
        ok = false;
        storage.erase(file);
        return true;
      }
    }
    return ++i === slices.length;
  };
  return {
    step: function () {
      if (!step()) return false;
      ok = ok && storedSetup(storage, file) !== null;
      if (ok) eraseParts(storage, found.parts);
      else storage.erase(file);
      i = slices.length;
      return true;
    },
    result: function () {
      return ok;
    },
    share: function () {
      return i / slices.length;
    },
  };
}

/**
 * Makes the job that unpacks a table once the set-up file is made: its upper classes are
 * then mapped, not built in RAM.
 */
function unpacking(storage: Storage, io: PackedIo, code: number, setupFile: string): Job<boolean> {
  let j: Job<boolean> | null = null;
  return {
    step: function () {
      if (j) return j.step();
      const s = storedSetup(storage, setupFile);
      if (s) installSetup(s);
      j = unpackJob(storage, io, code, ROWS_PER_PIECE);
      return false;
    },
    result: function () {
      return (j as Job<boolean>).result();
    },
    share: function () {
      return j ? (j.share as () => number)() : 0;
    },
  };
}

/** The preparation as the app runs it in the background: a job, and how far it is. */
export interface Preparation extends Job<number> {
  /** The share done, 0 .. 1: the files made, and of the file being made its slices or rows. */
  share(): number;
}

/**
 * Everything a device still has to make from parts in Storage: the set-up file, then each
 * packed table, as one job, or null when there are no parts (every start but those after an
 * install, or after the app's page sent a table). Its answer is the number of files it could
 * not make (0: all made).
 */
export function prepareJob(storage: Storage, io: PackedIo, setupFile: string): Preparation | null {
  const jobs: Job<boolean>[] = [];
  const s = setupJob(storage, io, setupFile);
  if (s) jobs.push(s);
  const codes = packedCodes(storage);
  for (let i = 0; i < codes.length; i++) jobs.push(unpacking(storage, io, codes[i], setupFile));
  if (!codes.length) storage.erase(TABLES_WAITING); // no table waits (any more)
  if (!jobs.length) return null;
  let at = 0;
  let failed = 0;
  const done = staged([], function () { /* nothing */ }, function () { return true; });
  return {
    step: function () {
      if (at < jobs.length && jobs[at].step()) {
        if (!jobs[at].result()) failed++;
        jobs[at++] = done; // its memory freed
        // Every table made, or its parts erased as damaged: nothing waits any more.
        if (at === jobs.length && !packedCodes(storage).length) storage.erase(TABLES_WAITING);
      }
      return at >= jobs.length;
    },
    result: function () {
      return failed;
    },
    share: function () {
      const part = at < jobs.length ? jobs[at].share : undefined;
      return at < jobs.length ? (at + (part ? part() : 0)) / jobs.length : 1;
    },
  };
}
