// Playing against the device on the real firmware, in lockstep with the simulator (every
// screen pixel for pixel, the same random words): a whole Kniffel game of a person against
// Profi, whose moves on the watch come from the coach module and the stored exact table
// (its saved game equals the simulator's, move for move), and one against Sieg, which plays to
// win the watch's way (standing-win.ts; its last turn exact, the person finished); and a power cut in the middle of
// the computer's turn, which resumes at its last completed action.
import { expect, it } from "vitest";
import { PROFI, SIEG } from "../../firmware/coach/players";
import { Phase } from "../../firmware/core";
import { describeFirmware, Lockstep } from "./fixture";
import { heapBudget } from "../../emu/memory";

const ROLL = [88, 150] as const; // the area below the dice
const SHEET = [88, 25] as const; // the player's line at the top
const OK = [173, 173] as const; // bottom-right corner: enter on the sheet, confirm, skip

/** From the title: 2 players, seat 2 the device at `level`, Los! */
function againstDevice(l: Lockstep, level: number): Lockstep {
  l.press("ok").press("ok").times("down", 6).press("ok"); // Neues Spiel, 2 Spieler, Gerät spielt
  l.press("down").times("ok", level + 1).press("back").press("down").press("ok"); // seat 2, Los!
  expect(l.game().setup.cpu).toEqual([-1, level]);
  return l;
}

/** The person's turn: roll once, open the sheet, enter the box it proposes (confirming a 0). */
function personTurn(l: Lockstep): void {
  if (l.screen === "handover") l.tap(...OK);
  l.tap(...ROLL).tap(...SHEET).tap(...OK);
  if (l.screen === "ask") l.tap(...OK);
}

describeFirmware("computer players", () => {
  it.each([["Profi", PROFI, 41], ["Sieg", SIEG, 43]] as const)("a whole game against %s: the watch's moves are the simulator's (exact table; Sieg: the watch's way to win), the heap within the coach's budget", (_, level, seed) => {
    const l = againstDevice(new Lockstep("cpu-game-" + level, seed, true), level);
    for (let round = 1; round <= 13; round++) {
      personTurn(l);
      expect(l.screen).toBe("cpu");
      l.tap(...OK); // skip to the end of the device's turn: its entry shows
      expect(l.game().turn).toBe(2 * round);
      expect(l.dump.tip).toMatch(/^Gerät: /);
      l.tap(...OK);
      expect(l.screen).toBe(round === 13 ? "rank" : "handover");
    }
    const g = l.game();
    expect(g.ph).toBe(Phase.Over);
    expect(l.savedRecord()).toEqual(l.p.dump.game);
    expect(l.peak).toBeLessThan(heapBudget("banglejs2").coach);
  }, 600_000);

  it("the device's turn shown as it happens: its first roll, the dice it keeps marked, then its entry", () => {
    const l = againstDevice(new Lockstep("cpu-watched", 47), PROFI);
    personTurn(l);
    expect(l.screen).toBe("cpu");
    // Normal pace: a 1.4 s start, the roll and its tumble (0.5 s), 0.7 s per decision.
    l.wait(1100); // 2.1 s after the entry: the first roll shows
    expect(l.game().roll).toBe(1);
    l.wait(700); // 2.8 s: the first decision is made (its keep is marked, or its entry shown)
    const g = l.game();
    expect(g.log.length).toBeGreaterThan(3);
    l.wait(10_000);
    expect(l.screen).toBe("handover");
    expect(l.savedRecord()).toEqual(l.p.dump.game);
  }, 300_000);

  it("a power cut in the middle of the device's turn resumes at its last completed action", () => {
    const l = againstDevice(new Lockstep("cpu-cut", 43), PROFI);
    l.tap(...OK).tap(...ROLL).tap(...SHEET); // the handover, the person's roll, the sheet
    // The entry, and 2 s later (its first roll done at 1.4 s, the decision due at 2.6 s) the cut.
    l.tapThenCut(...OK, 2000);
    const g = l.game();
    expect(g.cur).toBe(1);
    expect(g.roll).toBe(1);
    expect(l.screen).toBe("cpu");
    expect(l.savedRecord()).toEqual(l.p.dump.game);
    const cut = g.log.slice();
    l.tap(...OK); // skip: the turn goes on from the saved roll
    const after = l.game();
    expect(after.log.slice(0, cut.length)).toEqual(cut);
    expect(after.cur).toBe(0);
    expect(l.savedRecord()).toEqual(l.p.dump.game);
  }, 300_000);
});
