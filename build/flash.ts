// `npm run flash`: sends a board's build (dist/<board>/) with the official espruino CLI
// (npm package `espruino`, never its -m minifier: the code is minified by esbuild).
// Pixl.js: the bundle into .bootcde (run at every start) plus the text and font files.
// Bangle.js 2 and Bangle.js 3: every Storage file of the app folder's metadata, the icon evaluated, and
// kniffel.info, as the App Loader writes them. The CLI writes what it sends (or, with
// --dry-run, would send) to dist/<board>/upload.js; a dry run needs neither Bluetooth nor
// a device, as the board description files are kept in build/boards/. With --rules (and
// --house), the exact coach's value table of that rule set goes along too, for a board
// that stores tables (the Bangle.js 2): the coach then gives exact advice under those rules.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { Metadata } from "./bangleapps";
import { appInfo } from "./bangleapps";
import type { BoardBuild } from "./boards";
import { boardBuild, boardIds, defaultBoard, filesOf } from "./boards";
import { bundleFileName, DIST, isBangleApp, tokenisedFileName } from "./build";
import { flashBytes } from "./size";
import type { Rules } from "../firmware/core";
import { buildRules, errorText, isError } from "../firmware/core";
import { DEFAULT_TABLES, tableBytes } from "../sim/cli/tables";
import { boardFileNames, packedTableFiles, setupFiles, tableFiles } from "./storage-files";

/** A mistake on the command line: one line, exit code 2. */
export class UsageError extends Error {}

export interface FlashOptions {
  board: string;
  /** Connect to the first device whose name contains this (default: the board's name). */
  device?: string;
  /** Connect to this address instead (aa:bb:cc:dd:ee:ff, or a serial port). */
  port?: string;
  dryRun: boolean;
  /** A rule set whose value table is sent too (--rules PRESET --house SWITCH,...). */
  table?: Rules;
}

export const USAGE = "usage: npm run flash -- [--board " + boardIds().join("|") + "] [--device NAME | --port ADDR] [--rules PRESET [--house SWITCH[=VALUE],...]] [--dry-run]";

export function parseFlashArgs(argv: string[]): FlashOptions {
  let values: { board?: string; device?: string; port?: string; rules?: string; house?: string; "dry-run"?: boolean };
  try {
    values = parseArgs({
      args: argv,
      options: {
        board: { type: "string" }, device: { type: "string" }, port: { type: "string" },
        rules: { type: "string" }, house: { type: "string" }, "dry-run": { type: "boolean" },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (e) {
    throw new UsageError(`${(e as Error).message.split("\n")[0]}; ${USAGE}`);
  }
  const board = values.board ?? defaultBoard();
  if (!boardIds().includes(board)) throw new UsageError(`unknown board "${board}" (valid: ${boardIds().join(", ")})`);
  if (values.device !== undefined && values.port !== undefined) throw new UsageError("give --device or --port, not both");
  if (values.device === "" || values.port === "") throw new UsageError("--device and --port need a value");
  let table: Rules | undefined;
  if (values.house !== undefined && values.rules === undefined) throw new UsageError("--house needs --rules (the preset it changes)");
  if (values.rules !== undefined) {
    const rules = buildRules(values.rules, values.house ? values.house.split(",") : []);
    if (isError(rules)) throw new UsageError(errorText(rules, "en"));
    table = rules;
  }
  return { board, device: values.device, port: values.port, dryRun: values["dry-run"] === true, table };
}

/** A file to put into the board's Storage: its name there and where its bytes are. */
interface Upload {
  name: string;
  path: string;
}

/** The code the CLI sends (stored as the board's code file) and the other files, from the build. */
export interface UploadPlan {
  code: string;
  /** False where the code file is among `files` already (pretokenised, sent byte for byte) and `code` only starts it. */
  storeCode: boolean;
  files: Upload[];
  /** Bytes in flash, headers included: must fit the board's Storage. */
  flash: number;
}

const needFile = (path: string) => {
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`npm run build\` first`);
  return path;
};

/** The value an `evaluate: true` file stands for; the build writes only `atob("...")` there. */
function evaluated(expression: string, path: string): Buffer {
  const m = /^\s*atob\("([A-Za-z0-9+/=]*)"\)\s*$/.exec(expression);
  if (!m) throw new Error(`${path}: expected atob("...")`);
  return Buffer.from(m[1], "base64");
}

/**
 * What goes to board `b` from `dir`, with `extra` files (a value table) besides; files that
 * exist only on the device (the evaluated icon, kniffel.info) are written into `staging`.
 * On a Bangle the extra files join the app's file list, so that removing the app removes them.
 */
export function planUpload(b: BoardBuild, dir: string, staging: string, extra: Upload[] = []): UploadPlan {
  let code = needFile(join(dir, bundleFileName(b)));
  let files: Upload[];
  let storeCode = true;
  if (isBangleApp(b)) {
    const m = JSON.parse(readFileSync(needFile(join(dir, "metadata.json")), "utf8")) as Metadata;
    files = m.storage
      .filter((s) => s.name !== b.codeFile)
      .map((s) => {
        const source = needFile(join(dir, s.url));
        if (!s.evaluate) return { name: s.name, path: source };
        const path = join(staging, s.name);
        writeFileSync(path, evaluated(readFileSync(source, "utf8"), source));
        return { name: s.name, path };
      });
    const added = extra.filter((e) => !files.some((f) => f.name === e.name));
    files.push(...added);
    const info = appInfo({ ...m, storage: [...m.storage, ...added.map((e) => ({ name: e.name, url: e.name }))] });
    writeFileSync(join(staging, info.name), info.content);
    files.push({ name: info.name, path: join(staging, info.name) });
  } else {
    const names = [...boardFileNames(filesOf(b)), ...[...setupFiles(b.tables), ...tableFiles(b.tables)].map((f) => f.name)];
    files = names.map((name) => ({ name, path: needFile(join(dir, name)) }));
    files.push(...extra.filter((e) => !names.includes(e.name)));
    if (b.pretokenise) {
      // The CLI would read pretokenised code as text and spoil it: it goes as a file, and the
      // code sent is what starts it.
      files.unshift({ name: b.codeFile, path: needFile(join(dir, tokenisedFileName(b))) });
      storeCode = false;
      code = join(staging, "load.js");
      writeFileSync(code, "load()\n");
    }
  }
  const sizes = [...(storeCode ? [code] : []), ...files.map((f) => f.path)].map((p) => readFileSync(p).length);
  return { code, storeCode, files, flash: sizes.reduce((n, s) => n + flashBytes(s), 0) };
}

/** The espruino CLI's arguments: board file, the Storage files, the output record, the code. */
export function espruinoArgs(b: BoardBuild, plan: UploadPlan, o: FlashOptions, out: string): string[] {
  const target = o.dryRun ? ["-n"] : o.port !== undefined ? ["-p", o.port] : ["-d", o.device ?? b.deviceName];
  return [
    ...target,
    "--board", b.boardFile, // a path (it has a "."): read locally, not downloaded
    ...(plan.storeCode ? ["--storage", `${b.codeFile}:-`] : []), // the code goes into this file and is loaded from there
    ...plan.files.flatMap((f) => ["--storage", `${f.name}:${f.path}`]),
    "-o", out,
    plan.code,
  ];
}

/** One clear sentence for a CLI run that failed, from what it printed. */
export function explainFailure(output: string, status: number | null, b: BoardBuild, o: FlashOptions): string {
  const target = o.port ?? o.device ?? b.deviceName;
  if (/dbus|EAFNOSUPPORT|bluetooth|hci|adapter|noble/i.test(output) && !/Connected/.test(output)) {
    return `no Bluetooth adapter could be used to reach the ${b.name} (is Bluetooth on, and may this user use it?); nothing was sent. --dry-run writes what would be sent without one.`;
  }
  if (/not found|No Ports Found/i.test(output)) {
    return `no device "${target}" found over Bluetooth: is the ${b.name} switched on, near, and not connected to another app (the Web IDE, a phone)? Nothing was sent.`;
  }
  return `the espruino CLI failed (exit ${status ?? "by signal"}) sending to "${target}"; its output:\n${output.trim()}`;
}

/** Runs the espruino CLI with `args`; returns its exit status and everything it printed. */
export type CliRunner = (args: string[]) => { status: number | null; output: string };

export const runEspruinoCli: CliRunner = (args) => {
  const cli = createRequire(import.meta.url).resolve("espruino/bin/espruino-cli.js");
  const r = spawnSync(process.execPath, [cli, ...args], { encoding: "utf8", timeout: 120_000 });
  return { status: r.status, output: (r.stdout ?? "") + (r.stderr ?? "") };
};

export interface FlashResult {
  /** 0 sent (or written, for a dry run), 1 failed. */
  code: number;
  message: string;
}

/** Flashes (or dry-runs) board `o.board` from `outRoot/<board>/`. */
export function flash(o: FlashOptions, staging: string, run: CliRunner = runEspruinoCli, outRoot = DIST): FlashResult {
  const b = boardBuild(o.board);
  const dir = join(outRoot, b.id);
  const extra: Upload[] = [];
  if (o.table) {
    // The table goes packed (firmware/coach/packed.ts); the app unpacks it in the background at its next start.
    const parts = packedTableFiles(o.table);
    const bytes = parts.reduce((n, f) => n + flashBytes(f.data.length), 0) + flashBytes(tableBytes(o.table, DEFAULT_TABLES, () => undefined).length);
    if (bytes > b.storageBytes) return { code: 1, message: `a value table (${bytes} bytes packed and unpacked) does not fit the ${b.name}'s ${b.storageBytes} bytes of Storage: nothing was sent` };
    for (const f of parts) {
      writeFileSync(join(staging, f.name), f.data);
      extra.push({ name: f.name, path: join(staging, f.name) });
    }
  }
  let plan: UploadPlan;
  try {
    plan = planUpload(b, dir, staging, extra);
  } catch (e) {
    return { code: 1, message: (e as Error).message };
  }
  const fits = plan.flash <= b.storageBytes;
  if (!fits && !o.dryRun) {
    return { code: 1, message: `the build takes ${plan.flash} bytes of flash, more than the ${b.name}'s ${b.storageBytes} bytes of Storage: nothing was sent` };
  }
  const out = join(dir, "upload.js");
  rmSync(out, { force: true }); // a record left from an earlier run must not pass for this one
  const r = run(espruinoArgs(b, plan, o, out));
  if (r.status !== 0 || !existsSync(out)) return { code: 1, message: explainFailure(r.output, r.status, b, o) };
  const what = `${plan.files.length + 1} files, ${plan.flash} bytes of flash`;
  if (o.dryRun) {
    const warning = fits ? "" : ` (warning: more than the ${b.name}'s ${b.storageBytes} bytes of Storage)`;
    return { code: 0, message: `dry run: what would be sent to the ${b.name} (${what}) is in ${out}${warning}` };
  }
  return { code: 0, message: `sent to the ${b.name} (${what}); a copy of what was sent is in ${out}` };
}
