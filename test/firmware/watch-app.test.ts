// The watch as a watch user meets it, on the firmware (test/app/watch.test.ts plays the same
// on the simulator): names saved by touch, drags reported in 5-pixel steps, the sheet's
// totals, the overview of 8 players on pages, the side button that never rolls and leaves
// the app from the title, the battery warning. Each input in lockstep with the simulator,
// whose drawn texts are checked to fit.
import { expect, it } from "vitest";
import { roll, touchGame } from "../../sim/harness";
import { TextWatch } from "../app/text-fit";
import { describeFirmware, Lockstep, newWatch } from "./fixture";
import { APP_FILE } from "../../emu/watch";
import { GOAL_WIN, loadSettings, SETTINGS_FILE } from "../../firmware/app/store/settings";
import { memoryStorage } from "../../sim/storage";
import { logEntries } from "../../firmware/core";

const OK: [number, number] = [171, 170];
const line = (i: number): [number, number] => [60, 29 + 14 * i + 5];

describeFirmware("the watch app by touch", () => {
  it("names are saved by a tap on the name; the side button cancels", () => {
    const l = new Lockstep("watch-names", 1);
    l.tap(...OK).tap(...line(1)).tap(...line(1)).tap(...line(0)); // Neues Spiel, Namen, Spieler 1
    expect(l.screen).toBe("name");
    l.tap(...OK).tap(88, 80); // a letter, then the name: saved
    l.tap(...line(0)).tap(...OK).press("back"); // again, a letter, cancelled
    l.press("back").times("up", 2).press("ok"); // setup, Los!
    expect(l.game().setup.names).toEqual(["Spieler 1a"]);
  });

  it("a whole game by touch alone, the name typed in", () => {
    const l = touchGame(new Lockstep("watch-touch-game", 9));
    expect(l.screen).toBe("rank");
    expect(l.savedRecord()?.players).toEqual(["Bo"]);
  });

  it("a drag in 5-pixel steps scrolls by its whole distance", () => {
    const l = new Lockstep("watch-drag", 2);
    l.drag(-30, 5);
    expect(l.dump.cur).toBe(2);
  });

  it("the sheet shows its totals on the last box", () => {
    const l = new Lockstep("watch-sheet", 3).newGame(1);
    const t = new TextWatch(l.p.sim.fb);
    roll(l).tap(88, 20);
    for (let i = 0; l.dump.cur !== l.game().sheet.ids.indexOf("chance") && i < 14; i++) l.press("down");
    expect(t.texts()).toEqual(expect.arrayContaining(["Chance", "Endsumme"]));
  });

  it("8 players: the overview's pages, every head readable", () => {
    const l = new Lockstep("watch-overview", 4).newGame(8);
    const t = new TextWatch(l.p.sim.fb);
    l.press("back", true).press("ok"); // the game menu: Übersicht
    for (let page = 0; page < 3; page++) {
      expect(t.problems()).toEqual([]);
      l.tap(...OK);
    }
  });

  it("the side button never rolls: Alle Optionen, the dice, the main menu; the game as it was", () => {
    const l = new Lockstep("watch-side", 5).newGame(1);
    l.queueDice("44412");
    roll(l);
    l.press("back", true).tap(...line(1)).tap(...line(1)); // Alle Optionen
    expect(l.screen).toBe("options");
    l.press("back").press("back");
    expect(l.screen).toBe("title");
    expect(logEntries(l.game())).toHaveLength(1);
    expect(l.savedRecord()?.log).toEqual(logEntries(l.game()));
  });

  it("the battery warning only in a game, on one line", () => {
    const l = new Lockstep("watch-battery", 6);
    l.p.sim.battery = 5;
    l.watch.emu.exec("E.getBattery=function(){return 5}");
    l.tap(...line(1)).tap(...line(0)); // a line chosen and back: no warning on the title
    expect(l.dump.msg).toBe("");
    l.newGame(1);
    const t = new TextWatch(l.p.sim.fb);
    roll(l);
    expect(l.dump.msg).toMatch(/\(5%\)/);
    expect(t.problems()).toEqual([]);
  });
});

describeFirmware("the watch's dark theme", () => {
  it("the app draws light on dark as the simulator does, every text readable", () => {
    const l = new Lockstep("watch-dark", 7, false, { dark: true });
    expect(l.watch.emu.eval<boolean>("g.theme.dark")).toBe(true);
    const t = new TextWatch(l.p.sim.fb);
    l.newGame(2).press("ok");
    l.queueDice("66612");
    roll(l).tap(22, 60); // the first die held
    expect(l.game().held).toBe(1);
    expect(t.problems()).toEqual([]);
    expect(l.p.sim.fb.px[135 * 176 + 2]).toBe(1); // black ground
  });
});

describeFirmware("the watch app's side button on the title", () => {
  it("returns to the clock (load()), as watch apps do", () => {
    const w = newWatch().start();
    expect(w.emu.eval<string>("global.__FILE__")).toBe(APP_FILE);
    w.input({ b: "back", long: false });
    expect(w.errors).toEqual([]);
    expect(w.emu.eval<string>("global.__FILE__")).not.toBe(APP_FILE);
  });
});

describeFirmware("the game's settings in the watch's Settings app", () => {
  it("kniffel.settings.js shows the game's lines and writes the file the game reads", () => {
    const w = newWatch();
    // As the Settings app does: evaluate the file, call it with the way back.
    w.emu.exec('eval(require("Storage").read("kniffel.settings.js"))(function(){global.__back=1})');
    w.emu.advanceTime(1000);
    w.input({ x: 88, y: 106 }); // the second line: Vibration, on by default
    expect(w.errors).toEqual([]);
    const flash = memoryStorage(1 << 16);
    flash.files.set(SETTINGS_FILE, w.file(SETTINGS_FILE) ?? "");
    const read = loadSettings(flash);
    expect(read.damaged).toBe(false);
    expect(read.s.buzz).toBe(false);
    expect(read.s.chances).toBeUndefined(); // not set yet: the chances show (the default)
    w.input({ drag: -76, x: 88, y: 150 }); // two lines up (each 38 pixels): Ziel, the fifth, comes into view at the bottom
    w.input({ x: 88, y: 150 }); // Ziel: Punkte by default, now Sieg
    flash.files.set(SETTINGS_FILE, w.file(SETTINGS_FILE) ?? "");
    expect(loadSettings(flash).s.goal).toBe(GOAL_WIN);
    w.input({ drag: -38, x: 88, y: 150 }); // Siegchancen, the sixth
    w.input({ x: 88, y: 150 }); // Siegchancen, yes by default
    flash.files.set(SETTINGS_FILE, w.file(SETTINGS_FILE) ?? "");
    expect(loadSettings(flash).s.chances).toBe(false);
    expect(w.errors).toEqual([]);
    w.input({ x: 20, y: 10 }); // the menu's back arrow: the Settings app's function
    expect(w.emu.eval<number>("global.__back")).toBe(1);
  });
});
