// The coach is a Storage module of its own: where its file is missing (a partial install),
// the hint says so in one line and the game goes on — on the firmware as in the simulator.
import { expect, it } from "vitest";
import { Advisor } from "../../firmware/coach/advisor";
import { askHint, roll } from "../app/harness";
import { describeFirmware } from "./fixture";
import { Lockstep } from "./lockstep";

/** What the device's coach loader does without its file (hal/espruino/coach.ts). */
const missing = (): Advisor => ({
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
});
