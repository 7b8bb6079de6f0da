// The Bangle.js 1 on its real firmware (2v29.74: 240x240 16-bit colour, dark theme, 2,500
// variables; BTN1-BTN3 on the right, the screen's two touch halves as BTN4 and BTN5), in
// lockstep with the simulator's banglejs1 board: whole games under every preset by its three
// buttons and the touch halves, four players with the roll-off and names, the score block for
// real dice; each within the heap budget (espruino.config.json budgets.heap); back to the
// clock from the title.
import { expect, it } from "vitest";
import { isComplete, Phase } from "../../firmware/core";
import { newGame } from "../../sim/harness";
import { describeFirmware, Lockstep } from "./fixture";
import { heapBudget } from "../../emu/memory";

const BOARD = "banglejs1";
const watch = (name: string, seed: number) => new Lockstep(name, seed, true, { board: BOARD });

/** A turn by the buttons: roll (left half), hold the die under the cursor (BTN2), roll again, the sheet (BTN2 held), enter the box it proposes. */
function buttonTurn(l: Lockstep): void {
  if (l.screen === "handover") l.press("ok");
  l.press("back").press("ok").press("back").press("ok", true).press("ok");
  if (l.screen === "ask") l.press("ok");
}

describeFirmware("the Bangle.js 1", () => {
  it.each([
    ["kniffel", 0, 13],
    ["meisterschaft", 1, 13],
    ["tallynight", 2, 13],
    ["yahtzee", 3, 13],
    ["yatzy", 4, 15],
  ])("%s: one player by the buttons, to the result; the watch saved the simulator's game, within the heap budget", (preset, steps, rounds) => {
    const l = newGame(watch("b1-game-" + preset, 40 + (steps as number)), 1, steps as number);
    expect(l.game().setup.rules.preset).toBe(preset);
    for (let r = 0; r < (rounds as number); r++) buttonTurn(l);
    expect(l.screen).toBe("rank");
    expect(isComplete(l.game())).toBe(true);
    expect(l.savedRecord()).toEqual(l.p.app.dump().game);
    expect(l.peak).toBeLessThanOrEqual(heapBudget(BOARD).max);
    console.log(`banglejs1 ${preset}: peak ${l.peak} variables`);
  });

  it("four players with the roll-off: two rounds, within the heap budget", () => {
    const l = newGame(watch("b1-four", 61), 4, 0, true);
    for (let guard = 0; l.screen === "rolloff" && guard < 20; guard++) l.press("ok");
    expect(l.game().ph).not.toBe(Phase.RollOff);
    for (let t = 0; t < 8; t++) buttonTurn(l);
    expect(l.game().turn).toBe(8);
    expect(l.savedRecord()).toEqual(l.p.app.dump().game);
    expect(l.peak).toBeLessThanOrEqual(heapBudget(BOARD).max);
  });

  it("back on the title (the left touch half) returns to the clock", () => {
    const l = watch("b1-clock", 7);
    l.p.press("back");
    l.watch.input({ b: "back", long: false });
    expect([l.p.sim.feedback.exited, l.watch.inApp()]).toEqual([true, false]);
    expect(l.watch.errors).toEqual([]);
  });
}, BOARD);
