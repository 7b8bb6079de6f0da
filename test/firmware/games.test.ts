// Whole games on the firmware by touch and the button, as a person plays them on the watch,
// each input checked against the simulator pixel for pixel (lockstep), and at the end the
// game the watch saved equals the simulator's.
import { expect, it } from "vitest";
import { isComplete, logEntries } from "../../firmware/core";
import { describeFirmware, Lockstep } from "./fixture";

// The watch's screen: the roll area below the dice, the first die, the top line (the sheet),
// the bottom-right corner (ok: enter, yes).
const ROLL = [88, 110] as const;
const FIRST_DIE = [18, 55] as const;
const TOP = [88, 20] as const;
const OK = [171, 170] as const;

/** A turn by touch: roll, hold the first die, roll again, open the sheet, enter in the proposed box. */
function touchTurn(l: Lockstep): void {
  if (l.screen === "handover") l.tap(OK[0], OK[1]);
  l.tap(ROLL[0], ROLL[1]).tap(FIRST_DIE[0], FIRST_DIE[1]).tap(ROLL[0], ROLL[1]).tap(TOP[0], TOP[1]).tap(OK[0], OK[1]);
  if (l.screen === "ask") l.tap(OK[0], OK[1]);
}

describeFirmware("whole games", () => {
  it.each([
    ["kniffel", 0, 13],
    ["meisterschaft", 1, 13],
    ["tallynight", 2, 13],
    ["yahtzee", 3, 13],
    ["yatzy", 4, 15],
  ])("%s: one player, by touch, to the result; the watch saved the simulator's game", (preset, steps, rounds) => {
    const l = new Lockstep("game-" + preset, 20 + steps).newGame(1, steps);
    expect(l.game().setup.rules.preset).toBe(preset);
    for (let r = 0; r < rounds; r++) touchTurn(l);
    expect(l.screen).toBe("rank");
    expect(isComplete(l.game())).toBe(true);
    expect(l.savedRecord()).toEqual(l.p.app.dump().game);
  });

  it("four players with roll-off: handovers, game menu, overview, undo, ending early, again with the same players", () => {
    const l = new Lockstep("four", 8).newGame(4, 0, true);
    expect(l.screen).toBe("rolloff");
    while (l.screen === "rolloff") l.press("ok");
    expect(l.game().first).toBeGreaterThanOrEqual(0);
    for (let t = 0; t < 5; t++) touchTurn(l); // a round and one more: each handover in between
    expect(l.screen).toBe("handover");
    const scored = () => l.game().turn; // entries made so far
    const before = scored();
    // The game menu on a handover: Zurück (undo), Übersicht, Regeln, Spiel beenden, Hauptmenü.
    l.press("back", true);
    expect(l.screen).toBe("menu");
    l.press("ok"); // undo the last entry: back on that player's sheet
    expect([l.screen, scored()]).toEqual(["sheet", before - 1]);
    l.tap(OK[0], OK[1]); // entered again
    expect(scored()).toBe(before);
    l.press("back", true).press("down").press("ok"); // Übersicht
    expect(l.screen).toBe("overview");
    l.press("back").press("back");
    expect(l.screen).toBe("handover");
    l.press("back", true).times("down", 3); // Spiel beenden
    l.press("ok");
    expect(l.screen).toBe("ask");
    l.press("ok"); // yes: the game ends early, ranked as it stands
    expect(l.screen).toBe("rank");
    const players = l.game().setup.names;
    l.press("ok"); // the end menu
    l.press("ok"); // Nochmal, gleiche Spieler
    expect(l.game().setup.names).toEqual(players);
    expect(logEntries(l.game()).filter((a) => a[0] === "s")).toHaveLength(0);
    while (l.screen === "rolloff") l.press("ok"); // the same setup: rolled for the start again
    for (let t = 0; t < 4; t++) touchTurn(l); // a round of the new game
    const g = l.game();
    for (let i = 0; i < 4; i++) expect(g.sc.subarray(i * g.sheet.ids.length, (i + 1) * g.sheet.ids.length).filter((v) => v >= 0)).toHaveLength(1);
    expect(l.savedRecord()).toEqual(l.p.app.dump().game);
  });
});
