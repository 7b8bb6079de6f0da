// The device's JSON (firmware/core/json.ts, json-parse.ts): text written as the firmware
// writes it (ASCII, \u escapes with upper-case digits from 127 up) and read back into plain
// Latin-1 strings, escapes from \u0080 up turned into the characters themselves before
// JSON.parse sees them (on the watches' firmware JSON.parse would make UTF-8 strings of
// them; test/firmware/stored-text.test.ts shows it there).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { latin1Escapes } from "../../firmware/core/json-parse";
import { parseJson, toJson } from "../../firmware/core";

const latin1 = fc.string({ unit: fc.integer({ min: 0, max: 255 }).map((c) => String.fromCharCode(c)) });

describe("toJson", () => {
  it("writes what Espruino's JSON.stringify writes: every character from 127 up as \\u00XX, upper case", () => {
    expect(toJson({ players: ["J\xfcrgen", "Wei\xdf"], n: 2 })).toBe('{"players":["J\\u00FCrgen","Wei\\u00DF"],"n":2}');
    expect(toJson("\x7f\xff~")).toBe('"\\u007F\\u00FF~"');
    expect(toJson("\u20ac")).toBe('"\\u20AC"');
    expect(toJson({ a: [1, "plain"] })).toBe(JSON.stringify({ a: [1, "plain"] }));
  });

  it("writes ASCII only, and any Latin-1 text comes back as it was", () => {
    fc.assert(
      fc.property(fc.array(latin1, { maxLength: 4 }), (names) => {
        const text = toJson({ names });
        for (let i = 0; i < text.length; i++) expect(text.charCodeAt(i)).toBeLessThan(127);
        expect(parseJson(text)).toEqual({ names });
      }),
    );
  });
});

describe("parseJson", () => {
  it("reads escapes from \\u0080 up as the characters, in either case; above 0xFF as ?", () => {
    expect(parseJson('["J\\u00fcrgen","B\\u00C4R","\\u20ac5"]')).toEqual(["J\xfcrgen", "B\xc4R", "?5"]);
    expect(latin1Escapes('"a\\u00fcb\\u00DF"')).toBe('"a\xfcb\xdf"');
  });

  it("leaves every other escape to JSON.parse: ASCII ones, an escaped backslash before u, broken ones", () => {
    expect(latin1Escapes('"\\u0041\\n\\"\\\\u00fc"')).toBe('"\\u0041\\n\\"\\\\u00fc"');
    expect(parseJson('"\\\\u00fc"')).toBe("\\u00fc");
    expect(parseJson('"\\\\\\u00fc"')).toBe("\\\xfc");
    expect(latin1Escapes('"\\u00zz"')).toBe('"\\u00zz"');
    expect(() => parseJson('"\\u00zz"')).toThrow();
    expect(latin1Escapes('"\\u00f')).toBe('"\\u00f');
  });

  it("gives what JSON.parse gives for any Latin-1 text written by JSON.stringify or toJson", () => {
    fc.assert(
      fc.property(latin1, (s) => {
        expect(parseJson(JSON.stringify(s))).toBe(s);
        expect(parseJson(toJson(s))).toBe(s);
      }),
    );
  });
});
