// Size budgets (espruino.config.json budgets.code) and the size report. The Pixl.js has 36 KB
// of Storage for everything: its build's files (code, texts, fonts), with their headers, may
// take at most 30,000 bytes, so that two 3 KB saved-game slots and the settings fit beside
// them (target 20,000). The watches have megabytes of Storage and run the app from flash;
// what they have to spare is heap (each function loaded costs a few variables, measured on
// the firmware by the bench against budgets.heap), so their bundle budget, 64 KB, only keeps
// that in check. Over budget, the build fails; the report shows what each part of the code
// costs, so it is clear where to cut.
import type { Metafile } from "esbuild";
import type { BoardBuild } from "./boards";
import type { Bundle } from "./bundle";
import { storedCode } from "./pretokenise";
import type { StorageFile } from "./storage-files";

/** Per board: a limit on the bundle's bytes, or on its Storage files' flash bytes (with a target). */
export type Budget = BoardBuild["budgets"]["code"];

/** Storage keeps a 32-byte header per file (size, 28-char name) and 4-byte aligned data. */
export const flashBytes = (bytes: number) => 32 + ((bytes + 3) & ~3);

export interface SizeReport {
  board: string;
  bundle: number;
  budget: Budget;
  /** Every file the board's Storage gets (the code included) and its size. */
  files: { name: string; bytes: number }[];
  /** What the files take in flash, headers and alignment included, and the board's Storage. */
  storage: number;
  storageBytes: number;
  /** esbuild's output bytes, which the parts add up to (the bundle is less where it was folded after). */
  esbuilt: number;
  /** The bundle's bytes by part (the folder of each module), largest first. */
  parts: { part: string; bytes: number }[];
  /** Modules by the bytes they add to the bundle, largest first. */
  largest: { module: string; bytes: number }[];
}

function moduleBytes(metafile: Metafile): { module: string; bytes: number }[] {
  const output = Object.values(metafile.outputs)[0];
  return Object.entries(output.inputs)
    .map(([module, i]) => ({ module, bytes: i.bytesInOutput }))
    .sort((a, b) => b.bytes - a.bytes);
}

export function largestModules(metafile: Metafile, n: number): { module: string; bytes: number }[] {
  return moduleBytes(metafile).slice(0, n);
}

/** The bundle's bytes by folder (firmware/core, firmware/app/screens, ...), largest first. */
export function bundleParts(metafile: Metafile): { part: string; bytes: number }[] {
  const parts: { [part: string]: number } = {};
  for (const m of moduleBytes(metafile)) {
    const part = m.module.includes("/") ? m.module.slice(0, m.module.lastIndexOf("/")) : m.module;
    parts[part] = (parts[part] ?? 0) + m.bytes;
  }
  return Object.entries(parts)
    .map(([part, bytes]) => ({ part, bytes }))
    .sort((a, b) => b.bytes - a.bytes);
}

/** `files`: what is stored besides the code; `codeFile`: the code's Storage name. */
export function sizeReport(b: BoardBuild, bundle: Bundle, files: StorageFile[]): SizeReport {
  // The code as stored (pretokenised on some boards); `bundle` is the minified JavaScript.
  const all = [{ name: b.codeFile, bytes: Buffer.byteLength(storedCode(b, bundle.code), "latin1") }, ...files.map((f) => ({ name: f.name, bytes: f.data.length }))];
  return {
    board: b.id,
    bundle: Buffer.byteLength(bundle.code, "latin1"),
    budget: b.budgets.code,
    files: all,
    storage: all.reduce((n, f) => n + flashBytes(f.bytes), 0),
    storageBytes: b.storageBytes,
    esbuilt: bundle.esbuilt,
    parts: bundleParts(bundle.metafile),
    largest: largestModules(bundle.metafile, 10),
  };
}

/** The figure the board's budget limits. */
export const budgeted = (r: SizeReport) => (r.budget.of === "bundle" ? r.bundle : r.storage);

export const overBudget = (r: SizeReport) => budgeted(r) > r.budget.max;

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export function formatSizeReport(r: SizeReport): string {
  const used = budgeted(r);
  const target = r.budget.target === undefined ? "" : `, target ${r.budget.target}${used > r.budget.target ? ` (${used - r.budget.target} over)` : " (met)"}`;
  const verdict = overBudget(r) ? `OVER BUDGET by ${used - r.budget.max} bytes` : "within budget";
  const lines = [
    `${r.board}: ${r.budget.of} ${used} bytes (${kb(used)}) of ${r.budget.max} (${kb(r.budget.max)})${target}: ${verdict}`,
    `  bundle ${r.bundle} bytes (${kb(r.bundle)}); storage: ${r.files.map((f) => `${f.name} ${f.bytes}`).join(", ")}`,
    `    ${r.storage} bytes (${kb(r.storage)}) in flash with headers, of the board's ${kb(r.storageBytes)} Storage${r.storage > r.storageBytes ? ": DOES NOT FIT" : ""}`,
    `  bundle by part${r.esbuilt === r.bundle ? "" : ` (of esbuild's ${r.esbuilt} bytes, before the inlining)`}: ${r.parts.map((p) => `${p.part} ${p.bytes}`).join(", ")}`,
  ];
  if (overBudget(r)) lines.push("  largest modules:", ...r.largest.map((m) => `    ${String(m.bytes).padStart(6)}  ${m.module}`));
  return lines.join("\n");
}
