// The exact coach's value table on the firmware: its header (format 4, integers only) decodes
// on the device to the very numbers Node decodes, to the last bit. The device side is the
// project's own table.ts (readHeader, storedTable) bundled as the device bundles are and run
// on the installed watch against the table file the App Loader wrote.
import { build } from "esbuild";
import { expect, it } from "vitest";
import { ESPRUINO_OPTIONS } from "../../build/bundle";
import { ROOT } from "../../build/boards";
import { readHeader, stepValue, STEPS, TABLE_HEADER, tableFile } from "../../firmware/coach/table";
import type { Rules } from "../../firmware/core";
import { presetRules } from "../../firmware/core";
import { describeFirmware, newWatch } from "./fixture";

const STATES = [0, 1, 2, 77, 4096, 65535, 100000, 359423];
/** 2^32: offset and scale times this are integers, printed exactly by the device's JSON. */
const UNIT = 4294967296;

/** A number x with x * 2^32 an integer below 2^53, as [high, low] 32-bit halves (exact in any JSON). */
const halves = (x: number): [number, number] => {
  const n = x * UNIT;
  const high = Math.floor(n / UNIT);
  return [high, n - high * UNIT];
};

const DEVICE_SOURCE = `
import { readHeader, storedTable, tableFile, TABLE_HEADER } from "./coach/table";
import { presetRules } from "./core";
const halves = function (x) { const n = x * ${UNIT}; const h = Math.floor(n / ${UNIT}); return [h, n - h * ${UNIT}]; };
const rules = presetRules("kniffel");
const storage = require("Storage");
const head = storage.read(tableFile(rules), 0, TABLE_HEADER);
const bytes = new Uint8Array(TABLE_HEADER);
for (let i = 0; i < TABLE_HEADER; i++) bytes[i] = head.charCodeAt(i);
const h = readHeader(rules, bytes);
const values = storedTable(storage, rules);
global.__table = h && values ? { count: h.count, code: h.code, offset: halves(h.offset), scale: halves(h.scale),
  values: ${JSON.stringify(STATES)}.map(function (s) { return halves(values(s)); }) } : null;
`;

for (const board of ["banglejs2", "banglejs3"]) {
describeFirmware(`value table on the ${board}`, () => {
  it("decodes the header and values on the device exactly as on Node", async () => {
    const rules = presetRules("kniffel") as Rules;
    const bundle = await build({
      ...ESPRUINO_OPTIONS,
      metafile: false,
      absWorkingDir: ROOT,
      stdin: { contents: DEVICE_SOURCE, loader: "ts", resolveDir: ROOT + "firmware", sourcefile: "table-probe.ts" },
    });
    const w = newWatch(false, board);
    const name = JSON.stringify(tableFile(rules));
    w.emu.exec(bundle.outputFiles![0].text);
    expect(w.emu.takeErrors()).toEqual([]);
    const device = w.emu.eval<{ count: number; code: number; offset: number[]; scale: number[]; values: number[][] } | null>("__table");
    expect(device).not.toBeNull();

    const read = (offset: number, n: number) => Buffer.from(w.emu.eval<string>(`btoa(require("Storage").read(${name},${offset},${n}))`), "base64");
    const h = readHeader(rules, new Uint8Array(read(0, TABLE_HEADER)))!;
    expect(h).not.toBeNull();
    const values = STATES.map((s) => {
      const b = read(TABLE_HEADER + 2 * s, 2);
      return halves(stepValue(h, b[0], b[1]));
    });
    expect(device).toEqual({ count: h.count, code: h.code, offset: halves(h.offset), scale: halves(h.scale), values });
    // and the numbers are sane: an expected final score from the start in the 200s
    expect(h.offset + STEPS * h.scale).toBeGreaterThan(200);
  });
}, board);
}
