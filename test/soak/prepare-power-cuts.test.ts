// The coach's files made in the background after an install (firmware/app/preparing.ts), cut
// by power at random pieces (npm run soak; npm test cuts once, half-way:
// test/firmware/install.test.ts). On each watch as the App Loader installed it, the app runs
// a random time from its start, sometimes after a few random inputs (a game started, a hint
// asked: a question lets the work go, and it starts again after), and the power is cut; again
// and again until the parts are gone, 60 to 90 times per watch. The work runs a piece per
// timer call and each piece writes whole rows, so every cut falls between one row's write
// and the next. After every cut Storage holds what the build's files begin with and erased
// flash after it (no row written out of order or half), the table's written rows are never
// fewer than before, and each file is whole once its parts are gone; the set-up file is made
// before the table is begun. At the end the set-up file and the table are the build's, byte
// for byte, and the watch threw nothing. The run times come from the firmware run's seed
// (printed by the set-up and in the title: KNIFFEL_FUZZ_SEED=N replays them).
import { crc32 } from "node:zlib";
import { expect, inject, it } from "vitest";
import { coachSetupBytes } from "../../build/coach-setup";
import { boardBuild } from "../../build/boards";
import { PACKED_FILE } from "../../firmware/coach/parts";
import { KNIFFEL, ROW, SETUP_PART } from "../firmware/coach-files";
import { TABLE_HEADER, tableFile } from "../../firmware/coach/table";
import { DEFAULT_TABLES, tableBytes } from "../../sim/cli/tables";
import { inCircle } from "../../sim/display/palette";
import { sfc32 } from "../../sim/rng";
import { APP_FILE } from "../../emu/watch";
import type { Watch } from "../../emu/watch";
import { describeFirmware, installedWatch } from "../firmware/fixture";

const TABLE = tableFile(KNIFFEL);
const SETUP = "kniffel.cs";

/**
 * The longest run from a start to the cut, while the cuts do not hold the work up. A cut
 * makes the table decode again from the first row of the upper mask under way (the rows
 * written are kept), about 30 rows, a piece each: most runs end inside a mask.
 */
const MAX_RUN_MS = 1500;
/**
 * What each cut after which the work did not get on (no new row written) adds to the longest
 * run, so that the work ends within a few minutes; the cut still lands at a random piece.
 */
const STALL_MS = 250;
/** The first cuts' longest run: the set-up file is made in about half a second after the first start. */
const SETUP_RUN_MS = 600;
const SETUP_CUTS = 3;
/** Far more cuts than a run takes (60 to 90): a bound, so that a preparation that never ends fails. */
const MAX_CUTS = 200;

/** The parts still in Storage: the set-up file's (kniffel.s<n>) and the packed tables' with the note that they wait (kniffel.z*). */
function parts(w: Watch): { setup: string[]; table: string[] } {
  const names = w.emu.eval<string[]>("require('Storage').list(/^kniffel\\.[sz]/)");
  return { setup: names.filter((n) => SETUP_PART.test(n)), table: names.filter((n) => n.startsWith(PACKED_FILE)) };
}

/**
 * How many bytes of the table are already the build's `built`, where the rest is erased
 * flash, checked by CRC-32 on the device (the file is mapped there, not copied to the host);
 * -1 where the file is missing. Rows are written in order, each whole, and a row never ends
 * in 0xFFFF (firmware/coach/packed.ts), so the written end is the first row whose last two
 * bytes are erased.
 */
function tableWritten(w: Watch, built: Buffer): number {
  const n = JSON.stringify(TABLE);
  const length = w.emu.eval<number>(`(function(f){return f===undefined?-1:f.length})(require("Storage").read(${n}))`);
  if (length < 0) return -1;
  expect(length, "the table made at its whole length").toBe(built.length);
  const end = w.emu.eval<number>(
    `(function(S,lo,hi){while(lo<hi){var m=(lo+hi)>>1;if(S.read(${n},${TABLE_HEADER}+(m+1)*${ROW}-2,2)==="\xff\xff")hi=m;else lo=m+1}return ${TABLE_HEADER}+lo*${ROW}})(require("Storage"),0,${(length - TABLE_HEADER) / ROW})`,
  );
  const crcs = w.emu.eval<number[]>(`(function(S){return [E.CRC32(S.read(${n},0,${end})),${end}<${length}?E.CRC32(S.read(${n},${end},${length - end})):0]})(require("Storage"))`);
  expect(crcs[0] >>> 0, `the table's first ${end} bytes the build's`).toBe(crc32(built.subarray(0, end)));
  if (end < length) expect(crcs[1] >>> 0, `the table erased after byte ${end}`).toBe(crc32(Buffer.alloc(length - end, 0xff)));
  return end;
}

/**
 * How many bytes of the set-up file are already the build's `built`, where the rest is
 * erased flash (its slices are written in order, each whole; read to the host, as it is
 * small); -1 where it is missing.
 */
function setupWritten(w: Watch, built: Buffer): number {
  const f = w.emu.readFile(SETUP);
  if (!f) return -1;
  expect(f.length, "the set-up file made at its whole length").toBe(built.length);
  let end = 0;
  while (end < f.length && f[end] === built[end]) end++;
  expect(f.subarray(end).every((b) => b === 0xff), `the set-up file erased after byte ${end}`).toBe(true);
  return end;
}

/** A few random inputs of a person: taps anywhere (a round screen's circle), short and long presses of each button. */
function someInputs(w: Watch, below: (k: number) => number): void {
  const size = w.emu.width;
  const buttons = Object.values(w.b.buttons) as never[];
  for (let n = 1 + below(3); n > 0; n--) {
    if (below(3)) {
      let x: number, y: number;
      do [x, y] = [below(size), below(size)];
      while (w.b.profile.round && !inCircle(size, x, y));
      w.input({ x, y });
    } else w.input({ b: buttons[below(buttons.length)], long: below(2) === 0 });
  }
  // Back on the title leaves the app: started again from the launcher (a computer's turn rolls by itself).
  if (!w.inApp()) w.start().ownRandom(below(1 << 30));
}

/**
 * The app started as the launcher starts it and run for `ms` of the watch's time. Not
 * Watch.start(), which lets a second pass before it returns: a cut lands in that second too
 * (the set-up file made, the table's parts checked, the decoder built).
 */
function runFor(w: Watch, ms: number, seed: number): void {
  w.emu.exec(`load(${JSON.stringify(APP_FILE)})`);
  w.idle(0).ownRandom(seed); // the app loaded (its first idle step); its dice from a generator on the device
  w.idle(ms);
}

/** Cuts the power of an installed board watch at random moments until its parts are gone; the number of cuts. */
function cutUntilPrepared(board: string, seed: number): number {
  const r = sfc32(seed);
  const below = (k: number) => r() % k;
  const setupBuilt = Buffer.from(coachSetupBytes());
  const tableBuilt = Buffer.from(tableBytes(KNIFFEL, DEFAULT_TABLES, () => undefined));
  const w = installedWatch(false, board).bridged(); // the inputs may turn tournament mode on
  const sent = parts(w);
  expect(sent.setup).toEqual(["kniffel.s0"]);
  expect(sent.table).toEqual(expect.arrayContaining(["kniffel.z2.0", "kniffel.z2.1", "kniffel.zw"]));
  let rows = -1;
  let stalls = 0;
  let cuts = 0;
  for (let left = sent; (left.setup.length || left.table.length) && cuts < MAX_CUTS; ) {
    const longest = cuts < SETUP_CUTS ? SETUP_RUN_MS : MAX_RUN_MS + stalls * STALL_MS;
    // Sometimes a few inputs first (a question lets the work go, and it starts again after).
    if (cuts >= SETUP_CUTS && !below(6)) {
      runFor(w, 0, seed + cuts);
      someInputs(w, below);
      w.idle(below(longest));
    } else runFor(w, below(longest), seed + cuts);
    w.emu.powerCycle();
    cuts++;
    // What the cut left: each file the build's as far as it is written, whole once its parts are gone.
    const before = left;
    left = parts(w);
    if (before.setup.length) {
      const setup = setupWritten(w, setupBuilt);
      if (!left.setup.length) expect(setup, "the set-up file whole once its parts are gone").toBe(setupBuilt.length);
    }
    const table = tableWritten(w, tableBuilt);
    if (table >= 0) expect(left.setup, "the table begun after the set-up file was made").toEqual([]);
    expect(left.table, "the table's parts all there, or all gone").toEqual(left.table.length ? sent.table : []);
    if (!left.table.length) expect(table, "the table whole once its parts are gone").toBe(tableBuilt.length);
    expect(table, "no written row of the table lost").toBeGreaterThanOrEqual(rows);
    stalls = table > rows ? 0 : stalls + 1;
    rows = table;
  }
  expect(cuts, `prepared within ${MAX_CUTS} cuts`).toBeLessThan(MAX_CUTS);
  // The build's files, byte for byte; the app started again on them; nothing thrown since the install.
  expect(w.emu.readFile(SETUP)!.equals(setupBuilt)).toBe(true);
  expect(w.emu.readFile(TABLE)!.equals(tableBuilt)).toBe(true);
  runFor(w, 1000, seed);
  expect(w.errors).toEqual([]);
  return cuts;
}

const seed = inject("fuzzSeed");
for (const [i, board] of ["banglejs2", "banglejs3"].entries()) {
  describeFirmware(`the ${boardBuild(board).name}'s coach files made in the background, cut by power at random (seed ${seed}: KNIFFEL_FUZZ_SEED=${seed} replays)`, () => {
    it("end as the build's files, whatever piece the power was cut at", () => {
      console.log(`${boardBuild(board).name}: the coach's files made after ${cutUntilPrepared(board, seed + i)} power cuts`);
    }, 600_000);
  }, board);
}
