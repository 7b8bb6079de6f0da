// Complete games played only through button presses.
import { describe, expect, it } from "vitest";
import { boxIndex, isComplete, logEntries, Phase, playerTotals } from "../../firmware/core";
import { finish, Player } from "../../sim/harness";

describe("through button presses", () => {
  it("one player plays a whole Kniffel game to the result", () => {
    const p = new Player(7).newGame(1);
    expect(p.screen).toBe("dice");
    finish(p);
    const g = p.game();
    expect(isComplete(g)).toBe(true);
    expect(logEntries(g).filter((a) => a[0] === "s")).toHaveLength(13);
    expect(playerTotals(g, 0).grand).toBeGreaterThan(0);
    p.press("ok");
    expect(p.screen).toBe("end");
  });

  it("three players with roll-off reach the ranking", () => {
    const p = new Player(3).newGame(3, 0, true);
    expect(p.screen).toBe("rolloff");
    expect(p.game().ph).toBe(Phase.RollOff);
    finish(p);
    const g = p.game();
    expect(g.np).toBe(3);
    expect(g.first).toBeGreaterThanOrEqual(0);
    expect(isComplete(g)).toBe(true);
  });

  it("a Yatzy game has 15 rounds", () => {
    const p = new Player(5).newGame(1, 4);
    expect(p.game().setup.rules.preset).toBe("yatzy");
    finish(p);
    expect(logEntries(p.game()).filter((a) => a[0] === "s")).toHaveLength(15);
  });
});

describe("a second Kniffel under each reading", () => {
  const cases: [string, number, string, { box: string; pts: number; extra: number }][] = [
    ["kniffel (freeChoice)", 0, "largeStraight", { box: "largeStraight", pts: 40, extra: 50 }],
    ["meisterschaft (mustFit)", 1, "chance", { box: "chance", pts: 10, extra: 50 }],
    ["tallynight (upperFirst)", 2, "twos", { box: "twos", pts: 10, extra: 50 }],
    ["yahtzee (joker)", 3, "twos", { box: "twos", pts: 10, extra: 100 }],
  ];
  it.each(cases)("%s", (_name, steps, target, want) => {
    const p = new Player(11).newGame(1, steps);
    p.turn("11111", "kniffel");
    p.turn("22222", target);
    const g = p.game();
    const b = boxIndex(g.sheet, want.box);
    expect(g.sc[b]).toBe(want.pts);
    expect(playerTotals(g, 0).extra).toBe(want.extra);
  });

  it("a refused box shows the reason and changes nothing", () => {
    const p = new Player(11).newGame(1, 2); // tallynight: the roll must go into its upper box
    p.turn("11111", "kniffel");
    p.sim.queueDice("33333");
    p.press("back").press("ok", true).toBox("chance").press("ok");
    expect(p.dump.msg).toBe("Der Kniffel muss in sein Zahlenfeld.");
    expect(p.game().turn).toBe(1);
    p.press("up"); // dismisses the message only
    expect([p.dump.msg, p.dump.cur]).toEqual(["", p.game().sheet.ids.indexOf("chance")]);
  });
});
