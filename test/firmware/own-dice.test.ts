// The score block for real dice on each watch's firmware, by its buttons (the Bangle.js 2's
// corners and side button, the Bangle.js 3's four): dice entered, points entered directly
// through the game menu, a correction; each input in lockstep with the simulator, and the
// journal the watch wrote equals the simulator's game.
import { expect, it } from "vitest";
import { logEntries, playerTotals } from "../../firmware/core";
import { describeFirmware, Lockstep } from "./fixture";

/** Enters sorted dice (e.g. "12346") on the entry screen: up to each face, then ok. */
function enter(l: Lockstep, dice: string): void {
  let face = 1;
  for (const ch of dice) {
    for (; face < +ch; face++) l.press("up");
    l.press("ok");
  }
}

for (const board of ["banglejs2", "banglejs3"]) {
describeFirmware(`own dice on the ${board}`, () => {
  it("two players: dice entered, points directly, a correction; saved as in the simulator", () => {
    const l = new Lockstep(`own-dice-${board}`, 6, false, { board });
    l.press("ok").press("ok").times("down", 4).press("ok"); // Neues Spiel, 2 players, Würfel: Eigene
    l.times("down", 3).press("ok"); // Los! (after Start auswürfeln, Gerät spielt)
    expect(l.screen).toBe("handover");
    l.press("ok");
    expect(l.screen).toBe("entry");
    enter(l, "12346");
    expect(l.screen).toBe("sheet");
    l.press("back"); // back to the entered dice to correct them
    expect(l.screen).toBe("entry");
    l.times("ok", 4).press("down").press("ok"); // the last die from 6 to 5: a large straight
    expect([...l.game().dice]).toEqual([1, 2, 3, 4, 5]);
    l.press("ok"); // the sheet's cursor is on the best box
    if (l.screen === "handover") l.press("ok");
    // Points directly: the game menu, Punkte eintragen, a box, a value.
    l.press("back", true).press("down").press("ok");
    expect(l.screen).toBe("pointsBox");
    l.times("down", 8).press("ok");
    expect(l.screen).toBe("points");
    l.press("down").press("ok");
    const g = l.game();
    expect(logEntries(g).some((e) => /^p\d+=\d+/.test(e))).toBe(true);
    if (l.screen === "handover") l.press("ok");
    // A correction: Korrektur, player 1, a filled box, new points.
    l.press("back", true).press("ok");
    expect(l.screen).toBe("fixPlayer");
    l.press("ok");
    expect(l.screen).toBe("fixBox");
    const filled = l.game().sc.findIndex((v) => v >= 0);
    l.times("down", filled).press("ok").press("ok"); // its first value: 0
    const after = l.game();
    expect(after.sc[filled]).toBe(0);
    expect(logEntries(after).slice(-1)).toEqual([`f0.${filled}=0`]);
    expect(playerTotals(after, 0).grand).toBe(0);
    expect(l.savedRecord()).toEqual(l.p.app.dump().game);
  });
}, board);
}
