// The figures a build makes, as docs/figures.json keeps them: each board's bundle, its files
// and what they take in flash (section "build"), and what the App Loader sends to install the
// folder for both watches, file by file (section "install"). `npm run build` writes them;
// the test suite computes them again from its own build and compares.
import { boardBuild, boardIds } from "../boards";
import { isBangleApp } from "../build";
import type { SizeReport } from "../size";
import { appLoaderFiles, bangleAppsMissing } from "../../emu/apploader";

type Named = { [key: string]: number };

/** Storage files sent in numbered parts, summed in the docs as one line. */
const PARTS = [/^(kniffel\.s)\d+$/, /^(kniffel\.z2\.)\d+$/];

/** `<board>.bundle`, `<board>.flash` (with Storage's headers) and `<board>:<file>` of every report. */
export function boardFigures(reports: SizeReport[]): Named {
  const out: Named = {};
  for (const r of reports) {
    out[`${r.board}.bundle`] = r.bundle;
    out[`${r.board}.flash`] = r.storage;
    for (const f of r.files) out[`${r.board}:${f.name}`] = f.bytes;
  }
  return out;
}

/** The watches of the App Loader's folder (board data: those built as a BangleApps app). */
export function appLoaderWatches(): string[] {
  return boardIds().filter((id) => isBangleApp(boardBuild(id)));
}

/**
 * Per watch: `install.<id>` (bytes in all), `install.<id>.files` and `install.<id>:<file>`, a
 * file in parts also as `kniffel.z2.*`; the contents BangleApps' own code
 * (core/js/appinfo.js) makes of the folder with the App Loader page's settings.
 */
export async function installFigures(folder: string): Promise<Named> {
  const missing = bangleAppsMissing();
  if (missing) throw new Error(`the App Loader's install needs BangleApps' code: ${missing}`);
  const out: Named = {};
  for (const id of appLoaderWatches()) {
    const files = await appLoaderFiles(folder, id);
    out[`install.${id}`] = files.reduce((n, f) => n + f.content.length, 0);
    out[`install.${id}.files`] = files.length;
    for (const f of files) {
      out[`install.${id}:${f.name}`] = f.content.length;
      const part = PARTS.map((p) => p.exec(f.name)).find((m) => m);
      if (part) out[`install.${id}:${part[1]}*`] = (out[`install.${id}:${part[1]}*`] ?? 0) + f.content.length;
    }
  }
  return out;
}
