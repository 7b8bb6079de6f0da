// The BangleApps folder for both watches (build/bangleapps-both.ts): its metadata supports
// the Bangle.js 2 and 3, a file the same for both is listed once, one that differs once per
// watch with `supports`; the App Loader's own code (../shared/bangleapps core/js/appinfo.js)
// fetches for each watch exactly that watch's files and no other's. (BangleApps' own
// sanitycheck runs on this folder in test/bangleapps/checks.test.ts.)
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Metadata } from "../../build/bangleapps";
import { writeBothApps } from "../../build/bangleapps-both";
import { appLoaderFiles, bangleAppsMissing } from "../../emu/apploader";
import type { Built } from "./built";
import { buildAll } from "./built";

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
    // The coach's parts (the packed table, the compressed set-up file) go once, for both.
    const parts = m.storage.filter((s) => /^kniffel\.(s\d+|z2\.\d+|zw)$/.test(s.name));
    expect(parts.map((s) => s.name)).toEqual(expect.arrayContaining(["kniffel.s0", "kniffel.z2.0", "kniffel.z2.1", "kniffel.zw"]));
    for (const s of parts) expect(s.supports, s.name).toBeUndefined();
  });

  it.skipIf(bangleAppsMissing() !== undefined)("the App Loader's code fetches each watch's files only (../shared/bangleapps core/js/appinfo.js)", async () => {
    for (const id of WATCHES) {
      const urls: string[] = [];
      const files = await appLoaderFiles(dir, id, urls);
      expect(files.map((f) => f.name).sort()).toEqual(["kniffel.info", ...own(id).storage.map((s) => s.name)].sort());
      const other = WATCHES.find((w) => w !== id)!;
      expect(urls.some((u) => u.includes(`/${other}/`)), `${id} fetched ${other}'s files`).toBe(false);
      expect(urls).toContain(`apps/kniffel/${id}/app.js`);
    }
  });

});
