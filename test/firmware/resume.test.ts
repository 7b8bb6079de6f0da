// A watch that resumes a kept state (emu/watch.ts: most tests' watches resume the first boot
// and start of their image instead of booting) is the watch a boot gives: the same RAM byte
// for byte, the same flash and screen, and it goes on the same way. Each resumed watch has
// its own copy: what one test does to its watch, the next one's never sees, also where the
// next one takes over the earlier one's firmware instance (Emulator.resume), which the
// earlier one then no longer drives. A power cut, too, starts the firmware again in the
// instance it had.
import { expect, it } from "vitest";
import { Emulator } from "../../emu/emulator";
import { Watch } from "../../emu/watch";
import { describeFirmware, newWatch, watchImage } from "./fixture";

/** The same inputs on both devices: taps, a drag, a button, time for the animations. */
function play(e: Emulator): void {
  e.touchEvent(100, 100, 1).advanceTime(50);
  e.touchEvent(100, 100, 0).touchEvent(100, 100, 0, 5).advanceTime(1500);
  e.touchEvent(80, 60, 1).advanceTime(20).touchEvent(80, 120, 1).advanceTime(20).touchEvent(80, 120, 0).advanceTime(1500);
  e.setButton(true, 1).advanceTime(60);
  e.setButton(false, 1).advanceTime(1500);
}

/**
 * Where two devices differ: RAM bytes, flash, screen (all 0 for the same device). Read before
 * their screens are: reading the screen clears the firmware's "changed" flag in RAM.
 */
function differences(a: Emulator, b: Emulator): { ram: number; flash: boolean; screen: boolean } {
  const [x, y] = [a.snapshot(), b.snapshot()];
  let ram = 0;
  for (let i = 0; i < x.ram.length; i++) if (x.ram[i] !== y.ram[i]) ram++;
  return { ram, flash: !Buffer.from(x.flash).equals(y.flash), screen: !Buffer.from(a.screen()).equals(Buffer.from(b.screen())) };
}
const SAME = { ram: 0, flash: false, screen: false };

for (const board of ["banglejs2", "banglejs3"]) {
  describeFirmware(`a resumed ${board} is the booted one`, () => {
    it("an emulator resumed from another's state, on the firmware instance a used watch had: the same device, and the same after the same inputs", () => {
      const a = new Watch(watchImage(board), false, board, false).start().emu; // booted: an instance of its own
      newWatch(false, board).start(); // keeps the states, where no test did yet
      const used = newWatch(false, board).start();
      expect(used.booted).toBe(false);
      play(used.emu);
      const b = Emulator.resume(a.snapshot()); // takes over used's instance
      expect(() => used.emu.screen()).toThrow(/handed to an emulator resumed after it/);
      expect(differences(a, b)).toEqual(SAME);
      play(a);
      play(b);
      expect(differences(a, b)).toEqual(SAME);
      expect(b.usage()).toBe(a.usage());
      expect([...a.takeErrors(), ...b.takeErrors()]).toEqual([]);
    });

    it("a power cut starts the firmware again in its instance: the device a new instance boots at that time from that flash", () => {
      const e = newWatch(false, board).start().emu;
      play(e);
      const [flash, now] = [Uint8Array.from(e.flash), e.now];
      e.powerCycle();
      const fresh = Emulator.boot(flash, false, board, now);
      expect(differences(e, fresh)).toEqual(SAME);
      play(e);
      play(fresh);
      expect(differences(e, fresh)).toEqual(SAME);
      expect([...e.takeErrors(), ...fresh.takeErrors()]).toEqual([]);
    });

    it("a watch from the kept boot and start equals one booted and started; a later one sees nothing of an earlier one's inputs", () => {
      newWatch(false, board).start(); // keeps the states, where no test did yet
      const watches = () => [new Watch(watchImage(board), false, board, false), newWatch(false, board)];
      const [booted, resumed] = watches();
      expect([booted.booted, resumed.booted]).toEqual([true, false]);
      expect(differences(booted.emu, resumed.emu)).toEqual(SAME);
      const [bootedStarted, resumedStarted] = watches().map((w) => w.start());
      expect(differences(bootedStarted.emu, resumedStarted.emu)).toEqual(SAME);
      play(resumedStarted.emu); // changes it (below: its screen), and nothing of the next one
      const played = Buffer.from(resumedStarted.emu.screen());
      const [reference, next] = watches().map((w) => w.start()); // next: on resumedStarted's firmware instance
      expect(differences(reference.emu, next.emu)).toEqual(SAME);
      expect(Buffer.from(next.emu.screen()).equals(played)).toBe(false);
      expect([booted, resumed, bootedStarted, resumedStarted, reference, next].flatMap((w) => w.errors)).toEqual([]);
    });
  }, board);
}
