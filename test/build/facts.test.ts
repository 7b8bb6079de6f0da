// has(profile, "fact") (hal/profile.ts): the simulator asks the profile; a device bundle gets
// the board's constant in each call's place (build/substitutes.ts foldFacts), so that no
// has() is left to run on the device and the code of what the board has not is dropped.
import { describe, expect, it } from "vitest";
import { boardBuild } from "../../build/boards";
import { bundleBoard } from "../../build/bundle";
import { foldFacts } from "../../build/substitutes";
import { FEATURES } from "../../hal/features";
import { has } from "../../hal/profile";
import { testProfile } from "../../sim/harness";

describe("facts", () => {
  it("the simulator reads each fact from the profile", () => {
    for (const id of ["banglejs2", "banglejs3", "pixljs"]) {
      const pf = testProfile(id);
      for (const f of FEATURES) expect(has(pf, f), `${id} ${f}`).toBe(pf.ft[f]);
      expect([has(pf, "round"), has(pf, "touch"), has(pf, "ownsPower"), has(pf, "backExits"), has(pf, "vibration")]).toEqual([
        pf.round === true, pf.touch, pf.ownsPower, pf.backExits === true, pf.vibration,
      ]);
    }
  });

  it("a device build puts the board's constant in place of each call, and leaves methods and other names alone", () => {
    const src = 'if (has(c.profile, "coach") && !has(pf, "round")) seen.has(x); hasCpu(g); has( profile , "ownsPower" );';
    expect(foldFacts(src, "x.ts")).toBe("if (ED_COACH && !BOARD_ROUND) seen.has(x); hasCpu(g); BOARD_OWNS_POWER;");
  });

  it("refuses a fact it does not know, and one that is not a string literal (it could not be folded)", () => {
    expect(() => foldFacts('has(c.profile, "colour")', "a.ts")).toThrow('a.ts: has(..., "colour"): no such fact');
    expect(() => foldFacts("has(c.profile, f)", "b.ts")).toThrow("b.ts: has() must name its fact as a string literal");
  });

  it("no bundle of a board carries has() itself", { timeout: 60_000 }, async () => {
    for (const id of ["pixljs", "banglejs3"]) {
      const b = await bundleBoard(boardBuild(id));
      for (const out of Object.values(b.app.metafile.outputs)) expect(Object.keys(out.inputs), id).not.toContain("hal/profile.ts");
    }
  });
});
