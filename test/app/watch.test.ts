// The watch as a watch user meets it (issue "The watch app as watch users expect it"), on the
// simulator's banglejs2 board: names saved by touch, drags that come in small steps, the
// sheet's totals, the overview for 1-8 players, the side button that never acts on the
// game and leaves the app from the title, the battery warning. test/firmware/watch-app.test.ts
// plays the same on the firmware.
import { describe, expect, it } from "vitest";
import { FONT_SMALL } from "../../firmware/app/fonts";
import { isComplete, logEntries } from "../../firmware/core";
import { Player, roll, touchGame } from "../../sim/harness";
import { TextWatch } from "./text-fit";

const W = 176;
const OK: [number, number] = [W - 5, 170]; // the bottom right corner
/** The middle of menu line i (rows of 14 px from y 29). */
const line = (i: number): [number, number] => [60, 29 + 14 * i + 5];

function watch(seed = 1): Player {
  return new Player(seed, "banglejs2");
}

/** From the title, by touch: the name editor of player 1. */
function nameEditor(p: Player): Player {
  p.tap(...OK); // Neues Spiel
  p.tap(...line(1)).tap(...line(1)); // Namen
  return p.tap(...line(0)); // Spieler 1 (already chosen): the editor
}

describe("the name editor by touch", () => {
  it("a tap on the name saves it, the side button cancels", () => {
    const p = nameEditor(watch());
    expect(p.screen).toBe("name");
    p.tap(...OK).tap(...OK); // "+" twice: "Spieler 1aa"
    p.tap(88, 80); // the name: saved
    expect(p.screen).toBe("names");
    p.tap(...line(0)); // the editor again
    p.tap(...OK); // "Spieler 1aaa"
    p.press("back"); // the side button: cancelled
    expect(p.screen).toBe("names");
    p.press("back").times("up", 2).press("ok"); // setup (on Namen), up wraps to "Los!"
    expect(p.game().setup.names).toEqual(["Spieler 1aa"]);
  });
});

describe("a whole game by touch alone", () => {
  it("names typed in and saved, setup, every turn, the result", () => {
    const p = touchGame(watch(9));
    expect(p.screen).toBe("rank");
    expect(p.game().setup.names).toEqual(["Bo"]);
    expect(isComplete(p.game())).toBe(true);
  });
});

describe("own dice by touch alone", () => {
  it("dice entered, a box, and a correction through the game menu", () => {
    const p = watch();
    p.tap(...OK); // Neues Spiel
    for (let i = 0; i < 4; i++) p.drag(-15); // down to Würfel
    p.tap(...OK); // Eigene
    p.drag(-44, 5).tap(...OK); // down to Los!, started
    for (let i = 0; i < 5; i++) p.tap(...OK); // five dice, each the face before: 11111, entered
    p.tap(...OK); // the sheet's best box: Kniffel
    expect(logEntries(p.game())).toEqual(["d11111", "s11"]);
    p.press("back", true); // the game menu: Korrektur first
    p.tap(...line(0)).tap(...line(0)).tap(...line(0)); // Korrektur, the player, the filled box
    expect(p.screen).toBe("points");
    p.tap(...line(0)); // 0 points instead of 50
    expect(logEntries(p.game())).toEqual(["d11111", "s11", "f0.11=0"]);
  });
});

describe("drags", () => {
  it("add up their steps: a drag reported 5 px at a time scrolls by its whole distance", () => {
    const p = watch();
    p.drag(-30, 5); // two rows (of 14 px) down, in six steps
    expect(p.dump.cur).toBe(2);
    p.drag(15, 5).drag(15, 5); // two drags of a row each
    expect(p.dump.cur).toBe(0);
  });
});

describe("the sheet", () => {
  it("shows every row: on the last box the totals below it, Endsumme included", () => {
    const p = watch().newGame(1);
    const t = new TextWatch(p.sim.fb);
    roll(p).tap(88, 20); // the sheet
    p.toBox("chance");
    expect(t.texts()).toEqual(expect.arrayContaining(["Chance", "Zusatz-Kniffel", "Summe unten", "Endsumme"]));
    p.press("down"); // wraps to the first box, the top of the sheet
    expect(t.texts()).toEqual(expect.arrayContaining(["Einser"]));
  });
});

describe("the overview", () => {
  for (let n = 1; n <= 8; n++) {
    it(`${n} player${n > 1 ? "s" : ""}: every column head different, every text in its place, all players on the pages`, () => {
      const p = watch().newGame(n);
      const t = new TextWatch(p.sim.fb);
      p.press("back", true).press("ok"); // game menu: Übersicht (the first line before a roll)
      expect(p.screen).toBe("overview");
      const heads = new Set<string>();
      for (let page = 0; page < 3; page++) {
        expect(t.problems()).toEqual([]);
        const row = t.shown.filter((b) => b.y === 28); // the heads' line
        for (const b of row) heads.add(b.s);
        p.tap(...OK); // the next page (where there is one)
      }
      expect(heads.size).toBe(n);
      if (n > 1) expect([...heads]).not.toContain("Spiele"); // "Spieler 1", "Spieler 2" ... cut to the same
    });
  }
});

describe("the side button", () => {
  it("never acts on the game: from Alle Optionen back to the dice, then to the main menu, never a roll", () => {
    const p = watch().newGame(1);
    p.queueDice("44412");
    roll(p);
    p.press("back", true).tap(...line(1)).tap(...line(1)); // game menu: Alle Optionen
    expect(p.screen).toBe("options");
    p.press("back");
    expect(p.screen).toBe("dice");
    p.press("back");
    expect(p.screen).toBe("title");
    expect(p.game().roll).toBe(1);
    expect(logEntries(p.game())).toHaveLength(1); // one roll, no other
    p.press("ok"); // Weiterspielen: the same dice
    expect([p.screen, p.game().roll]).toEqual(["dice", 1]);
  });

  it("own dice: leaves the entry for the main menu too; the corner goes back a die", () => {
    const p = watch();
    p.tap(...OK); // Neues Spiel
    for (let i = 0; i < 4; i++) p.drag(-15); // down to Würfel
    p.tap(...OK).drag(-44, 5).tap(...OK); // Eigene, Los!
    p.tap(...OK); // the next die
    expect(p.dump.die).toBe(1);
    p.tap(171, 5); // the corner: back a die
    expect([p.screen, p.dump.die]).toEqual(["entry", 0]);
    p.press("back"); // the side button
    expect(p.screen).toBe("title");
    expect(logEntries(p.game())).toEqual([]);
  });

  it("on the title leaves the app for the clock; held there it does nothing", () => {
    const p = watch();
    p.press("back", true);
    expect(p.sim.feedback.exited).toBe(false);
    p.press("back");
    expect(p.sim.feedback.exited).toBe(true);
  });

  it("held opens the game menu during a turn, as before", () => {
    const p = watch().newGame(1);
    p.press("back", true);
    expect(p.screen).toBe("menu");
  });
});

describe("the battery warning", () => {
  it("only while a game runs, and on one line with its number", () => {
    const p = watch();
    p.sim.battery = 0;
    const t = new TextWatch(p.sim.fb);
    p.drag(-15).drag(15); // any input (down a line and up again)
    expect(p.dump.msg).toBe("");
    p.newGame(1);
    roll(p);
    expect(p.dump.msg).toBe("Batterie schwach (0%) - das Spiel ist gespeichert.");
    expect(t.texts().some((s) => s.includes("(0%)"))).toBe(true);
    expect(t.problems()).toEqual([]);
  });
});

describe("the font", () => {
  it("draws Ü wider than ü, so that Übersicht does not read übersicht", () => {
    const p = watch();
    p.sim.fb.setFont(FONT_SMALL);
    expect(p.sim.fb.stringWidth("\u00dc")).toBeGreaterThan(p.sim.fb.stringWidth("\u00fc"));
  });
});
