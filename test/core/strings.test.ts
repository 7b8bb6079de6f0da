// String search that stays right where Espruino's indexOf reports a needle whose beginning
// ends the string (firmware/core/strings.ts); the firmware suite runs it there too
// (test/firmware/hal.test.ts: texts read with it).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { find, replaceFirst } from "../../firmware/core";

describe("find and replaceFirst", () => {
  it("agree with JavaScript's indexOf and replace on Node", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("a", "b", "x", "\n") }), fc.string({ minLength: 1, maxLength: 4, unit: fc.constantFrom("a", "b", "x") }), fc.nat(8), (s, needle, from) => {
        expect(find(s, needle, from)).toBe(s.indexOf(needle, from));
        expect(replaceFirst(s, needle, "Q")).toBe(s.replace(needle, "Q"));
      }),
    );
  });

  it("refuse a match that runs past the end, as Espruino's indexOf reports it", () => {
    const espruinoLike = Object.assign(new String("abcx"), { indexOf: () => 3 }) as unknown as string;
    expect(find(espruinoLike, "xyz", 0)).toBe(-1);
  });
});
