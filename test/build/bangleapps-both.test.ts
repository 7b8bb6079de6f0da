// The BangleApps folder for both watches (build/bangleapps-both.ts): its metadata supports
// the Bangle.js 2 and 3, a file the same for both is listed once, one that differs once per
// watch with `supports`; the App Loader's own code (../shared/bangleapps core/js/appinfo.js)
// fetches for each watch exactly that watch's files and no other's; and BangleApps' own
// sanitycheck finds 0 errors and 0 warnings in it.
import { spawnSync } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { Metadata } from "../../build/bangleapps";
import { writeBothApps } from "../../build/bangleapps-both";
import { ROOT } from "../../build/boards";
import { buildAll, Built } from "./built";

const BANGLEAPPS = join(ROOT, "../shared/bangleapps");
const WATCHES = ["banglejs2", "banglejs3"];

let built: Built;
let dir: string;
let m: Metadata;
beforeAll(async () => {
  built = await buildAll();
  dir = join(built.root, "kniffel");
  m = writeBothApps(dir, WATCHES.map((id) => ({ board: built.boards[id].board, dir: built.boards[id].dir })));
});

const own = (id: string) => JSON.parse(readFileSync(join(built.boards[id].dir, "metadata.json"), "utf8")) as Metadata;

describe("one BangleApps folder for both watches", () => {
  it("supports both; each file once, or once per watch where they differ (the program), each watch's bytes its own folder's", () => {
    expect(m.supports).toEqual(["BANGLEJS2", "BANGLEJS3"]);
    expect(m.version).toBe(own("banglejs2").version);
    for (const id of WATCHES) {
      const device = built.boards[id].board.espruinoBoard;
      const mine = m.storage.filter((s) => !s.supports || s.supports.includes(device));
      // The watch gets every file of its own folder, by name, with the same bytes.
      expect(mine.map((s) => s.name).sort()).toEqual(own(id).storage.map((s) => s.name).sort());
      for (const s of mine) {
        const ownEntry = own(id).storage.find((o) => o.name === s.name)!;
        expect(readFileSync(join(dir, s.url)).equals(readFileSync(join(built.boards[id].dir, ownEntry.url))), `${id}: ${s.name}`).toBe(true);
      }
    }
    const split = m.storage.filter((s) => s.supports);
    expect(split.map((s) => s.name)).toContain("kniffel.app.js");
    for (const s of split) {
      const id = s.url.slice(0, s.url.indexOf("/"));
      expect(s.supports, s.url).toEqual([built.boards[id].board.espruinoBoard]);
    }
    // The tables (719 KB and 131 KB) go once.
    expect(m.storage.filter((s) => s.name === "kniffel.v2")).toHaveLength(1);
    expect(m.storage.filter((s) => s.name === "kniffel.cs")).toHaveLength(1);
  });

  it.skipIf(!existsSync(join(BANGLEAPPS, "core/js/appinfo.js")))("the App Loader's code fetches each watch's files only (../shared/bangleapps core/js/appinfo.js)", async () => {
    (globalThis as unknown as { Const: object }).Const = { UPLOAD_CHUNKSIZE: 1024, FILES_IN_FS: false, SINGLE_APP_ONLY: false };
    const AppInfo = createRequire(import.meta.url)(join(BANGLEAPPS, "core/js/appinfo.js")) as {
      getFiles(app: object, o: object): Promise<{ name: string }[]>;
    };
    const folder = dir;
    for (const id of WATCHES) {
      const urls: string[] = [];
      const fileGetter = (url: string) => {
        urls.push(url);
        return Promise.resolve(readFileSync(join(folder, url.slice("apps/kniffel/".length)), "latin1"));
      };
      const device = built.boards[id].board.espruinoBoard;
      // (Not minified: the settings say so; what the Loader does to the code is beside the point here.)
      const files = await AppInfo.getFiles(JSON.parse(JSON.stringify(m)), { fileGetter, settings: { minify: false }, device: { id: device, version: "2v29.74" } });
      expect(files.map((f) => f.name).sort()).toEqual(["kniffel.info", ...own(id).storage.map((s) => s.name)].sort());
      const other = WATCHES.find((w) => w !== id)!;
      expect(urls.some((u) => u.includes(`/${other}/`)), `${id} fetched ${other}'s files`).toBe(false);
      expect(urls).toContain(`apps/kniffel/${id}/app.js`);
    }
  });

  it.skipIf(!existsSync(join(BANGLEAPPS, "bin/sanitycheck.js")))("passes BangleApps' sanitycheck: 0 errors, 0 warnings", () => {
    const copy = mkdtempSync(join(tmpdir(), "kniffel-bangleapps-"));
    cpSync(BANGLEAPPS, copy, { recursive: true });
    chmodSync(join(copy, "apps"), 0o755); // (the checkout's folders are read-only)
    cpSync(dir, join(copy, "apps/kniffel"), { recursive: true });
    const r = spawnSync(process.execPath, [join(copy, "bin/sanitycheck.js")], { encoding: "utf8", env: { ...process.env, NODE_PATH: join(ROOT, "node_modules") }, timeout: 120_000 });
    const out = (r.stdout ?? "") + (r.stderr ?? "");
    expect(out.split("\n").filter((l) => /kniffel/.test(l))).toEqual([]);
    expect(out).toMatch(/^0 errors, 0 warnings$/m);
  });
});
