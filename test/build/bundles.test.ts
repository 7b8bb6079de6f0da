// Both device bundles: they build, pass the gate's bundle check, carry only their board's
// parts, read texts and fonts from Storage files, and start on a fake Espruino.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as sharedFonts from "../../firmware/app/fonts";
import * as sharedText from "../../firmware/core/text";
import * as sharedParams from "../../firmware/coach/compact-params";
import { PRESET_IDS, presetRules, Rules } from "../../firmware/core";
import { storageFiles } from "../../build/storage-files";
import { Built, buildAll } from "./built";
import { drawn, FakeEspruino, installFakeEspruino, pin, runBundle, uninstallFakeEspruino } from "./fake-espruino";

let built: Built;
beforeAll(async () => {
  built = await buildAll();
});

let esp: FakeEspruino;
beforeEach(() => {
  esp = installFakeEspruino();
  for (const f of storageFiles("kniffel")) esp.files.set(f.name, f.data.toString("latin1"));
});
afterEach(uninstallFakeEspruino);

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
    expect(pixl).toMatch(/BTN1.*BTN4.*BTN3.*BTN2/);
    expect(bangle).not.toMatch(/BTN[2-4]/);
  });

  it("take texts and fonts from Storage files instead of carrying them", () => {
    for (const id of ["pixljs", "banglejs2"]) {
      const { code, metafile } = built.boards[id].bundle;
      const inputs = Object.keys(Object.values(metafile.outputs)[0].inputs);
      expect(inputs).toContain("hal/espruino/text.ts");
      expect(inputs).toContain("hal/espruino/fonts.ts");
      expect(inputs).not.toContain("firmware/core/text.ts");
      expect(inputs).not.toContain("firmware/app/fonts.ts");
      expect(code).not.toContain("Dreierpasch");
      expect(code).not.toContain(JSON.stringify(sharedFonts.FONT_SMALL.bitmap).slice(1, 30));
    }
  });
});

describe("device text and font modules", () => {
  it("give every text and font exactly as the shared modules do", async () => {
    vi.stubGlobal("BOARD_FILES", "kniffel");
    vi.stubGlobal("BOARD_LANGS", sharedText.LANGS);
    const text: typeof sharedText = await import("../../hal/espruino/text");
    const fonts: typeof sharedFonts = await import("../../hal/espruino/fonts");
    expect(text.LANGS).toEqual(sharedText.LANGS);
    for (const lang of sharedText.LANGS) {
      expect(text.textKeys(lang)).toEqual(sharedText.textKeys(lang));
      for (const key of sharedText.textKeys(lang)) {
        expect(text.text(lang, key), `${lang} ${key}`).toBe(sharedText.text(lang, key));
        expect(text.text(lang, key, "X")).toBe(sharedText.text(lang, key, "X"));
      }
      expect(text.text(lang, "no.such.key")).toBe("no.such.key");
    }
    expect(fonts.FONT_SMALL).toEqual(sharedFonts.FONT_SMALL);
    expect(fonts.FONT_LARGE).toEqual(sharedFonts.FONT_LARGE);
  });

  it("give the compact coach's model exactly as the shared module does, for every preset", async () => {
    vi.stubGlobal("BOARD_FILES", "kniffel");
    const device: Pick<typeof sharedParams, "compactParams"> = await import("../../hal/espruino/compact-params");
    for (const id of PRESET_IDS) {
      const rules = presetRules(id) as Rules;
      expect(device.compactParams(rules), id).toEqual(sharedParams.compactParams(rules));
    }
  });
});

describe("a bundle on a fake Espruino", () => {
  it("Pixl.js: starts from .bootcde, draws the title, flips, and follows a button", () => {
    const BTN3 = pin("BTN3");
    runBundle(readFileSync(join(built.root, "pixljs/kniffel.js"), "latin1"), { BTN1: pin("BTN1"), BTN2: pin("BTN2"), BTN3, BTN4: pin("BTN4") });
    expect(drawn(esp.calls)).toContain("Kniffel  83%"); // the title with the battery level
    expect(esp.calls.some((c) => c[0] === "flip")).toBe(true);
    expect(esp.watches.size).toBe(4);
    esp.calls.splice(0);
    esp.edge(BTN3, true);
    esp.edge(BTN3, false);
    vi.advanceTimersByTime(2000);
    expect(drawn(esp.calls).length).toBeGreaterThan(0);
  });

  it("Bangle.js 2: starts from kniffel.app.js, draws in colour, takes the UI and BTN1", () => {
    runBundle(readFileSync(join(built.root, "banglejs2/app.js"), "latin1"), { BTN1: pin("BTN1") });
    expect(drawn(esp.calls)).toContain("Kniffel  83%"); // the title with the battery level
    expect(esp.calls.some((c) => c[0] === "setColor" && c.length === 4)).toBe(true);
    expect(esp.calls.some((c) => c[0] === "flip")).toBe(false);
    expect(esp.ui?.mode).toBe("custom");
    expect(esp.watches.size).toBe(1);
  });
});
