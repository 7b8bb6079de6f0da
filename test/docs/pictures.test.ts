// The docs' pictures are today's screens: each simulator script's pictures, taken again, are
// the committed ones pixel for pixel; the Bangle.js 3 firmware's pictures are what the watch
// shows of the simulator's screens, played the same way; a golden the docs show is that golden. The
// clocks' and the page's pictures are compared by the tests that already play to them
// (test/firmware/clkinfo.test.ts; test/web/play.test.ts and firmware.test.ts). `npm run
// pictures` makes them again.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { B3_SCALE, b3Pictures, DOCS, GOLDEN_PICTURES, goldenPath, pictureScripts } from "../../build/pictures";
import { SETTLE_MS } from "../../emu/watch";
import { comparePng, shownPng } from "../../sim/display/png";
import { Player } from "../../sim/harness";
import { loadScriptFile, runScript } from "../../sim/script";

const committed = (picture: string) => readFileSync(join(DOCS, "img", picture));

describe("the docs' pictures", () => {
  it.each(pictureScripts().map((s) => basename(s)))("of %s are what the simulator draws today", (script) => {
    const out = mkdtempSync(join(tmpdir(), "kniffel-pictures-"));
    const r = runScript(loadScriptFile(join(DOCS, script)), out);
    expect(r.files.length).toBeGreaterThan(0);
    for (const f of r.files) expect(comparePng(readFileSync(f), committed(basename(f))), basename(f)).toBe(0);
  });

  it("of the Bangle.js 3's firmware are what the watch shows of the simulator's screens today", () => {
    // The firmware's pixels equal these on every step (test/firmware/pictures.ts plays in lockstep).
    const p = new Player(7, "banglejs3");
    p.sim.clock.advance!(SETTLE_MS);
    const shots: string[] = [];
    b3Pictures(p, (picture) => {
      shots.push(picture);
      expect(comparePng(shownPng(p.sim.fb, B3_SCALE), committed(picture)), picture).toBe(0);
    });
    expect(shots).toHaveLength(5);
  });

  it("that are goldens are those goldens", () => {
    for (const [picture, golden] of Object.entries(GOLDEN_PICTURES)) expect(comparePng(committed(picture), readFileSync(goldenPath(golden))), picture).toBe(0);
  });
});
