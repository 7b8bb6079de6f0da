// `npm run flash` (build/flash.ts): its options, the dry run through the real espruino CLI
// (offline, with the board files kept in build/boards/), what the upload carries, and the
// clear failure when no Bluetooth adapter or device is there.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import vm from "node:vm";
import { parse } from "acorn";
import { beforeAll, describe, expect, it } from "vitest";
import type { Metadata } from "../../build/bangleapps";
import { appInfo } from "../../build/bangleapps";
import { ROOT } from "../../build/boards";
import type { CliRunner, FlashOptions } from "../../build/flash";
import { flash, parseFlashArgs, runEspruinoCli, UsageError } from "../../build/flash";
import { iconImage } from "../../build/icon";
import { pretokenise, untokenise } from "../../build/pretokenise";
import { tableFile } from "../../firmware/coach/table";
import { fontNames, packedTableFiles } from "../../build/storage-files";
import { testProfile } from "../../sim/harness";
import { rules } from "../core/helpers";
import type { Built } from "./built";
import { buildAll } from "./built";

let built: Built;
beforeAll(async () => {
  built = await buildAll();
});

const staging = () => mkdtempSync(join(tmpdir(), "kniffel-staging-"));

/** Runs an upload.js against a Storage that records files; returns them and the load() calls. */
function replay(uploadJs: string): { files: Map<string, string>; loaded: string[] } {
  const files = new Map<string, string>();
  const loaded: string[] = [];
  const storage = {
    write(name: string, data: string, offset = 0, size?: number) {
      const old = offset ? files.get(name)! : "\xff".repeat(size ?? data.length);
      files.set(name, old.slice(0, offset) + data + old.slice(offset + data.length));
      return true;
    },
  };
  vm.runInNewContext(uploadJs, { require: () => storage, atob, load: (f: string) => loaded.push(f) });
  return { files, loaded };
}

describe("options", () => {
  it("defaults from espruino.config.json, and reads --board, --device, --port, --dry-run", () => {
    expect(parseFlashArgs([])).toEqual({ board: "pixljs", device: undefined, port: undefined, dryRun: false });
    expect(parseFlashArgs(["--board", "banglejs2", "--dry-run"])).toMatchObject({ board: "banglejs2", dryRun: true });
    expect(parseFlashArgs(["--device", "Pixl.js 1a2b"]).device).toBe("Pixl.js 1a2b");
    expect(parseFlashArgs(["--port", "aa:bb:cc:dd:ee:ff"]).port).toBe("aa:bb:cc:dd:ee:ff");
    expect(parseFlashArgs(["--rules", "kniffel", "--house", "fullHouseScoresSum"]).table).toEqual(rules("kniffel", ["fullHouseScoresSum"]));
  });

  it("refuses bad options with one line", () => {
    const bad = [["--board", "uno"], ["--bogus"], ["--device", "a", "--port", "b"], ["--board"], ["extra"], ["--rules", "poker"], ["--house", "fullHouseScoresSum"], ["--rules", "kniffel", "--house", "jokers"]];
    for (const args of bad) {
      expect(() => parseFlashArgs(args), args.join(" ")).toThrow(UsageError);
      try {
        parseFlashArgs(args);
      } catch (e) {
        expect((e as Error).message).not.toContain("\n");
      }
    }
  });
});

describe("dry run with the espruino CLI", () => {
  it("Pixl.js: writes upload.js that stores the bundle pretokenised as .bootcde, the text and font files of the edition (no coach), then starts it", () => {
    const r = flash({ board: "pixljs", dryRun: true }, staging(), runEspruinoCli, built.root);
    expect(r.code, r.message).toBe(0);
    const { files, loaded } = replay(readFileSync(join(built.root, "pixljs/upload.js"), "latin1"));
    // Byte for byte the build's pretokenised code, which is the bundle again when read back.
    const stored = files.get(".bootcde")!;
    expect(stored).toBe(readFileSync(join(built.root, "pixljs/kniffel.tok"), "latin1"));
    expect(stored).toBe(pretokenise(built.boards.pixljs.bundle.code));
    expect(stored.length).toBeLessThan(built.boards.pixljs.bundle.code.length * 0.9);
    expect(() => parse(untokenise(stored), { ecmaVersion: 2020 })).not.toThrow();
    const names = ["kniffel.de", "kniffel.f0", "kniffel.f1"];
    for (const n of names) expect(files.get(n), n).toBe(readFileSync(join(built.root, "pixljs", n), "latin1"));
    expect([...files.keys()].sort()).toEqual([".bootcde", ...names]);
    expect(loaded).toEqual([undefined]); // load(): reset, then run .bootcde
  });

  it.each(["banglejs2", "banglejs3"])("%s: writes upload.js with every app file as the App Loader writes it, and kniffel.info", (board) => {
    const r = flash({ board, dryRun: true }, staging(), runEspruinoCli, built.root);
    expect(r.code, r.message).toBe(0);
    const { files, loaded } = replay(readFileSync(join(built.root, board, "upload.js"), "latin1"));
    const m = JSON.parse(readFileSync(join(built.root, board, "metadata.json"), "utf8")) as Metadata;
    expect(files.get("kniffel.app.js")).toBe(built.boards[board].bundle.code);
    expect(files.get("kniffel.img")).toBe(iconImage().toString("latin1"));
    for (const n of ["kniffel.de", "kniffel.en", "kniffel.f0", "kniffel.f1", "kniffel.cp"]) expect(files.get(n), n).toBe(readFileSync(join(built.root, board, n), "latin1"));
    expect(files.get("kniffel.info")).toBe(appInfo(m).content);
    // The modules as stored: pretokenised, JavaScript again when read back.
    expect(files.get("kniffel.coach")).toBe(pretokenise(built.boards[board].coach!.code));
    expect(files.get("kniffel.core")).toBe(pretokenise(built.boards[board].core!.code));
    expect(() => parse(untokenise(files.get("kniffel.coach")!), { ecmaVersion: 2020 })).not.toThrow();
    expect(files.get("kniffel.clkinfo.js")).toBe(readFileSync(join(built.root, board, "clkinfo.js"), "latin1"));
    // The coach's parts (the set-up file compressed, the Kniffel preset's table packed), byte
    // for byte (binary files through the CLI's base64); the watch makes its files of them.
    const parts = m.storage.map((s) => s.name).filter((n) => /^kniffel\.(s\d+|z2\.\d+|zw)$/.test(n));
    expect(parts).toEqual(expect.arrayContaining(["kniffel.s0", "kniffel.z2.0", "kniffel.z2.1", "kniffel.zw"]));
    for (const n of [...parts, "kniffel.prep", "kniffel.win", "kniffel.wk"]) expect(files.get(n), n).toBe(readFileSync(join(built.root, board, n), "latin1"));
    expect([...files.keys()].sort()).toEqual(["kniffel.app.js", "kniffel.coach", "kniffel.core", "kniffel.cp", "kniffel.de", "kniffel.en", ...fontNames(testProfile(board).fonts as string[]).map((_f, i) => "kniffel.f" + i), "kniffel.img", "kniffel.info", "kniffel.prep", "kniffel.win", "kniffel.wk", "kniffel.settings.js", "kniffel.clkinfo.js", ...parts].sort());
    expect(loaded).toEqual(["kniffel.app.js"]);
  });

  it("says to build first when there is no build", () => {
    const r = flash({ board: "pixljs", dryRun: true }, staging(), runEspruinoCli, mkdtempSync(join(tmpdir(), "kniffel-empty-")));
    expect(r.code).toBe(1);
    expect(r.message).toMatch(/kniffel\.js is missing: run `npm run build` first/);
  });
});

describe("real upload", () => {
  const fakeCli = (status: number, output: string, calls: string[][]): CliRunner => (args) => {
    calls.push(args);
    if (status === 0) writeFileSync(args[args.indexOf("-o") + 1], "sent");
    return { status, output };
  };
  const bangle: FlashOptions = { board: "banglejs2", dryRun: false };

  it("sends the value table of the rules given with --rules and --house packed (once), and refuses it for a Pixl.js", () => {
    const calls: string[][] = [];
    const house = rules("kniffel", ["fullHouseScoresSum"]);
    expect(flash({ ...bangle, table: house }, staging(), fakeCli(0, "", calls), built.root).code).toBe(0);
    expect(flash({ ...bangle, table: rules("kniffel") }, staging(), fakeCli(0, "", calls), built.root).code).toBe(0);
    const stored = (args: string[]) => args.filter((_a, i) => args[i - 1] === "--storage").map((a) => a.split(":"));
    // The house rules' table goes as its packed parts (the watch unpacks them: docs/app-loader.md), byte for byte the build's.
    const parts = packedTableFiles(house);
    for (const p of parts) {
      const sent = stored(calls[0]).find(([name]) => name === p.name)!;
      expect(sent, p.name).toBeDefined();
      expect(readFileSync(sent[1]).equals(p.data), p.name).toBe(true);
    }
    expect(stored(calls[0]).some(([name]) => name === tableFile(house))).toBe(false); // never the table itself
    const kniffel = packedTableFiles(rules("kniffel")).map((f) => f.name);
    for (const c of [calls[0], calls[1]]) expect(stored(c).filter(([name]) => name === kniffel[0])).toHaveLength(1); // the preset's, from the app folder; asked for again: still once
    // The app's file list names the parts, so that removing the app removes them.
    const info = JSON.parse(readFileSync(stored(calls[0]).find(([name]) => name === "kniffel.info")![1], "utf8"));
    for (const p of parts) expect(info.files.split(",")).toContain(p.name);
    const pixl = flash({ board: "pixljs", dryRun: true, table: house }, staging(), fakeCli(0, "", []), built.root);
    expect(pixl).toMatchObject({ code: 1, message: expect.stringMatching(/^a value table \(\d+ bytes packed and unpacked\) does not fit the Pixl\.js's 36864 bytes/) });
  });

  it("connects to the board's name from espruino.config.json, or to --port, with the kept board file", () => {
    const calls: string[][] = [];
    expect(flash(bangle, staging(), fakeCli(0, "Upload Complete", calls), built.root).code).toBe(0);
    expect(flash({ ...bangle, port: "aa:bb:cc:dd:ee:ff" }, staging(), fakeCli(0, "", calls), built.root).code).toBe(0);
    expect(calls[0].slice(0, 4)).toEqual(["-d", "Bangle.js", "--board", join(ROOT, "build/boards/BANGLEJS2.json")]);
    expect(calls[1].slice(0, 2)).toEqual(["-p", "aa:bb:cc:dd:ee:ff"]);
    expect(calls.flat()).not.toContain("-m");
  });

  it("explains a missing Bluetooth adapter or device in one clear message, with exit code 1", () => {
    const noAdapter = flash(bangle, staging(), fakeCli(7, "Error: connect ENOENT /var/run/dbus/system_bus_socket", []), built.root);
    expect(noAdapter).toMatchObject({ code: 1, message: expect.stringMatching(/^no Bluetooth adapter/) });
    const noDevice = flash(bangle, staging(), fakeCli(1, 'Port named "Bangle.js" not found', []), built.root);
    expect(noDevice).toMatchObject({ code: 1, message: expect.stringMatching(/^no device "Bangle\.js" found/) });
  });

  it.skipIf(existsSync("/var/run/dbus/system_bus_socket"))("fails clearly with the real CLI on a machine without Bluetooth", () => {
    const r = flash(bangle, staging(), runEspruinoCli, built.root);
    expect(r.code).toBe(1);
    expect(r.message).toMatch(/^no Bluetooth adapter/);
  });
});
