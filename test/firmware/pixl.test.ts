// The Pixl.js edition on the real interpreter (emu/pixl.ts): a whole two-player
// game by button presses, a power cut in the middle of a turn, every screen on the way equal
// to the simulator's pixljs board, and the memory the app holds.
import { beforeAll, expect, it } from "vitest";
import type { BoardOutput } from "../../build/build";
import { isComplete, MAX_ROLLS, playerTotals, toRecord } from "../../firmware/core";
import { describeFirmware } from "./fixture";
import { playGame, playTurn, PixlLockstep, pixlBuild, startGame } from "../../emu/pixl";

let out: BoardOutput;
beforeAll(async () => {
  out = await pixlBuild();
}, 120_000);

describeFirmware("the Pixl.js edition", () => {
  it("plays a whole two-player game by the four buttons, screen for screen the simulator's, and ranks it", () => {
    const l = new PixlLockstep("two players", 21, out);
    playGame(l, 2); // Neues Spiel, Spieler: 2, Los!, 26 turns
    expect(l.p.dump.game?.players).toHaveLength(2);
    const g = l.p.game();
    expect(isComplete(g)).toBe(true);
    expect(l.savedRecord()).toEqual(toRecord(g)); // the device saved every action the simulator did
    // The ranking, compared pixel for pixel above: both totals are on it.
    expect(l.p.screen).toBe("rank");
    for (const p of [0, 1]) expect(playerTotals(g, p).grand).toBeGreaterThan(0);
    expect(l.peak).toBeGreaterThan(0); // npm run bench reports it against its budget (build/bench/pixl.ts)
  });

  it("resumes after a power cut in the middle of a turn: same player, dice, held dice and rolls left", () => {
    const l = new PixlLockstep("power cut", 22, out);
    startGame(l, 2);
    playTurn(l); // the first player's turn; now the second's
    l.press("ok").press("back").press("ok").press("down").press("ok"); // roll, hold die 1, move, hold die 2
    const before = l.p.game();
    expect(before.roll).toBe(1);
    expect(before.held).not.toBe(0);
    l.powerCut(); // the screen after power-up is compared with the simulator's
    const after = l.p.game();
    expect(after.cur).toBe(before.cur);
    expect([...after.dice]).toEqual([...before.dice]);
    expect(after.held).toBe(before.held);
    expect(MAX_ROLLS - after.roll).toBe(MAX_ROLLS - before.roll);
    expect(l.p.screen).toBe("dice");
    expect(l.savedRecord()).toEqual(toRecord(before)); // and the device's own journal holds it
    l.press("back"); // the turn goes on: the second roll keeps the held dice
    expect(l.p.game().roll).toBe(2);
  });

  it("switches the backlight and the screen as the simulator does: light at a press, off after 10 s; screen off after 3 minutes, the next press only wakes it", () => {
    const l = new PixlLockstep("power", 23, out);
    const both = () => ({ device: l.power(), sim: { light: l.p.sim.feedback.backlight, lcd: l.p.sim.feedback.lcd } });
    l.press("down");
    expect(both()).toEqual({ device: { light: true, lcd: true }, sim: { light: true, lcd: true } });
    l.idle(11_000);
    expect(both()).toEqual({ device: { light: false, lcd: true }, sim: { light: false, lcd: true } });
    l.idle(3 * 60_000);
    expect(both()).toEqual({ device: { light: false, lcd: false }, sim: { light: false, lcd: false } });
    const cur = l.p.dump.cur;
    l.press("down"); // wakes only: the cursor stays
    expect(l.p.dump.cur).toBe(cur);
    expect(both()).toEqual({ device: { light: true, lcd: true }, sim: { light: true, lcd: true } });
  });
});
