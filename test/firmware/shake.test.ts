// Shake to roll on both watches' firmware, fed accelerometer samples as the firmware delivers
// them (Bangle.emit("accel", {x, y, z, diff, mag}), 80 ms apart: its default 12.5 a second),
// in lockstep with the simulator (the screens equal after every sample). The sample shapes
// and thresholds are test/app/shake.test.ts's and firmware/app/shake.ts's.
import { expect, it } from "vitest";
import { BUMP, BUZZ, diceCup, SAMPLE_MS, SHAKE, STILL, WALK } from "../app/shake-samples";
import { describeFirmware, Lockstep, newWatch } from "./fixture";

/** Each sample to both, then a sample's time on both. */
function feed(l: Lockstep, samples: number[]): Lockstep {
  for (const d of samples) l.accel(d, SAMPLE_MS);
  return l.wait(1000);
}

/** A one-player game on the dice, the watch unlocked (a locked watch never rolls). */
function dice(name: string, board: string): Lockstep {
  const l = new Lockstep(name, 6, false, { watch: newWatch(false, board) }).newGame(1);
  l.watch.emu.exec("Bangle.setLocked(false)");
  return l;
}

for (const board of ["banglejs2", "banglejs3"]) {
  describeFirmware(`shake to roll on the ${board}`, () => {
    it("a shake rolls; a bump, walking and the motor do not; nor a locked watch", () => {
      const l = dice(`shake-${board}`, board);
      feed(l, BUMP);
      feed(l, WALK);
      feed(l, BUZZ);
      expect(l.game().roll).toBe(0);
      feed(l, SHAKE);
      expect(l.game().roll).toBe(1);
      l.watch.emu.exec("Bangle.setLocked(true)");
      for (const d of SHAKE) {
        l.watch.emu.exec(`Bangle.emit("accel",{x:0,y:0,z:-1,diff:${d},mag:1})`);
        l.wait(SAMPLE_MS);
      }
      expect(l.watch.emu.eval<string>("require('Storage').read('kniffel.json')")).toContain('"shook":true'); // the hint's end, saved
      expect(l.game().roll).toBe(1); // (the simulator was not fed: the screens equal means no roll on the watch either)
      expect(l.watch.errors).toEqual([]);
    });

    it("not while the dice tumble nor right after (the roll's buzz), not after the third roll, not on the handover, not with the setting off", () => {
      const l = dice(`shake-not-${board}`, board);
      // A shake that goes on: its third sample rolls, the next six fall in the tumble (480 ms),
      // the last three in the 300 ms after it (the roll's buzz, the hand settling): one roll.
      feed(l, Array(12).fill(SHAKE[0]));
      expect(l.game().roll).toBe(1);
      feed(l, SHAKE); // no still moment since: the same shake
      expect(l.game().roll).toBe(1);
      feed(l, STILL);
      feed(l, SHAKE);
      expect(l.game().roll).toBe(2);
      feed(l, STILL);
      feed(l, SHAKE); // the third roll: the sheet opens by itself, and nothing listens
      expect([l.game().roll, l.screen]).toEqual([3, "sheet"]);
      feed(l, SHAKE);
      expect(l.game().roll).toBe(3);

      const h = new Lockstep(`shake-handover-${board}`, 7, false, { watch: newWatch(false, board) }).newGame(2);
      h.watch.emu.exec("Bangle.setLocked(false)");
      expect(h.screen).toBe("handover");
      feed(h, SHAKE);
      expect([h.screen, h.game().roll]).toEqual(["handover", 0]);

      const off = new Lockstep(`shake-off-${board}`, 8, false, { watch: newWatch(false, board) });
      off.press("up").press("ok").times("down", 2).press("ok").press("back").press("down"); // Einstellungen: Schütteln Nein, back to the title
      off.newGame(1);
      off.watch.emu.exec("Bangle.setLocked(false)");
      feed(off, SHAKE);
      expect([off.screen, off.game().roll]).toEqual(["dice", 0]);
      expect([l, h, off].flatMap((x) => x.watch.errors)).toEqual([]);
    });

    it("one shake, one roll: a dice cup shaken for 1.5 s or 2 s rolls once; two shakes with a still moment between roll twice", () => {
      const l = dice(`shake-cup-${board}`, board);
      feed(l, diceCup(1500));
      expect(l.game().roll).toBe(1);
      feed(l, diceCup(2000));
      expect(l.game().roll).toBe(1);
      feed(l, STILL);
      feed(l, diceCup(2000));
      expect(l.game().roll).toBe(2);
      expect(l.watch.errors).toEqual([]);
    });

    it("1,000 samples on the dice leave the heap as they leave it where the app does not listen", () => {
      const l = dice(`shake-heap-${board}`, board);
      const e = l.watch.emu;
      const used = () => e.eval<number>("process.memory().usage"); // after a garbage collection
      // Samples as the firmware delivers them: one at a time, each handled before the next.
      const samples = (n: number) => {
        for (let i = 0; i < n; i++) {
          e.exec(`Bangle.emit("accel",{x:0,y:0,z:-1,diff:${(i % 7) / 10},mag:1})`);
          e.advanceTime(SAMPLE_MS);
        }
      };
      const growth = () => {
        samples(20);
        const before = used();
        samples(1000);
        return used() - before;
      };
      const listening = growth();
      l.press("back", true); // the game menu: the app does not listen there
      expect(l.p.sim.listening).toBe(false);
      const firmware = growth();
      expect(listening).toBeLessThanOrEqual(firmware);
      expect(listening).toBeLessThanOrEqual(10);
    });
  });
}
