// A step of a list's cursor draws only its rows again (layout.ts turn()): the screen after it
// is, pixel for pixel, the screen a full draw of the same state gives, on every board. The full
// draw is had by opening a screen on top of the list and going back (the cursor is kept).
import { describe, expect, it } from "vitest";
import { openSheet, Player, roll } from "../../sim/harness";

const BOARDS = ["pixljs", "banglejs2", "banglejs3"];

/** After each of `steps` presses of `b`: the pixels, and the pixels after `reopen` drew the screen again in full. */
function compare(p: Player, b: "up" | "down", steps: number, reopen: (p: Player) => void): void {
  for (let k = 0; k < steps; k++) {
    const flips = p.sim.fb.flips;
    p.press(b);
    expect(p.sim.fb.flips, "the step sent a frame").toBeGreaterThan(flips);
    const stepped = p.sim.fb.px.slice();
    const screen = p.screen;
    reopen(p);
    expect(p.screen).toBe(screen);
    expect(Buffer.compare(Buffer.from(stepped), Buffer.from(p.sim.fb.px)), `${p.board}, ${screen}: step ${k + 1} (${b}) differs from a full draw`).toBe(0);
  }
}

describe.each(BOARDS)("%s: a list's step", (board) => {
  it("on the main menu equals a full draw, round and round", () => {
    const p = new Player(1, board);
    compare(p, "down", 6, (q) => q.press("ok").press("back"));
    compare(p, "up", 3, (q) => q.press("ok").press("back"));
  });

  it("on the sheet equals a full draw, past the totals and round", () => {
    const p = openSheet(roll(new Player(1, board).newGame(1)));
    compare(p, "down", 15, (q) => q.press("back", true).press("back"));
    compare(p, "up", 4, (q) => q.press("back", true).press("back"));
  });
});
