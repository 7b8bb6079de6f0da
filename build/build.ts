// One board's build: its bundle, the files its Storage gets, and its size report, in
// <out>/<board id>/: a BangleApps app folder where the board's storage.package says
// bangleapps, else the bundle (<prefix>.js, for .bootcde) and its text and font files.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { appInfo, writeBangleApp } from "./bangleapps";
import type { BoardBuild } from "./boards";
import { boardBuild, filesOf, ROOT } from "./boards";
import { rulesOf } from "../sim/profiles";
import type { Bundle } from "./bundle";
import { bundleBoard } from "./bundle";
import { bundleProblems, globalClashes } from "./gate/bundle-check";
import { declaredGlobals } from "./gate/typecheck";
import { storedCode } from "./pretokenise";
import { iconImage } from "./icon";
import type { SizeReport } from "./size";
import { sizeReport } from "./size";
import type { StorageFile } from "./storage-files";
import { boardFiles, coachFile, coreFile, prepareFile, setupFiles, tableFiles, winFile, winKeysFile } from "./storage-files";

export const DIST = join(ROOT, "dist");

export interface BoardOutput {
  board: BoardBuild;
  dir: string;
  bundle: Bundle;
  /** The coach, a module of its own in Storage (firmware/coach-main.ts); null in an edition without it. */
  coach: Bundle | null;
  /** The rules core, a module of its own where the board says so (build/core-module.ts); null elsewhere. */
  core: Bundle | null;
  /** Gate part 4 on both bundles. */
  problems: string[];
  report: SizeReport;
}

/** Boards packaged for BangleApps (espruino.config.json storage.package) get an app folder; others the bundle and its files as they are. */
export const isBangleApp = (b: BoardBuild) => b.package === "bangleapps";

/** The code file's name in the output folder (the Storage name is the board's codeFile). */
export const bundleFileName = (b: BoardBuild) => (isBangleApp(b) ? "app.js" : `${b.prefix}.js`);

/** Where the code is stored pretokenised, that form's name in the output folder (the Storage gets it as the code file). */
export const tokenisedFileName = (b: BoardBuild) => `${b.prefix}.tok`;

/**
 * Builds board `id` into `outRoot/<id>/` (emptied first); `rules` replaces the profile's rule
 * set (npm run build -- --rules), which only an edition without rule menus plays.
 */
export async function buildBoard(id: string, outRoot: string, rules?: { preset: string; house: string[] }): Promise<BoardOutput> {
  const board = boardBuild(id);
  if (rules) {
    if (board.profile.ft.house) throw new Error(`${board.name}: its players choose the rules in its menus; --rules is for an edition without them`);
    board.profile.rules = rulesOf(rules);
  }
  const { app: bundle, coach, settings, clkinfo, prepare, win, core } = await bundleBoard(board, isBangleApp(board));
  const dir = join(outRoot, id);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // The texts kept are those the code names (the app's and the coach's).
  const coachFiles = coach ? [coachFile(board.prefix, coach.code), ...(prepare ? [prepareFile(board.prefix, prepare.code)] : []), ...(win ? [winFile(board.prefix, win.code), winKeysFile(board.prefix, board.tables)] : []), ...setupFiles(board.tables)] : [];
  const codes = [bundle, core, coach, win, settings, clkinfo].map((x) => (x ? x.code : "")).join("");
  const files = [...boardFiles(filesOf(board), codes), ...(core ? [coreFile(board.prefix, core.code)] : []), ...coachFiles, ...tableFiles(board.tables)];
  let stored: StorageFile[] = files;
  if (isBangleApp(board)) {
    const m = writeBangleApp(dir, board, bundle.code, { settings: (settings as Bundle).code, clkinfo: clkinfo ? clkinfo.code : undefined }, files);
    const info = appInfo(m);
    stored = [...files, { name: `${board.prefix}.img`, data: iconImage() }, { name: info.name, data: Buffer.from(info.content) }];
  } else {
    writeFileSync(join(dir, bundleFileName(board)), bundle.code, "latin1");
    if (board.pretokenise) writeFileSync(join(dir, tokenisedFileName(board)), storedCode(board, bundle.code), "latin1");
    for (const f of files) writeFileSync(join(dir, f.name), f.data);
  }
  const problems = [
    ...bundleProblems(bundle.code, `${id}/${bundleFileName(board)}`),
    ...(core ? bundleProblems(core.code, `${id}/${board.prefix}.core`) : []),
    ...(coach ? bundleProblems(coach.code, `${id}/${board.prefix}.coach`) : []),
    ...(prepare ? bundleProblems(prepare.code, `${id}/${board.prefix}.prep`) : []),
    ...(win ? bundleProblems(win.code, `${id}/${board.prefix}.win`) : []),
    ...(settings ? bundleProblems(settings.code, `${id}/settings.js`) : []),
    ...(clkinfo ? bundleProblems(clkinfo.code, `${id}/clkinfo.js`) : []),
  ];
  if (board.globalScope) problems.push(...globalClashes(bundle.code, `${id}/${bundleFileName(board)}`, declaredGlobals()));
  return { board, dir, bundle, coach, core, problems, report: sizeReport(board, bundle, stored) };
}
