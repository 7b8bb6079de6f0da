// What a device makes once from what it was sent, so that the install stays light (the App
// Loader sends the app over Bluetooth): the coach's set-up file (setup.ts) from its
// compressed parts and the tables it builds itself, and each value table from its packed
// parts (packed.ts, a seventh of it). Each is checked against the CRC-32s its parts carry
// before the parts are erased, so a file cut off by a power cut or a full Storage is made
// again, never used: while parts are in Storage, the next question prepares first.
//
// Set-up parts, kniffel.s<part> (build/storage-files.ts setupParts writes them):
//   0 "KNC2", u8 part, u8 parts, u8 slices, u8 0, u32 the set-up file's size
//  12 per slice: u32 offset in the set-up file, u32 length there, u32 offset in this part,
//     u32 length here, u32 CRC-32 of the slice as written, u32 reference; then the slices'
//     data. A slice with reference 0 is heatshrink-compressed (at most SLICE bytes
//     inflated: what one piece holds in RAM). References DICE_SLICE and UPPER_SLICE have no
//     data: the keeps' keys and transitions (dice.ts) and the upper classes (state.ts),
//     which the device builds with the engines' own code in a few dozen pieces instead of
//     being sent their 11 KB compressed (not the rolls' probabilities: the firmware's
//     doubles are not the build's to the last bit). Any other is a patch of the file's bytes from
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
import { decodeSetup, installSetup } from "./setup";
import { builtClasses, newUpperBuild, upperStep } from "./state";
import { addsOf, FACES, FIRST_ROLL, KEEPS, keepKeys } from "./dice";

export const SETUP_MAGIC = "KNC2";
/** Bytes of the set-up file per compressed slice: what one piece inflates in RAM. */
export const SLICE = 6144;
/** Bytes of a slice's entry in its part's header. */
export const SLICE_ENTRY = 24;
/** The references of the slices the device builds itself (setup.ts setupLayout's `built`): the keeps' keys and transitions, the upper classes. */
export const DICE_SLICE = 1;
export const UPPER_SLICE = 2;
/** Upper masks built per piece (a mask is about a fifth of a calibration loop on a device). */
const MASKS_PER_PIECE = 2;
/** Keeps whose transitions are found per piece. */
const KEEPS_PER_PIECE = 30;
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

/** A table of the set-up file. */
type Table = Uint8Array | Int16Array | Uint16Array | Int32Array | Float64Array;
/** A slice the device builds: each call a piece of the work, null until the last, which gives the slice's tables in file order. */
type Builder = () => Table[] | null;

/** The keeps' keys and transitions (setup.ts: dice.ts's `key` and `add`). */
function diceBuilder(): Builder {
  const key = new Int32Array(KEEPS);
  const add = new Int16Array(KEEPS * FACES).fill(-1);
  let k = -1; // the keeps' keys first, then the transitions of keeps k on
  return function () {
    if (k < 0) {
      keepKeys(key);
      k = 0;
      return null;
    }
    if (k === FIRST_ROLL) return [key, add];
    const to = Math.min(FIRST_ROLL, k + KEEPS_PER_PIECE);
    addsOf(key, add, k, to);
    k = to;
    return null;
  };
}

/** The upper classes (setup.ts: index, sum, first). */
function upperBuilder(): Builder {
  const u = newUpperBuild();
  return function () {
    for (let k = 0; k < MASKS_PER_PIECE; k++) {
      if (!upperStep(u)) continue;
      const c = builtClasses(u);
      return [c.index, c.sum, c.first];
    }
    return null;
  };
}

/**
 * Writes a built slice's tables from `at` on, one after the other (setup.ts lays them out so:
 * each is a multiple of 8 bytes), and checks them as written against the slice's CRC; false
 * where they do not fill its `length` bytes or a write fails. A table goes in pieces of at
 * most 4 KB: a string copy of it all at once would double the heap it takes.
 */
function writeBuilt(storage: Storage, io: PackedIo, file: string, tables: Table[], at: number, length: number, crc: number): boolean {
  let to = at;
  for (let i = 0; i < tables.length; i++) {
    const t = tables[i];
    for (let from = 0; from < t.byteLength; from += 4096) {
      if (!storage.write(file, io.text(new Uint8Array(t.buffer, t.byteOffset + from, Math.min(4096, t.byteLength - from))), to + from)) return false;
    }
    to += t.byteLength;
  }
  return to - at === length && io.crc(storage.read(file, at, length) as string) === crc;
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
  let build: Builder | null = null;
  const step = function (): boolean {
    const sl = slices[i];
    const at = sl[0] as number;
    const length = sl[1] as number;
    const ref = sl[6] as number;
    if (writing && (ref === DICE_SLICE || ref === UPPER_SLICE)) {
      if (!build) build = ref === DICE_SLICE ? diceBuilder() : upperBuilder();
      const tables = build();
      if (!tables) return false;
      build = null;
      if (!writeBuilt(storage, io, file, tables, at, length, sl[5] as number)) {
        ok = false;
        storage.erase(file);
        return true;
      }
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
      const data = packed === undefined ? "" : ref ? patched(storage, file, ref, length, packed) : io.inflate(packed);
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
