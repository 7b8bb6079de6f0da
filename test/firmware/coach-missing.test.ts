// The coach is a Storage module of its own: where its file is missing (a partial install),
// the hint says so in one line and the game goes on — on the firmware as in the simulator.
import { expect, it } from "vitest";
import type { Advisor } from "../../firmware/coach/advisor";
import { logEntries } from "../../firmware/core";
import { askHint, roll } from "../../sim/harness";
import { watchWins } from "../../emu/lockstep";
import { describeFirmware, Lockstep } from "./fixture";

/** What the device's coach loader does without its file (hal/espruino/coach.ts); the win module, apart, still says the chances. */
const missing = (): Advisor => ({
  ...watchWins("banglejs2"),
  advise: () => {
    throw new Error("kniffel.coach missing");
  },
  odds: () => {
    throw new Error("kniffel.coach missing");
  },
});

describeFirmware("the coach's file missing", () => {
  it("the hint says so and the next roll works", () => {
    const l = new Lockstep("no-coach", 9, false, { coach: missing });
    l.watch.emu.exec('require("Storage").erase("kniffel.coach")');
    l.newGame(1);
    roll(l); // the first roll
    askHint(l);
    expect(l.dump.msg).toBe("Kein Coach: App neu aufspielen.");
    l.press("up"); // dismissed
    roll(l); // the second roll
    expect(l.game().roll).toBe(2);
  });

  it("a computer seat enters the dice for the most points, says so, and the game goes on", () => {
    const l = new Lockstep("no-coach-cpu", 9, false, { coach: missing });
    l.watch.emu.exec('require("Storage").erase("kniffel.coach")');
    l.press("ok").press("ok").times("down", 6).press("ok"); // Neues Spiel, 2 Spieler, Gerät spielt
    l.press("down").times("ok", 3).press("back").press("down").press("ok"); // seat 2: Locker, Los!
    roll(l.press("ok")).tap(88, 25).tap(173, 173); // the person's turn: roll, the sheet, enter
    expect(l.screen).toBe("cpu");
    l.tap(173, 173); // skip: its first roll, then the entry without the coach
    const g = l.game();
    expect(g.turn).toBe(2);
    expect(logEntries(g).slice(-2)[0]).toMatch(/^r/); // entered after its first roll
    expect(l.dump.msg).toBe("Kein Coach: App neu aufspielen.");
    l.press("up"); // dismissed; meanwhile the entry has been shown, and the handover follows
    expect(l.screen).toBe("handover");
    expect(l.dump.tip).toMatch(/^Gerät: /);
  });
});
