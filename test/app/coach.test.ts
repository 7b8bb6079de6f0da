// The coach on the device's screens: a hint (long BTN1) on the dice and the sheet, the odds
// screen (long BTN4), and the engine the platform hands to the app.
import { describe, expect, it } from "vitest";
import { Advisor } from "../../firmware/app/advisor";
import { options, Why } from "../../firmware/core";
import { Player } from "./harness";

describe("hints", () => {
  it("on the dice: which dice to hold, with the expected score, all of them dice in hand", () => {
    const p = new Player(1).newGame(1);
    p.sim.queueDice("66612");
    p.press("back").press("up", true);
    const m = /^Tipp: ([1-6 ]+) halten \(erwartet (\d+,\d)\)$/.exec(p.dump.msg);
    expect(m, p.dump.msg).not.toBeNull();
    expect(m![1]).toBe("6 6 6");
    expect(p.game().held).toBe(0); // a hint changes nothing
  });

  it("on the sheet after the last roll: the box, and the cursor goes there", () => {
    const p = new Player(1).newGame(1);
    p.sim.queueDice("66666" + "11111" + "31245");
    p.press("back").press("back").press("back"); // three rolls, the last 3 1 2 4 5: the sheet opens
    expect(Array.from(p.game().dice).sort().join("")).toBe("12345");
    p.press("up", true);
    expect(p.dump.msg).toMatch(/^Tipp: Große Straße eintragen \(erwartet \d+,\d\)$/);
    expect(p.dump.cur).toBe(p.game().sheet.ids.indexOf("largeStraight"));
  });

  it("the advice is always legal", () => {
    const p = new Player(9).newGame(1, 2);
    for (let t = 0; t < 13; t++) {
      p.press("back").press("back").press("back"); // the sheet opens after the third roll
      p.press("up", true);
      const box = p.dump.cur;
      expect(options(p.game()).why[box]).toBe(Why.Ok);
      p.press("up").press("ok"); // dismiss, enter where the coach said
      if (p.screen === "ask") p.press("ok");
    }
    expect(p.screen).toBe("rank");
  });

  it("before the first roll there is nothing to advise", () => {
    const p = new Player(1).newGame(1).press("up", true);
    expect(p.dump.msg).toBe("Erst würfeln.");
  });

  it("the platform's engine answers", () => {
    const fake: Advisor = { advise: () => [{ box: 12, held: 0, ev: 123.45 }] };
    const p = new Player(1, "pixljs", undefined, fake).newGame(1).press("back").press("up", true);
    expect(p.dump.msg).toBe("Tipp: Chance eintragen (erwartet 123,5)");
  });
});

describe("odds", () => {
  it("long BTN4 opens them from the dice and the sheet; back returns (the figures: golden odds.png)", () => {
    const p = new Player(1).newGame(1);
    p.sim.queueDice("66612");
    p.press("back").press("down", true);
    expect(p.screen).toBe("odds");
    p.press("back");
    expect(p.screen).toBe("dice");
    p.press("ok", true).press("down", true);
    expect(p.screen).toBe("odds");
  });
});
