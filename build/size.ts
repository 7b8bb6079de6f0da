// Size budgets and the size report. The Pixl.js runs its code from a 36 KB Storage with a
// 2950-variable heap: its bundle must stay at most 16 KB minified (../shared/ESPRUINO.md);
// the Bangle.js 2 has room for 48 KB. Over budget, the build fails and names the modules
// that take most of the bundle, so it is clear where to cut.
import { Metafile } from "esbuild";
import { BoardBuild } from "./boards";
import { Bundle } from "./bundle";
import { StorageFile } from "./storage-files";

export const BUDGETS: { [board: string]: number } = { pixljs: 16384, banglejs2: 49152 };

/** Storage keeps a 32-byte header per file (size, 28-char name) and 4-byte aligned data. */
export const flashBytes = (bytes: number) => 32 + ((bytes + 3) & ~3);

export interface SizeReport {
  board: string;
  bundle: number;
  budget: number;
  /** Every file the board's Storage gets (the code included) and its size. */
  files: { name: string; bytes: number }[];
  /** What the files take in flash, headers and alignment included, and the board's Storage. */
  storage: number;
  storageBytes: number;
  /** Modules by the bytes they add to the bundle, largest first. */
  largest: { module: string; bytes: number }[];
}

export function largestModules(metafile: Metafile, n: number): { module: string; bytes: number }[] {
  const output = Object.values(metafile.outputs)[0];
  return Object.entries(output.inputs)
    .map(([module, i]) => ({ module, bytes: i.bytesInOutput }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, n);
}

/** `files`: what is stored besides the code; `codeFile`: the code's Storage name. */
export function sizeReport(b: BoardBuild, bundle: Bundle, files: StorageFile[]): SizeReport {
  if (BUDGETS[b.id] === undefined) throw new Error(`no size budget for board "${b.id}" in build/size.ts`);
  const all = [{ name: b.codeFile, bytes: Buffer.byteLength(bundle.code, "latin1") }, ...files.map((f) => ({ name: f.name, bytes: f.data.length }))];
  return {
    board: b.id,
    bundle: all[0].bytes,
    budget: BUDGETS[b.id],
    files: all,
    storage: all.reduce((n, f) => n + flashBytes(f.bytes), 0),
    storageBytes: b.storageBytes,
    largest: largestModules(bundle.metafile, 10),
  };
}

export const overBudget = (r: SizeReport) => r.bundle > r.budget;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export function formatSizeReport(r: SizeReport): string {
  const lines = [
    `${r.board}: bundle ${r.bundle} bytes (${kb(r.bundle)}) of ${r.budget} (${kb(r.budget)}): ${overBudget(r) ? `OVER BUDGET by ${r.bundle - r.budget} bytes` : "within budget"}`,
    `  storage: ${r.files.map((f) => `${f.name} ${f.bytes}`).join(", ")}`,
    `    ${r.storage} bytes (${kb(r.storage)}) in flash with headers, of the board's ${kb(r.storageBytes)} Storage${r.storage > r.storageBytes ? ": DOES NOT FIT" : ""}`,
  ];
  if (overBudget(r)) lines.push("  largest modules:", ...r.largest.map((m) => `    ${String(m.bytes).padStart(6)}  ${m.module}`));
  return lines.join("\n");
}
