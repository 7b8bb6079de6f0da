// `npm run firmware` (build/firmware-pins.ts, build/cli/firmware.ts): the pinned files land,
// byte for byte, from a local folder, a checkout or a download (a local HTTP server here);
// a file whose SHA-256 differs, or one the server lacks, is refused in one line and nothing is
// written; a second run does nothing. All on made-up files in temporary folders: the real
// .firmware/ and ../shared are never touched. Also: the pin file pins every file the code reads.
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, normalize } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ROOT } from "../../build/boards";
import { missingFirmware } from "../../build/firmware-files";
import type { Pin } from "../../build/firmware-pins";
import { firmwareCli, readPins } from "../../build/firmware-pins";
import { emulated } from "../../emu/emulator";
import { boardConfig } from "../../sim/config";
import { emuFiles } from "../../web/server/config";

const WEBIDE = "espruino/EspruinoWebIDE";
const WEBIDE_COMMIT = "1".repeat(40);
const BANGLEAPPS_COMMIT = "2".repeat(40);
const CORE_COMMIT = "3".repeat(40);

/** Made-up upstream files: as the pin file lists them, with their bytes. */
const FILES: (Pin & { folder: string; data: Buffer })[] = [
  { folder: "emu", file: "emulator_test.js", repo: WEBIDE, commit: WEBIDE_COMMIT, path: "emu/emulator_test.js", data: randomBytes(300_000) },
  { folder: "emu", file: "common.js", repo: WEBIDE, commit: WEBIDE_COMMIT, path: "emu/common.js", data: Buffer.from("// the page glue\n") },
  { folder: "emu", file: "LICENSE-EspruinoWebIDE", repo: WEBIDE, commit: WEBIDE_COMMIT, path: "LICENSE", data: Buffer.from("Apache License\n") },
  { folder: "bangleapps", file: "bin/sanitycheck.js", repo: "espruino/BangleApps", commit: BANGLEAPPS_COMMIT, path: "bin/sanitycheck.js", data: Buffer.from("// sanitycheck\n") },
  // A submodule's file: core/ of a BangleApps checkout is EspruinoAppLoaderCore.
  { folder: "bangleapps", file: "core/js/appinfo.js", repo: "espruino/EspruinoAppLoaderCore", commit: CORE_COMMIT, path: "js/appinfo.js", data: Buffer.from('if ("undefined" != typeof module) module.exports = { getFiles: "CommonJS" };\n') },
].map((f) => ({ ...f, sha256: createHash("sha256").update(f.data).digest("hex"), size: f.data.length }));

const temps: string[] = [];
let server: Server | undefined;
afterEach(async () => {
  if (server) {
    server.closeAllConnections();
    await new Promise((r) => server!.close(r));
    server = undefined;
  }
  for (const t of temps.splice(0)) rmSync(t, { recursive: true, force: true });
});

function temp(): string {
  const dir = mkdtempSync(join(tmpdir(), "kniffel-firmware-"));
  temps.push(dir);
  return dir;
}

function write(file: string, data: Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
}

/** A pin file for FILES; its path. */
function pinFile(dir: string): string {
  const folders: { [folder: string]: Pin[] } = {};
  for (const { folder, file, repo, commit, path, sha256, size } of FILES) (folders[folder] ??= []).push({ file, repo, commit, path, sha256, size });
  const file = join(dir, "pins.json");
  writeFileSync(file, JSON.stringify({ folders }));
  return file;
}

/** FILES laid out as ../shared is: <dir>/emu/<file>, <dir>/bangleapps/<file>. */
function sharedLayout(dir: string): string {
  for (const f of FILES) write(join(dir, f.folder, f.file), f.data);
  return dir;
}

/** FILES laid out as the raw-file host serves them: <dir>/<repo>/<commit>/<path>. */
function serverLayout(dir: string): string {
  for (const f of FILES) write(join(dir, f.repo, f.commit, f.path), f.data);
  return dir;
}

/** Every file under dir, relative. */
function tree(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();
}

function expectLanded(dest: string): void {
  expect(tree(dest)).toEqual([...FILES.map((f) => join(f.folder, f.file)), "package.json"].sort());
  for (const f of FILES) expect(readFileSync(join(dest, f.folder, f.file)).equals(f.data), f.file).toBe(true);
}

/** A static file server of root on 127.0.0.1 (an ephemeral port); closed after each test. */
async function serve(root: string): Promise<string> {
  const s = createServer((req, res) => {
    const file = join(root, normalize(decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname)));
    if (!file.startsWith(root + "/") || !existsSync(file) || !statSync(file).isFile()) res.writeHead(404).end("404: Not Found");
    else res.writeHead(200, { "Content-Type": "application/octet-stream" }).end(readFileSync(file));
  });
  server = s;
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
}

/** Port 9 (discard), which fetch refuses outright ("bad port"): a source that must not be needed. */
const NO_SERVER = "http://127.0.0.1:9";

/** firmwareCli with a clean environment: its exit code and the lines it wrote. */
async function cli(argv: string[], env: NodeJS.ProcessEnv = { KNIFFEL_FIRMWARE_URL: NO_SERVER }): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await firmwareCli(argv, env, (l) => out.push(l), (l) => err.push(l));
  return { code, out, err };
}

describe("npm run firmware", () => {
  it("from a local folder laid out as ../shared: every pinned file lands, byte for byte; BangleApps' code loads as CommonJS inside an ES-module project", async () => {
    const dir = temp();
    writeFileSync(join(dir, "package.json"), JSON.stringify({ type: "module" })); // as the project's
    const dest = join(dir, "dest");
    const r = await cli(["--pins", pinFile(dir), "--shared", sharedLayout(join(dir, "shared")), "--to", dest]);
    expect(r.err).toEqual([]);
    expect(r.code).toBe(0);
    expect(r.out).toEqual([expect.stringMatching(/^firmware: placed 5 of 5 pinned files in .*dest \(3 from .*shared\/emu, 2 from .*shared\/bangleapps\)$/)]);
    expectLanded(dest);
    const appinfo = join(dest, "bangleapps/core/js/appinfo.js");
    expect(createRequire(appinfo)(appinfo)).toEqual({ getFiles: "CommonJS" });
  });

  it("from $ESPRUINO_EMU_DIR and $BANGLEAPPS_DIR before ../shared, and from checkouts given by flags (files at their repository paths, submodules at theirs)", async () => {
    const dir = temp();
    const shared = sharedLayout(join(dir, "shared"));
    // ../shared's emulator is a different one: the variables' folders come first, so it is never read.
    writeFileSync(join(shared, "emu/emulator_test.js"), "not the pinned one");
    const env = { KNIFFEL_FIRMWARE_URL: NO_SERVER, ESPRUINO_EMU_DIR: join(sharedLayout(join(dir, "env")), "emu"), BANGLEAPPS_DIR: join(dir, "env/bangleapps") };
    const r = await cli(["--pins", pinFile(dir), "--shared", shared, "--to", join(dir, "a")], env);
    expect(r.err).toEqual([]);
    expectLanded(join(dir, "a"));

    const webide = join(dir, "EspruinoWebIDE");
    const bangleApps = join(dir, "BangleApps");
    for (const f of FILES) write(f.folder === "emu" ? join(webide, f.path) : join(bangleApps, f.file), f.data);
    const c = await cli(["--pins", pinFile(dir), "--shared", join(dir, "none"), "--to", join(dir, "b"), "--webide", webide, "--bangleapps", bangleApps]);
    expect(c.err).toEqual([]);
    expect(c.out[0]).toMatch(/placed 5 of 5 .*\(3 from .*EspruinoWebIDE, 2 from .*BangleApps\)/);
    expectLanded(join(dir, "b"));
  });

  it("refuses a file with one byte changed: one line naming it with the expected and the actual SHA-256, a non-zero exit, nothing written", async () => {
    const dir = temp();
    const shared = sharedLayout(join(dir, "shared"));
    const bad = Buffer.from(FILES[0].data);
    bad[1234] ^= 1;
    writeFileSync(join(shared, "emu", FILES[0].file), bad);
    const actual = createHash("sha256").update(bad).digest("hex");
    const dest = join(dir, "dest");
    const r = await cli(["--pins", pinFile(dir), "--shared", shared, "--to", dest]);
    expect(r.code).toBe(1);
    expect(r.out).toEqual([]);
    expect(r.err).toHaveLength(1);
    expect(r.err[0]).toContain("emu/emulator_test.js");
    expect(r.err[0]).toContain(`expected ${FILES[0].sha256}`);
    expect(r.err[0]).toContain(`actual ${actual}`);
    expect(r.err[0]).toMatch(/nothing written$/);
    expect(tree(dest)).toEqual([]);

    // The same as a process (`npm run firmware` is this script under tsx): exit code 1, the one line on stderr.
    const child = spawn(process.execPath, ["--import", "tsx", join(ROOT, "build/cli/firmware.ts"), "--pins", pinFile(dir), "--shared", shared, "--to", dest], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, KNIFFEL_FIRMWARE_URL: NO_SERVER },
    });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(code).toBe(1);
    expect(stderr.trim().split("\n")).toEqual([r.err[0]]);
    expect(tree(dest)).toEqual([]);
  }, 30_000);

  it("downloads the pinned commits from $KNIFFEL_FIRMWARE_URL (a local HTTP server laid out as the raw-file host): every file lands", async () => {
    const dir = temp();
    const base = await serve(serverLayout(join(dir, "server")));
    const dest = join(dir, "dest");
    const r = await cli(["--pins", pinFile(dir), "--shared", join(dir, "none"), "--to", dest], { KNIFFEL_FIRMWARE_URL: base });
    expect(r.err).toEqual([]);
    expect(r.code).toBe(0);
    expect(r.out).toEqual([expect.stringContaining(`(5 from ${base})`)]);
    expectLanded(dest);
  });

  it("a file missing on the server: a clear error naming the file and its address, nothing written", async () => {
    const dir = temp();
    const root = serverLayout(join(dir, "server"));
    const missing = FILES[4];
    rmSync(join(root, missing.repo, missing.commit, missing.path));
    const base = await serve(root);
    const dest = join(dir, "dest");
    const r = await cli(["--pins", pinFile(dir), "--shared", join(dir, "none"), "--to", dest], { KNIFFEL_FIRMWARE_URL: base });
    expect(r.code).toBe(1);
    expect(r.err).toEqual([`firmware: bangleapps/core/js/appinfo.js: ${base}/espruino/EspruinoAppLoaderCore/${CORE_COMMIT}/js/appinfo.js answered HTTP 404 (not found); nothing written`]);
    expect(tree(dest)).toEqual([]);
  });

  it("running twice: the second run writes nothing and says everything is in place; a changed file is put right", async () => {
    const dir = temp();
    const shared = sharedLayout(join(dir, "shared"));
    const dest = join(dir, "dest");
    const argv = ["--pins", pinFile(dir), "--shared", shared, "--to", dest];
    expect((await cli(argv)).code).toBe(0);
    const stamps = FILES.map((f) => statSync(join(dest, f.folder, f.file)).mtimeMs);
    const again = await cli(argv);
    expect(again).toEqual({ code: 0, out: ["firmware: all 5 pinned files already in place in " + dest + "; nothing to do"], err: [] });
    expect(FILES.map((f) => statSync(join(dest, f.folder, f.file)).mtimeMs)).toEqual(stamps);
    rmSync(join(dest, "package.json"));
    expect((await cli(argv)).out).toEqual([`firmware: all 5 pinned files already in place in ${dest}; wrote ${dest}/package.json (CommonJS)`]);
    // One file changed in place: only it is written again.
    writeFileSync(join(dest, "bangleapps/bin/sanitycheck.js"), "changed");
    const mend = await cli(argv);
    expect(mend.out).toEqual([expect.stringMatching(/^firmware: placed 1 of 5 pinned files .*; 4 were in place$/)]);
    expectLanded(dest);
  });

  it("copies the local files as they are: a folder with read-only files (as ../shared is) gives writable copies", async () => {
    const dir = temp();
    for (const f of FILES) {
      mkdirSync(join(dir, "ro", f.folder, dirname(f.file)), { recursive: true });
      writeFileSync(join(dir, "ro", f.folder, f.file), f.data, { mode: 0o444 });
    }
    const dest = join(dir, "dest");
    expect((await cli(["--pins", pinFile(dir), "--shared", join(dir, "ro"), "--to", dest])).code).toBe(0);
    expectLanded(dest);
    for (const f of FILES) expect(statSync(join(dest, f.folder, f.file)).mode & 0o200, f.file).toBe(0o200);
  });
});

describe("the pin file (build/firmware-pins.json)", () => {
  const pins = readPins();
  const files = (folder: string) => pins.folders[folder].map((p) => p.file);

  it("pins every firmware file the code reads (emu/emulator.ts, the web page's server) and the BangleApps code the suites run", () => {
    // Each emulated board's firmware files (espruino.config.json emulator) and the web page's.
    const ofBoard = (b: string) => [...Object.values(boardConfig(b).emulator ?? {}), ...emuFiles(b)];
    const emu = [...emulated().flatMap(ofBoard), "common.js", "LICENSE-EspruinoWebIDE"];
    expect(files("emu")).toEqual(expect.arrayContaining(emu));
    const loader = ["core/js/appinfo.js", "core/js/utils.js", "core/lib/espruinotools.js", "core/lib/emulator.js", "core/lib/apploader.js", "core/lib/interface.js", "webtools/heatshrink.js", "bin/sanitycheck.js", "bin/runapptests.js", "apps/locale/sanitycheck.js"];
    expect(files("bangleapps")).toEqual(expect.arrayContaining(loader));
    for (const p of Object.values(pins.folders).flat()) expect(p.repo, p.file).toMatch(/^espruino\/(EspruinoWebIDE|BangleApps|EspruinoAppLoaderCore|EspruinoWebTools)$/);
  });

  it("a missing file's skip message says what is missing and to run `npm run firmware`", () => {
    expect(missingFirmware("firmware file", "/nowhere/emu/emulator_banglejs2.js")).toBe("firmware file /nowhere/emu/emulator_banglejs2.js not found: run `npm run firmware`");
  });
});
