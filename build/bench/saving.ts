// Saving figures, measured on the simulator: the device program (startApp) on the
// simulator HAL with a virtual clock plays complete games through button presses, over a
// storage that counts what goes through it. Every turn is the same kind: roll, hold a die,
// roll, hold a die, roll, enter the box the sheet proposes (a 0 confirmed), so six saved
// actions per turn; a complete game also counts its start (settings and the first slot).
// Work is counted, not timed: bytes that pass the CRC, bytes read, and
// log entries replayed when a saved game is restored.
import { startApp } from "../../firmware/app/app";
import { newAdvisor } from "../../firmware/coach/advisor";
import { load, newJournal, SLOTS } from "../../firmware/app/store/journal";
import { SETTINGS_FILE } from "../../firmware/app/store/settings";
import { STATS_FILE } from "../../firmware/app/store/stats";
import { logEntries } from "../../firmware/core";
import type { Storage } from "../../hal/hal";
import type { Button } from "../../hal/input";
import { createSimHal } from "../../sim/hal";
import { profileFor } from "../../sim/profiles";
import type { SimStorage } from "../../sim/storage";
import { memoryStorage } from "../../sim/storage";
import type { Figure } from "./measure";

/** Every storage call passes through; counts writes, bytes written and bytes read. */
class CountingStorage implements Storage {
  writes = 0;
  written = 0;
  /** Bytes of checked lines written: what the CRC ran over (the text before "#xxxx\n"). */
  sealed = 0;
  bytesRead = 0;
  constructor(readonly inner: SimStorage) {}
  read(name: string): string | undefined {
    const d = this.inner.read(name);
    this.bytesRead += d === undefined ? 0 : d.length;
    return d;
  }
  write(name: string, data: string, offset?: number, size?: number): boolean {
    this.writes++;
    this.written += data.length;
    const hash = data.lastIndexOf("#");
    if (hash >= 0 && data.endsWith("\n")) this.sealed += hash;
    return this.inner.write(name, data, offset, size);
  }
  erase(name: string): void {
    this.inner.erase(name);
  }
  list(prefix: string): string[] {
    return this.inner.list(prefix);
  }
  free(): number {
    return this.inner.free();
  }
}

interface Played {
  /** Per turn: writes, bytes written and bytes sealed between two entries. */
  writes: number[];
  bytes: number[];
  sealed: number[];
  st: CountingStorage;
  /** Log entries of the finished game. */
  log: number;
  /** From the title to the last entry: the game's start (settings, first slot) included. */
  gameBytes: number;
  gameWrites: number;
}

/** Plays one complete game of `players` through presses, from the title; the counts per turn. */
function playGame(players: number, board: string, seed: number): Played {
  const profile = profileFor(board);
  const st = new CountingStorage(memoryStorage(profile.storageBytes));
  const sim = createSimHal({ profile, seed, virtual: true, storage: st });
  const app = startApp(sim.hal, profile, newAdvisor(null));
  const press = (b: Button) => {
    sim.press(b, false);
    sim.clock.advance!(1000);
  };
  const screen = () => app.dump().screen;
  const start = { w: st.writes, b: st.written };
  // Title: Neues Spiel; one more player per press; down to "Los!" (as sim/harness.ts).
  press("ok");
  for (let i = 1; i < players; i++) press("ok");
  press("up"); // the menu wraps to its last line: "Los!"
  press("ok");
  const rec = app.dump().game;
  if (!rec || rec.players.length !== players) throw new Error(`saving bench: could not start a game of ${players} (screen ${screen()})`);
  const out: Played = { writes: [], bytes: [], sealed: [], st, log: 0, gameBytes: 0, gameWrites: 0 };
  let mark = { w: st.writes, b: st.written, s: st.sealed };
  let entries = 0;
  // A turn ends with an entry ("s" in the log): what was written since the last one is its share.
  const turnEnd = () => {
    const now = app.dump().game!.log.filter((e) => e.charAt(0) === "s").length;
    if (now === entries) return;
    entries = now;
    out.writes.push(st.writes - mark.w);
    out.bytes.push(st.written - mark.b);
    out.sealed.push(st.sealed - mark.s);
    mark = { w: st.writes, b: st.written, s: st.sealed };
  };
  for (let guard = 0; screen() !== "rank"; guard++) {
    if (guard > 20000) throw new Error("saving bench: stuck on " + screen());
    const s = screen();
    if (app.dump().msg) press("up");
    else if (s === "handover") press("ok");
    else if (s === "dice") {
      // Roll, hold the die under the cursor, roll, hold, roll: the sheet opens by itself.
      press("back");
      press("ok");
      press("back");
      press("ok");
      press("back");
    } else if (s === "sheet" || s === "ask") press("ok");
    else throw new Error("saving bench: unexpected screen " + s);
    turnEnd();
  }
  out.log = app.dump().game!.log.length;
  out.gameBytes = st.written - start.b;
  out.gameWrites = st.writes - start.w;
  app.stop();
  return out;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const r1 = (x: number) => Math.round(x * 10) / 10;

/** The saved game's bytes in use (up to the erased tail) and allocated, over its slot files. */
function savedSize(st: SimStorage): { used: number; file: number } {
  let used = 0;
  let file = 0;
  for (const s of SLOTS) {
    const d = st.read(s);
    if (d === undefined) continue;
    file += d.length;
    const erased = d.indexOf("\xff");
    used += erased < 0 ? d.length : erased;
  }
  return { used, file };
}

/** Restoring at start-up: bytes read from the slots, bytes under the CRC, entries replayed. */
function restoreWork(st: SimStorage, slot: number): { read: number; checked: number; entries: number } {
  const counting = new CountingStorage(st);
  const loaded = load(newJournal(counting, slot));
  if (!loaded.g) throw new Error("saving bench: the saved game did not load");
  return { read: counting.bytesRead, checked: savedSize(st).used, entries: logEntries(loaded.g).length };
}

export function savingFigures(): Figure[] {
  const out: Figure[] = [];
  const board = "pixljs";
  const profile = profileFor(board);
  for (const players of [1, 8]) {
    const g = playGame(players, board, 7);
    const tag = `saving, ${players} player${players > 1 ? "s" : ""} (${board})`;
    out.push({ name: `${tag}: bytes written per complete game`, value: g.gameBytes, unit: "bytes" });
    out.push({ name: "  storage writes per complete game", value: g.gameWrites, unit: "writes" });
    out.push({ name: "  bytes written per turn, mean", value: r1(mean(g.bytes)), unit: "bytes" });
    out.push({ name: "  bytes written per turn, most", value: Math.max(...g.bytes), unit: "bytes" });
    out.push({ name: "  storage writes per turn, mean", value: r1(mean(g.writes)), unit: "writes" });
    out.push({ name: "  storage writes per turn, most", value: Math.max(...g.writes), unit: "writes" });
    out.push({ name: "  save work per turn: bytes through the CRC, mean", value: r1(mean(g.sealed)), unit: "bytes" });
    const size = savedSize(g.st.inner);
    out.push({ name: `  saved game at the end: bytes in use (${g.log} entries)`, value: size.used, unit: "bytes" });
    out.push({ name: "  saved game at the end: slot file size", value: size.file, unit: "bytes", max: profile.storageBytes });
    const w = restoreWork(g.st.inner, profile.slot);
    out.push({ name: "  restore at the end: bytes read", value: w.read, unit: "bytes" });
    out.push({ name: "  restore at the end: bytes CRC-checked", value: w.checked, unit: "bytes" });
    out.push({ name: "  restore at the end: log entries replayed", value: w.entries, unit: "entries" });
  }
  // Statistics are written when the next game starts (from the title: Neues Spiel, Los!).
  const flash = playGame(1, board, 8).st.inner;
  const sim = createSimHal({ profile, seed: 9, virtual: true, storage: flash });
  const app = startApp(sim.hal, profile, newAdvisor(null));
  for (const b of ["ok", "up", "ok"] as Button[]) {
    sim.press(b, false);
    sim.clock.advance!(1000);
  }
  app.stop();
  out.push({ name: "settings file", value: (flash.read(SETTINGS_FILE) ?? "").length, unit: "bytes" });
  out.push({ name: "statistics file after one game (written at the next start)", value: (flash.read(STATS_FILE) ?? "").length, unit: "bytes" });
  return out;
}
