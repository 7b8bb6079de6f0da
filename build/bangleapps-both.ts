// One BangleApps app folder for both watches (apps/kniffel in BangleApps): made from the
// watches' own folders (build/bangleapps.ts writes one per watch, which `npm run flash`
// sends). The metadata supports every watch; a file that is the same for all (icon, fonts,
// the coach's tables) is listed once, and one that differs (the program, built for each
// screen) once per watch, with `supports` naming it and its bytes in a folder named after the
// board (banglejs3/app.js), so that the App Loader sends each watch only its own.
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
    const entries = watches.map((w, i) => ({ w, s: metas[i].storage.find((s) => s.name === name) }));
    const first = entries[0];
    const shared = entries.every((e) => e.s && e.s.url === first.s?.url && !!e.s.evaluate === !!first.s?.evaluate && same(join(e.w.dir, e.s.url), join(first.w.dir, first.s.url)));
    if (shared && first.s) {
      copy(join(first.w.dir, first.s.url), join(out, first.s.url));
      storage.push({ ...first.s });
      continue;
    }
    for (const e of entries) {
      if (!e.s) continue;
      const url = `${e.w.board.id}/${e.s.url}`;
      copy(join(e.w.dir, e.s.url), join(out, url));
      storage.push({ ...e.s, url, supports: [e.w.board.espruinoBoard] });
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
