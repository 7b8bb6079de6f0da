// Tournament mode in the simulator: the console closed for the whole game however it is
// played, by touch alone too (the check sits where every input ends: firmware/app/app.ts), and
// open again when the game ends or the app is left. The same on the firmware:
// test/firmware/tournament.test.ts.
import { describe, expect, it } from "vitest";
import { finish, menuLine, Player, roll, tournament } from "../../sim/harness";
import { freshFlash } from "./faulty-storage";

describe("tournament mode, played by touch", () => {
  it("a game started and rolled by taps on lines and the dice closes the console; a restart keeps it closed", () => {
    const flash = freshFlash();
    const p = tournament(new Player(5, "banglejs2", flash));
    expect(p.sim.feedback.bleConsole).toBe(true);
    p.tap(...menuLine(0)).tap(...menuLine(7)); // Neues Spiel; Los! chosen
    expect([p.screen, p.sim.feedback.bleConsole]).toEqual(["setup", true]);
    p.tap(...menuLine(7)); // Los! started
    expect([p.screen, p.sim.feedback.bleConsole]).toEqual(["dice", false]);
    roll(p);
    const again = new Player(6, "banglejs2", flash);
    expect([again.screen, again.sim.feedback.bleConsole]).toEqual(["dice", false]);
    again.press("back"); // the side button: the main menu, the game still running
    expect([again.screen, again.sim.feedback.bleConsole]).toEqual(["title", false]);
    again.press("back"); // the side button on the main menu: the app ends
    expect([again.sim.feedback.exited, again.sim.feedback.bleConsole]).toEqual([true, true]);
  });

  it("opens when the game ends, on each watch (after a computer's last move: cpu.test.ts)", () => {
    for (const board of ["banglejs2", "banglejs3"]) {
      const p = tournament(new Player(7, board)).newGame(1);
      expect(p.sim.feedback.bleConsole).toBe(false);
      finish(p);
      expect([p.screen, p.sim.feedback.bleConsole]).toEqual(["rank", true]);
    }
  });
});
