// Power cut at every write of a complete scripted game: the flash gets part of a write and
// the device stops; restarted, it must resume at the state after the last completed action,
// never with a lost or duplicated entry, and the game must still be playable to its end.
import { expect } from "vitest";
import { isComplete, logEntries } from "../../firmware/core";
import { SLOTS } from "../../firmware/app/store/journal";
import { sfc32 } from "../../sim/rng";
import { FaultyStorage, freshFlash, PowerCut } from "./faulty-storage";
import { ALL_FEATURES, finish, Player } from "../../sim/harness";

/** One turn with some variety (holds, a second roll, sometimes an undo), from seeded choices. */
function turn(p: Player, next: () => number): void {
  if (p.dump.msg) p.press("up");
  if (p.screen === "handover" || p.screen === "rolloff") return void p.press("ok");
  if (p.screen !== "dice") return void p.press(p.screen === "ask" ? "ok" : "back");
  p.press("back");
  if (next() % 2) p.press("ok").press("back");
  p.press("ok", true).press("ok");
  if ((p.screen as string) === "ask") p.press("ok"); // (the presses changed the screen)
  if ((p.screen as string) !== "rank" && next() % 7 === 0 && p.game().undoBox >= 0) p.press("back", true).press("ok").press("ok"); // undo, enter again
}

/** Plays a whole game from the title; returns when it is complete (or the power fails). */
function play(p: Player, players: number, preset: number, seed: number): void {
  const next = sfc32(seed);
  p.newGame(players, preset, players > 1);
  while (p.screen !== "rank") turn(p, next);
}

interface Run {
  log: string[];
  /** Log entries durably saved after each write (null: no game saved yet). */
  durable: (number | null)[];
}

/** The Pixl.js edition where it can play the game (its rules, no roll-off), else every feature on its buttons. */
const boardFor = (players: number, preset: number) => (preset || players > 1 ? ALL_FEATURES : "pixljs");

export function faultFree(players: number, preset: number, seed: number): Run {
  const flash = freshFlash();
  const st = new FaultyStorage(flash);
  const p = new Player(seed, boardFor(players, preset), st);
  const durable: (number | null)[] = [null];
  const write = st.write.bind(st);
  st.write = (name, data, offset, size) => {
    const ok = write(name, data, offset, size);
    const last = durable[durable.length - 1];
    durable.push(SLOTS.includes(name) && ok ? p.dump.game!.log.length : last);
    return ok;
  };
  play(p, players, preset, seed);
  return { log: logEntries(p.game()), durable };
}

function cutAndResume(players: number, preset: number, seed: number, run: Run, k: number, bytes: number): void {
  const flash = freshFlash();
  const st = new FaultyStorage(flash, { cutAt: k, cutBytes: bytes });
  const p = new Player(seed, boardFor(players, preset), st);
  expect(() => play(p, players, preset, seed)).toThrow(PowerCut);
  const again = new Player(seed + 1, boardFor(players, preset), flash); // the restart
  const want = run.durable[k - 1];
  if (want === null) {
    expect(again.dump.game).toBeNull();
    return;
  }
  expect(again.dump.game, `cut in write ${k}`).not.toBeNull();
  expect(logEntries(again.game()), `cut in write ${k} after ${bytes} bytes`).toEqual(run.log.slice(0, want));
  finish(again);
  expect(isComplete(again.game())).toBe(true);
}

/**
 * Cuts the power in every write of the game (with `stride` n: in every n-th, the first and the
 * last always), after each of `cuts` bytes, and checks each restart.
 */
export function cutEveryWrite(players: number, preset: number, seed: number, cuts: number[], stride = 1): void {
  const run = faultFree(players, preset, seed);
  const writes = run.durable.length - 1;
  expect(writes).toBeGreaterThan(players * 13);
  for (let k = 1; k <= writes; k++) {
    if ((k - 1) % stride !== 0 && k !== writes) continue;
    for (const bytes of cuts) cutAndResume(players, preset, seed, run, k, bytes);
  }
}
