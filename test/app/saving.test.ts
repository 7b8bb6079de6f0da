// Saving and resuming: where the device starts after a restart, storage running full,
// migration of the older one-file format, settings and statistics that persist.
import { describe, expect, it } from "vitest";
import { readLines, sealLine } from "../../firmware/app/store/crc";
import { fullLog, JOURNAL_VERSION, LEGACY, letGo, load, newJournal, recordOf, rotate, save, SLOTS } from "../../firmware/app/store/journal";
import { defaultSettings, loadSettings, OLD_SETTINGS_FILE, SETTINGS_FILE } from "../../firmware/app/store/settings";
import { STATS_FILE } from "../../firmware/app/store/stats";
import type { Action, Game, Rules } from "../../firmware/core";
import { apply, decodeAction, encodeAction, logEntries, newGame, playerTotals, presetRules, serialize, text } from "../../firmware/core";
import { sfc32 } from "../../sim/rng";
import { FaultyStorage, freshFlash } from "./faulty-storage";
import { ALL_FEATURES, finish, Player, roll } from "../../sim/harness";

describe("resume", () => {
  it("a restart resumes the same player, dice, holds, rolls and screen", () => {
    const flash = freshFlash();
    const p = new Player(3, "pixljs", flash).newGame(2);
    p.turn("66662", "sixes");
    p.press("ok"); // Spieler 2's turn
    p.sim.queueDice("12345");
    p.press("back").press("down").press("ok"); // hold die 0 (cursor was on the 5)
    const before = p.game();
    const again = new Player(4, "pixljs", flash);
    const g = again.game();
    expect([g.cur, Array.from(g.dice), g.held, g.roll]).toEqual([before.cur, Array.from(before.dice), before.held, before.roll]);
    expect([g.cur, g.held, g.roll]).toEqual([1, 1, 1]);
    expect(again.screen).toBe("dice");
    expect(again.dump.msg).toBe("");
  });

  it("a finished game waits on the title; its statistics count once the next game starts", () => {
    const flash = freshFlash();
    const p = new Player(3, ALL_FEATURES, flash).newGame(1);
    finish(p);
    const again = new Player(4, ALL_FEATURES, flash);
    expect(again.screen).toBe("title");
    expect(flash.read(STATS_FILE)).toBeUndefined();
    again.press("ok").press("up").press("ok"); // Neues Spiel, Los!
    expect(flash.read(STATS_FILE)).toMatch(/"kniffel":\[1,1,/);
  });

  it("a long game rotates through both slots and keeps one", () => {
    const flash = freshFlash();
    const p = new Player(8, "pixljs", flash).newGame(8);
    while (p.screen !== "rank") {
      if (p.screen === "handover") p.press("ok");
      p.press("back").press("ok").press("back").press("ok").press("back").press("ok"); // three rolls, two holds
      if (p.screen === "ask") p.press("ok");
    }
    const played = p.game().log;
    const again = new Player(4, "pixljs", flash);
    expect(again.game().log).toEqual(played);
    expect(SLOTS.filter((s) => flash.read(s) !== undefined)).toHaveLength(1);
    expect(played.length).toBeGreaterThan(3072); // more than one slot holds
  });
});

describe("storage full", () => {
  it("at every write of a game: play goes on, the player is told, a later write heals it", () => {
    const run = new FaultyStorage(freshFlash());
    finish(new Player(6, "pixljs", run).newGame(1));
    for (let k = 1; k <= run.writes; k++) {
      const st = new FaultyStorage(freshFlash(), { fullFrom: k });
      const p = new Player(6, "pixljs", st).newGame(1);
      let told = p.dump.msg === text("de", "s.full");
      for (let guard = 0; p.screen !== "rank" && guard < 500; guard++) {
        if (p.dump.msg) p.press("up");
        else if (p.screen === "dice") p.press("back");
        else p.press("ok");
        if (p.dump.msg === text("de", "s.full")) told = true;
      }
      expect(p.screen, `full from write ${k}`).toBe("rank");
      expect(told, `full from write ${k}: the player is told`).toBe(true);
    }
  });

  it("when space comes back the game is saved again, whole", () => {
    const st = new FaultyStorage(freshFlash(), { fullFrom: 4 });
    const p = new Player(6, "pixljs", st).newGame(1);
    p.turn("66662", "sixes");
    expect(p.dump.msg).toBe(text("de", "s.full"));
    p.press("up");
    st.faults.fullFrom = undefined;
    p.sim.queueDice("12345");
    p.press("back");
    expect(p.dump.msg).toBe(text("de", "s.again"));
    p.ack().press("ok", true).toBox("largeStraight").press("ok");
    const played = p.game().log;
    const again = new Player(7, "pixljs", st.inner);
    expect(again.game().log).toEqual(played);
  });
});

describe("older format", () => {
  it("a game record file of version 1 is taken over into the journal", () => {
    const flash = freshFlash();
    const p = new Player(3, "pixljs", freshFlash()).newGame(1);
    p.turn("66662", "sixes");
    flash.write(LEGACY, serialize(p.game()));
    const again = new Player(4, "pixljs", flash);
    expect(again.dump.msg).toBe(text("de", "s.migrated"));
    expect(again.game().log).toEqual(p.game().log);
    expect(flash.read(LEGACY)).toBeUndefined();
  });

  it("a journal of version 2 (before trainer totals) resumes and goes on as version 3", () => {
    const flash = freshFlash();
    const p = new Player(3, "pixljs", flash).newGame(1);
    p.turn("66662", "sixes").turn("12345", "largeStraight");
    const played = p.game().log;
    const slot = SLOTS.find((n) => flash.read(n) !== undefined)!;
    const lines = readLines(flash.read(slot)!).lines;
    const header = JSON.parse(lines[0]);
    expect(header.v).toBe(JOURNAL_VERSION);
    delete header.tl;
    const v2 = [JSON.stringify({ ...header, v: 2 }), ...lines.slice(1)].map(sealLine).join("");
    flash.erase(slot);
    flash.write(slot, v2);
    const again = new Player(4, "pixljs", flash);
    expect(again.dump.msg).toBe("");
    expect(again.game().log).toEqual(played);
    const now = SLOTS.map((n) => flash.read(n)).filter((d) => d !== undefined);
    expect(now).toHaveLength(1);
    expect(JSON.parse(readLines(now[0]!).lines[0]).v).toBe(JOURNAL_VERSION);
  });
});

describe("settings", () => {
  it("language and the last game's setup persist", () => {
    const flash = freshFlash();
    const p = new Player(3, ALL_FEATURES, flash);
    p.press("up").press("ok").press("ok").press("back").press("down"); // Einstellungen (last line): English
    p.newGame(3, 3); // three players, Yahtzee
    const again = new Player(4, ALL_FEATURES, flash);
    expect(again.dump.lang).toBe("en");
    again.press("back", true).times("down", 3).press("ok"); // Hauptmenü
    again.press("down").press("ok"); // past "Weiterspielen" to "Neues Spiel"
    expect(again.screen).toBe("setup");
    again.press("up").press("ok");
    expect(again.game().setup.rules.preset).toBe("yahtzee");
    expect(again.game().np).toBe(3);
  });

  it("are a JSON file any reader parses (the watch's Settings app too), its data checked", () => {
    const flash = freshFlash();
    new Player(3, ALL_FEATURES, flash).press("up").press("ok").press("ok"); // Einstellungen: English
    const file = flash.read(SETTINGS_FILE)!;
    const o = JSON.parse(file);
    expect(o.data.lang).toBe("en");
    expect(o.crc).toMatch(/^[0-9a-f]{4}$/);
    expect(loadSettings(flash)).toEqual({ s: o.data, damaged: false });
    flash.write(SETTINGS_FILE, file.replace('"en"', '"de"')); // still JSON, but not what was written
    expect(loadSettings(flash).damaged).toBe(true);
    expect(loadSettings(flash).s.lang).toBe("de"); // the default
  });

  it("saved under the older name as one checked line are read, and moved to the new file at the next save", () => {
    const flash = freshFlash();
    flash.write(OLD_SETTINGS_FILE, sealLine(JSON.stringify({ ...defaultSettings(), lang: "en" })));
    const p = new Player(3, ALL_FEATURES, flash);
    expect(p.dump.lang).toBe("en");
    p.press("up").press("ok").press("ok"); // Einstellungen: back to German, saved
    expect(flash.read(OLD_SETTINGS_FILE)).toBeUndefined();
    expect(JSON.parse(flash.read(SETTINGS_FILE)!).data.lang).toBe("de");
  });
});

describe("statistics screen", () => {
  it("shows games, average, best, Kniffels and bonus rate per preset, the last games, and clears after asking", () => {
    const flash = freshFlash();
    const p = new Player(3, ALL_FEATURES, flash).newGame(2);
    finish(p);
    const g = p.game();
    p.press("ok").press("ok"); // the same players again: the finished game is committed
    p.press("back", true).times("down", 3).press("ok"); // Hauptmenü
    p.times("down", 3).press("ok"); // Statistik (after Weiterspielen, Neues Spiel, Regeln)
    expect(p.screen).toBe("stats");
    const st = JSON.parse(flash.read(STATS_FILE)!).data;
    expect(st.p.kniffel[0]).toBe(1); // one game
    expect(st.p.kniffel[1]).toBe(2); // two results
    const best = Math.max(...[0, 1].map((i) => playerTotals(g, i).grand));
    expect(st.last[0]).toMatchObject({ r: "kniffel", n: 2, s: best });
    expect(st.p.kniffel[3]).toBe(best);
    p.press("ok");
    expect(p.screen).toBe("ask");
    p.press("ok");
    expect(p.screen).toBe("stats");
    expect(JSON.parse(flash.read(STATS_FILE)!).data).toEqual({ p: {}, last: [] });
  });
});

describe("tournament mode", () => {
  it("closes the Bluetooth console while a game runs, also after a restart, and opens it after", () => {
    const flash = freshFlash();
    const p = new Player(3, ALL_FEATURES, flash);
    p.press("up").press("ok").press("up").press("ok").press("back").press("down"); // Einstellungen: Turniermodus (last line) ja
    expect(p.sim.feedback.bleConsole).toBe(true);
    p.newGame(1);
    expect(p.sim.feedback.bleConsole).toBe(false);
    const again = new Player(4, ALL_FEATURES, flash);
    expect(again.sim.feedback.bleConsole).toBe(false);
    finish(again);
    expect(again.sim.feedback.bleConsole).toBe(true);
  });
  it("vibration on a roll is a setting where the board has a motor; the backlight one everywhere", () => {
    const p = new Player(3, "banglejs2");
    roll(p.newGame(1));
    expect(p.sim.feedback.buzzes).toBe(1);
    p.press("back", true).times("down", 3).press("ok"); // Hauptmenü
    p.press("up").press("ok").press("down").press("ok").press("back"); // Einstellungen: Vibration nein
    p.press("ok").press("ok"); // Weiterspielen, roll
    expect(p.sim.feedback.buzzes).toBe(1);
    const pixl = new Player(3, "pixljs").press("up").press("ok").press("down").press("ok"); // the 2nd line: Beleuchtung
    expect(pixl.sim.feedback.backlight).toBe(true); // (no Vibration line on the Pixl.js)
  });
});

describe("the log in RAM", () => {
  it("once saved, only the part not yet saved stays in RAM; the whole log is read back from the slot, through rotations and trainer lines", () => {
    const flash = freshFlash();
    const j = newJournal(flash, 256); // small slots: many rotations
    const g = newGame({ names: ["A", "B"], rules: presetRules("yahtzee") as Rules, rolloff: false }) as Game; // free striking: any free box takes any dice
    const all: string[] = [];
    rotate(j, g);
    letGo(j, g);
    const next = sfc32(7);
    for (let t = 0; t < 2 * g.sheet.ids.length; t++) {
      const dice = [1, 2, 3, 4, 5].map(() => 1 + (next() % 6)).join("");
      const box = g.sc.subarray(g.cur * g.sheet.ids.length).indexOf(-1);
      for (const a of [decodeAction("r" + dice), decodeAction("s" + box)] as Action[]) {
        expect(apply(g, a)).toBeNull();
        all.push(encodeAction(a));
        j.tl = String(all.length); // a trainer line after each action, as trainer mode writes
        expect(save(j, g)).toBe(true);
        letGo(j, g);
        expect(g.log).toBe("");
      }
    }
    expect(fullLog(j, g)).toBe(all.join(","));
    expect(recordOf(j, g).log).toEqual(all);
    const loaded = load(newJournal(flash, 256)).g as Game;
    expect(logEntries(loaded)).toEqual(all);
  });
});
