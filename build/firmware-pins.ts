// The firmware and BangleApps files the tests run, pinned (build/firmware-pins.json: each
// file's upstream repository, commit and path, SHA-256 and size), and `npm run firmware`
// (build/cli/firmware.ts), which puts them in the project's git-ignored .firmware/ folder
// where build/firmware-files.ts finds them: .firmware/emu/ laid out as ../shared/emu, .firmware/bangleapps/
// as ../shared/bangleapps. Each folder's files come from the first of these that holds them:
//   1. $ESPRUINO_EMU_DIR / $BANGLEAPPS_DIR (a folder laid out as the destination);
//   2. ../shared/emu / ../shared/bangleapps beside the project;
//   3. a checkout: --webide DIR or $ESPRUINO_WEBIDE_CHECKOUT (EspruinoWebIDE: files at their
//      repository paths, emu/..., LICENSE), --bangleapps DIR or $BANGLEAPPS_CHECKOUT (BangleApps
//      with its submodules core/ and webtools/ checked out at the pinned commits);
//   4. a download: $KNIFFEL_FIRMWARE_URL (default https://raw.githubusercontent.com) /<repo>/<commit>/<path>.
// (--shared DIR stands for ../shared, --to DIR for .firmware, --pins FILE for the pin file.)
// A file whose SHA-256 differs from its pin is refused, one line naming it, the expected and the
// actual SHA-256, and then nothing at all is written: every file is fetched and checked first,
// then each written to a temporary name, checked again and renamed (a folder not there yet is
// made whole under a temporary name and renamed at once). Files already in place (same
// SHA-256) are left alone, so a second run does nothing and says so.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { FIRMWARE_DIR } from "./firmware-files";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** The pin file. */
export const PINS_FILE = join(ROOT, "build/firmware-pins.json");
/** The raw-file host of the pinned commits: <base>/<repo>/<commit>/<path>. */
export const DEFAULT_BASE_URL = "https://raw.githubusercontent.com";

/** One pinned file: `file` in its folder; upstream, `path` in `repo` at `commit`. */
export interface Pin {
  file: string;
  repo: string;
  commit: string;
  path: string;
  sha256: string;
  size: number;
}

/** The pin file: each folder (emu, bangleapps) and its files. */
export interface Pins {
  folders: { [folder: string]: Pin[] };
}

/** Where a folder's files may come from, tried in order for each file. */
export type Source =
  /** A folder laid out as the destination folder (../shared/emu, $ESPRUINO_EMU_DIR): `file`. */
  | { kind: "dir"; dir: string }
  /** A checkout of `repo`: its own files at `path`, its submodules' (BangleApps' core/, webtools/) at `file`. */
  | { kind: "checkout"; dir: string; repo: string }
  /** A download of the pinned commit: <base>/<repo>/<commit>/<path>. */
  | { kind: "url"; base: string };

/** A refusal or a failed fetch: one line, the file named. */
export class FirmwareError extends Error {}

export function readPins(file = PINS_FILE): Pins {
  const pins = JSON.parse(readFileSync(file, "utf8")) as Pins;
  if (!pins.folders || typeof pins.folders !== "object") throw new FirmwareError(`${file}: no "folders"`);
  for (const [folder, list] of Object.entries(pins.folders)) {
    for (const p of list) {
      if (!p.file || !p.repo || !/^[0-9a-f]{40}$/.test(p.commit) || !p.path || !/^[0-9a-f]{64}$/.test(p.sha256) || !(p.size >= 0)) {
        throw new FirmwareError(`${file}: a bad pin in ${folder}: ${JSON.stringify(p)}`);
      }
    }
  }
  return pins;
}

export const sha256 = (data: Uint8Array): string => createHash("sha256").update(data).digest("hex");

const MAX_DOWNLOADS = 6; // at once
const DOWNLOAD_TIMEOUT_MS = 120_000; // per file

/** Where `source` would hold `pin`: a local file, or the address to download. */
function location(source: Source, pin: Pin): string {
  if (source.kind === "dir") return join(source.dir, pin.file);
  if (source.kind === "checkout") return join(source.dir, pin.repo === source.repo ? pin.path : pin.file);
  return `${source.base.replace(/\/+$/, "")}/${pin.repo}/${pin.commit}/${pin.path}`;
}

/** The bytes of a pinned file from the first source that has it, and where they came from. */
async function obtain(folder: string, pin: Pin, sources: Source[]): Promise<{ data: Uint8Array; from: string; source: Source }> {
  for (const source of sources) {
    const at = location(source, pin);
    if (source.kind !== "url") {
      if (existsSync(at)) return { data: readFileSync(at), from: at, source };
      continue;
    }
    let res: Response;
    try {
      res = await fetch(at, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
    } catch (e) {
      const cause = (e as { cause?: { code?: string; message?: string } }).cause;
      throw new FirmwareError(`${folder}/${pin.file}: could not download ${at}: ${(e as Error).message}${cause ? ` (${cause.code ?? cause.message})` : ""}`);
    }
    if (!res.ok) throw new FirmwareError(`${folder}/${pin.file}: ${at} answered HTTP ${res.status}${res.status === 404 ? " (not found)" : ""}`);
    return { data: new Uint8Array(await res.arrayBuffer()), from: at, source };
  }
  throw new FirmwareError(`${folder}/${pin.file}: no source has it (tried ${sources.map((s) => location(s, pin)).join(", ") || "nothing"})`);
}

/** Runs `work` on each item, at most `limit` at once; collects every failure. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const errors: Error[] = [];
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++];
      try {
        await work(item);
      } catch (e) {
        errors.push(e as Error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  if (errors.length) throw new FirmwareError(errors.map((e) => e.message).join("\n"));
}

export interface PlaceOptions {
  pins: Pins;
  /** The destination: <dest>/<folder>/<file> (.firmware). */
  dest: string;
  /** By folder, where its files may come from, in order. */
  sources: { [folder: string]: Source[] };
}

export interface PlaceResult {
  /** Files written, as <folder>/<file>. */
  placed: string[];
  /** Files already in place. */
  inPlace: number;
  /** How many files came from each source (its folder or base address). */
  from: Map<string, number>;
  /** Whether <dest>/package.json was written (SCOPE). */
  wroteScope: boolean;
}

/**
 * <dest>/package.json: the folder's files are CommonJS, as upstream. Without it they would be
 * taken for ES modules under the project's "type": "module" (BangleApps' core/js/appinfo.js
 * exports nothing then). Not a pinned file: it sits beside emu/ and bangleapps/, not in them.
 */
export const SCOPE = '{ "type": "commonjs" }\n';

/** A place to name a source by: a local folder, or the base address. */
const sourceName = (s: Source) => (s.kind === "url" ? s.base : s.dir);

/**
 * Puts every pinned file in place, or, where any cannot be had or differs from its pin, none:
 * throws a FirmwareError, one line per file.
 */
export async function placeFirmware(o: PlaceOptions): Promise<PlaceResult> {
  const todo: { folder: string; pin: Pin; target: string }[] = [];
  let inPlace = 0;
  for (const [folder, list] of Object.entries(o.pins.folders)) {
    for (const pin of list) {
      const target = join(o.dest, folder, pin.file);
      if (existsSync(target) && sha256(readFileSync(target)) === pin.sha256) inPlace++;
      else todo.push({ folder, pin, target });
    }
  }
  const got = new Map<string, { data: Uint8Array; source: Source }>();
  await eachLimited(todo, MAX_DOWNLOADS, async ({ folder, pin, target }) => {
    const { data, from, source } = await obtain(folder, pin, o.sources[folder] ?? []);
    const actual = sha256(data);
    if (actual !== pin.sha256) {
      throw new FirmwareError(`refused ${folder}/${pin.file} from ${from}: SHA-256 expected ${pin.sha256}, actual ${actual} (${data.length} bytes, pinned ${pin.size})`);
    }
    got.set(target, { data, source });
  });
  // Every file is at hand and checked: first the folder's package.json, before any file it governs.
  const scope = join(o.dest, "package.json");
  const wroteScope = !existsSync(scope) || readFileSync(scope, "utf8") !== SCOPE;
  if (wroteScope) {
    mkdirSync(o.dest, { recursive: true });
    writeFileSync(`${scope}.${process.pid}.part`, SCOPE);
    renameSync(`${scope}.${process.pid}.part`, scope);
  }
  // Then each file to a temporary name, checked there, renamed.
  // A folder not there yet is made whole under a temporary name and renamed at once, so that
  // the finder (build/firmware-files.ts), which goes by the folder, never sees it half made.
  const placed: string[] = [];
  const from = new Map<string, number>();
  const staged = new Map<string, string>(); // folder -> its temporary folder
  try {
    for (const { folder, pin, target } of todo) {
      const { data, source } = got.get(target)!;
      if (!existsSync(join(o.dest, folder)) && !staged.has(folder)) staged.set(folder, join(o.dest, `.${folder}.${process.pid}.part`));
      const stage = staged.get(folder);
      const file = stage ? join(stage, pin.file) : target;
      const temp = `${file}.${process.pid}.part`;
      mkdirSync(dirname(file), { recursive: true });
      try {
        writeFileSync(temp, data);
        const actual = sha256(readFileSync(temp));
        if (actual !== pin.sha256) throw new FirmwareError(`refused ${folder}/${pin.file} as written to ${temp}: SHA-256 expected ${pin.sha256}, actual ${actual}`);
        renameSync(temp, file);
      } finally {
        rmSync(temp, { force: true });
      }
      placed.push(`${folder}/${pin.file}`);
      from.set(sourceName(source), (from.get(sourceName(source)) ?? 0) + 1);
    }
    for (const [folder, stage] of staged) renameSync(stage, join(o.dest, folder));
  } finally {
    for (const stage of staged.values()) rmSync(stage, { recursive: true, force: true });
  }
  return { placed, inPlace, from, wroteScope };
}

const USAGE = "usage: npm run firmware -- [--webide EspruinoWebIDE-checkout] [--bangleapps BangleApps-checkout] [--shared DIR] [--to DIR] [--pins FILE]";

/** The sources of each folder from the command line and the environment, in the order tried. */
export function firmwareSources(argv: string[], env: NodeJS.ProcessEnv): { pins: string; dest: string; sources: { [folder: string]: Source[] } } {
  const { values } = parseArgs({
    args: argv,
    options: { webide: { type: "string" }, bangleapps: { type: "string" }, shared: { type: "string" }, to: { type: "string" }, pins: { type: "string" } },
    strict: true,
    allowPositionals: false,
  });
  const shared = resolve(values.shared ?? join(ROOT, "../shared"));
  const dir = (d: string | undefined): Source[] => (d ? [{ kind: "dir", dir: resolve(d) }] : []);
  const checkout = (d: string | undefined, repo: string): Source[] => (d ? [{ kind: "checkout", dir: resolve(d), repo }] : []);
  const url: Source = { kind: "url", base: env.KNIFFEL_FIRMWARE_URL || DEFAULT_BASE_URL };
  return {
    pins: resolve(values.pins ?? PINS_FILE),
    dest: resolve(values.to ?? FIRMWARE_DIR),
    sources: {
      emu: [...dir(env.ESPRUINO_EMU_DIR), ...dir(join(shared, "emu")), ...checkout(values.webide ?? env.ESPRUINO_WEBIDE_CHECKOUT, "espruino/EspruinoWebIDE"), url],
      bangleapps: [...dir(env.BANGLEAPPS_DIR), ...dir(join(shared, "bangleapps")), ...checkout(values.bangleapps ?? env.BANGLEAPPS_CHECKOUT, "espruino/BangleApps"), url],
    },
  };
}

/** `npm run firmware`: its exit code (0 placed or in place, 1 refused or not found, 2 a bad option). */
export async function firmwareCli(argv: string[], env: NodeJS.ProcessEnv, out: (line: string) => void, err: (line: string) => void): Promise<number> {
  let o: ReturnType<typeof firmwareSources>;
  try {
    o = firmwareSources(argv, env);
  } catch (e) {
    err(`firmware: ${(e as Error).message.split("\n")[0]}; ${USAGE}`);
    return 2;
  }
  const shown = (p: string) => (/^[a-z]+:\/\//.test(p) || relative(ROOT, p).startsWith("..") ? p : relative(ROOT, p) || ".");
  try {
    const pins = readPins(o.pins);
    const total = Object.values(pins.folders).reduce((n, l) => n + l.length, 0);
    const r = await placeFirmware({ pins, dest: o.dest, sources: o.sources });
    if (!r.placed.length) {
      out(`firmware: all ${total} pinned files already in place in ${shown(o.dest)}; ${r.wroteScope ? `wrote ${shown(join(o.dest, "package.json"))} (CommonJS)` : "nothing to do"}`);
    } else {
      const from = [...r.from].map(([s, n]) => `${n} from ${shown(s)}`).join(", ");
      out(`firmware: placed ${r.placed.length} of ${total} pinned files in ${shown(o.dest)} (${from})${r.inPlace ? `; ${r.inPlace} were in place` : ""}`);
    }
    return 0;
  } catch (e) {
    const lines = (e as Error).message.split("\n");
    if (!(e instanceof FirmwareError)) lines.forEach((l) => err(`firmware: ${l}`));
    else if (lines.length === 1) err(`firmware: ${lines[0]}; nothing written`);
    else [...lines.slice(0, 10), ...(lines.length > 10 ? [`... and ${lines.length - 10} more`] : []), `${lines.length} files refused or not found; nothing written`].forEach((l) => err(`firmware: ${l}`));
    return 1;
  }
}
