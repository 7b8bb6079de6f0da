// Battery care in the simulator, with its clock under the test's control: backlight on a
// press and off after the idle time, sleep after minutes without input with no timer left,
// a waking press that does nothing else, the battery level and its warning.
import { describe, expect, it } from "vitest";
import { Player } from "../../sim/harness";

const advance = (p: Player, ms: number) => p.sim.clock.advance!(ms);

describe("backlight and sleep (Pixl.js)", () => {
  it("a press lights the backlight for 10 s; after 3 min idle the screen goes off, no timer left", () => {
    const p = new Player(1).newGame(1);
    p.press("back"); // roll (the harness waits 1 s)
    expect(p.sim.feedback.backlight).toBe(true);
    advance(p, 9000);
    expect(p.sim.feedback.backlight).toBe(false);
    expect(p.sim.feedback.lcd).toBe(true);
    advance(p, 3 * 60000);
    expect(p.sim.feedback.lcd).toBe(false);
    expect(p.sim.clock.pending!()).toBe(0); // nothing polls while asleep
    const fired = p.sim.fb.flips;
    advance(p, 10 * 60000);
    expect(p.sim.fb.flips).toBe(fired); // nothing redrawn
  });

  it("the waking press only wakes: same screen, same game", () => {
    const p = new Player(1).newGame(1);
    p.press("back");
    const before = JSON.stringify(p.dump);
    advance(p, 4 * 60000);
    p.press("ok"); // would hold a die
    expect(p.sim.feedback.lcd).toBe(true);
    expect(JSON.stringify(p.dump)).toBe(before);
    p.press("ok");
    expect(p.game().held).not.toBe(0);
  });

  it("settings: backlight always off or always on, sleep never; persisted", () => {
    const p = new Player(1);
    p.press("up").press("ok").press("down"); // Einstellungen, Licht
    p.press("ok").press("ok"); // 10 s -> 30 s -> immer
    advance(p, 60000);
    expect(p.sim.feedback.backlight).toBe(true);
    p.press("ok"); // aus
    expect(p.sim.feedback.backlight).toBe(false);
    p.press("down").press("ok").press("ok").press("ok"); // Ruhe nach: 3 -> 10 -> 1 -> nie
    advance(p, 60 * 60000);
    expect(p.sim.feedback.lcd).toBe(true);
    expect(p.sim.clock.pending!()).toBe(0);
  });

  it("the Bangle.js 2 leaves backlight and sleep to the watch", () => {
    const p = new Player(1, "banglejs2").newGame(1);
    advance(p, 30 * 60000);
    expect(p.sim.feedback.lcd).toBe(true);
    expect(p.sim.clock.pending!()).toBe(0);
  });
});

describe("battery", () => {
  it("is shown on the main screens, and below 15 % the player is warned once", () => {
    const p = new Player(1).newGame(1);
    p.sim.battery = 14;
    p.press("back");
    expect(p.dump.msg).toBe("Batterie schwach (14%) - das Spiel ist gespeichert.");
    expect(p.dump.game!.log).toHaveLength(1); // the press still rolled; the roll is saved
    p.press("up").press("back");
    expect(p.dump.msg).toBe("");
  });
});
