// `kniffel export` / `kniffel import`: the device's files as one readable JSON backup and
// back, through the device's own store code; damaged files, bad backups and a full storage.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SLOTS } from "../firmware/app/store/journal";
import { logEntries } from "../firmware/core";
import { defaultSettings, saveSettings, SETTINGS_FILE } from "../firmware/app/store/settings";
import { STATS_FILE } from "../firmware/app/store/stats";
import { run } from "../sim/cli/run";
import { folderStorage } from "../sim/folder-storage";
import { ALL_FEATURES, finish, Player } from "../sim/harness";
import { rules } from "./core/helpers";

const notes: string[] = [];
const io = { note: (line: string) => void notes.push(line) };
const tmp = () => mkdtempSync(join(tmpdir(), "kniffel-backup-"));

/** A device folder: a finished solo game (counted once the next starts), English, a game in progress. */
function deviceFolder(): { dir: string; log: string[] } {
  const dir = tmp();
  const st = folderStorage(dir, 10240);
  const first = new Player(5, ALL_FEATURES, st).newGame(1);
  finish(first);
  const p = new Player(6, ALL_FEATURES, st);
  p.press("ok").press("up").press("ok"); // Neues Spiel, Los! (same setup)
  p.turn("66662", "sixes");
  p.sim.queueDice("12345");
  p.press("back"); // first roll of the next turn
  saveSettings(st, { ...defaultSettings(), lang: "en" });
  return { dir, log: logEntries(p.game()) };
}

/** Every file of a folder with its bytes. */
function snapshot(dir: string): { [name: string]: string } {
  const out: { [name: string]: string } = {};
  for (const f of readdirSync(dir)) out[f] = readFileSync(join(dir, f), "latin1");
  return out;
}

function exported(dir: string): { [k: string]: unknown } {
  notes.length = 0;
  const r = run(["export", "--storage", dir], io);
  expect(r.code, r.out).toBe(0);
  return JSON.parse(r.out);
}

describe("export", () => {
  it("holds the game as a record, the settings and readable statistics", () => {
    const { dir, log } = deviceFolder();
    const b = exported(dir) as { kniffelBackup: number; game: { v: number; log: string[]; players: string[] }; settings: { lang: string }; stats: { presets: { kniffel: { [k: string]: number } }; lastGames: { preset: string }[] } };
    expect(b.kniffelBackup).toBe(1);
    expect(b.game).toMatchObject({ v: 1, players: ["Spieler 1"], log });
    expect(b.settings.lang).toBe("en");
    expect(b.stats.presets.kniffel).toMatchObject({ games: 1, results: 1, kniffels: expect.any(Number), bonuses: expect.any(Number) });
    expect(b.stats.presets.kniffel.sum).toBe(b.stats.presets.kniffel.best);
    expect(b.stats.lastGames).toEqual([expect.objectContaining({ preset: "kniffel", players: 1, winner: "Spieler 1" })]);
    expect(notes).toEqual([]);
  });

  it("writes the backup to --out and leaves the device folder as it was", () => {
    const { dir } = deviceFolder();
    const before = snapshot(dir);
    const out = join(tmp(), "backup.json");
    const r = run(["export", "--storage", dir, "--out", out], io);
    expect(r).toEqual({ code: 0, out: `Gesichert nach ${out}.` });
    expect(JSON.parse(readFileSync(out, "utf8")).kniffelBackup).toBe(1);
    expect(snapshot(dir)).toEqual(before);
  });

  it("an empty folder gives an empty backup", () => {
    expect(exported(tmp())).toEqual({ kniffelBackup: 1, game: null, settings: null, stats: null });
  });

  it("damaged files: a note each, the valid part or what the device uses, exit 0, nothing repaired on disk", () => {
    const { dir, log } = deviceFolder();
    const slot = SLOTS.find((s) => readdirSync(dir).includes(s))!;
    const data = readFileSync(join(dir, slot), "latin1");
    const end = data.indexOf("\xff");
    // The last saved line (the roll) gets a flipped character; the entries before it survive.
    writeFileSync(join(dir, slot), data.slice(0, end - 3) + "x" + data.slice(end - 2), "latin1");
    writeFileSync(join(dir, SETTINGS_FILE), "garbage", "latin1");
    writeFileSync(join(dir, STATS_FILE), '{"p":1}#0000\n', "latin1");
    const before = snapshot(dir);
    const b = exported(dir) as { game: { log: string[] }; settings: { lang: string }; stats: unknown };
    expect(b.game.log).toEqual(log.slice(0, -1));
    expect(b.settings.lang).toBe("de");
    expect(b.stats).toBeNull();
    expect(notes).toEqual([
      "Hinweis: Der Spielstand war besch\u00e4digt; gesichert ist der letzte g\u00fcltige Stand.",
      "Hinweis: Die Einstellungen waren besch\u00e4digt; gesichert sind die Werte, die das Ger\u00e4t verwendet.",
      "Hinweis: Die Statistik ist besch\u00e4digt und fehlt in der Sicherung.",
    ]);
    expect(snapshot(dir)).toEqual(before);
  });
});

describe("import", () => {
  it("restores a folder the device resumes exactly, and exports the same backup again", () => {
    const { dir, log } = deviceFolder();
    const file = join(tmp(), "b.json");
    run(["export", "--storage", dir, "--out", file], io);
    const target = tmp();
    const r = run(["import", file, "--storage", target], io);
    expect(r).toEqual({ code: 0, out: `Wiederhergestellt in ${target}: Spielstand (${log.length} Eintr\u00e4ge), Einstellungen, Statistik.` });
    expect(exported(target)).toEqual(JSON.parse(readFileSync(file, "utf8")));
    const device = new Player(9, ALL_FEATURES, folderStorage(target, 10240));
    expect(logEntries(device.game())).toEqual(log);
    expect([device.screen, device.dump.lang, device.dump.msg]).toEqual(["dice", "en", ""]);
  });

  it("replaces the data already there, also a saved game with a higher sequence number", () => {
    const { dir } = deviceFolder();
    const file = join(tmp(), "b.json");
    run(["export", "--storage", dir, "--out", file], io);
    const target = tmp();
    const other = new Player(3, ALL_FEATURES, folderStorage(target, 10240)).newGame(3);
    for (let i = 0; i < 6; i++) other.turn("66666", ["sixes", "kniffel", "fives", "fours", "threes", "twos"][i]);
    const backup = JSON.parse(readFileSync(file, "utf8"));
    backup.settings = null;
    backup.stats = null;
    writeFileSync(file, JSON.stringify(backup));
    expect(run(["import", file, "--storage", target], io).code).toBe(0);
    expect(readdirSync(target).sort()).toEqual(["kniffel.g0"]);
    expect(logEntries(new Player(9, ALL_FEATURES, folderStorage(target, 10240)).game())).toEqual(backup.game.log);
  });

  const GOOD = () => ({
    kniffelBackup: 1,
    game: { v: 1, rules: rules("yahtzee"), players: ["Ada"], rolloff: false, log: ["r12345", "s10"] },
    settings: { ...defaultSettings(), draft: { names: ["Ada"], rules: rules("yahtzee"), rolloff: false } },
    stats: { presets: { yahtzee: { games: 2, results: 2, sum: 400, best: 230, kniffels: 1, bonuses: 1 } }, lastGames: [{ preset: "yahtzee", players: 1, winner: "Ada", score: 230 }] },
  });
  it.each([
    ["not JSON", "{", /Sicherung fehlerhaft: JSON/],
    ["a list", "[]", /Sicherung fehlerhaft: JSON/],
    ["a newer version", JSON.stringify({ ...GOOD(), kniffelBackup: 2 }), /Sicherung einer neueren Version \(2\): bitte erst die App aktualisieren\./],
    ["a version never written", JSON.stringify({ ...GOOD(), kniffelBackup: 0 }), /Sicherung einer unbekannten Version: 0/],
    ["another app's file", JSON.stringify({ app: "health", records: [] }), /keine Kniffel-Sicherung/],
    ["no stats key", JSON.stringify({ kniffelBackup: 1, game: null, settings: null }), /Sicherung fehlerhaft: stats/],
    ["a refused log entry", JSON.stringify({ ...GOOD(), game: { ...GOOD().game, log: ["r12345", "s10", "s10"] } }), /Sicherung fehlerhaft: game: Protokolleintrag 2/],
    ["a game record of another version", JSON.stringify({ ...GOOD(), game: { ...GOOD().game, v: 7 } }), /Sicherung fehlerhaft: game: .*version 7/],
    ["an unknown language", JSON.stringify({ ...GOOD(), settings: { ...GOOD().settings, lang: "fr" } }), /Sicherung fehlerhaft: settings/],
    ["nine players", JSON.stringify({ ...GOOD(), settings: { ...GOOD().settings, draft: { ...GOOD().settings.draft, names: "ABCDEFGHI".split("") } } }), /Sicherung fehlerhaft: settings/],
    ["a negative count", JSON.stringify({ ...GOOD(), stats: { ...GOOD().stats, presets: { yahtzee: { ...GOOD().stats.presets.yahtzee, games: -1 } } } }), /Sicherung fehlerhaft: stats/],
    ["an unknown preset", JSON.stringify({ ...GOOD(), stats: { ...GOOD().stats, presets: { poker: GOOD().stats.presets.yahtzee } } }), /Sicherung fehlerhaft: stats/],
    ["a missing count", JSON.stringify({ ...GOOD(), stats: { ...GOOD().stats, presets: { yahtzee: { games: 1 } } } }), /Sicherung fehlerhaft: stats/],
  ])("refuses %s in one line and writes nothing", (_what, text, msg) => {
    const { dir } = deviceFolder();
    const before = snapshot(dir);
    const file = join(tmp(), "b.json");
    writeFileSync(file, text);
    const r = run(["import", file, "--storage", dir], io);
    expect(r.code).toBe(2);
    expect(r.out).toMatch(msg);
    expect(r.out.split("\n")).toHaveLength(1);
    expect(snapshot(dir)).toEqual(before);
  });

  it("accepts a hand-written backup", () => {
    const file = join(tmp(), "b.json");
    writeFileSync(file, JSON.stringify(GOOD()));
    const target = tmp();
    expect(run(["import", file, "--storage", target], io).code).toBe(0);
    expect(exported(target)).toMatchObject({ game: { log: ["r12345", "s10"] }, stats: GOOD().stats });
  });

  it("a backup that does not fit the board's storage leaves the folder as it was", () => {
    const { dir } = deviceFolder();
    writeFileSync(join(dir, "other.app"), "x".repeat(7500), "latin1");
    const before = snapshot(dir);
    const file = join(tmp(), "b.json");
    writeFileSync(file, JSON.stringify(GOOD()));
    const r = run(["import", file, "--storage", dir], io);
    expect(r).toEqual({ code: 2, out: "Der Speicher ist voll: kniffel.g0 passt nicht hinein." });
    expect(snapshot(dir)).toEqual(before);
    // The Bangle.js 2 has room for it.
    expect(run(["import", file, "--storage", dir, "--board", "banglejs2"], io).code).toBe(0);
  });
});

describe("refusals of the commands", () => {
  const dir = tmp();
  const notDir = join(dir, "file");
  writeFileSync(notDir, "x");
  mkdirSync(join(dir, "sub"));
  it.each([
    [["export"], /Bitte den Speicherordner mit --storage ORDNER angeben\./],
    [["export", "--storage", join(dir, "missing")], /Speicherordner nicht gefunden/],
    [["export", "--storage", notDir], /Speicherordner nicht gefunden/],
    [["export", "--storage", dir, "--board", "puck"], /Unbekanntes Ger\u00e4t "puck"\. G\u00fcltig: pixljs, banglejs2, banglejs3, banglejs1\./],
    [["export", "--storage", dir, "--out", join(dir, "sub")], /Datei kann nicht geschrieben werden/],
    [["export", "extra", "--storage", dir], /Ung\u00fcltige Angaben: extra/],
    [["import", "--storage", dir], /genau eine Protokolldatei/],
    [["import", join(dir, "none.json"), "--storage", dir], /Datei kann nicht gelesen werden/],
    [["import", notDir], /--storage/],
    [["export", "--storage"], /Option --storage braucht einen passenden Wert/],
  ])("%j", (argv, msg) => {
    const r = run(argv, io);
    expect(r.code).toBe(2);
    expect(r.out).toMatch(msg);
    expect(r.out).not.toMatch(/\n/);
  });
});
