// BangleApps' own checks on the built app folder for both watches, run as BangleApps' CI runs them, from a
// temporary copy of ../shared/bangleapps (never from the repository): bin/sanitycheck.js
// (0 errors, 0 warnings: their CI fails on a warning) and bin/runapptests.js, which installs
// the whole folder, coach files included, through the App Loader's code into the emulated
// Bangle.js 2 (../shared/emu, laid out as the EspruinoWebIDE folder it expects beside the
// checkout) and plays the app's test.json. This suite fails wherever either reports a
// failure; each check is also shown failing on a folder made to fail. Skipped, saying why,
// where ../shared/bangleapps or the firmware is absent. `npm test` runs it beside the other
// suites (vitest.bangleapps.config.ts): the runner allows an app's test one minute, install
// included, which this suite checks (the install took 9.3 s alone).
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../build/boards";
import { writeBothApps } from "../../build/bangleapps-both";
import { buildBoard } from "../../build/build";
import { bangleAppsDir, bangleAppsMissing } from "../../emu/apploader";
import { emuDir, emulated, firmwareMissing } from "../../emu/emulator";
const EMU_FILES = ["emulator_banglejs2.js", "emu_banglejs2.js", "common.js"];
/** The runner's own limit for an app's test.json, install included (bin/runapptests.js TEST_TIMEOUT_MS). */
const RUNNER_LIMIT_MS = 60_000;

const skip = bangleAppsMissing() ?? firmwareMissing();

/** Runs a BangleApps script in the copy; its exit code, output, and when each output line came (ms from the start). */
function run(cwd: string, args: string[]): Promise<{ code: number | null; out: string; at: Map<string, number> }> {
  return new Promise((resolve) => {
    const start = performance.now();
    // acorn (sanitycheck's parser) from the project's own dependencies; CI=1: warnings fail, as in their CI.
    const child = spawn(process.execPath, args, { cwd, env: { ...process.env, CI: "1", NODE_PATH: join(ROOT, "node_modules") } });
    let out = "";
    const at = new Map<string, number>();
    const take = (chunk: Buffer) => {
      out += chunk.toString();
      for (const line of out.split("\n")) if (!at.has(line)) at.set(line, performance.now() - start);
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    child.on("close", (code) => resolve({ code, out, at }));
  });
}

/** The time at which a line starting with `prefix` came. */
const when = (at: Map<string, number>, prefix: string) => [...at].find(([l]) => l.startsWith(prefix))?.[1];

describe.skipIf(skip !== undefined)(skip ? `BangleApps' own checks (skipped: ${skip})` : "BangleApps' own checks on the app folder", () => {
  let root = "";
  let apps = "";
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "kniffel-bangleapps-"));
    // The folder BangleApps would hold (apps/kniffel): both watches' (build/bangleapps-both.ts).
    const watches = [];
    for (const board of emulated()) watches.push(await buildBoard(board, join(root, "build")));
    const built = join(root, "build/kniffel");
    writeBothApps(built, watches);
    const copy = join(root, "BangleApps");
    cpSync(bangleAppsDir(), copy, { recursive: true });
    spawnSync("chmod", ["-R", "u+w", copy]); // CI's ../shared has no write bits
    mkdirSync(join(root, "EspruinoWebIDE/emu"), { recursive: true });
    for (const f of EMU_FILES) cpSync(join(emuDir(), f), join(root, "EspruinoWebIDE/emu", f));
    apps = join(copy, "apps");
    cpSync(built, join(apps, "kniffel"), { recursive: true });
  }, 120_000);
  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it("sanitycheck: 0 errors, 0 warnings; and an error where the metadata has an unknown key", async () => {
    const r = await run(join(root, "BangleApps"), ["bin/sanitycheck.js"]);
    expect(r.out).toMatch(/^0 errors, 0 warnings$/m);
    expect(r.code).toBe(0);
    // The same check on a copy whose metadata has a key BangleApps does not know: it fails.
    const bad = join(apps, "kniffelbad");
    cpSync(join(apps, "kniffel"), bad, { recursive: true });
    const m = JSON.parse(readFileSync(join(bad, "metadata.json"), "utf8"));
    writeFileSync(join(bad, "metadata.json"), JSON.stringify({ ...m, id: "kniffelbad", colour: "red" }));
    const f = await run(join(root, "BangleApps"), ["bin/sanitycheck.js"]);
    rmSync(bad, { recursive: true, force: true });
    expect(f.out).toMatch(/kniffelbad.*colour/);
    expect(f.code).toBe(1);
  }, 120_000);

  it("runapptests: installs the whole folder, coach files included, in under a minute and passes test.json", async () => {
    const r = await run(join(root, "BangleApps"), ["bin/runapptests.js", "--id", "kniffel"]);
    const sending = when(r.at, "> SENDING APP kniffel");
    const sent = when(r.at, "> RESET");
    console.log(`BangleApps' runner: the app folder installed in ${((sent! - sending!) / 1000).toFixed(1)} s, test.json in ${(r.at.size && Math.max(...r.at.values()) / 1000).toFixed(1)} s in all`);
    expect(r.out, r.out.slice(-3000)).toMatch(/> RESULT - OK - kniffel/);
    expect(r.out).not.toMatch(/FAILURE|TIMEOUT|UNCAUGHT/);
    expect(r.code).toBe(0);
    expect(sent! - sending!).toBeLessThan(RUNNER_LIMIT_MS);
  }, 180_000);

  it("runapptests reports a failing step, and then so does this suite", async () => {
    const dir = join(apps, "kniffelfail");
    mkdirSync(dir);
    writeFileSync(join(dir, "metadata.json"), JSON.stringify({ id: "kniffelfail", name: "fail", version: "0.01", type: "app", supports: ["BANGLEJS2"], storage: [] }));
    writeFileSync(join(dir, "test.json"), JSON.stringify({ app: "kniffelfail", tests: [{ steps: [{ t: "assert", js: "1+1", is: "equal", to: "3" }] }] }));
    const r = await run(join(root, "BangleApps"), ["bin/runapptests.js", "--id", "kniffelfail"]);
    rmSync(dir, { recursive: true, force: true });
    expect(r.out).toMatch(/> RESULT - FAIL - kniffelfail/);
    expect(r.code).toBe(1);
  }, 120_000);
});
