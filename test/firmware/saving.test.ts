// Saving on the real firmware of each watch, played as a person plays it (taps; "back" is a
// button), in lockstep with the simulator: a power cut (RAM lost, Storage kept, the app
// started again) at the moments that matter resumes the same game on the same screen, and
// a full (Bangle.js 2) or corrupt Storage gets the simulator's message and state. The
// lockstep compares every screen pixel for pixel; the journal the watch wrote is read back
// from its Storage and compared with the simulator's game record.
import { expect, it } from "vitest";
import { load, newJournal, SLOTS } from "../../firmware/app/store/journal";
import { SETTINGS_FILE } from "../../firmware/app/store/settings";
import { STATS_FILE } from "../../firmware/app/store/stats";
import type { Game } from "../../firmware/core";
import { logEntries, text, textKeys } from "../../firmware/core";
import { sfc32 } from "../../sim/rng";
import { memoryStorage } from "../../sim/storage";
import { CORRUPTIONS } from "../app/corruptions";
import { touchPoints } from "../../sim/harness";
import { describeFirmware, Lockstep } from "./fixture";


/** What a resumed turn must keep. */
function turnState(g: Game) {
  return { log: logEntries(g), player: g.cur, dice: Array.from(g.dice), held: g.held, roll: g.roll, phase: g.ph };
}

/** The watch's files `names` (absent ones left out), each read once. */
function watchFiles(l: Lockstep, names: string[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of names) {
    const data = l.watch.file(name);
    if (data !== undefined) files.set(name, data);
  }
  return files;
}

/** The game the watch's journal files hold, read with the app's own load(). */
function watchJournal(l: Lockstep, files = watchFiles(l, SLOTS)): Game | null {
  const st = memoryStorage(1 << 20);
  for (const name of SLOTS) if (files.has(name)) st.files.set(name, files.get(name)!);
  return load(newJournal(st, 8192)).g;
}

/** The watch's files are the simulator's, byte for byte. */
function sameFiles(l: Lockstep, files: Map<string, string>, names: string[], what: string): void {
  for (const n of names) expect(files.get(n), `${what}: ${n}`).toEqual(l.p.sim.hal.storage.read(n));
}

/** The power cut and the checks after it: same screen (lockstep), same turn, same journal on both. */
function cutAndCheck(l: Lockstep): Game {
  const before = l.p.game();
  const screen = l.p.screen;
  l.powerCut();
  const after = l.p.game();
  expect(turnState(after)).toEqual(turnState(before));
  expect(l.p.screen).toBe(screen);
  const files = watchFiles(l, SLOTS);
  sameFiles(l, files, SLOTS, "after the power cut");
  const journal = watchJournal(l, files);
  expect(journal).not.toBeNull();
  expect(turnState(journal!)).toEqual(turnState(after));
  expect(journal!.setup).toEqual(after.setup);
  expect(l.p.dump.msg).toBe("");
  return after;
}

for (const board of ["banglejs2", "banglejs3"]) {
// The area below the dice (roll), the player's line at the top (the sheet), enter and confirm, die i.
const { roll: ROLL, sheet: SHEET, ok: OK, die } = touchPoints(board);
describeFirmware(`saving on the ${board}`, () => {
  it("power cuts after a roll with held dice, then on the sheet after the third roll, resume the turn", () => {
    const l = new Lockstep(`cut-held-sheet-${board}`, 11, false, { board }).newGame(1);
    l.tap(...ROLL).tap(...die(0)).tap(...die(3)).tap(...ROLL).tap(...die(1));
    let g = cutAndCheck(l);
    expect(g.roll).toBe(2);
    expect(g.held).toBe(0b1011);
    expect(l.p.screen).toBe("dice");
    // The held dice stay; the third roll opens the sheet (whose first frame after the
    // restart once came in the firmware's built-in font).
    l.tap(...ROLL);
    expect(l.p.screen).toBe("sheet");
    g = cutAndCheck(l);
    expect(g.roll).toBe(3);
    expect(l.p.screen).toBe("sheet");
    l.tap(...OK);
    expect(l.p.game().turn).toBe(1);
  });

  it("power cuts on a handover (two players), then 100 ms into a roll animation, resume the game", () => {
    const l = new Lockstep(`cut-handover-rolling-${board}`, 13, false, { board }).newGame(2);
    if (l.p.screen === "handover") l.tap(...OK);
    l.tap(...ROLL).tap(...SHEET).tap(...OK);
    if (l.p.screen === "ask") l.tap(...OK);
    expect(l.p.screen).toBe("handover");
    const g = cutAndCheck(l);
    expect(g.cur).toBe(1);
    l.tap(...OK).tap(...ROLL).tap(...die(2));
    const before = logEntries(l.p.game());
    l.tapThenCut(ROLL[0], ROLL[1], 100);
    const after = l.p.game();
    // the roll was saved when it was thrown, or not at all: never half
    expect([before.length, before.length + 1]).toContain(logEntries(after).length);
    expect(logEntries(after).slice(0, before.length)).toEqual(before);
    expect(after.cur).toBe(1);
    const files = watchFiles(l, SLOTS);
    sameFiles(l, files, SLOTS, "after the cut in the animation");
    expect(turnState(watchJournal(l, files)!)).toEqual(turnState(after));
    l.tap(...ROLL);
    expect(l.p.game().roll).toBe(after.roll + 1);
  });

  // (On the Bangle.js 2: the same code, and a long run.)
  it.skipIf(board !== "banglejs2")("storage full: the app says so, the game goes on, and says when saving works again", () => {
    const l = new Lockstep("storage-full", 15);
    // A big file on both leaves less room than a new game's slot file needs.
    // On the watch the space deleted files left counts too: a write compacts Storage when it must.
    const stats = l.watch.emu.eval<{ freeBytes: number; trashBytes: number }>('require("Storage").getStats()');
    expect(l.watch.emu.eval(`require("Storage").write("filler","x",0,${stats.freeBytes + stats.trashBytes - 4096})`)).toBe(true);
    const sim = l.p.sim.hal.storage;
    expect(sim.write("filler", "x", 0, sim.free() - 4096)).toBe(true);
    l.restart(); // the compaction may have moved the running app's code
    const messages: string[] = [];
    /** Notes the message shown, if any, and dismisses it (a tap). */
    const seen = () => {
      const m = l.p.dump.msg;
      if (m) l.tap(...OK);
      messages.push(m);
      return m;
    };
    l.newGame(1);
    seen();
    l.tap(...ROLL);
    seen();
    expect(messages).toContain(text("de", "s.full"));
    expect(l.p.dump.game).not.toBeNull(); // the game goes on in memory
    l.tap(...die(4)).tap(...ROLL);
    expect(seen()).toBe("");
    l.tap(...ROLL);
    expect(l.p.game().roll).toBe(3);
    expect(l.p.game().held).toBe(1 << 4);
    for (const name of SLOTS) expect(l.watch.file(name)).toBeUndefined();
    // Room again: the next action is saved, and the player is told.
    l.writeFile("filler", "");
    l.tap(...OK);
    expect(seen()).toBe(text("de", "s.again"));
    const journal = watchJournal(l);
    expect(journal).not.toBeNull();
    expect(turnState(journal!)).toEqual(turnState(l.p.game()));
  });

  it("every class of corrupt save: the watch says and keeps what the simulator does", () => {
    const l = new Lockstep(`corrupt-${board}`, 16, false, { board }).newGame(2);
    for (let turn = 0; turn < 3; turn++) {
      if (l.p.screen === "handover") l.tap(...OK);
      l.tap(...ROLL).tap(...die(turn)).tap(...ROLL).tap(...SHEET).tap(...OK);
      if (l.p.screen === "ask") l.tap(...OK);
    }
    const names = [...SLOTS, SETTINGS_FILE, STATS_FILE];
    const base = new Map<string, string>();
    for (const name of names) {
      const f = l.p.sim.hal.storage.read(name);
      expect(l.watch.file(name), name).toEqual(f);
      if (f !== undefined) base.set(name, f);
    }
    const slot = SLOTS.find((n) => base.has(n))!;
    expect(base.has(SETTINGS_FILE)).toBe(true);
    // Every class on the game slot; two on the settings, one on the statistics (time).
    const cases: [string, string][] = [
      ...CORRUPTIONS.map(([kind]) => [kind, slot] as [string, string]),
      ...["bit flip", "empty"].map((kind) => [kind, SETTINGS_FILE] as [string, string]),
      ...["garbage"].filter(() => base.has(STATS_FILE)).map((kind) => [kind, STATS_FILE] as [string, string]),
    ];
    const messages = new Set(textKeys("de").filter((k) => k.startsWith("s.")).map((k) => text("de", k)));
    const next = sfc32(78);
    const seen = new Set<string>();
    for (const [kind, name] of cases) {
      const corrupt = CORRUPTIONS.find(([k]) => k === kind)![1];
      const before = base.get(name)!;
      let after = corrupt(before, next);
      // The watch cannot hold an empty file: an "empty" file there is one nothing was written into.
      if (after === "") after = "\xff".repeat(before.length);
      l.writeFile(name, after).restart();
      const what = `${kind} of ${name}`;
      const msg = l.p.dump.msg;
      if (msg) expect(messages, what).toContain(msg);
      seen.add(msg);
      const files = watchFiles(l, names);
      sameFiles(l, files, names, `${what}, after the restart`);
      const journal = watchJournal(l, files);
      const game = l.p.dump.game ? l.p.game() : null;
      expect(journal && turnState(journal), what).toEqual(game && turnState(game));
      // and the device plays on: dismiss, one input (the button held: the game menu in a game;
      // short on the title it would leave the app for the clock)
      if (msg) l.tap(...OK);
      l.press("back", true);
      // back to the saved state for the next case (on both: the files are the same)
      for (const n of names) if (l.p.sim.hal.storage.read(n) !== base.get(n)) l.writeFile(n, base.get(n) ?? "");
    }
    expect(seen.size).toBeGreaterThanOrEqual(4); // the corruptions reached the different checks
  });
}, board);
}
