// 100,000 random presses (short and long, some during animations) on a seeded simulator:
// no exception, the game always replays from its record, and a game in progress can
// always be finished from wherever the fuzzing left the device.
import { describe, expect, it } from "vitest";
import { isComplete, Phase } from "../../firmware/core";
import { BUTTONS } from "../../hal/input";
import { sfc32 } from "../../sim/rng";
import { finish, Player } from "../../sim/harness";

const PRESSES = 100_000;

describe("fuzz", () => {
  it(`${PRESSES} random presses never break the device`, () => {
    const p = new Player(99);
    const next = sfc32(12345);
    let games = 0;
    let lastLog = -1;
    for (let i = 0; i < PRESSES; i++) {
      const w = next();
      p.sim.press(BUTTONS[w & 3], (w & 0x70) === 0x70);
      p.sim.clock.advance!((w >>> 8) % 700); // sometimes mid-animation
      if (i % 500 === 0 && p.dump.game) {
        const g = p.game(); // throws unless the record replays
        expect(g.turn).toBeLessThanOrEqual(g.np * g.sheet.ids.length);
        if (g.log.length < lastLog) games++;
        lastLog = g.log.length;
      }
    }
    expect(games).toBeGreaterThan(0); // the fuzzer really started and left games
    // Whatever the fuzzing left, the game on the device can be played to its end.
    p.sim.clock.advance!(1000);
    const before = p.dump.game ? p.game() : null;
    finish(p);
    const g = p.game();
    expect(isComplete(g)).toBe(true);
    if (before && before.ph !== Phase.Over) expect(g.log.slice(0, before.log.length)).toEqual(before.log);
  }, 300_000); // 7 s alone; 67 s were measured beside the page's tests and a busy core
});
