// Memory on the real Bangle.js 2 and 3 firmware without the coach: every screen stays within
// the budget of 4,500 of the watch's 12,000 variables for 1 and 8 players (the Bangle.js 3:
// 1, its 8-player figures are the bench's), and leaving a screen gives back what entering it
// took (issue "Light on the watch": at most 4,500 per screen).
// The figures themselves, whole games, 20 games in a row and random input: `npm run bench`.
import { expect, it } from "vitest";
import { describeFirmware, Lockstep, newWatch } from "./fixture";
import type { Tour } from "../../emu/memory";
import { heapBudget, screenTour } from "../../emu/memory";

/**
 * What a visit may leave behind, in variables. Measured: 0 for all screens but two first
 * visits: the rules (+3, from the title) and the name editor (+2: the last name edited stays
 * in the editor's module variable until the next edit). Anything kept per visit would grow
 * beyond this on the second visit already.
 */
const VISIT_TOLERANCE = 4;
/**
 * The same on the Bangle.js 3, where a first visit of the rules leaves up to 11 (measured: +11,
 * +3, then 0 on visits in a row: the round layout's lines laid out once) and every other
 * screen 0; a visit that kept anything would go on growing, which the repeated visit below shows.
 */
const ROUND_VISIT_TOLERANCE = 12;

const SCREENS = ["title", "rules", "stats", "settings", "setup", "names", "name", "dice", "sheet", "menu", "overview", "rank", "end",
  "entry", "fixPlayer", "fixBox", "points", "pointsBox"];

function check(t: Tour, board: string, tolerance = VISIT_TOLERANCE): void {
  for (const s of SCREENS.concat(t.players > 1 ? ["handover"] : [])) {
    expect(t.peaks[s], `screen ${s} measured`).toBeGreaterThan(0);
    expect(t.peaks[s], `screen ${s}, ${t.players} player(s)`).toBeLessThanOrEqual(heapBudget(board).max);
  }
  expect(t.visits.length).toBeGreaterThanOrEqual(16);
  for (const v of t.visits) expect(v.after - v.before, `${v.screen} entered from ${v.from} and left`).toBeLessThanOrEqual(tolerance);
}

describeFirmware("memory without the coach", () => {
  it("1 player: every screen within 4,500 variables, and each visit gives its memory back", () => {
    check(screenTour(newWatch(), 1), "banglejs2");
  });

  it("8 players: every screen within 4,500 variables, and each visit gives its memory back", () => {
    check(screenTour(newWatch(), 8), "banglejs2");
  });
});

describeFirmware("memory without the coach on the Bangle.js 3", () => {
  it("1 player: every screen within 4,500 variables, and each visit gives its memory back", () => {
    check(screenTour(newWatch(false, "banglejs3"), 1), "banglejs3", ROUND_VISIT_TOLERANCE);
  });

  it("the rules visited again and again: from the third visit on nothing stays", () => {
    const l = new Lockstep("round-rules-visits", 1, false, { watch: newWatch(false, "banglejs3") });
    const left: number[] = [];
    for (let k = 0; k < 4; k++) {
      const before = l.watch.usage();
      l.press("down").press("ok"); // Regeln
      expect(l.screen).toBe("rules");
      l.press("back").press("up");
      left.push(l.watch.usage() - before);
    }
    expect(left[0] + left[1]).toBeLessThanOrEqual(ROUND_VISIT_TOLERANCE + VISIT_TOLERANCE);
    expect(left.slice(2)).toEqual([0, 0]);
  });
}, "banglejs3");
