// The summary the app writes for the watch's clock (store/summary.ts) and what the clock
// info makes of it (firmware/clock-info.ts), in the simulator: written after each entry on a
// watch, never on the Pixl.js; read back, a torn or foreign file gives no game and no error.
// The firmware test (test/firmware/clkinfo.test.ts) shows the same on the watches' clocks.
import { describe, expect, it } from "vitest";
import { clockTexts } from "../../firmware/clock-info";
import { emptyStats, saveStats, STATS_FILE } from "../../firmware/app/store/stats";
import { bestScore, readSummary, SUMMARY_FILE } from "../../firmware/app/store/summary";
import type { Game } from "../../firmware/core";
import { playerTotals } from "../../firmware/core";
import { finish, Player } from "../../sim/harness";
import { memoryStorage } from "../../sim/storage";

/** JSON.parse as the watch's readJSON(name, true) uses it: undefined where the text does not parse. */
function parsed(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch (_e) {
    return undefined;
  }
}

const progress = (g: Game) => ({ r: Math.floor(g.turn / g.np) + 1, p: playerTotals(g, g.cur).grand });

describe("the summary for the clock", () => {
  it("a watch writes the round and the points of the player to move after each entry, [] at the end", () => {
    const p = new Player(4, "banglejs2").newGame(2);
    const st = p.sim.hal.storage;
    p.turn("66666", "kniffel");
    expect(readSummary(parsed(st.read(SUMMARY_FILE)))).toEqual(progress(p.game()));
    p.turn("22222", "twos").turn("33333", "threes");
    expect(readSummary(parsed(st.read(SUMMARY_FILE)))).toEqual(progress(p.game()));
    expect(progress(p.game()).r).toBe(2);
    finish(p);
    expect(st.read(SUMMARY_FILE)).toBe("[]");
    expect(readSummary(parsed(st.read(SUMMARY_FILE)))).toBeNull();
  });

  it("the Pixl.js, with no clock, writes none", () => {
    const p = new Player(4, "pixljs").newGame(1);
    p.turn("66666", "kniffel");
    expect(p.sim.hal.storage.read(SUMMARY_FILE)).toBeUndefined();
  });

  it("a torn, empty or foreign summary is no game", () => {
    for (const text of ["[7,14\xff\xff", "", "[7]", "[0,3]", "[7,-1]", '["7",143]', "{}", "[7,1.5]", "null"]) expect(readSummary(parsed(text))).toBeNull();
    expect(readSummary(parsed("[13,245]"))).toEqual({ r: 13, p: 245 });
  });

  it("the best score is the best of every preset and mode of the statistics, 0 where none", () => {
    const st = memoryStorage(1 << 16);
    const stats = emptyStats();
    stats.p["kniffel"] = [3, 3, 600, 212, 0, 2];
    stats.p["cpu.yatzy"] = [1, 2, 500, 287, 1, 1];
    saveStats(st, stats);
    expect(bestScore(parsed(st.read(STATS_FILE)))).toBe(287);
    for (const text of [undefined, "{}", '{"data":{"p":{"kniffel":[1,1,"x","y",0,0]}}}', "[1,2,3]"]) expect(bestScore(parsed(text))).toBe(0);
  });
});

describe("the clock's texts", () => {
  it("the game in its language, a short form of at most 6 characters; else the best, else the name", () => {
    expect(clockTexts({ r: 7, p: 143 }, 245, "de")).toEqual({ text: "Runde 7: 143", short: "R7 143" });
    expect(clockTexts({ r: 7, p: 143 }, 245, "en")).toEqual({ text: "Round 7: 143", short: "R7 143" });
    expect(clockTexts({ r: 13, p: 245 }, 0, "de").short).toBe("13 245");
    expect(clockTexts(null, 245, "de")).toEqual({ text: "Bestes: 245", short: "B245" });
    expect(clockTexts(null, 245, "en").text).toBe("Best: 245");
    expect(clockTexts(null, 0, "en")).toEqual({ text: "Kniffel" });
  });
});
