// The command-line tool: score and replay, and clear refusals of bad input.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "../sim/cli/run";

const LENA = new URL("../sim/examples/lena-330.json", import.meta.url).pathname;

describe("kniffel score", () => {
  it("prints every box in German by default", () => {
    const r = run(["score", "66662"]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Sechser\s+24/);
    expect(r.out).toMatch(/Viererpasch\s+26/);
    expect(r.out).toMatch(/Chance\s+26/);
    expect(r.out.split("\n").length).toBe(14);
  });
  it("applies preset and house rules, in English as JSON", () => {
    const r = run(["score", "33322", "--rules", "yahtzee", "--house", "fullHouseScoresSum", "--json", "--lang", "en"]);
    const j = JSON.parse(r.out);
    expect(j.rules).toMatchObject({ preset: "yahtzee", fullHouseScoresSum: true });
    expect(j.boxes.find((b: { id: string }) => b.id === "fullHouse")).toEqual({ id: "fullHouse", name: "Full house", score: 13, allowed: true });
    expect(j.boxes).toHaveLength(13);
  });
  it("scores Yatzy's 15 boxes", () => {
    expect(JSON.parse(run(["score", "12345", "--rules", "yatzy", "--json"]).out).boxes).toHaveLength(15);
  });
  it.each([
    [["score", "6666"], /F\u00fcnf W\u00fcrfel/],
    [["score", "66672"], /F\u00fcnf W\u00fcrfel/],
    [["score"], /genau einmal f\u00fcnf W\u00fcrfel/],
    [["score", "66662", "--rules", "poker"], /Unbekannter Regelsatz "poker"\. G\u00fcltig: kniffel/],
    [["score", "66662", "--house", "bogus"], /Unbekannte Regel "bogus"/],
    [["score", "66662", "--rules", "yatzy", "--house", "kniffelIsFullHouse"], /Yatzy kennt keine Hausregeln/],
    [["score", "66662", "--bogus"], /Unbekannte Option --bogus/],
    [["score", "66662", "--lang", "fr"], /--lang fr/],
    [["roll"], /Unbekannter Befehl "roll"/],
    [[], /Aufruf:/],
  ])("%j is refused with a clear message", (argv, msg) => {
    const r = run(argv);
    expect(r.code).toBe(2);
    expect(r.out).toMatch(msg);
    expect(r.out).not.toMatch(/at .*\.ts:\d+/); // no stack trace
  });
});

describe("kniffel replay", () => {
  it("prints Lena's sheet and ranking", () => {
    const r = run(["replay", LENA]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Zusatz-Kniffel\s+50/);
    expect(r.out).toMatch(/Endsumme\s+330/);
    expect(r.out).toContain("Platz 1: Lena 330");
  });
  it("prints JSON with totals and ranking", () => {
    const j = JSON.parse(run(["replay", LENA, "--json"]).out);
    expect(j.players[0].totals).toMatchObject({ upper: 73, bonus: 35, lower: 222, grand: 330 });
    expect(j.players[0].boxes.largeStraight).toBe(0);
    expect(j.ranking).toEqual([{ place: 1, player: "Lena", total: 330 }]);
    expect(j.complete).toBe(true);
  });
  it.each([
    ["{", /Spielprotokoll fehlerhaft: JSON/],
    [JSON.stringify({ v: 1, rules: { preset: "kniffel" }, players: ["A"], rolloff: false, log: [] }), /rules\.extraKniffel/],
    [JSON.stringify({ v: 1, rules: { preset: "yatzy", game: "yatzy", extraKniffel: "none", voluntaryStrike: true, fullHouseScoresSum: false, extraKniffelBonus: 0, kniffelIsFullHouse: false }, players: ["A"], rolloff: false, log: ["r12345", "s99"] }), /Protokolleintrag 1: Dieses Feld gibt es nicht/],
  ])("a malformed log %#", (json, msg) => {
    const dir = mkdtempSync(join(tmpdir(), "kniffel-"));
    writeFileSync(join(dir, "log.json"), json);
    const r = run(["replay", join(dir, "log.json")]);
    expect(r.code).toBe(2);
    expect(r.out).toMatch(msg);
  });
  it("a missing file", () => {
    const r = run(["replay", "/nonexistent/log.json"]);
    expect([r.code, r.out]).toEqual([2, expect.stringMatching(/Datei kann nicht gelesen werden/)]);
  });
});

describe("npm run kniffel", () => {
  it("exits non-zero with the message on stderr and nothing on stdout", () => {
    const r = spawnSync("npx", ["tsx", "sim/cli/main.ts", "score", "1234"], { encoding: "utf8" });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.trim()).toBe("F\u00fcnf W\u00fcrfel mit Augen von 1 bis 6 erwartet: 1234");
  });
  it("prints to stdout with exit 0", () => {
    expect(execFileSync("npx", ["tsx", "sim/cli/main.ts", "score", "12345", "--lang", "en"], { encoding: "utf8" })).toMatch(/Large straight\s+40/);
  });
});
