// Every main-menu screen on the firmware, by touch and the button: settings (each one changed,
// English on, kept over a power cut), statistics after two finished games and cleared, the
// rules, the name editor. Each input in lockstep with the simulator; the files the watch
// wrote equal the simulator's.
import { expect, it } from "vitest";
import { SETTINGS_FILE } from "../../firmware/app/store/settings";
import { STATS_FILE } from "../../firmware/app/store/stats";
import { describeFirmware, Lockstep } from "./fixture";

const OK = [171, 170] as const;

/** Settings on board: each changed and saved as the simulator saves it; English; kept over a power cut. */
function settings(board: string): void {
    const l = new Lockstep(`settings-${board}`, 2, false, { board });
    l.press("up").press("ok"); // up wraps to Einstellungen
    expect(l.screen).toBe("settings");
    const lines = 4; // Sprache, Vibration, Trainer, Turnier on the watch
    for (let i = 0; i < lines; i++) {
      const before = l.files(SETTINGS_FILE)[0];
      l.press("ok");
      const [watch, sim] = l.files(SETTINGS_FILE);
      expect(watch).toBe(sim);
      expect(watch).not.toBe(before);
      l.press("down");
    }
    expect(l.dump.lang).toBe("en");
    l.press("back");
    l.powerCut();
    expect([l.screen, l.dump.lang]).toEqual(["title", "en"]);
}

describeFirmware("settings on the Bangle.js 3 (its four buttons)", () => {
  it("each changed and saved as the simulator saves it; English; kept over a power cut", () => settings("banglejs3"));
}, "banglejs3");

describeFirmware("main menu", () => {
  it("settings: each changed and saved as the simulator saves it; English; kept over a power cut", () => settings("banglejs2"));

  it("statistics after two finished games, then cleared", () => {
    const l = new Lockstep("stats", 3).newGame(1);
    for (let game = 0; game < 2; game++) {
      for (let t = 0; t < 13; t++) {
        l.tap(88, 110).tap(88, 20).tap(OK[0], OK[1]);
        if (l.screen === "ask") l.tap(OK[0], OK[1]);
      }
      expect(l.screen).toBe("rank");
      l.press("ok").press("ok"); // the end menu: Nochmal, gleiche Spieler
    }
    l.press("back", true).times("down", 3).press("ok"); // the game menu: Hauptmenü
    expect(l.screen).toBe("title");
    l.times("down", 3).press("ok"); // Weiterspielen, Neues Spiel, Regeln, Statistik
    expect(l.screen).toBe("stats");
    const [watch, sim] = l.files(STATS_FILE);
    expect(watch).toBe(sim);
    expect(watch).toContain("2"); // two games counted
    l.drag(-40).drag(40);
    l.press("ok"); // clear?
    expect(l.screen).toBe("ask");
    l.press("ok");
    const [cleared, simCleared] = l.files(STATS_FILE);
    expect(cleared).toBe(simCleared);
    expect(cleared).not.toBe(watch);
  });

  it("the rules, scrolled and left", () => {
    const l = new Lockstep("rules", 4);
    l.press("down").press("ok");
    expect(l.screen).toBe("rules");
    l.drag(-60).drag(-60).press("down").press("up").drag(60);
    l.press("back");
    expect(l.screen).toBe("title");
  });

  it("the name editor: letters added, changed and deleted (its corner); the button cancels", () => {
    const l = new Lockstep("names", 5);
    l.press("ok").press("ok"); // Neues Spiel, 2 players
    l.press("down").press("ok"); // Namen
    expect(l.screen).toBe("names");
    l.press("down").press("ok"); // the second name
    expect(l.screen).toBe("name");
    l.press("ok").press("ok").press("up").press("down").press("down").tap(171, 5);
    l.press("back");
    expect(l.screen).toBe("names");
    l.press("back").press("back");
    expect(l.screen).toBe("title");
  });
});
