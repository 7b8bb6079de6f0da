// A device bundle's profile holds only the fields the device reads (build/defines.ts
// DEVICE_PROFILE): every read of a profile's field in the device's code (firmware/, hal/) is
// one of them, or of the parts a device bundle has as constants instead (features, rules,
// themes: each read only where no such constant is set). A field read but left out would be
// undefined on the device alone; this finds it on the desktop.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../build/boards";
import { DEVICE_PROFILE } from "../../build/defines";
import { sources } from "./sources";

/** Fields a device bundle has as build constants (ED_*, RULE_*, BOARD_LIGHT/DARK), which its code therefore never reads. */
const CONSTANTS = ["ft", "rules", "themes"];

/** The fields read of a profile (`profile.x`, `pf.x`, `c.profile.x`, `BOARD_PROFILE.x`) in `text`. */
function reads(text: string): string[] {
  return [...text.matchAll(/(?<![\w/])(?:profile|pf|BOARD_PROFILE)\.([A-Za-z]+)/g)].map((m) => m[1]); // not a path: hal/profile.ts
}

describe("the device's profile", () => {
  it("finds reads (the check can fail)", () => {
    expect(reads("const a = c.profile.w + pf.rowPitch; BOARD_PROFILE.slot; // hal/profile.ts")).toEqual(["w", "rowPitch", "slot"]);
  });

  it("holds every field the device's code reads", () => {
    const files = [...sources("firmware"), ...sources("hal")];
    expect(files.length).toBeGreaterThan(50);
    const read = new Set(files.flatMap((f) => reads(readFileSync(join(ROOT, f), "utf8"))));
    expect(read.size).toBeGreaterThan(5);
    for (const field of read) expect([...DEVICE_PROFILE, ...CONSTANTS], `profile.${field} is read by the device's code`).toContain(field);
  });
});
