// The language files' index (firmware/core/text-index.ts, written by build/storage-files.ts):
// each text is found by searching from where the header byte of its key's group points, as
// hal/espruino/text.ts does (test/firmware/hal.test.ts runs that on the firmware).
import { describe, expect, it } from "vitest";
import { textFile } from "../../build/storage-files";
import { LANGS, text, textKeys } from "../../firmware/core/text";
import { TEXT_GROUPS, TEXT_STEP, textGroup } from "../../firmware/core/text-index";

describe("language files", () => {
  it.each(LANGS)("%s: each key's line follows its group's header byte, and no other line of that key comes first", (lang) => {
    const f = textFile(lang).toString("latin1");
    expect(f[TEXT_GROUPS]).toBe("\n");
    for (const key of textKeys(lang)) {
      const from = f.charCodeAt(textGroup(key)) * TEXT_STEP;
      expect(from, key).toBeGreaterThanOrEqual(TEXT_GROUPS);
      const at = f.indexOf(`\n${key}=`, from);
      expect(at, key).toBeGreaterThanOrEqual(0);
      expect(f.slice(at + key.length + 2, f.indexOf("\n", at + 1)), key).toBe(text(lang, key));
    }
  });

  it("groups spread the keys: none holds more than a tenth of them", () => {
    const sizes = new Array<number>(TEXT_GROUPS).fill(0);
    for (const key of textKeys("de")) sizes[textGroup(key)]++;
    expect(Math.max(...sizes)).toBeLessThan(textKeys("de").length / 10);
  });

  it("keeps only the texts asked for", () => {
    const f = textFile("en", (k) => k === "ones" || k === "chance").toString("latin1");
    expect(f.slice(TEXT_GROUPS).split("\n").filter(Boolean).sort()).toEqual([`chance=${text("en", "chance")}`, `ones=${text("en", "ones")}`]);
  });
});
