// The page's parts that need no browser: the address's set-up, the App Loader's upload
// commands, and the device's files in a key-value store that may be full or switched off.
import { describe, expect, it } from "vitest";
import { boardIds, loadConfig } from "../../sim/profiles";
import { asJsExpr, byteString, fileCommands, storageCommands } from "../../web/firmware/commands";
import { parseParams, queryOf } from "../../web/params";
import type { KeyValue } from "../../web/storage";
import { clearBoard, pageStorage } from "../../web/storage";

/** A localStorage stand-in holding at most `room` characters (then setItem throws, as a full one does). */
function fakeStore(room = Infinity): KeyValue & { map: Map<string, string> } {
  const map = new Map<string, string>();
  const used = () => [...map.values()].reduce((n, v) => n + v.length, 0);
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem(k, v) {
      if (used() - (map.get(k)?.length ?? 0) + v.length > room) throw new Error("QuotaExceededError");
      map.set(k, v);
    },
    removeItem: (k) => void map.delete(k),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

describe("the address", () => {
  it("takes every board the config knows, the languages, rule sets with house rules, the firmware switch, a seed", () => {
    for (const b of boardIds()) expect(parseParams(`?board=${b}`).board).toBe(b);
    const s = parseParams("?board=banglejs2&lang=en&rules=yahtzee&house=fullHouseScoresSum&firmware=1&seed=7&clock=virtual&test=1");
    expect(s).toMatchObject({ board: "banglejs2", lang: "en", firmware: true, seed: 7, virtual: true, test: true, notes: [] });
    expect(s.rules).toMatchObject({ preset: "yahtzee", fullHouseScoresSum: true });
    expect(queryOf({ board: "banglejs2", lang: "en", rules: s.rules, firmware: true })).toBe("?board=banglejs2&lang=en&rules=yahtzee&house=fullHouseScoresSum%3Dtrue&firmware=1");
    expect(parseParams(queryOf({ board: "banglejs2", rules: s.rules })).rules).toEqual(s.rules);
  });

  it("says each unknown value in one line and keeps the default", () => {
    const s = parseParams("?board=constructor&lang=fr&rules=yatzy&house=fullHouseScoresSum&firmware=yes&seed=-1&clock=slow&colour=red");
    expect(s.board).toBe(loadConfig().defaultBoard);
    expect([s.lang, s.rules, s.firmware, s.seed, s.virtual]).toEqual([undefined, undefined, false, undefined, false]);
    expect(s.notes).toHaveLength(7);
    expect(s.notes[0]).toBe(`Unknown board "constructor" (known: ${boardIds().join(", ")}); showing ${loadConfig().boards[loadConfig().defaultBoard].name}.`);
    expect(s.notes[2]).toMatch(/^Rules "yatzy" with "fullHouseScoresSum": .+; the device's own are kept\.$/);
    expect(s.notes[6]).toBe('Unknown parameter "colour" (known: board, lang, rules, house, firmware, seed, clock, test); ignored.');
    expect(parseParams("").notes).toEqual([]);
  });
});

describe("the App Loader's upload commands", () => {
  it("JSON for plain text, base64 where the piece has bytes JSON would blow up or is shorter so", () => {
    expect(asJsExpr("abc")).toBe('"abc"');
    expect(asJsExpr("\xff\x00")).toBe('atob("/wA=")');
    expect(asJsExpr('"'.repeat(12))).toBe('atob("IiIiIiIiIiIiIiIi")');
  });

  it("writes a file in 1 KB pieces, the first creating it at its full size; an evaluated file as its value", () => {
    const data = "x".repeat(2500);
    expect(fileCommands("a.js", data)).toEqual([
      `require('Storage').write("a.js","${"x".repeat(1024)}",0,2500)`,
      `require('Storage').write("a.js","${"x".repeat(1024)}",1024)`,
      `require('Storage').write("a.js","${"x".repeat(452)}",2048)`,
    ]);
    expect(storageCommands({ name: "a.img", evaluate: true }, ' atob("AAA");\n')).toEqual(['require(\'Storage\').write("a.img",atob("AAA"))']);
    expect(byteString(Uint8Array.from([0, 65, 255]))).toBe("\x00A\xff");
  });
});

describe("the device's files in the browser", () => {
  it("are kept per board and found again as they were", () => {
    const kv = fakeStore();
    const a = pageStorage(kv, "banglejs2", 65536);
    expect(a.write("kniffel.g0", "ab", 0, 4)).toBe(true);
    expect(a.write("kniffel.g0", "cd", 2)).toBe(true);
    pageStorage(kv, "pixljs", 10240).write("kniffel.json", "{}");
    const again = pageStorage(kv, "banglejs2", 65536);
    expect(again.list("")).toEqual(["kniffel.g0"]);
    expect(again.read("kniffel.g0")).toBe("abcd");
    again.erase("kniffel.g0");
    expect(pageStorage(kv, "banglejs2", 65536).list("")).toEqual([]);
    clearBoard(kv, "pixljs");
    expect(kv.length).toBe(0);
  });

  it("refuse a write when the store is full or switched off, and keep the file as it was", () => {
    const kv = fakeStore(20);
    const st = pageStorage(kv, "pixljs", 10240);
    expect(st.write("kniffel.json", "0123456789")).toBe(true);
    expect(st.write("kniffel.json", "0123456789".repeat(3))).toBe(false);
    expect(st.read("kniffel.json")).toBe("0123456789");
    const off = pageStorage(null, "pixljs", 10240);
    expect(off.write("kniffel.json", "{}")).toBe(false);
    expect(off.read("kniffel.json")).toBeUndefined();
  });
});
