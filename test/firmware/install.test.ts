// The light install on the real firmware: the watch as the App Loader leaves it (the
// coach's set-up file and the Kniffel table sent as parts, global-setup.ts) makes its files
// in the background while a game is played (firmware/app/preparing.ts), in short pieces,
// within the coach's heap budget, and goes on after a power cut; a hint meanwhile is the
// compact engine's, at once and marked, and the exact one once the table is made, as the
// simulator answers them; the files it made are the build's, byte for byte, and the parts
// are gone.
import { expect, it } from "vitest";
import { coachSetupBytes } from "../../build/coach-setup";
import { PACKED_FILE, SETUP_PARTS } from "../../firmware/coach/parts";
import { TABLE_HEADER, tableFile } from "../../firmware/coach/table";
import type { Rules } from "../../firmware/core";
import { presetRules } from "../../firmware/core";
import { DEFAULT_TABLES, tableBytes } from "../../sim/cli/tables";
import { roll } from "../../sim/harness";
import { HINT, open, peak, probe } from "../../emu/coach-probe";
import { followingAdvisor } from "../../emu/lockstep";
import type { Watch } from "../../emu/watch";
import { describeFirmware, installedWatch, Lockstep } from "./fixture";
import { heapBudget } from "../../emu/memory";
import { PIECE_MS } from "../../firmware/app/preparing";

const KNIFFEL = presetRules("kniffel") as Rules;
/** A Kniffel table's row: 192 variants of 2 bytes (state.ts). */
const ROW = 2 * 192;
const SETUP_PART = new RegExp(`^${SETUP_PARTS.replace(".", "\\.")}\\d+$`);

/** The set-up parts, the packed tables' parts and the tables (kniffel.s*, .z*, .v*). */
const coachFiles = (w: Watch) => w.emu.eval<string[]>("require('Storage').list(/^kniffel\\.[svz]/)");
const partsLeft = (w: Watch) => coachFiles(w).filter((f) => f.startsWith(PACKED_FILE) || SETUP_PART.test(f));

/**
 * Counts the pieces of the coach's questions on the watch (their timers are set for 0 ms; the
 * preparation's for PIECE_MS); questionPieces() reads and restarts the count.
 */
function countQuestions(w: Watch): () => number {
  w.emu.exec("global.__q=0;var __st0=setTimeout;global.setTimeout=function(f,ms){if(!ms)__q++;return __st0(f,ms)}");
  return () => {
    const n = w.emu.eval<number>("__q");
    w.emu.exec("__q=0");
    return n;
  };
}

/** Lets the watch idle, `step` ms at a time, until `done` (at most `ms`); the idle time it took. */
function idleUntil(w: Watch, done: () => boolean, ms: number, step: number): number {
  let t = 0;
  for (; t < ms && !done(); t += step) w.idle(step);
  return t;
}

/** Lets the watch idle until its parts are gone (at most `ms`); the idle time it took. */
const idleUntilPrepared = (w: Watch, ms: number) => idleUntil(w, () => !partsLeft(w).length, ms, 5000);

/** The files the watch made are the build's, byte for byte, and no part is left. */
function madeAsBuilt(w: Watch): void {
  expect(partsLeft(w)).toEqual([]);
  expect(w.emu.readFile("kniffel.cs")!.equals(Buffer.from(coachSetupBytes()))).toBe(true);
  expect(w.emu.readFile(tableFile(KNIFFEL))!.equals(Buffer.from(tableBytes(KNIFFEL, DEFAULT_TABLES, () => undefined)))).toBe(true);
}

describeFirmware("the coach's files after an install", () => {
  it("are made in the background while a game is played; a hint meanwhile is compact, at once and marked, then exact", () => {
    const watch = installedWatch();
    const l = new Lockstep("install-background", 12, false, { watch, coach: () => followingAdvisor(watch) });
    expect(coachFiles(watch).filter((f) => f.startsWith(PACKED_FILE)).length).toBeGreaterThan(5);
    l.newGame(1);
    probe(l);
    const questionPieces = countQuestions(watch);
    roll(l);
    // Begun by itself (the set-up file first), not done.
    expect(watch.file("kniffel.cs")).toBeDefined();
    expect(partsLeft(watch).length).toBeGreaterThan(5);
    peak(l);
    open(l, HINT, (press) => {
      questionPieces();
      press();
    });
    expect(l.p.dump.msg).toMatch(/^Tipp \(grob\): .+ \(erwartet \d+,\d\)$/);
    expect(PIECE_MS).toBeGreaterThan(0);
    expect(questionPieces()).toBeLessThan(40); // no preparation first: the compact engine's few pieces
    expect(peak(l)).toBeLessThan(heapBudget("banglejs2").coach);
    // The work goes on while the hint shows, within the coach's heap budget.
    l.watch.emu.exec("__peak=0");
    expect(idleUntilPrepared(watch, 300_000)).toBeLessThan(300_000);
    expect(peak(l)).toBeLessThan(heapBudget("banglejs2").coach);
    madeAsBuilt(watch);
    // The next hint is the exact one (the simulator's coach follows the watch's files).
    l.press("back");
    open(l, HINT, (press) => {
      questionPieces();
      press();
    });
    expect(l.p.dump.msg).toMatch(/^Tipp: .+ \(erwartet \d+,\d\)$/);
    expect(questionPieces()).toBeLessThan(40);
  }, 600_000); // the preparation: about a minute and a half of the emulator

  it("go on after a power cut half-way and after the app was left, from the rows already written", () => {
    const w = installedWatch().start();
    const table = () => w.file(tableFile(KNIFFEL)) ?? "";
    /** The table's rows written so far: up to the first row whose last step is erased flash (a row never ends in 0xFFFF: packed.ts). */
    const written = () => {
      const t = table();
      let end = TABLE_HEADER;
      while (end + ROW < t.length && t.slice(end + ROW - 2, end + ROW) !== "\xff\xff") end += ROW;
      return t.slice(0, end);
    };
    w.idle(4000); // a couple of hundred pieces: into the table
    const before = written();
    expect(before.length).toBeGreaterThan(1000);
    w.powerCut();
    expect(written().startsWith(before)).toBe(true); // nothing lost ...
    expect(idleUntil(w, () => written().length > before.length, 30_000, 500)).toBeLessThan(30_000);
    const after = written();
    expect(after.length).toBeGreaterThan(before.length); // ... and it goes on from there
    expect(after.startsWith(before)).toBe(true);
    // Left for the clock (the title's side button): nothing runs while the app is closed.
    w.input({ b: "back", long: false });
    expect(w.inApp()).toBe(false);
    const left = written();
    w.idle(5000);
    expect(written()).toBe(left);
    w.start();
    expect(idleUntil(w, () => written().length > left.length, 30_000, 500)).toBeLessThan(30_000);
    expect(partsLeft(w).length).toBeGreaterThan(0); // (npm run soak cuts it at random pieces to the end)
    expect(w.errors).toEqual([]);
  });
});
