// What the App Loader sends to install the watch app on each watch (from the BangleApps
// folder for both, build/bangleapps-both.ts), file by file: the contents
// BangleApps' own code (core/js/appinfo.js AppInfo.getFiles, from ../shared/bangleapps)
// makes of the app folder with the App Loader page's settings (code pretokenised), which
// its binary upload sends as they are; the total is the App Loader's own "bytes" of the
// install (core/js/comms.js), against the board's budget (espruino.config.json budgets.install). Where ../shared/bangleapps is
// absent, the folder's files as built, saying so.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeBothApps } from "../bangleapps-both";
import { boardBuild, boardIds } from "../boards";
import { buildBoard, isBangleApp } from "../build";
import { appLoaderFiles, bangleAppsMissing } from "../../emu/apploader";
import type { Figure } from "./measure";

export async function installFigures(): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), "kniffel-install-"));
  try {
    // The watches of the BangleApps folder: every board built as a BangleApps app (board data).
    const ids = boardIds().filter((id) => isBangleApp(boardBuild(id)));
    const watches = [];
    for (const id of ids) watches.push(await buildBoard(id, dir));
    const folder = join(dir, "kniffel");
    const m = writeBothApps(folder, watches);
    const missing = bangleAppsMissing();
    if (missing) console.log(`install size from the built folder, not the App Loader's code: ${missing}`);
    const figures: Figure[] = [];
    for (const id of ids) {
      const b = boardBuild(id);
      let files: { name: string; bytes: number }[];
      let how: string;
      if (missing) {
        const mine = m.storage.filter((s) => !s.supports || s.supports.includes(b.espruinoBoard));
        files = mine.map((s) => ({ name: s.name, bytes: readFileSync(join(folder, s.url)).length }));
        how = "as built";
      } else {
        files = (await appLoaderFiles(folder, id)).map((f) => ({ name: f.name, bytes: f.content.length }));
        how = "as the App Loader sends it";
      }
      for (const f of files) figures.push({ name: `${id} install, ${how}: ${f.name}`, value: f.bytes, unit: "bytes" });
      const total = files.reduce((n, f) => n + f.bytes, 0);
      figures.push({ name: `${id} install in all, ${files.length} files`, value: total, unit: "bytes", max: b.budgets.install });
    }
    return figures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
