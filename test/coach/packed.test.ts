// The light install's packed files (firmware/coach/packed.ts, prepare.ts; build/pack-table.ts,
// coach-setup.ts): a device makes from them exactly the value table and the set-up file the
// build has, byte for byte, so every state's value and so every hint and option value is
// what the table gives; a power cut resumes, damaged or cut-off parts and a full Storage
// never leave a file the coach would use. (The same code on the firmware: test/firmware/install.test.ts.)
import { describe, expect, it } from "vitest";
import { coachSetupBytes } from "../../build/coach-setup";
import { setupParts } from "../../build/storage-files";
import { packTable } from "../../build/pack-table";
import { orderOf, unpackJob, unpackNow } from "../../firmware/coach/packed";
import { packedCodes, partsWaiting } from "../../firmware/coach/parts";
import { prepareJob, setupJob, storedSetup } from "../../firmware/coach/prepare";
import { finish } from "../../firmware/coach/job";
import { stateSpace } from "../../firmware/coach/state";
import { encodeTable, rulesCode, TABLE_HEADER, tableFile, tableValues } from "../../firmware/coach/table";
import type { Rules } from "../../firmware/core";
import { presetRules } from "../../firmware/core";
import { DEFAULT_TABLES, tableBytes } from "../../sim/cli/tables";
import { nodePackedIo } from "../../sim/packed-io";
import type { SimStorage } from "../../sim/storage";
import { memoryStorage } from "../../sim/storage";

const rules = (p: string) => presetRules(p) as Rules;
const KNIFFEL = rules("kniffel");
const CODE = rulesCode(KNIFFEL);
const table = tableBytes(KNIFFEL, DEFAULT_TABLES, () => undefined);
const parts = packTable(table, CODE);

/** A storage holding `files` (as the App Loader writes them), with room for `capacity` bytes. */
function storageWith(files: { name: string; data: Uint8Array }[], capacity = 8e6): SimStorage {
  const s = memoryStorage(capacity);
  for (const f of files) s.write(f.name, Buffer.from(f.data).toString("latin1"));
  return s;
}

const bytesOf = (s: SimStorage, name: string) => Buffer.from(s.read(name) ?? "", "latin1");

describe("packed value table", () => {
  it("stores each group's coefficients by number of bits set, then by value (orderOf)", () => {
    const bits = (j: number) => j.toString(2).replace(/0/g, "").length;
    for (let k = 0; k <= 8; k++) { // (groups have at most 7 bits: the order is bytes)
      const all = Array.from({ length: 1 << k }, (_, j) => j);
      expect(Array.from(orderOf(k)), `k = ${k}`).toEqual(all.sort((a, b) => bits(a) - bits(b) || a - b));
    }
  });

  it("is under a third of the table and unpacks to the table byte for byte: every state's value the same", () => {
    const packed = parts.reduce((n, p) => n + p.data.length, 0);
    expect(packed).toBeLessThan(table.length / 3);
    for (const p of parts) expect(p.data.length).toBeLessThanOrEqual(16384 + 60);
    const s = storageWith(parts);
    expect(unpackNow(s, nodePackedIo, CODE)).toBe(true);
    const out = bytesOf(s, tableFile(KNIFFEL));
    expect(out.equals(Buffer.from(table))).toBe(true);
    // the same in values, state by state (what every hint reads)
    const a = tableValues(KNIFFEL, table)!;
    const b = tableValues(KNIFFEL, new Uint8Array(out))!;
    for (let i = 0; i < stateSpace(KNIFFEL).size; i++) if (a(i) !== b(i)) expect.fail(`state ${i}: ${b(i)} instead of ${a(i)}`);
    expect(packedCodes(s)).toEqual([]); // the parts are erased once the table is checked
  });

  it("packs Yatzy's 512 variants per row too (four groups), losslessly", () => {
    const yatzy = rules("yatzy");
    const n = stateSpace(yatzy).size;
    const v = new Float64Array(n);
    for (let i = 0; i < n - 1; i++) v[i] = 50 + 100 * Math.abs(Math.sin(i * 0.37)) + (511 - (i % 512)) * 0.05;
    const t = encodeTable(yatzy, v).bytes; // the last state, the full sheet, is worth 0
    const s = storageWith(packTable(t, rulesCode(yatzy)));
    expect(unpackNow(s, nodePackedIo, rulesCode(yatzy))).toBe(true);
    expect(bytesOf(s, tableFile(yatzy)).equals(Buffer.from(t))).toBe(true);
  });

  it.each([40, 400, 555, 1200])("goes on after a power cut where it stopped (after %i pieces), from the mask of the first row not written, to the same table", (pieces) => {
    const s = storageWith(parts);
    const first = unpackJob(s, nodePackedIo, CODE, 1);
    for (let i = 0; i < pieces; i++) first.step(); // parts checked, then some rows: then the power goes
    const half = bytesOf(s, tableFile(KNIFFEL));
    expect(half.length).toBe(table.length);
    expect(tableValues(KNIFFEL, new Uint8Array(half))).not.toBeNull(); // a whole-size file ...
    expect(half.subarray(half.length - 2).equals(Buffer.from([255, 255]))).toBe(true); // ... whose last state is not yet written
    expect(unpackNow(s, nodePackedIo, CODE)).toBe(true);
    expect(bytesOf(s, tableFile(KNIFFEL)).equals(Buffer.from(table))).toBe(true);
  });

  it("refuses a damaged or missing part: no table is made and the parts are erased", () => {
    const damaged = parts.map((p) => ({ name: p.name, data: Buffer.from(p.data) }));
    damaged[3].data[1000] ^= 1;
    const s = storageWith(damaged);
    expect(unpackNow(s, nodePackedIo, CODE)).toBe(false);
    expect(s.read(tableFile(KNIFFEL))).toBeUndefined();
    expect(packedCodes(s)).toEqual([]);
    const missing = storageWith(parts.filter((_, i) => i !== 5));
    expect(unpackNow(missing, nodePackedIo, CODE)).toBe(false);
    expect(missing.read(tableFile(KNIFFEL))).toBeUndefined();
  });

  it("leaves no table in a full Storage, and keeps the parts for another try", () => {
    const size = parts.reduce((n, p) => n + p.data.length, 0);
    const s = storageWith(parts, size + table.length / 2);
    expect(unpackNow(s, nodePackedIo, CODE)).toBe(false);
    expect(s.read(tableFile(KNIFFEL))).toBeUndefined();
    expect(packedCodes(s)).toEqual([CODE]);
  });

  it("makes anew an older table kept under its name (the App Loader keeps data files on an update)", () => {
    const other = Buffer.from(table);
    other[TABLE_HEADER + 5000] ^= 1;
    const s = storageWith([...parts, { name: tableFile(KNIFFEL), data: other }]);
    expect(unpackNow(s, nodePackedIo, CODE)).toBe(true);
    expect(bytesOf(s, tableFile(KNIFFEL)).equals(Buffer.from(table))).toBe(true);
  });
});

describe("set-up file sent compressed", () => {
  const setup = Buffer.from(coachSetupBytes());
  const sparts = setupParts(setup);

  it("is a sixth of the file (the variants' records as patches), and the device makes the file byte for byte, then erases the parts", () => {
    const sent = sparts.reduce((n, p) => n + p.data.length, 0);
    expect(sent).toBeLessThan(setup.length / 6);
    const s = storageWith(sparts);
    expect(partsWaiting(s)).toBe(true);
    expect(finish(setupJob(s, nodePackedIo, "kniffel.cs")!)).toBe(true);
    expect(bytesOf(s, "kniffel.cs").equals(setup)).toBe(true);
    expect(storedSetup(s, "kniffel.cs")).not.toBeNull();
    expect(partsWaiting(s)).toBe(false);
  });

  it("replaces an older set-up file, and refuses damaged parts", () => {
    const s = storageWith([...sparts, { name: "kniffel.cs", data: Buffer.from("KNS3 an older set-up file") }]);
    expect(finish(setupJob(s, nodePackedIo, "kniffel.cs")!)).toBe(true);
    expect(bytesOf(s, "kniffel.cs").equals(setup)).toBe(true);
    const bad = sparts.map((p) => ({ name: p.name, data: Buffer.from(p.data) }));
    bad[bad.length - 1].data[bad[bad.length - 1].data.length - 10] ^= 0x40;
    const t = storageWith(bad);
    expect(finish(setupJob(t, nodePackedIo, "kniffel.cs")!)).toBe(false);
    expect(t.read("kniffel.cs")).toBeUndefined();
  });

  it("prepares both in one job, after which nothing is waiting", () => {
    const s = storageWith([...sparts, ...parts]);
    expect(finish(prepareJob(s, nodePackedIo, "kniffel.cs")!)).toBe(0);
    expect(partsWaiting(s)).toBe(false);
    expect(prepareJob(s, nodePackedIo, "kniffel.cs")).toBeNull();
    expect(bytesOf(s, tableFile(KNIFFEL)).equals(Buffer.from(table))).toBe(true);
  });
});
