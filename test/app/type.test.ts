// The type on each board (espruino.config.json screen.fonts): the Pixl.js's own crisp 1-bit
// fonts; on the watches the firmware's, the Bangle.js 3's smallest at least 14 pixels with
// larger titles, chosen rows and main action, the Bangle.js 2's leaving the sheet 9 rows.
import { describe, expect, it } from "vitest";
import { FONT_LARGE, FONT_MID, FONT_SMALL } from "../../firmware/app/fonts";
import { openSheet, Player, roll, testProfile } from "../../sim/harness";
import { TextWatch } from "./text-fit";

describe("type by board", () => {
  it("the Pixl.js keeps its own 6- and 12-pixel fonts", () => {
    expect(testProfile("pixljs").fonts).toEqual(["small", "small", "large"]);
  });

  it("the Bangle.js 3: text at least 14 pixels high; titles, the chosen row and the main action larger", () => {
    const h = testProfile("banglejs3").fontHeights;
    expect(h[FONT_SMALL]).toBeGreaterThanOrEqual(14);
    expect(h[FONT_MID]).toBeGreaterThan(h[FONT_SMALL]);
    expect(h[FONT_LARGE]).toBeGreaterThan(h[FONT_MID]);
    // On the screen: the sheet's title and chosen row in the larger font, every other text at least 14 high.
    const p = new Player(1, "banglejs3").newGame(1);
    roll(p);
    const t = new TextWatch(p.sim.fb);
    openSheet(p);
    expect(Math.min(...t.shown.map((s) => s.h))).toBeGreaterThanOrEqual(14);
    expect(t.shown.filter((s) => s.h === h[FONT_MID]).length).toBeGreaterThanOrEqual(2); // the title, the chosen row
  });

  it("the Bangle.js 2: the watch's own 14-pixel type, and the sheet shows at least 9 rows", () => {
    expect(testProfile("banglejs2").fontHeights[FONT_SMALL]).toBe(14);
    const p = roll(new Player(1, "banglejs2").newGame(1));
    const t = new TextWatch(p.sim.fb);
    openSheet(p);
    const rows = new Set(t.shown.filter((s) => s.x <= 2).map((s) => s.y)); // the rows' labels, at the left
    expect(rows.size).toBeGreaterThanOrEqual(9);
  });
});
