import { expect, it } from "vitest";
import { describeFirmware } from "./fixture";
import { Lockstep } from "./lockstep";

describeFirmware("smoke", () => {
  it("a whole game by touch", () => {
    const l = new Lockstep("smoke", 4, true);
    l.newGame(1);
    for (let turn = 0; turn < 13; turn++) {
      l.tap(88, 110);
      l.tap(88, 20);
      l.tap(171, 170);
      if (l.p.screen === "ask") l.tap(171, 170);
    }
    expect(l.p.screen).toBe("rank");
    console.log("peak", l.peak);
  });
});
