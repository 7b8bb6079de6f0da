// Shake to roll (firmware/app/shake.ts, the dice screen's `sample`): the detector on sample
// shapes, and the app on the watches in the simulator. The same on the firmware:
// test/firmware/shake.test.ts.
import { describe, expect, it } from "vitest";
import { hush, newShake, QUIET_MS, SHAKE_G, SHAKE_HITS, SHAKE_MS, shaken, STILL_G, STILL_SAMPLES } from "../../firmware/app/shake";
import { loadSettings } from "../../firmware/app/store/settings";
import { Player } from "../../sim/harness";
import { TextWatch } from "./text-fit";
import { BUMP, BUZZ, diceCup, SAMPLE_MS, SHAKE, STILL, WALK } from "./shake-samples";
import { SCENARIOS } from "../golden/scenarios";

/** How many shakes the samples make, 80 ms apart from t0. */
function shakes(s: ReturnType<typeof newShake>, samples: number[], t0 = 1000): number {
  return samples.filter((d, i) => shaken(s, d, t0 + i * SAMPLE_MS)).length;
}

function feed(s: ReturnType<typeof newShake>, samples: number[], t0 = 1000): boolean {
  return shakes(s, samples, t0) > 0;
}

describe("the shake detector", () => {
  it("a shake: strong changes within a moment", () => {
    expect(SHAKE_G).toBe(1);
    expect(SHAKE_HITS * SAMPLE_MS).toBeLessThanOrEqual(SHAKE_MS);
    expect(feed(newShake(), SHAKE)).toBe(true);
  });

  it("not a bump, walking, the motor, or strong changes too far apart", () => {
    expect(feed(newShake(), BUMP)).toBe(false);
    expect(feed(newShake(), WALK)).toBe(false);
    expect(feed(newShake(), BUZZ)).toBe(false);
    expect(feed(newShake(), [1.5, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 1.5, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 1.5])).toBe(false);
  });

  it("one shake, one roll: a dice cup shaken for 1.5 or 2 s is one shake; two with a still moment between are two", () => {
    expect(STILL.length).toBeGreaterThanOrEqual(STILL_SAMPLES);
    expect(Math.max(...STILL)).toBeLessThan(STILL_G);
    expect(Math.max(...WALK, ...BUZZ)).toBeLessThan(STILL_G); // walking on after a shake re-arms it
    expect(shakes(newShake(), diceCup(1500))).toBe(1);
    expect(shakes(newShake(), diceCup(2000))).toBe(1);
    expect(shakes(newShake(), [...SHAKE, ...STILL, ...SHAKE])).toBe(2);
    expect(shakes(newShake(), [...diceCup(2000), ...STILL, ...diceCup(1500)])).toBe(2);
    // A pause one sample short of still, or broken by a strong sample, is no pause.
    expect(shakes(newShake(), [...SHAKE, ...STILL.slice(0, STILL_SAMPLES - 1), ...SHAKE])).toBe(1);
    expect(shakes(newShake(), [...SHAKE, 0.1, 0.1, 1.2, 0.1, 0.1, 0.1, ...SHAKE])).toBe(1);
  });

  it("nothing while hushed (the dice tumbling, the roll's buzz)", () => {
    const s = newShake();
    hush(s, 1000 + 6 * SAMPLE_MS + QUIET_MS);
    expect(feed(s, SHAKE)).toBe(false);
    expect(feed(s, SHAKE, 1000 + 6 * SAMPLE_MS + QUIET_MS)).toBe(true);
  });
});

/** Feeds samples to the app, 80 ms apart. */
function shake(p: Player, samples: number[]): Player {
  for (const d of samples) {
    p.sim.accel(d);
    p.sim.clock.advance!(SAMPLE_MS);
  }
  p.sim.clock.advance!(1000); // the dice tumble, the screen settles
  return p;
}

for (const board of ["banglejs2", "banglejs3"]) {
  describe(`shake to roll on the ${board}`, () => {
    it("a shake rolls; the hint tells of it until then, and the watch remembers", () => {
      const p = new Player(1, board);
      const t = new TextWatch(p.sim.fb);
      p.newGame(1); // the dice drawn while watched
      expect(p.sim.listening).toBe(true);
      expect(t.texts()).toContain("Schütteln: würfeln");
      shake(p, SHAKE);
      expect(p.game().roll).toBe(1);
      expect(loadSettings(p.sim.hal.storage).s.shook).toBe(true);
      p.press("back", true).press("back"); // the dice drawn again
      expect(t.texts()).not.toContain("Schütteln: würfeln");
      shake(p, SHAKE);
      expect(p.game().roll).toBe(2);
    });

    it("not a bump, walking or the motor; not while the dice tumble; not after the third roll", () => {
      const p = new Player(2, board).newGame(1);
      shake(p, BUMP);
      shake(p, WALK);
      shake(p, BUZZ);
      expect(p.game().roll).toBe(0);
      // During the roll's animation and right after it: nothing counts.
      for (const d of SHAKE) {
        p.sim.accel(d);
        p.sim.clock.advance!(20);
      }
      expect(p.game().roll).toBe(1); // the first three samples rolled; the rest fell in the tumble
      p.sim.clock.advance!(1000);
      shake(p, SHAKE);
      expect(p.game().roll).toBe(1); // no still moment since: the same shake
      shake(p, STILL);
      shake(p, SHAKE);
      shake(p, STILL);
      shake(p, SHAKE);
      expect([p.game().roll, p.screen]).toEqual([3, "sheet"]);
      expect(p.sim.listening).toBe(false);
    });

    it("a dice cup shaken for 1.5 s rolls once, for 2 s too; two shakes with a pause roll twice", () => {
      const p = new Player(8, board).newGame(1);
      shake(p, diceCup(1500));
      expect(p.game().roll).toBe(1);
      shake(p, diceCup(2000));
      expect(p.game().roll).toBe(1); // no still moment since the roll
      shake(p, STILL);
      shake(p, diceCup(2000));
      expect(p.game().roll).toBe(2);
    });

    it("never on the handover, nor with the setting off", () => {
      const p = new Player(3, board).newGame(2);
      expect(p.screen).toBe("handover");
      expect(p.sim.listening).toBe(false);
      p.press("ok");
      expect(p.sim.listening).toBe(true);
      p.press("back", true); // the game menu: not listening
      expect(p.sim.listening).toBe(false);
      p.press("back"); // the dice again
      expect(p.sim.listening).toBe(true);

      const q = new Player(4, board);
      q.press("down").press("down").press("down").press("ok"); // Einstellungen
      q.press("down").press("down").press("ok"); // Schütteln: Würfeln, now Nein
      expect(loadSettings(q.sim.hal.storage).s.shake).toBe(false);
      q.press("back").press("up").press("up").press("up").newGame(1);
      expect(q.screen).toBe("dice");
      expect(q.sim.listening).toBe(false);
      shake(q, SHAKE);
      expect(q.game().roll).toBe(0);
    });
  });
}

it("only the dice screen listens to the accelerometer: not a computer's turn, own dice, menus, the sheet (every golden scenario's end, both watches)", () => {
  const seen = new Set<string>();
  for (const board of ["banglejs2", "banglejs3"]) {
    for (const name of Object.keys(SCENARIOS)) {
      const p = new Player(1, board);
      SCENARIOS[name](p);
      seen.add(p.screen);
      expect(p.sim.listening, `${board} ${name}: ${p.screen}`).toBe(p.screen === "dice");
    }
  }
  expect([...seen]).toEqual(expect.arrayContaining(["dice", "cpu", "entry", "handover", "sheet", "title"]));
});
