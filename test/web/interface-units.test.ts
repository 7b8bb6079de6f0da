// The pure parts of the watch app's page (web/interface/data.ts, tables.ts, text.ts) and the
// CRC-32 the page packs tables with, without a browser: the statistics as CSV, a backup
// refused (damaged, another app's file, a newer version) or put back through the device's
// own save code (a Storage without room for it: nothing to write), the rule set of each table
// code, what the watch holds of a rule set's coach, the room a table needs, the language.
import { crc32 as zlibCrc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PACKED_FILE, partFile, TABLES_WAITING } from "../../firmware/coach/parts";
import { stateSpace } from "../../firmware/coach/state";
import { rulesCode, TABLE_HEADER, tableFile } from "../../firmware/coach/table";
import { SLOTS } from "../../firmware/app/store/journal";
import { SETTINGS_FILE } from "../../firmware/app/store/settings";
import { STATS_FILE } from "../../firmware/app/store/stats";
import type { Rules } from "../../firmware/core";
import { buildRules, houseRules, isError, PRESET_IDS, presetRules } from "../../firmware/core";
import { exportFiles, prettyJson } from "../../sim/backup";
import { crc32 } from "../../sim/crc32";
import { memoryStorage } from "../../sim/storage";
import { profileFor } from "../../sim/profiles";
import { DEFAULT_TABLES, tableBytes } from "../../sim/cli/tables";
import { clearStatsWrites, lastGamesCsv, readBackup, restoreWrites, statsCsv, statsLabel, utf8Bytes } from "../../web/interface/data";
import { coachEntries, codeOfFile, roomFor, rulesLabel, rulesOfCode, upload } from "../../web/interface/tables";
import { pageLang, say } from "../../web/interface/text";
import { ALL_FEATURES, finish, Player } from "../../sim/harness";

const SLOT = profileFor("banglejs2").slot;

/** A watch's data files: a finished game by Ada (counted once the next one starts), a game begun. */
function watchFiles(): Map<string, string> {
  const st = memoryStorage(1 << 20);
  const p = new Player(7, ALL_FEATURES, st);
  p.newGame(1);
  finish(p);
  new Player(8, ALL_FEATURES, st).press("ok").press("up").press("ok"); // Neues Spiel, Los! (the same set-up)
  return new Map(st.files);
}

describe("the statistics as CSV", () => {
  it("one line per rule set and per last game, with a header, in the page's language", () => {
    const st = { p: { kniffel: [3, 5, 1000, 260, 2, 1], "real.yahtzee": [1, 2, 401, 230, 0, 1] }, last: [{ r: "kniffel", n: 2, w: "Bo", s: 260 }, { r: "real.yahtzee", n: 2, w: 'Ada "A", B', s: 230 }] };
    expect(statsCsv(st, "de")).toBe(
      "Regeln,Spiele,Ergebnisse,Punkte gesamt,Schnitt,Bestes,Kniffel,Bonus\r\n" +
        "Kniffel (Schmidt),3,5,1000,200,260,2,1\r\n" +
        "Yahtzee (eigene Würfel),1,2,401,200.5,230,0,1\r\n",
    );
    // A field with a comma or a quote is quoted (RFC 4180).
    expect(lastGamesCsv(st, "en")).toBe("No,Rules,Players,Winner,Points\r\n1,Kniffel (Schmidt),2,Bo,260\r\n2,Yahtzee (own dice),2,\"Ada \"\"A\"\", B\",230\r\n");
    expect(statsLabel("cpu.yatzy", "de")).toBe("Yatzy (mit Computer)");
  });

  it("of the games on a watch, as the device's own loader reads them", () => {
    const d = exportFiles(watchFiles(), SLOT);
    const c = d.stats.p.kniffel;
    expect(c[0]).toBe(1);
    expect(statsCsv(d.stats, "de").split("\r\n")[1]).toBe(`Kniffel (Schmidt),1,1,${c[2]},${c[2]},${c[3]},${c[4]},${c[5]}`);
    expect(lastGamesCsv(d.stats, "de").split("\r\n")[1]).toBe(`1,Kniffel (Schmidt),1,Spieler 1,${c[2]}`);
  });

  it("downloads as UTF-8", () => {
    expect(Buffer.from(utf8Bytes("Würfel"), "latin1").toString("utf8")).toBe("Würfel");
  });
});

describe("a backup file", () => {
  const files = watchFiles();
  const good = () => exportFiles(files, SLOT).backup;
  it.each([
    ["damaged (not JSON)", '{"kniffelBackup":1,', "de", /^Sicherung fehlerhaft: JSON: /],
    ["damaged (a field)", JSON.stringify({ ...good(), stats: { presets: { kniffel: { games: 1 } }, lastGames: [] } }), "de", /^Sicherung fehlerhaft: stats$/],
    ["another app's", JSON.stringify({ app: "recorder", tracks: [] }), "en", /^This is not a Kniffel backup/],
    ["a list", "[1,2]", "de", /^Sicherung fehlerhaft: JSON$/],
    ["of a newer version", JSON.stringify({ ...good(), kniffelBackup: 2 }), "en", /^Backup of a newer version \(2\): please update the app first\.$/],
    ["of no version ever written", JSON.stringify({ ...good(), kniffelBackup: "1" }), "de", /^Sicherung einer unbekannten Version: 1$/],
  ])("%s is refused in one line", (_what, text, lang, line) => {
    const r = readBackup(text, lang as "de" | "en");
    expect("refused" in r && r.refused).toMatch(line);
    expect("refused" in r && r.refused.split("\n")).toHaveLength(1);
  });

  it("put back: the files the device's own save code writes, the others erased; the export of the result is the backup", () => {
    const b = good();
    const r = readBackup(prettyJson(b), "de");
    if (!("ok" in r)) throw new Error(r.refused);
    const onWatch = new Map([[STATS_FILE, "garbage"], [SLOTS[1], "old slot"]]);
    const w = restoreWrites(onWatch, r.ok, SLOT, 1 << 20)!;
    expect(w.write.map(([n]) => n).sort()).toEqual([SETTINGS_FILE, SLOTS[0], STATS_FILE].sort());
    expect(w.erase).toEqual([SLOTS[1]]);
    expect(exportFiles(new Map(w.write), SLOT).backup).toEqual(b);
  });

  it("that does not fit the watch's room writes nothing", () => {
    const r = readBackup(JSON.stringify(good()), "de");
    if (!("ok" in r)) throw new Error(r.refused);
    expect(restoreWrites(new Map(), r.ok, SLOT, SLOT - 1)).toBeNull();
  });

  it("clearing the statistics erases their file only", () => {
    expect(clearStatsWrites(files)).toEqual({ write: [], erase: [STATS_FILE] });
    expect(clearStatsWrites(new Map([[SLOTS[0], "x"]]))).toEqual({ write: [], erase: [] });
  });
});

describe("the coach's tables on the watch", () => {
  it("every rule set's code names a rule set with that code, with the fewest house rules", () => {
    const seen = new Set<number>();
    for (const p of PRESET_IDS) {
      const base = presetRules(p) as Rules;
      expect(rulesOfCode(rulesCode(base))).toEqual(base);
      for (const sw of ["voluntaryStrike", "fullHouseScoresSum=true", "kniffelIsFullHouse=true", "extraKniffel=joker", "extraKniffelBonus=100"]) {
        const r = buildRules(p, [sw]);
        if (isError(r)) continue;
        const back = rulesOfCode(rulesCode(r));
        expect(back && rulesCode(back)).toBe(rulesCode(r));
        expect(houseRules(back as Rules).length).toBeLessThanOrEqual(houseRules(r).length);
        seen.add(rulesCode(r));
      }
    }
    expect(seen.size).toBeGreaterThan(10);
    expect(rulesOfCode(15)).toBeNull(); // reading 7: no rule set
    expect(codeOfFile(tableFile(presetRules("yahtzee") as Rules))).toBe(rulesCode(presetRules("yahtzee") as Rules));
    expect(codeOfFile("kniffel.vx")).toBeNull();
  });

  it("in the device's words", () => {
    expect(rulesLabel(buildRules("yahtzee", ["voluntaryStrike=false", "extraKniffel=mustFit"]) as Rules, "de")).toBe("Yahtzee + Zusatz-Kniffel: passend + Frei streichen: nein");
    expect(rulesLabel(presetRules("kniffel") as Rules, "en")).toBe("Kniffel (Schmidt)");
  });

  it("ready, waiting (parts and the file that says they wait) or broken (parts cut off, a table cut short)", () => {
    const k = presetRules("kniffel") as Rules;
    const y = presetRules("yahtzee") as Rules;
    const m = presetRules("meisterschaft") as Rules;
    const full = TABLE_HEADER + 2 * stateSpace(k).size;
    const tables: [string, number, boolean][] = [[tableFile(k), full, true], [tableFile(m), full, false]];
    const yParts = [partFile(rulesCode(y), 0), partFile(rulesCode(y), 1)];
    const entries = coachEntries(tables, yParts, "de");
    expect(Object.fromEntries(entries.map((e) => [e.label, e.state]))).toEqual({ "Kniffel (Schmidt)": "ready", Yahtzee: "broken", Meisterschaft: "broken" });
    expect(entries.map((e) => e.code)).toEqual([k, y, m].map(rulesCode).sort((a, b) => a - b));
    const waiting = coachEntries(tables, [...yParts, TABLES_WAITING], "de").find((e) => e.code === rulesCode(y))!;
    expect(waiting).toMatchObject({ state: "waiting", bytes: 0, files: yParts });
    expect(coachEntries([[tableFile(k), full - 2, true]], [], "de")[0].state).toBe("broken");
  });

  it("what the page sends for a table: its packed parts with their CRC-32s, and the room it needs", () => {
    const y = presetRules("yahtzee") as Rules;
    const u = upload(y, tableBytes(y, DEFAULT_TABLES, () => undefined));
    expect(u.parts.map((p) => p.name)).toEqual(u.parts.map((_, i) => `${PACKED_FILE}${rulesCode(y)}.${i}`));
    for (const p of u.parts) expect(p.crc).toBe(zlibCrc32(p.data));
    expect(u.partBytes).toBeLessThan(u.tableBytes / 3);
    expect(roomFor(u, u.partBytes + u.tableBytes + 32 * (u.parts.length + 2))).toBe(true);
    expect(roomFor(u, u.partBytes + u.tableBytes)).toBe(false);
  }, 120_000);
});

describe("the page's words", () => {
  it("the app's language, else the first of the browser's the page speaks", () => {
    expect(pageLang("en", ["de-DE"])).toBe("en");
    expect(pageLang(undefined, ["fr-FR", "de-AT", "en"])).toBe("de");
    expect(pageLang(undefined, ["fr-FR"])).toBe("en");
    expect(say("de", "noRoom", 930, 400)).toBe("Auf der Uhr ist zu wenig Platz: nötig 930 KB, frei 400 KB. Nichts gesendet.");
  });
});

describe("CRC-32 without Node", () => {
  it("is zlib's", () => {
    const b = new Uint8Array(5000).map((_, i) => (i * 7919) & 255);
    for (const n of [0, 1, 3, 100, 5000]) expect(crc32(b.subarray(0, n))).toBe(zlibCrc32(b.subarray(0, n)));
  });
});
