// The docs' pictures are today's screens: each simulator script's pictures, taken again, are
// the committed ones pixel for pixel; a golden the docs show is that golden. `npm run
// pictures` makes them again.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { DOCS, GOLDEN_PICTURES, goldenPath, pictureScripts } from "../../build/pictures";
import { comparePng } from "../../sim/display/png";
import { loadScriptFile, runScript } from "../../sim/script";

const committed = (picture: string) => readFileSync(join(DOCS, "img", picture));

describe("the docs' pictures", () => {
  it.each(pictureScripts().map((s) => basename(s)))("of %s are what the simulator draws today", (script) => {
    const out = mkdtempSync(join(tmpdir(), "kniffel-pictures-"));
    const r = runScript(loadScriptFile(join(DOCS, script)), out);
    expect(r.files.length).toBeGreaterThan(0);
    for (const f of r.files) expect(comparePng(readFileSync(f), committed(basename(f))), basename(f)).toBe(0);
  });

  it("that are goldens are those goldens", () => {
    for (const [picture, golden] of Object.entries(GOLDEN_PICTURES)) expect(comparePng(committed(picture), readFileSync(goldenPath(golden))), picture).toBe(0);
  });
});
