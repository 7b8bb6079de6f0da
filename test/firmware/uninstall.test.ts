// Nothing left behind: the watch as the App Loader installs the app, a game played and saved,
// a table for another rule set sent as the app's page sends one (its parts and the marker that
// they wait), then the app removed with the commands the App Loader's removeApp sends, made
// from the watch's kniffel.info by the App Loader's own code: no kniffel file is left.
import { expect, it } from "vitest";
import { partFile, TABLES_WAITING } from "../../firmware/coach/parts";
import { appLoaderRemoveCommands } from "../../emu/apploader";
import { finish } from "../../sim/harness";
import { describeFirmware, installedWatch, Lockstep } from "./fixture";

describeFirmware("removing the app", () => {
  it("leaves no kniffel file: code, texts, fonts, the coach's files and parts, saved games, settings, statistics", () => {
    const l = new Lockstep("uninstall", 5, false, { watch: installedWatch() });
    const e = l.watch.emu;
    finish(l.newGame(1)); // a whole game: saved, then counted in the statistics when the next one starts
    l.press("ok").press("ok"); // the result's menu, then Revanche: a new game, the finished one into the statistics
    // The page sends the Yahtzee table (rules code 152: another preset than the installed one) in parts.
    e.writeFile(partFile(152, 0), Buffer.from("part")).writeFile(partFile(152, 1), Buffer.from("part")).writeFile(TABLES_WAITING, Buffer.from("1"));
    const before = e.eval<string[]>("require('Storage').list(/^kniffel/)");
    expect(before).toEqual(expect.arrayContaining(["kniffel.app.js", "kniffel.info", "kniffel.json", "kniffel.st", partFile(152, 0), TABLES_WAITING]));
    expect(before.some((f) => /^kniffel\.g[01]$/.test(f))).toBe(true);
    const info = e.eval<{ files: string; data: string }>("require('Storage').readJSON('kniffel.info',1)");
    for (const cmd of appLoaderRemoveCommands(info)) e.exec(cmd);
    expect(e.eval<string[]>("require('Storage').list(/^kniffel/)")).toEqual([]);
    expect(e.takeErrors()).toEqual([]);
  });
});
