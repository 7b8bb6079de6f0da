import { expect, it } from "vitest";
import { describeFirmware } from "./fixture";
import { Lockstep } from "./lockstep";

describeFirmware("b3 smoke", () => {
  it("title", () => {
    const l = new Lockstep("b3-smoke", 1, true, { board: "banglejs3" });
    l.press("ok").press("down").press("up");
    expect(l.screen).toBe("setup");
  });
}, "banglejs3");
