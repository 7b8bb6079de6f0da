// Names with ä, ö, ü and ß on the real firmware, through every way text comes back there:
// typed in the name editor, read from kniffel.json (the last game's players), from the saved
// game after a power cut (in a person's turn, on the sheet, in the device's turn, on a
// handover), after the app was closed and started again, and in the statistics. The watch's
// firmware makes UTF-8 strings of such text where device code lets it (stored-text.test.ts);
// here every screen of the rest of each game must be the simulator's, pixel for pixel.
import { expect, it } from "vitest";
import { PROFI } from "../../firmware/coach/players";
import type { Rules } from "../../firmware/core";
import { Phase, presetRules } from "../../firmware/core";
import { defaultSettings, saveSettings, SETTINGS_FILE } from "../../firmware/app/store/settings";
import { memoryStorage } from "../../sim/storage";
import { describeFirmware, Lockstep } from "./fixture";

const ROLL = [88, 110] as const; // the area below the dice
const FIRST_DIE = [18, 55] as const;
const TOP = [88, 20] as const; // the player's line: the sheet
const OK = [171, 170] as const; // bottom right: start the turn, enter, yes, skip the device's turn
const DELETE = [171, 5] as const; // the name editor's "<-"
const NAME = [88, 80] as const; // the name in the editor: a tap saves it

/** The last game's players as the app keeps them in kniffel.json: a person, a person, the device at Profi. */
function lastPlayers(): string {
  const st = memoryStorage(1 << 16);
  const s = defaultSettings();
  s.draft = { names: ["Spieler 1", "B\xe4rbel Wei\xdf", "Ger\xe4t (Profi)"], rules: presetRules("kniffel") as Rules, rolloff: false, real: false, cpu: [-1, -1, PROFI] };
  expect(saveSettings(st, s)).toBe(true);
  return st.read(SETTINGS_FILE) as string;
}

/** In the name editor: the name typed by its ^ v + corners, each letter from the one the editor offers first. */
function type(l: Lockstep, word: string): void {
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ\xc4\xd6\xdcabcdefghijklmnopqrstuvwxyz\xe4\xf6\xfc\xdf0123456789 -.";
  for (let i = 0; i < word.length; i++) {
    l.press("ok"); // "+": a new letter, "A" first, then "a"
    const from = letters.indexOf(i ? "a" : "A");
    const to = letters.indexOf(word[i]);
    const down = (to - from + letters.length) % letters.length;
    if (down <= letters.length / 2) l.times("down", down);
    else l.times("up", letters.length - down);
  }
}

/** A person's turn by touch (the handover first): roll, open the sheet, enter the proposed box. */
function personTurn(l: Lockstep): void {
  if (l.screen === "handover") l.tap(...OK);
  l.tap(...ROLL).tap(...TOP).tap(...OK);
  if (l.screen === "ask") l.tap(...OK);
}

/** The device's turn, skipped to its entry, then the handover that names it. */
function deviceTurn(l: Lockstep): void {
  expect(l.screen).toBe("cpu");
  l.tap(...OK); // to the end of its turn: its entry shows
  l.tap(...OK);
  if (l.screen === "handover") expect(l.dump.tip).toMatch(/^Ger\xe4t: /);
}

describeFirmware("names with umlauts", () => {
  it("typed, from kniffel.json and from the saved game after power cuts in every kind of turn; then after a restart and in the statistics", () => {
    const l = new Lockstep("umlauts", 61);
    l.writeFile(SETTINGS_FILE, lastPlayers()).restart();
    // Neues Spiel: the last game's three players; Namen, Spieler 1: "Spieler 1" deleted, "Jö" typed.
    l.press("ok").press("down").press("ok");
    expect(l.screen).toBe("names");
    l.press("ok");
    expect(l.screen).toBe("name");
    for (let i = 0; i < "Spieler 1".length; i++) l.tap(...DELETE);
    type(l, "J\xf6");
    l.tap(...NAME).tap(...DELETE); // saved; back to the setup
    l.times("down", 6).press("ok"); // Los!
    expect(l.game().setup.names).toEqual(["J\xf6", "B\xe4rbel Wei\xdf", "Ger\xe4t (Profi)"]);
    for (let round = 1; round <= 13; round++) {
      // Jö: in round 1 the power is cut after a roll with a die held.
      if (l.screen === "handover") l.tap(...OK);
      l.tap(...ROLL);
      if (round === 1) {
        l.tap(...FIRST_DIE).powerCut();
        expect([l.screen, l.game().roll, l.game().held]).toEqual(["dice", 1, 1]);
      }
      l.tap(...TOP).tap(...OK);
      if (l.screen === "ask") l.tap(...OK);
      // In round 5 Jö's entry is undone from the next handover's game menu ("Zurück: ... (Jö)"), and entered again.
      if (round === 5) {
        l.press("back", true).press("ok");
        expect(l.screen).toBe("sheet");
        l.tap(...OK);
        if (l.screen === "ask") l.tap(...OK);
        l.press("back", true).press("down").press("ok"); // Übersicht: the three columns
        expect(l.screen).toBe("overview");
        l.press("back").press("back");
      }
      // Bärbel Weiß: in round 2 the power is cut on the sheet; in round 3 two seconds into the device's turn.
      l.tap(...OK).tap(...ROLL).tap(...TOP);
      if (round === 2) {
        l.powerCut(); // resumed on the turn's dice (the sheet opens by itself only after the third roll)
        expect(l.screen).toBe("dice");
        l.tap(...TOP);
      }
      if (round === 3) {
        l.tapThenCut(...OK, 2000);
        expect([l.screen, l.game().cur, l.game().roll]).toEqual(["cpu", 2, 1]);
      } else {
        l.tap(...OK);
        if (l.screen === "ask") l.tap(...OK);
      }
      deviceTurn(l);
      // In round 4 the power is cut on the handover after the device's entry.
      if (round === 4) {
        l.powerCut();
        expect(l.screen).toBe("handover");
      }
    }
    expect([l.screen, l.game().ph]).toEqual(["rank", Phase.Over]);
    expect(l.savedRecord()).toEqual(l.p.dump.game);
    const [watchSettings, simSettings] = l.files(SETTINGS_FILE);
    expect(watchSettings).toBe(simSettings);
    expect(watchSettings).toContain('"J\\u00F6"');

    // Closed and started again: a new game with the last game's players, read from kniffel.json, to the end.
    l.restart().press("ok"); // Neues Spiel (the game is over: nothing to continue)
    l.times("down", 7).press("ok"); // Los!
    expect(l.game().setup.names).toEqual(["J\xf6", "B\xe4rbel Wei\xdf", "Ger\xe4t (Profi)"]);
    for (let round = 1; round <= 13; round++) {
      personTurn(l);
      personTurn(l);
      deviceTurn(l);
    }
    expect(l.screen).toBe("rank");
    // The first game counts in the statistics since the second began; the second counts already on the screen.
    l.restart().times("down", 2).press("ok"); // Statistik (under Neues Spiel, Regeln)
    expect(l.screen).toBe("stats");
    l.drag(-200, 14);
    expect(l.watch.errors).toEqual([]);
  }, 600_000);
});
