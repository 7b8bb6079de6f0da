// The game on the watch's clock (kniffel.clkinfo.js), on each watch's firmware: the app as
// the App Loader installs it, then BangleApps' clock_info and a clock through the App Loader's
// own code (lcdclock on the Bangle.js 2; pebblepp with clockbg on the Bangle.js 3). A game is
// played in lockstep with the simulator, the watch goes back to its clock, the clock's own
// clock info shows the item: the round and the points of the player to move as the game has
// them; a torn or missing summary shows the best score or the game's name; a tap's `run`
// opens the app into the game; redrawing it 100 times leaves the clock's heap as it was. The
// clock the first test reaches is the one docs/img/<board>-clock.png shows (test/firmware/pictures.ts
// plays the same game to it), and is compared with it pixel for pixel.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { DOCS } from "../../build/pictures";
import { bangleAppsMissing } from "../../emu/apploader";
import type { Game } from "../../firmware/core";
import { playerTotals } from "../../firmware/core";
import { defaultSettings, saveSettings, SETTINGS_FILE } from "../../firmware/app/store/settings";
import { BEST, emptyStats, saveStats, STATS_FILE } from "../../firmware/app/store/stats";
import { SUMMARY_FILE } from "../../firmware/app/store/summary";
import { comparePng } from "../../sim/display/png";
import { memoryStorage } from "../../sim/storage";
import { describeFirmware, Lockstep } from "./fixture";
import { CLOCK_SCALE, clockGame, clockPicture, CLOCKS, toClock } from "./clock";

/** What the clock draws now (its clock info redrawn, as at a change of its item). */
function shown(l: Lockstep): string {
  l.watch.emu.exec('require("clock_info").clockInfos[0].redraw()');
  return l.watch.emu.eval<string>("CI[CI.length-1]");
}

/** A file made by the project's own store code (store/record-file.ts), written onto the watch. */
function storeFile(l: Lockstep, name: string, write: (st: ReturnType<typeof memoryStorage>) => void): void {
  const st = memoryStorage(1 << 16);
  write(st);
  l.watch.emu.writeFile(name, Buffer.from(st.read(name) as string, "latin1"));
}

/** The clock's game (clock.ts clockGame), seeded as the pictures play it. */
function gameInProgress(name: string, board: string): Lockstep {
  return clockGame(new Lockstep(name, 11, false, { board }));
}

for (const board of Object.keys(CLOCKS)) {
  describeFirmware(
    `the game on the clock (kniffel.clkinfo.js) on the ${board}`,
    () => {
      it.skipIf(bangleAppsMissing() !== undefined)("shows the round and the player to move's points, in German and in English", async () => {
        const l = gameInProgress(`clkinfo-${board}`, board);
        const g: Game = l.game();
        const round = Math.floor(g.turn / g.np) + 1;
        const points = playerTotals(g, g.cur).grand;
        expect(round).toBe(2); // the game as played: a summary of a first round would not tell rounds from entries
        // The watch wrote the summary as the simulator did.
        const [onWatch, inSim] = l.files(SUMMARY_FILE);
        expect(onWatch).toBe(inSim);
        await toClock(l);
        const picture = clockPicture(board);
        expect(comparePng(l.watchPng(CLOCK_SCALE), readFileSync(join(DOCS, "img", picture))), `pixels differing from docs/img/${picture} (npm run pictures makes it again)`).toBe(0);
        expect(shown(l)).toBe(`Runde ${round}: ${points}`);
        expect(l.watch.emu.eval("require('clock_info').clockInfoMenus.find(function(m){return m.name=='Kniffel'}).items[0].get().short")).toBe(`R${round} ${points}`);
        const settings = defaultSettings();
        settings.lang = "en";
        storeFile(l, SETTINGS_FILE, (st) => saveSettings(st, settings));
        expect(shown(l)).toBe(`Round ${round}: ${points}`);
        expect(l.watch.errors).toEqual([]);
      });

      it.skipIf(bangleAppsMissing() !== undefined)("a torn or missing summary shows the best score, or the game's name", async () => {
        const l = gameInProgress(`clkinfo-torn-${board}`, board);
        await toClock(l);
        const e = l.watch.emu;
        const summary = l.watch.file(SUMMARY_FILE) as string;
        e.exec('require("Storage").erase("kniffel.st")');
        // Torn as a power cut leaves a file: its last bytes still erased.
        e.writeFile(SUMMARY_FILE, Buffer.from(summary.slice(0, -2) + "\xff\xff", "latin1"));
        expect(shown(l)).toBe("Kniffel");
        const stats = emptyStats();
        stats.p["kniffel"] = [2, 2, 400, 230, 1, 1];
        stats.p["real.yatzy"] = [1, 1, 251, 251, 0, 1];
        storeFile(l, STATS_FILE, (st) => saveStats(st, stats));
        const best = Math.max(...Object.values(stats.p).map((c) => c[BEST]));
        expect(shown(l)).toBe(`Bestes: ${best}`);
        e.exec(`require("Storage").erase(${JSON.stringify(SUMMARY_FILE)})`);
        expect(shown(l)).toBe(`Bestes: ${best}`);
        e.writeFile(SUMMARY_FILE, Buffer.from("[]")); // a finished game
        expect(shown(l)).toBe(`Bestes: ${best}`);
        expect(l.watch.errors).toEqual([]);
      });

      it.skipIf(bangleAppsMissing() !== undefined)("a tap on the item opens the app into the game", async () => {
        const l = gameInProgress(`clkinfo-run-${board}`, board);
        const before = l.savedRecord();
        await toClock(l);
        // The clock info's own tap handling: the first tap focuses it, the second runs the item.
        const e = l.watch.emu;
        const at = e.eval<{ x: number; y: number; w: number; h: number }>('(function(c){return {x:c.x,y:c.y,w:c.w,h:c.h}})(require("clock_info").clockInfos[0])');
        l.startedBy(() => {
          for (let i = 0; i < 2; i++) l.watch.input({ x: at.x + (at.w >> 1), y: at.y + (at.h >> 1) });
        });
        expect(l.watch.inApp()).toBe(true);
        expect(l.screen).toBe("handover"); // the next player's turn, where the game stood (the screens compared)
        expect(l.savedRecord()).toEqual(before);
      });

      it.skipIf(bangleAppsMissing() !== undefined)("100 redraws leave the clock's heap as it was", async () => {
        const l = gameInProgress(`clkinfo-heap-${board}`, board);
        await toClock(l);
        const redraws = (n: number) => l.watch.emu.exec(`for(var i=0;i<${n};i++)require("clock_info").clockInfos[0].redraw();CI=[]`);
        redraws(5);
        const before = l.watch.usage();
        redraws(100);
        const after = l.watch.usage();
        console.log(`${board}: the clock's heap ${before} variables before 100 redraws of the Kniffel item, ${after} after`);
        expect(after).toBeLessThanOrEqual(before);
        expect(l.watch.errors).toEqual([]);
      });
    },
    board,
  );
}
