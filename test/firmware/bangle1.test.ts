// The Bangle.js 1 on its real firmware (2v29.74: 240x240 16-bit colour, dark theme, 2,500
// variables; BTN1-BTN3 on the right, the screen's two touch halves as BTN4 and BTN5), in
// lockstep with the simulator's banglejs1 board: whole games under every preset, by the three
// buttons alone (BTN3 held goes back: rolls; BTN2 held opens the sheet; BTN1 held the game
// menu) or with the touch halves (left: back, right: ok); a whole game of four; each
// within the heap budget (espruino.config.json budgets.heap); back to the clock from the title.
import { expect, it } from "vitest";
import { isComplete } from "../../firmware/core";
import { newGame } from "../../sim/harness";
import { describeFirmware, Lockstep } from "./fixture";
import { heapBudget } from "../../emu/memory";

const BOARD = "banglejs1";
const watch = (name: string, seed: number) => new Lockstep(name, seed, true, { board: BOARD });

/** A turn by the touch halves and BTN2: roll (left half), hold the die under the cursor (BTN2), roll again, the sheet (BTN2 held), enter the box it proposes. */
function halvesTurn(l: Lockstep): void {
  if (l.screen === "handover") l.press("ok");
  l.press("back").press("ok").press("back").press("ok", true).press("ok");
  if (l.screen === "ask") l.press("ok");
}

/** The same turn by the three buttons alone: BTN3 held rolls, BTN2 holds, BTN3 held rolls again, BTN2 held the sheet, BTN2 enters. */
function threeButtonTurn(l: Lockstep): void {
  if (l.screen === "handover") l.pressPin("BTN2");
  l.pressPin("BTN3", true).pressPin("BTN2").pressPin("BTN3", true).pressPin("BTN2", true).pressPin("BTN2");
  if (l.screen === "ask") l.pressPin("BTN2");
}

describeFirmware("the Bangle.js 1", () => {
  it.each([
    ["kniffel", "three buttons", 0, 13],
    ["meisterschaft", "touch halves", 1, 13],
    ["tallynight", "three buttons", 2, 13],
    ["yahtzee", "touch halves", 3, 13],
    ["yatzy", "three buttons", 4, 15],
  ])("%s: one player to the result by the %s; the watch saved the simulator's game, within the heap budget", (preset, by, steps, rounds) => {
    const l = newGame(watch("b1-game-" + preset, 40 + (steps as number)), 1, steps as number);
    expect(l.game().setup.rules.preset).toBe(preset);
    for (let r = 0; r < (rounds as number); r++) (by === "touch halves" ? halvesTurn : threeButtonTurn)(l);
    expect(l.screen).toBe("rank");
    expect(isComplete(l.game())).toBe(true);
    expect(l.savedRecord()).toEqual(l.p.app.dump().game);
    expect(l.peak).toBeLessThanOrEqual(heapBudget(BOARD).max);
    console.log(`banglejs1 ${preset}: peak ${l.peak} variables`);
  });

  it("four players, a whole game by the touch halves, within the heap budget", () => {
    const l = newGame(watch("b1-four", 61), 4);
    for (let t = 0; t < 4 * 13; t++) halvesTurn(l);
    expect(l.screen).toBe("rank");
    expect(isComplete(l.game())).toBe(true);
    expect(l.savedRecord()).toEqual(l.p.app.dump().game);
    expect(l.peak).toBeLessThanOrEqual(heapBudget(BOARD).max);
    console.log(`banglejs1 four players: peak ${l.peak} variables`);
  }, 300_000);

  it("the game menu by BTN1 held, and back in it by BTN3 held; its last line returns to the title", () => {
    const l = newGame(watch("b1-menu", 9), 1);
    l.pressPin("BTN1", true);
    expect(l.screen).toBe("menu");
    l.pressPin("BTN3", true);
    expect(l.screen).toBe("dice");
    l.pressPin("BTN1", true).pressPin("BTN1").pressPin("BTN2"); // up from the first line: Hauptmenü
    expect(l.screen).toBe("title");
  });

  it("back on the title (the left touch half) returns to the clock", () => {
    const l = watch("b1-clock", 7);
    l.p.press("back");
    l.watch.input({ b: "back", long: false });
    expect([l.p.sim.feedback.exited, l.watch.inApp()]).toEqual([true, false]);
    expect(l.watch.errors).toEqual([]);
  });
}, BOARD);
