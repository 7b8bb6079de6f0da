// The page's build and dev server (vite): the page from web/, with relative paths so the built
// site works from any folder of any static host, and beside it what the page reads: the
// firmware's files (../shared/emu, served as emu/) and the built app folders (app/<board>/)
// for the firmware switch, and under `npm run web` the coach's tables from dist/tables/.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { InlineConfig, Plugin } from "vite";
import { ROOT } from "../../build/boards";
import { emuDir, missingFirmware } from "../../build/firmware-files";

/** The Web IDE's page and the firmware of each board the page can run (as in ../shared/emu). */
export const emuFiles = (board: string) => [`emu_${board}.html`, `emulator_${board}.js`, `emu_${board}.js`];
const EMU_COMMON = ["common.js", "LICENSE-EspruinoWebIDE"];

export interface WebOptions {
  /** Board (banglejs2) -> its built app folder (dist/banglejs2): those boards get the firmware switch. */
  apps: { [board: string]: string };
  /** Serve dist/tables/ (npm run web); a static build has none. */
  tables: boolean;
  outDir?: string;
  port?: number;
}

/**
 * Why the page cannot run `board`'s firmware (a file of it or of the Web IDE's page glue is not
 * in the firmware folder: a folder may hold the firmware for Node without the page's files),
 * or undefined where it can. The browser suites skip the firmware switch with this line.
 */
export function pageFirmwareMissing(board: string): string | undefined {
  const dir = emuDir();
  const lack = [...emuFiles(board), ...EMU_COMMON].find((f) => !existsSync(join(dir, f)));
  return lack && missingFirmware("the page's firmware file", join(dir, lack));
}

/** The boards among `apps` whose firmware files are at hand, and why the others have none. */
export function firmwareBoards(apps: WebOptions["apps"]): { boards: string[]; missing: string } {
  const boards: string[] = [];
  let missing = "";
  for (const b of Object.keys(apps)) {
    const lack = pageFirmwareMissing(b);
    const noApp = existsSync(join(apps[b], "metadata.json")) ? "" : `${apps[b]}/metadata.json not found`;
    if (!lack && !noApp) boards.push(b);
    else missing ||= lack ?? noApp;
  }
  return { boards, missing };
}

/** What is served or emitted beside the page: name in the site -> file on disk. */
function siteFiles(o: WebOptions, boards: string[]): Map<string, string> {
  const files = new Map<string, string>();
  const dir = emuDir();
  for (const b of boards) {
    for (const f of [...emuFiles(b), ...EMU_COMMON]) files.set(`emu/${f}`, join(dir, f));
    const app = o.apps[b];
    for (const f of readdirSync(app)) files.set(`app/${b}/${f}`, join(app, f));
  }
  return files;
}

const TYPES: { [ext: string]: string } = { html: "text/html", js: "text/javascript", json: "application/json", png: "image/png", bin: "application/octet-stream" };

function assets(o: WebOptions, boards: string[]): Plugin {
  return {
    name: "kniffel-site-files",
    configureServer(server) {
      const files = siteFiles(o, boards);
      server.middlewares.use((req, res, next) => {
        const url = decodeURIComponent((req.url ?? "").split("?")[0]).replace(/^\//, "");
        const file = files.get(url);
        if (file) {
          res.setHeader("Content-Type", TYPES[url.split(".").pop() as string] ?? "application/octet-stream");
          return res.end(readFileSync(file));
        }
        // The coach's files: <rules>.bin, .sd.bin, .shape.json (a rule set's id has its house rules, e.g. kniffel_fullHouseScoresSum).
        const table = o.tables ? /^tables\/([A-Za-z0-9_-]+(\.sd)?\.bin|[A-Za-z0-9_-]+\.shape\.json)$/.exec(url) : null;
        if (table) {
          const f = join(ROOT, "dist/tables", table[1]);
          // A file dist/tables/ lacks: 204, which the page takes as "compute it" without an error.
          if (!existsSync(f)) return res.writeHead(204).end();
          res.setHeader("Content-Type", TYPES[f.split(".").pop() as string]);
          return res.end(readFileSync(f));
        }
        return next();
      });
    },
    generateBundle() {
      for (const [name, file] of siteFiles(o, boards)) this.emitFile({ type: "asset", fileName: name, source: readFileSync(file) });
    },
  };
}

export function webConfig(o: WebOptions): InlineConfig {
  const fw = firmwareBoards(o.apps);
  return {
    configFile: false,
    root: join(ROOT, "web"),
    base: "./",
    logLevel: "warn",
    define: {
      __WEB_FIRMWARE__: JSON.stringify(fw.boards),
      __WEB_NO_FIRMWARE__: JSON.stringify(fw.missing),
      __WEB_TABLES__: JSON.stringify(o.tables ? "tables/" : null),
    },
    server: { host: "127.0.0.1", port: o.port ?? 5173, strictPort: false, fs: { allow: [ROOT] } },
    preview: { host: "127.0.0.1" },
    build: { outDir: o.outDir ?? join(ROOT, "dist/web"), emptyOutDir: true, chunkSizeWarningLimit: 4096 },
    worker: { format: "es", plugins: () => [] },
    plugins: [assets(o, fw.boards)],
  };
}
