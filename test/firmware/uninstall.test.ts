// Nothing left behind, nothing lost on an update. The watch as the App Loader installs the app,
// a whole game played and counted, a table for another rule set sent as the app's page sends
// one (its parts and the marker that they wait), a new game begun. An update as the App
// Loader's updateApp makes it keeps the games, settings, statistics and parts; a removal with
// the commands its removeApp sends, made from the watch's kniffel.info by the App Loader's own
// code (appinfo.js parseDataString, utils.js globToRegex), leaves no kniffel file.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { ROOT } from "../../build/boards";
import type { Metadata } from "../../build/bangleapps";
import { partFile, TABLES_WAITING } from "../../firmware/coach/parts";
import { appLoaderFiles, appLoaderRemoveCommands, appLoaderUpdateRemoveCommands, bangleAppsMissing } from "../../emu/apploader";
import { finish } from "../../sim/harness";
import { describeFirmware, Lockstep, newWatch } from "./fixture";

/** The app folder the suite's watches were installed from (test/firmware/global-setup.ts). */
const APP_DIR = join(ROOT, ".tmp/firmware/kniffel");

describeFirmware("updating and removing the app", () => {
  it.skipIf(bangleAppsMissing() !== undefined)("an update keeps games, settings, statistics and tables; a removal leaves no kniffel file", async () => {
    // The coach files made (the App Loader's install, then the app's background work), so that
    // the game is played as on any later day.
    const l = new Lockstep("uninstall", 5, false, { watch: newWatch() });
    const e = l.watch.emu;
    finish(l.newGame(1)); // a whole game, saved
    l.press("ok").press("ok"); // the result's menu, then Revanche: the finished game into the statistics
    // The page sends the Yahtzee table (rules code 152: another preset than the installed one) in
    // parts; the app running now found nothing to make at its start, and the update comes first.
    e.writeFile(partFile(152, 0), Buffer.from("part")).writeFile(partFile(152, 1), Buffer.from("part")).writeFile(TABLES_WAITING, Buffer.from("1"));
    const list = () => e.eval<string[]>("require('Storage').list(/^kniffel/)");
    const kept = ["kniffel.json", "kniffel.st", "kniffel.ci", partFile(152, 0), partFile(152, 1)]; // kniffel.ci: the clock info's summary
    expect(list()).toEqual(expect.arrayContaining(["kniffel.app.js", "kniffel.core", "kniffel.clkinfo.js", "kniffel.info", ...kept]));
    const slots = list().filter((f) => /^kniffel\.g[01]$/.test(f));
    expect(slots.length).toBeGreaterThan(0);
    const info = () => e.eval<{ files: string; data: string }>("require('Storage').readJSON('kniffel.info',1)");

    // The update: what updateApp removes first, then the install's commands again.
    const app = JSON.parse(readFileSync(join(APP_DIR, "metadata.json"), "utf8")) as Metadata;
    for (const cmd of appLoaderUpdateRemoveCommands(info(), app)) e.exec(cmd);
    for (const f of await appLoaderFiles(APP_DIR, l.board)) e.send(f.cmd + "\n");
    expect(list()).toEqual(expect.arrayContaining([...kept, ...slots]));

    // The removal.
    for (const cmd of appLoaderRemoveCommands(info())) e.exec(cmd);
    expect(list()).toEqual([]);
    expect(e.takeErrors()).toEqual([]);
  });
});
