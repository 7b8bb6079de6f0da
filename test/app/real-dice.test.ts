// The score block for real dice: each roll entered with the buttons, then a box.
import { describe, expect, it } from "vitest";
import { isComplete, logEntries, playerTotals } from "../../firmware/core";
import { finish, Player } from "../../sim/harness";

/** Enters sorted dice (e.g. "12345") on the entry screen: up to the face, then ok. */
function enter(p: Player, dice: string): void {
  let face = 1;
  for (const ch of dice) {
    for (; face < +ch; face++) p.press("up");
    p.press("ok");
  }
}

/** From the title: a game with own dice, n players, the preset `steps` along. */
function ownDice(n: number, steps = 0): Player {
  const p = new Player(1);
  p.press("ok").times("ok", n - 1).times("down", 2).times("ok", steps); // Spieler, Regeln
  p.times("down", 2).press("ok"); // Würfel: Eigene
  p.times("down", 3).press("ok"); // Los!
  return p;
}

describe("own dice", () => {
  it("a roll is entered in at most 10 presses, then scored", () => {
    const p = ownDice(1);
    expect(p.screen).toBe("entry");
    const start = p.presses;
    enter(p, "12346");
    expect(p.presses - start).toBeLessThanOrEqual(10);
    expect(p.screen).toBe("sheet");
    p.toBox("smallStraight").press("ok");
    expect(p.game().sc[9]).toBe(30);
    expect(p.game().log).toBe("d12346,s9");
  });

  it("back on the sheet returns to the entered dice to correct them", () => {
    const p = ownDice(1);
    enter(p, "22222");
    p.press("back");
    expect(p.screen).toBe("entry");
    p.press("ok").press("ok").press("ok").press("ok").press("up").press("ok"); // the last die: 3
    expect(Array.from(p.game().dice)).toEqual([2, 2, 2, 2, 3]);
  });

  it.each([1, 4].flatMap((n) => [["kniffel", 0, n], ["meisterschaft", 1, n], ["tallynight", 2, n], ["yahtzee", 3, n], ["yatzy", 4, n]]))("a whole game entering dice, %s, %i player(s)", (_n, steps, players) => {
    const p = ownDice(players as number, steps as number);
    const rolls = ["11112", "23456", "33355", "66666", "12345", "44441"];
    for (let t = 0; p.screen !== "rank"; t++) {
      if (t > 200) throw new Error("stuck on " + p.screen);
      if (p.dump.msg) p.press("up");
      else if (p.screen === "handover") p.press("ok");
      else if (p.screen === "entry") enter(p, rolls[t % rolls.length]);
      else if (p.screen === "sheet" || p.screen === "ask") p.press("ok");
    }
    const g = p.game();
    expect(isComplete(g)).toBe(true);
    expect(logEntries(g).every((e) => e[0] === "d" || e[0] === "s")).toBe(true);
    for (let i = 0; i < g.np; i++) expect(playerTotals(g, i).grand).toBeGreaterThan(0);
  });

  it("statistics keep the two ways of playing apart", () => {
    const p = ownDice(1);
    for (let t = 0; t < 13; t++) {
      enter(p, "12345");
      p.press("ok");
      if (p.screen === "ask") p.press("ok");
    }
    expect(p.screen).toBe("rank");
    p.press("ok").press("ok"); // again: the finished game is counted
    const st = p.sim.hal.storage.read("kniffel.st")!;
    expect(JSON.parse(st).data.p).toHaveProperty(["real.kniffel"]);
    finish(p);
  });
});

describe("points and corrections on the device", () => {
  it("points for a box entered directly (long OK on the sheet), only values the box can hold", () => {
    const p = ownDice(1);
    p.press("up", true); // from the dice entry to the sheet
    expect(p.screen).toBe("sheet");
    p.toBox("fullHouse").press("ok", true);
    expect(p.screen).toBe("points");
    expect(p.dump.cur).toBe(0); // the first value: 0
    p.press("down").press("ok"); // 25
    expect(p.game().sc[8]).toBe(25);
    expect(p.game().log).toBe("p8=25");
  });

  it("a correction from the game menu: player, box, value; totals and bonus follow", () => {
    const p = ownDice(2);
    for (let b = 0; b < 6; b++) {
      for (let q = 0; q < 2; q++) {
        if (p.screen === "handover") p.press("ok");
        p.press("up", true).toBox(["ones", "twos", "threes", "fours", "fives", "sixes"][b]).press("ok", true);
        p.times("down", 3).press("ok"); // three of the face: 3 x face
      }
    }
    const g = p.game();
    expect([0, 1].map((q) => playerTotals(g, q).bonus)).toEqual([35, 35]);
    if (p.screen === "handover") p.press("ok");
    p.press("back", true); // the game menu: Korrektur first
    p.press("ok").press("down").press("ok"); // player 2
    expect(p.screen).toBe("fixBox");
    p.times("down", 5).press("ok"); // Sechser
    p.press("ok"); // 0
    expect(p.screen).toBe("fixBox");
    const after = p.game();
    expect(after.sc[13 + 5]).toBe(0);
    expect(playerTotals(after, 1)).toMatchObject({ upper: 45, bonus: 0 });
    expect(logEntries(after).slice(-1)).toEqual(["f1.5=0"]);
  });
});

describe("whole games entering points", () => {
  it.each([["kniffel", 0], ["meisterschaft", 1], ["tallynight", 2], ["yahtzee", 3], ["yatzy", 4]])("%s, 1 and 4 players", (_n, steps) => {
    for (const players of [1, 4]) {
      const p = ownDice(players, steps as number);
      for (let guard = 0; p.screen !== "rank"; guard++) {
        if (guard > 400) throw new Error("stuck on " + p.screen);
        if (p.screen === "handover") p.press("ok");
        p.press("up", true).press("ok", true); // the sheet (cursor on the first free box), its points
        p.press("up").press("ok"); // the highest value it can hold
      }
      const g = p.game();
      expect(isComplete(g)).toBe(true);
      expect(logEntries(g).every((e) => e[0] === "p")).toBe(true);
      expect(playerTotals(g, 0).upper).toBe(105); // every upper box at its maximum
    }
  });
});

describe("menus whose lines change", () => {
  it("a correction for a player without entries shows no lines, and ok does nothing", () => {
    const p = ownDice(2);
    p.press("back", true).press("ok").press("ok"); // Korrektur, the first player
    expect(p.screen).toBe("fixBox");
    expect(() => p.press("ok").press("down").press("ok")).not.toThrow();
    expect(p.screen).toBe("fixBox");
    p.press("back");
    expect(p.screen).toBe("fixPlayer");
  });
});
