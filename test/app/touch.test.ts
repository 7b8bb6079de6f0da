// The Bangle.js 2 by touch: the screen's corners are the buttons their labels name, a die
// is held by tapping it, the area below the dice rolls, a box is chosen by a tap and
// entered by a second, a drag scrolls.
import { describe, expect, it } from "vitest";
import { isComplete } from "../../firmware/core";
import { Player } from "../../sim/harness";

const W = 176;
const BOTTOM = 170; // the bottom corner band
const ROLL_AREA: [number, number] = [88, 110];
/** The middle of die i: 30-pixel dice, 3 apart, centred on the 176-pixel screen. */
const die = (i: number): [number, number] => [7 + i * 33 + 15, 60];

function bangle(seed = 1): Player {
  return new Player(seed, "banglejs2");
}

describe("touch", () => {
  it("the corners are the buttons", () => {
    const p = bangle();
    p.tap(W - 5, BOTTOM); // bottom right: OK on "Neues Spiel"
    expect(p.screen).toBe("setup");
    p.tap(W - 5, 5); // top right: back
    expect(p.screen).toBe("title");
  });

  it("a tap chooses a menu line, a second tap on it opens it", () => {
    const p = bangle();
    p.tap(60, 29 + 14 + 5); // the second line: Regeln
    expect([p.screen, p.dump.cur]).toEqual(["title", 1]);
    p.tap(60, 29 + 14 + 5);
    expect(p.screen).toBe("rules");
  });

  it("dice: tap to roll, tap a die to hold it, tap the top for the sheet, tap a box twice", () => {
    const p = bangle().newGame(1);
    p.sim.queueDice("61636");
    p.tap(...ROLL_AREA);
    expect(p.game().roll).toBe(1);
    p.tap(...die(0)).tap(...die(2)).tap(...die(4)); // the three sixes
    expect(p.game().held).toBe(0b10101);
    p.sim.queueDice("66");
    p.tap(...ROLL_AREA);
    expect(Array.from(p.game().dice)).toEqual([6, 6, 6, 6, 6]);
    p.tap(88, 20); // the player's line at the top: the sheet
    expect(p.screen).toBe("sheet");
    const kniffel = p.game().sheet.ids.indexOf("kniffel");
    expect(p.dump.cur).toBe(kniffel); // the best box
    const row = (box: number) => 29 + (box + (box >= 6 ? 3 : 0) - p.dump.top) * 14 + 5; // 3 total rows after the upper boxes
    p.tap(60, row(kniffel - 1)); // a tap on another box chooses it
    expect(p.dump.cur).toBe(kniffel - 1);
    p.drag(-30); // a drag up by two rows moves down two boxes
    expect(p.dump.cur).toBe(kniffel + 1);
    p.tap(60, row(kniffel)).tap(60, row(kniffel)); // choose, then enter
    expect(p.game().sc[kniffel]).toBe(50);
  });

  it("a whole game by touch alone", () => {
    const p = bangle(4).newGame(1);
    for (let turn = 0; turn < 13; turn++) {
      p.tap(...ROLL_AREA);
      p.tap(88, 20); // sheet: the cursor is on the best box
      p.tap(W - 5, BOTTOM); // Eintragen
      if (p.screen === "ask") p.tap(W - 5, BOTTOM); // Ja
    }
    expect(isComplete(p.game())).toBe(true);
    expect(p.screen).toBe("rank");
  });
});

describe("what long presses do elsewhere, from the menu on the watch", () => {
  it("hint, all options and odds: the side button held opens the menu, a tap picks", () => {
    const p = bangle().newGame(1);
    p.sim.queueDice("66612");
    p.tap(...ROLL_AREA);
    p.press("back", true); // BTN1 held: the game menu, with Tipp first after a roll
    expect(p.screen).toBe("menu");
    p.tap(60, 29 + 5); // the first line is already chosen: one tap opens it
    expect(p.screen).toBe("dice");
    expect(p.dump.msg).toMatch(/^Tipp: 6 6 6 halten/);
    p.tap(88, 88); // dismiss
    p.press("back", true).tap(60, 29 + 14 + 5).tap(60, 29 + 14 + 5); // Alle Optionen
    expect(p.screen).toBe("options");
    p.press("back");
    p.press("back", true).tap(60, 29 + 28 + 5).tap(60, 29 + 28 + 5); // Chancen
    expect(p.screen).toBe("odds");
  });

  it("own dice: points entered directly from the menu", () => {
    const p = bangle();
    p.tap(176 - 5, 170); // Neues Spiel
    for (let i = 0; i < 4; i++) p.drag(-15); // down to Würfel
    p.tap(176 - 5, 170); // Eigene
    p.drag(-15).drag(-15).drag(-15).tap(176 - 5, 170); // Los!
    expect(p.screen).toBe("entry");
    p.press("back", true).tap(60, 29 + 14 + 5).tap(60, 29 + 14 + 5); // Punkte eintragen (after Korrektur)
    expect(p.screen).toBe("pointsBox");
    p.tap(60, 29 + 5); // Einser (already chosen)
    expect(p.screen).toBe("points");
    p.tap(60, 29 + 14 * 3 + 5).tap(60, 29 + 14 * 3 + 5); // 3
    expect(p.game().log).toBe("p0=3");
  });
});
