// The BangleApps folder for every watch (build/bangleapps-both.ts): its metadata supports
// each, a file the same for all is listed once, one some have alike once with `supports`
// naming them, one that differs once per watch with `supports`; the App Loader's own code (../shared/bangleapps core/js/appinfo.js)
// fetches for each watch exactly that watch's files and no other's. (BangleApps' own
// sanitycheck runs on this folder in test/bangleapps/checks.test.ts.)
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Metadata } from "../../build/bangleapps";
import { writeBothApps } from "../../build/bangleapps-both";
import { appLoaderFiles, bangleAppsMissing } from "../../emu/apploader";
import { boardBuild, boardIds } from "../../build/boards";
import type { Built } from "./built";
import { buildAll } from "./built";

/** Every board the App Loader installs (espruino.config.json storage.package). */
const WATCHES = boardIds().filter((id) => boardBuild(id).package === "bangleapps");

let built: Built;
let dir: string;
let m: Metadata;
beforeAll(async () => {
  built = await buildAll();
  dir = join(built.root, "kniffel");
  m = writeBothApps(dir, WATCHES.map((id) => ({ board: built.boards[id].board, dir: built.boards[id].dir })));
});

const own = (id: string) => JSON.parse(readFileSync(join(built.boards[id].dir, "metadata.json"), "utf8")) as Metadata;

describe("one BangleApps folder for every watch", () => {
  it("supports each; each file once, or once per watch where they differ (the program), each watch's bytes its own folder's", () => {
    expect(m.supports).toEqual(WATCHES.map((id) => built.boards[id].board.espruinoBoard));
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
    const device = (id: string) => built.boards[id].board.espruinoBoard;
    // The program differs: once per watch, in its own folder.
    const split = m.storage.filter((s) => s.url.includes("/"));
    expect(split.map((s) => s.name)).toContain("kniffel.app.js");
    for (const s of split) {
      const ids = s.url.slice(0, s.url.indexOf("/")).split("-");
      expect(s.supports, s.url).toEqual(ids.map(device));
    }
    // The coach's parts (the packed table, the compressed set-up file) go once, for the watches with the coach.
    const coached = WATCHES.filter((id) => built.boards[id].board.profile.ft.coach);
    const parts = m.storage.filter((s) => /^kniffel\.(s\d+|z2\.\d+|zw)$/.test(s.name));
    expect(parts.map((s) => s.name)).toEqual(expect.arrayContaining(["kniffel.s0", "kniffel.z2.0", "kniffel.z2.1", "kniffel.zw"]));
    const coachedDevices = coached.map(device);
    for (const s of parts) expect(s.supports ?? WATCHES.map(device), s.name).toEqual(coachedDevices);
  });

  it.skipIf(bangleAppsMissing() !== undefined)("the App Loader's code fetches each watch's files only (../shared/bangleapps core/js/appinfo.js)", async () => {
    for (const id of WATCHES) {
      const urls: string[] = [];
      const files = await appLoaderFiles(dir, id, urls);
      expect(files.map((f) => f.name).sort()).toEqual(["kniffel.info", ...own(id).storage.map((s) => s.name)].sort());
      // A folder named after watches holds theirs: this watch fetches from none without it.
      const folders = urls.filter((u) => u.split("/").length > 3).map((u) => u.split("/")[2].split("-"));
      for (const f of folders) expect(f, `${id} fetched ${f.join("-")}'s files`).toContain(id);
      expect(urls).toContain(`apps/kniffel/${id}/app.js`);
    }
  });

});
