// The size report (build/size.ts), and every board's code within its budget (espruino.config.json
// budgets.code: a count of bytes, the same on every machine; npm run build fails on it too).
import { beforeAll, describe, expect, it } from "vitest";
import { boardFigures } from "../../build/figures/built";
import { readFigures } from "../../build/figures/store";
import { budgeted, flashBytes, formatSizeReport } from "../../build/size";
import type { Built } from "./built";
import { buildAll } from "./built";

let built: Built;
beforeAll(async () => {
  built = await buildAll();
});

describe("size report", () => {
  it("lists the code and every Storage file, and what they take in flash", () => {
    const pixl = built.boards.pixljs.report;
    expect(pixl.files.map((f) => f.name)).toEqual([".bootcde", "kniffel.de", "kniffel.f0", "kniffel.f1"]); // the edition: German, no coach
    expect(pixl.bundle).toBe(built.boards.pixljs.bundle.code.length);
    expect(pixl.storage).toBe(pixl.files.reduce((n, f) => n + flashBytes(f.bytes), 0));
    expect(pixl.storageBytes).toBe(36864);
    const bangle = built.boards.banglejs2.report;
    const names = bangle.files.map((f) => f.name);
    expect(names.filter((n) => !/^kniffel\.(s\d+|z2\.\d+|zw)$/.test(n))).toEqual(["kniffel.app.js", "kniffel.de", "kniffel.en", "kniffel.f0", "kniffel.f1", "kniffel.cp", "kniffel.core", "kniffel.coach", "kniffel.prep", "kniffel.win", "kniffel.wk", "kniffel.img", "kniffel.info"]);
    expect(names.filter((n) => n.startsWith("kniffel.z2.")).length).toBeGreaterThan(5); // the Kniffel table's packed parts
    expect(formatSizeReport(bangle)).toMatch(/^banglejs2: bundle \d+ bytes .* of 65536 /);
    // The Pixl.js is held to its Storage: code, texts and fonts with their headers.
    expect(formatSizeReport(pixl)).toMatch(new RegExp(`^pixljs: storage ${pixl.storage} bytes .* of 30000 .*, target 20000`));
    // The parts are the modules' bytes in esbuild's output (which adds its wrapper around
    // them); the Pixl.js's bundle is that, folded after (build/bundle.ts inlineOnce).
    const parts = pixl.parts.reduce((n, p) => n + p.bytes, 0);
    expect(parts).toBeLessThanOrEqual(pixl.esbuilt);
    expect(parts).toBeGreaterThan(pixl.esbuilt - 100);
    expect(pixl.bundle).toBeLessThan(pixl.esbuilt);
    // A watch's bundle is esbuild's less what another board's code left unused (build/bundle.ts dropUnused).
    expect(bangle.bundle).toBeLessThan(bangle.esbuilt);
    expect(built.boards.banglejs2.bundle.code).not.toMatch(/Math\.sqrt/); // the round screen's geometry
    expect(built.boards.banglejs3.bundle.code).toMatch(/Math\.sqrt/);
  });

  it("gives the sizes docs/figures.json holds, which the docs quote (npm run build writes them)", () => {
    expect(boardFigures(Object.values(built.boards).map((b) => b.report))).toEqual(readFigures().build);
  });

  it("holds every board's code within its budget", () => {
    for (const b of Object.values(built.boards)) expect(budgeted(b.report), formatSizeReport(b.report)).toBeLessThanOrEqual(b.report.budget.max);
  });

  it("counts a Storage file as its 32-byte header plus its data, 4-byte aligned", () => {
    expect([0, 1, 4, 5].map(flashBytes)).toEqual([32, 36, 36, 40]);
  });

  it("names the largest modules when over budget", () => {
    const report = { ...built.boards.banglejs2.report, budget: { of: "bundle" as const, max: 100 } };
    const text = formatSizeReport(report);
    expect(text).toContain("OVER BUDGET");
    for (const m of report.largest.slice(0, 3)) expect(text).toContain(m.module);
  });
});
