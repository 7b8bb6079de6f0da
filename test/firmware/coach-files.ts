// The coach's files on an installed watch (the set-up parts, the packed tables' parts, the
// tables the app makes from them in the background): what the install tests read of them.
// Shared by test/firmware/install.test.ts and the soak's whole preparation (test/soak).
import { expect } from "vitest";
import { coachSetupBytes } from "../../build/coach-setup";
import { PACKED_FILE, SETUP_PARTS } from "../../firmware/coach/parts";
import { TABLE_HEADER, tableFile } from "../../firmware/coach/table";
import type { Rules } from "../../firmware/core";
import { presetRules } from "../../firmware/core";
import { DEFAULT_TABLES, tableBytes } from "../../sim/cli/tables";
import type { Watch } from "../../emu/watch";
import { HINT, open, peak, probe } from "../../emu/coach-probe";
import { followingAdvisor } from "../../emu/lockstep";
import { heapBudget } from "../../emu/memory";
import { PIECE_MS } from "../../firmware/app/preparing";
import { roll } from "../../sim/harness";
import { installedWatch, Lockstep } from "./fixture";

export const KNIFFEL = presetRules("kniffel") as Rules;
/** A Kniffel table's row: 192 variants of 2 bytes (state.ts). */
export const ROW = 2 * 192;
export const SETUP_PART = new RegExp(`^${SETUP_PARTS.replace(".", "\\.")}\\d+$`);

/** The set-up parts, the packed tables' parts and the tables (kniffel.s*, .z*, .v*). */
export const coachFiles = (w: Watch) => w.emu.eval<string[]>("require('Storage').list(/^kniffel\\.[svz]/)");
export const partsLeft = (w: Watch) => coachFiles(w).filter((f) => f.startsWith(PACKED_FILE) || SETUP_PART.test(f));

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
export function idleUntil(w: Watch, done: () => boolean, ms: number, step: number): number {
  let t = 0;
  for (; t < ms && !done(); t += step) w.idle(step);
  return t;
}

/** Lets the watch idle until its parts are gone (at most `ms`); the idle time it took. */
export const idleUntilPrepared = (w: Watch, ms: number) => idleUntil(w, () => !partsLeft(w).length, ms, 5000);

/** The files the watch made are the build's, byte for byte, and no part is left. */
export function madeAsBuilt(w: Watch): void {
  expect(partsLeft(w)).toEqual([]);
  expect(w.emu.readFile("kniffel.cs")!.equals(Buffer.from(coachSetupBytes()))).toBe(true);
  expect(w.emu.readFile(tableFile(KNIFFEL))!.equals(Buffer.from(tableBytes(KNIFFEL, DEFAULT_TABLES, () => undefined)))).toBe(true);
}


/**
 * A watch just installed (its coach files still parts) plays a game of one: the work on the
 * files begins by itself after the first roll, and a hint meanwhile is the compact engine's,
 * at once and marked, within the coach's heap budget; the watch's peak is then reset for what
 * follows. The lockstep, its watch, and the count of the coach's question pieces.
 */
export function compactHintWhilePreparing(): { l: Lockstep; watch: Watch; questionPieces: () => number } {
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
  l.watch.emu.exec("__peak=0");
  return { l, watch, questionPieces };
}

/** The Kniffel table's rows written so far: up to the first row whose last step is erased flash (a row never ends in 0xFFFF: packed.ts). */
export function tableWritten(w: Watch): string {
  const t = w.file(tableFile(KNIFFEL)) ?? "";
  let end = TABLE_HEADER;
  while (end + ROW < t.length && t.slice(end + ROW - 2, end + ROW) !== "\xff\xff") end += ROW;
  return t.slice(0, end);
}
