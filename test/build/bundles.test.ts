// Both device bundles: they build, pass the gate's bundle check, carry only their board's
// parts and read texts and fonts from Storage files. How they run is the firmware suite's
// part (test/firmware: the real interpreter).
import { beforeAll, describe, expect, it } from "vitest";
import { GLYPHS } from "../../hal/glyphs";
import { NAMED, renamed } from "../../build/short-names";
import type { Built } from "./built";
import { buildAll } from "./built";

let built: Built;
beforeAll(async () => {
  built = await buildAll();
});


describe("device bundles", () => {
  it("build for both boards and pass the gate's bundle check", () => {
    for (const id of ["pixljs", "banglejs2"]) {
      expect(built.boards[id].problems, id).toEqual([]);
      expect(built.boards[id].bundle.code.length, id).toBeGreaterThan(1000);
    }
  });

  it("carry only their board's parts", () => {
    const pixl = built.boards.pixljs.bundle.code;
    const bangle = built.boards.banglejs2.bundle.code;
    expect(pixl).toContain("LED1");
    expect(pixl).not.toContain("Bangle");
    expect(bangle).toContain("Bangle.setUI");
    expect(bangle).not.toContain("LED1");
    expect(pixl).toMatch(/"BTN1","up"\].*"BTN2","back"\].*"BTN3","ok"\].*"BTN4","down"\]/);
    expect(bangle).not.toMatch(/BTN[2-4]/);
  });

  it("name the context's and the profile's fields short, in the code and in the profile the build writes into it", () => {
    for (const id of ["pixljs", "banglejs2"]) {
      const code = built.boards[id].bundle.code;
      for (const long of Object.keys(NAMED)) expect(code, `${id}: ${long}`).not.toMatch(new RegExp(`[.{,]${long}\\b`));
      expect(code, id).toMatch(/\.d\.setColor\(/); // the context's display
      expect(code, id).toMatch(/fh:\[\d+,\d+,\d+\],ln:\d+/); // the profile's font heights and row pitch
    }
    expect(renamed({ rowPitch: 7, w: 128 })).toEqual({ ln: 7, w: 128 });
  });

  it("run the Pixl.js app in the global scope (fewer variables per function), the Bangle.js 2 app in a function of its own", () => {
    expect(built.boards.pixljs.board.globalScope).toBe(true);
    expect(built.boards.pixljs.bundle.code.startsWith("(()=>{")).toBe(false);
    expect(built.boards.banglejs2.bundle.code.startsWith("(()=>{")).toBe(true);
  });

  it("take texts and fonts from Storage files instead of carrying them", () => {
    for (const id of ["pixljs", "banglejs2"]) {
      const { bundle, core } = built.boards[id];
      const code = bundle.code + (core ? core.code : "");
      // The app's inputs, and the core module's where the board has one (build/core-module.ts).
      const inputs = [bundle, core].flatMap((b) => (b ? Object.keys(Object.values(b.metafile.outputs)[0].inputs) : []));
      expect(inputs).toContain("hal/espruino/text.ts");
      expect(inputs).toContain("hal/espruino/fonts.ts");
      expect(inputs).not.toContain("firmware/core/text.ts");
      expect(inputs).not.toContain("hal/glyphs.ts");
      expect(code).not.toContain("Dreierpasch");
      expect(code).not.toContain(JSON.stringify(GLYPHS.fw14.bitmap).slice(1, 30));
    }
  });
});
