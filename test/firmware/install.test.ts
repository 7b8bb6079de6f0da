// The light install on the real firmware: the watch as the App Loader leaves it (the
// coach's set-up file and the Kniffel table sent as parts, global-setup.ts) begins its files
// in the background while a game is played (firmware/app/preparing.ts), in short pieces,
// within the coach's heap budget, and goes on after a power cut; a hint meanwhile is the
// compact engine's, at once and marked, as the simulator answers it. The whole preparation
// (a minute and a half of the emulator: the files the build's, byte for byte, the parts gone,
// the next hint exact) is the soak's (test/soak/install-background.test.ts).
import { expect, it } from "vitest";
import { TABLE_HEADER } from "../../firmware/coach/table";
import { peak } from "../../emu/coach-probe";
import { describeFirmware, installedWatch } from "./fixture";
import { heapBudget } from "../../emu/memory";
import { compactHintWhilePreparing, idleUntil, partsLeft, tableWritten } from "./coach-files";

describeFirmware("the coach's files after an install", () => {
  it("are begun in the background while a game is played, within the coach's heap budget; a hint meanwhile is compact, at once and marked (npm run soak plays on until they are made, the next hint exact)", () => {
    const { l, watch } = compactHintWhilePreparing();
    expect(idleUntil(watch, () => tableWritten(watch).length > TABLE_HEADER, 60_000, 2000)).toBeLessThan(60_000);
    expect(peak(l)).toBeLessThan(heapBudget("banglejs2").coach);
    expect(watch.errors).toEqual([]);
  }, 120_000);

  it("go on after a power cut half-way and after the app was left, from the rows already written", () => {
    const w = installedWatch().start();
    const written = () => tableWritten(w);
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
