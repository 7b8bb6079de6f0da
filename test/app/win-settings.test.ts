// The settings of playing to win: "Siegchancen: ja/nein" (on by default) and "Ziel:
// Punkte / Sieg" (points by default), in the settings menu where the coach can say the
// chances and rank by them; saved in kniffel.json with the others, read from older files
// without them as their defaults, and a value no version writes refused as damage.
import { describe, expect, it } from "vitest";
import { newAdvisor } from "../../firmware/coach/advisor";
import type { Settings } from "../../firmware/app/store/settings";
import { defaultSettings, GOAL_POINTS, GOAL_WIN, loadSettings, saveSettings, SETTINGS_FILE } from "../../firmware/app/store/settings";
import { exactAdvisor } from "../../sim/advisor";
import { freshFlash } from "./faulty-storage";
import { Player } from "../../sim/harness";
import { goalWin, hideChances } from "../golden/win-scenarios";

const exact = exactAdvisor(() => undefined);

/** The settings menu's lines as drawn on the Bangle.js 2 (all on one page there): label, value. */
function settingsLines(p: Player): string[] {
  const texts = p.drawnTexts();
  p.press("up").press("ok"); // Einstellungen
  expect(p.screen).toBe("settings");
  const out = texts.slice(texts.indexOf("Einstellungen") + 1);
  p.press("back").press("down");
  return out;
}

describe("the settings of playing to win", () => {
  it("show where the coach can say the chances and rank by them: goal points, chances on", () => {
    const lines = settingsLines(new Player(1, "banglejs2", undefined, exact));
    expect(lines.slice(lines.indexOf("Trainer"), lines.indexOf("Trainer") + 8)).toEqual(["Trainer", "Nein", "Ziel", "Punkte", "Siegchancen", "Ja", "Turniermodus", "Nein"]);
  });

  it("not where it cannot (a coach without a way to win, as a watch under rules it has no table for), nor without the coach (the Pixl.js)", () => {
    for (const p of [new Player(1, "banglejs2", undefined, newAdvisor(null)), new Player(1, "pixljs", undefined, exact)]) {
      const lines = settingsLines(p);
      expect(lines).not.toContain("Ziel");
      expect(lines).not.toContain("Siegchancen");
    }
  });

  it("ok changes them, each change saved at once; a restart reads them back", () => {
    const flash = freshFlash();
    const p = new Player(1, "banglejs2", flash, exact);
    goalWin(hideChances(p));
    expect(loadSettings(flash)).toMatchObject({ s: { goal: GOAL_WIN, chances: false }, damaged: false });
    const lines = settingsLines(new Player(2, "banglejs2", flash, exact));
    expect(lines.slice(lines.indexOf("Ziel"), lines.indexOf("Ziel") + 4)).toEqual(["Ziel", "Sieg", "Siegchancen", "Nein"]);
    goalWin(hideChances(new Player(3, "banglejs2", flash, exact))); // and back
    expect(loadSettings(flash)).toMatchObject({ s: { goal: GOAL_POINTS, chances: true }, damaged: false });
  });

  it("a file from before them (neither field) reads as their defaults, undamaged", () => {
    const flash = freshFlash();
    const old: Partial<Settings> = defaultSettings();
    delete old.chances;
    delete old.goal;
    saveSettings(flash, old as Settings);
    expect(JSON.parse(flash.read(SETTINGS_FILE)!).data).not.toHaveProperty("goal");
    const loaded = loadSettings(flash);
    expect(loaded.damaged).toBe(false);
    expect(loaded.s.goal).toBeUndefined(); // points
    expect(loaded.s.chances).toBeUndefined(); // shown
    const lines = settingsLines(new Player(1, "banglejs2", flash, exact));
    expect(lines.slice(lines.indexOf("Ziel"), lines.indexOf("Ziel") + 4)).toEqual(["Ziel", "Punkte", "Siegchancen", "Ja"]);
  });

  for (const [field, bad] of [["goal", 2], ["goal", "win"], ["chances", "ja"], ["chances", 1]] as const) {
    it(`a damaged value is refused (${field}: ${JSON.stringify(bad)}): the default, the damage said`, () => {
      const flash = freshFlash();
      saveSettings(flash, { ...defaultSettings(), lang: "en", [field]: bad } as unknown as Settings); // its checksum right, its value wrong
      const loaded = loadSettings(flash);
      expect(loaded.damaged).toBe(true);
      expect(loaded.s[field]).toBeUndefined();
      expect(loaded.s.lang).toBe("en"); // the others kept
      const p = new Player(1, "banglejs2", flash, exact);
      expect(p.dump.msg).toBe("The settings were damaged; the defaults apply.");
    });
  }
});
