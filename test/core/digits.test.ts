// The hand parsers that replaced the regular expressions (Espruino's RegExp lacks {n} and
// `x?` before more pattern): they accept and reject exactly what the patterns did, checked
// here against those patterns on Node, over table cases and random strings of the formats'
// characters.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeAction, parseDice, readDecimal, readDigits } from "../../firmware/core";
import { openLine, sealLine, crc16 } from "../../firmware/app/store/crc";

/** What decodeAction did with regular expressions (the reference). */
function decodeByPattern(s: string): unknown {
  const c = s.charAt(0);
  const rest = s.slice(1);
  if (c === "r" || c === "d") {
    if (!/^[1-6]{5}$/.test(rest)) return "error";
    const d = [...rest].map(Number);
    return c === "r" ? { t: "roll", d } : { t: "set", d };
  }
  if ((c === "h" || c === "s") && /^(0|[1-9][0-9]?)$/.test(rest)) return c === "h" ? { t: "hold", i: +rest } : { t: "score", b: +rest };
  let m = /^p(\d{1,2})=(\d{1,2})(x?)$/.exec(s);
  if (m) return { t: "pts", b: +m[1], v: +m[2], x: m[3] === "x" };
  m = /^f(\d)\.(\d{1,2})=(\d{1,2})$/.exec(s);
  if (m) return { t: "fix", p: +m[1], b: +m[2], v: +m[3] };
  if (s === "u") return { t: "undo" };
  if (s === "e") return { t: "end" };
  return "error";
}

const decoded = (s: string): unknown => {
  const a = decodeAction(s);
  return "err" in a ? "error" : a;
};

const actionText = fc.string({ unit: fc.constantFrom(..."rdpfhsue0123456789=.x a-"), maxLength: 9 });

describe("decodeAction without regular expressions", () => {
  const cases = [
    "r12345", "d66662", "r1234", "r123456", "r12340", "r12a45", "h0", "h4", "h10", "h99", "h100", "h01", "h", "s00", "s12", "h-1", "h 1",
    "p8=25", "p4=25x", "p04=05", "p4=x", "p=5", "p4=25xx", "p123=1", "p1=123", "p1=2=3", "p4", "px=1", "p4=25y",
    "f1.4=12", "f0.0=0", "f12.4=1", "f1.=1", "f1.4=", "f1.4=123", "f.4=1", "f1.4.5=1", "f1=4.1", "f1.04=09",
    "u", "e", "uu", "", "x", "p4=2 5", "r1234\n",
  ];
  for (const s of cases) {
    it(`reads ${JSON.stringify(s)} as the patterns did`, () => {
      expect(decoded(s)).toEqual(decodeByPattern(s));
    });
  }

  it("agrees with the patterns on random strings of the format's characters", () => {
    fc.assert(fc.property(actionText, (s) => {
        expect(decoded(s)).toEqual(decodeByPattern(s));
      }), { numRuns: 20000 });
  });

  it("refuses dice outside 1-6, and reads five good ones", () => {
    expect(parseDice("12345")).toEqual([1, 2, 3, 4, 5]);
    for (const s of ["12370", "1234", "123456", "1234/", "ab123"]) expect("err" in (parseDice(s) as object)).toBe(true);
  });
});

describe("digit readers", () => {
  it("read decimal and lowercase hex, and refuse anything else", () => {
    expect(readDigits("a9f0", 0, 4, 16)).toBe(0xa9f0);
    expect(readDigits("x12y", 1, 3, 10)).toBe(12);
    expect(readDigits("A9F0", 0, 4, 16)).toBe(-1);
    expect(readDigits("12a", 0, 3, 10)).toBe(-1);
    expect(readDigits("12", 1, 1, 10)).toBe(-1);
    expect(readDigits("1g", 0, 2, 16)).toBe(-1);
    expect(readDecimal("123", 0, 3, 2)).toBe(-1);
    expect(readDecimal("07", 0, 2, 2)).toBe(7);
  });
});

describe("openLine without regular expressions", () => {
  /** What openLine did with a regular expression (the reference). */
  function openByPattern(line: string): string | undefined {
    const hash = line.length - 5;
    if (hash < 0 || line.charAt(hash) !== "#") return undefined;
    const text = line.slice(0, hash);
    return parseInt(line.slice(hash + 1), 16) === crc16(text) && /^[0-9a-f]{4}$/.test(line.slice(hash + 1)) ? text : undefined;
  }

  it("opens sealed lines and refuses their upper-case, signed, spaced or flipped forms as the pattern did", () => {
    for (const text of ["", "3|12|kniffel", "r12345", "a#b"]) {
      const line = sealLine(text).slice(0, -1);
      expect(openLine(line)).toBe(text);
      const hex = line.slice(-4);
      for (const bad of [hex.toUpperCase(), " " + hex.slice(1), "+" + hex.slice(1), hex.slice(0, 3) + "g", hex.slice(1) + "0"]) {
        const l = line.slice(0, -4) + bad;
        expect(openLine(l)).toBe(openByPattern(l));
      }
    }
  });

  it("agrees with the pattern on random lines with a valid or mutated check", () => {
    const line = fc
      .tuple(fc.string({ maxLength: 8 }), fc.string({ unit: fc.constantFrom(..."0123456789abcdefABCDEF #-+x"), minLength: 0, maxLength: 5 }), fc.boolean())
      .map(([t, tail, seal]) => (seal ? sealLine(t).slice(0, -1) : t + "#" + tail));
    fc.assert(fc.property(line, (l) => {
        expect(openLine(l)).toBe(openByPattern(l));
      }), { numRuns: 20000 });
  });
});
