// One BangleApps app folder for both watches (apps/kniffel in BangleApps): made from the
// watches' own folders (build/bangleapps.ts writes one per watch, which `npm run flash`
// sends). The metadata supports every watch; a file that is the same for all (icon, a font)
// is listed once, one some watches have alike (the coach's tables) once with `supports` naming
// them, and one that differs (the program, built for each screen) once per watch, with
// `supports` naming it and its bytes in a folder named after the board (banglejs3/app.js), so
// that the App Loader sends each watch only its own.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Metadata, StorageEntry } from "./bangleapps";
import type { BoardBuild } from "./boards";

/** A watch's own app folder, as build/build.ts wrote it. */
export interface WatchFolder {
  board: BoardBuild;
  dir: string;
}

/** Files of the folder that are not in its storage list but go along (BangleApps reads them by name; test.json is the Bangle.js 2 runner's; interface.html the App Loader's page). */
const ALONG = ["ChangeLog", "README.md", "test.json", "interface.html"];

function copy(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(from, to);
}

const same = (a: string, b: string) => readFileSync(a).equals(readFileSync(b));

/** Writes the folder for every watch of `watches` into `out` (emptied first); returns its metadata. */
export function writeBothApps(out: string, watches: WatchFolder[]): Metadata {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const metas = watches.map((w) => JSON.parse(readFileSync(join(w.dir, "metadata.json"), "utf8")) as Metadata);
  const names: string[] = [];
  for (const m of metas) for (const s of m.storage) if (!names.includes(s.name)) names.push(s.name);
  const storage: StorageEntry[] = [];
  for (const name of names) {
    // The watches with this file, in groups of the same bytes: each group is listed once, with
    // `supports` naming its watches unless it is every watch's; where the watches' bytes
    // differ, each group's are in a folder named after its watches (banglejs3/app.js).
    const groups: { w: WatchFolder; s: StorageEntry; of: WatchFolder[] }[] = [];
    watches.forEach((w, i) => {
      const s = metas[i].storage.find((e) => e.name === name);
      if (!s) return;
      const g = groups.find((x) => x.s.url === s.url && !!x.s.evaluate === !!s.evaluate && same(join(x.w.dir, x.s.url), join(w.dir, s.url)));
      if (g) g.of.push(w);
      else groups.push({ w, s, of: [w] });
    });
    for (const g of groups) {
      const url = groups.length === 1 ? g.s.url : `${g.of.map((w) => w.board.id).join("-")}/${g.s.url}`;
      copy(join(g.w.dir, g.s.url), join(out, url));
      storage.push(g.of.length === watches.length ? { ...g.s } : { ...g.s, url, supports: g.of.map((w) => w.board.espruinoBoard) });
    }
  }
  const files = [metas[0].icon as string, ...ALONG];
  for (const f of files) {
    for (const w of watches) if (!same(join(w.dir, f), join(watches[0].dir, f))) throw new Error(`${f} differs between the watches' folders`);
    copy(join(watches[0].dir, f), join(out, f));
  }
  // Each watch's screenshots, in the folder named after it.
  const screenshots: { url: string }[] = [];
  watches.forEach((w, i) => {
    for (const shot of metas[i].screenshots) {
      const url = `${w.board.id}/${shot.url}`;
      if (!existsSync(join(out, url))) copy(join(w.dir, shot.url), join(out, url));
      screenshots.push({ url });
    }
  });
  const metadata: Metadata = { ...metas[0], supports: watches.map((w) => w.board.espruinoBoard), storage, screenshots };
  writeFileSync(join(out, "metadata.json"), JSON.stringify(metadata, null, 2) + "\n");
  return metadata;
}
