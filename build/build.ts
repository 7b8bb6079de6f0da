// One board's build: its bundle, the files its Storage gets, and its size report.
// Pixl.js: <out>/pixljs/ (kniffel.js for .bootcde, and the text and font files);
// Bangle.js 2: <out>/banglejs2/, a BangleApps app folder.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { appInfo, writeBangleApp } from "./bangleapps";
import { BoardBuild, boardBuild, ROOT } from "./boards";
import { Bundle, bundleBoard } from "./bundle";
import { bundleProblems } from "./gate/bundle-check";
import { iconImage } from "./icon";
import { SizeReport, sizeReport } from "./size";
import { coachFile, setupFiles, StorageFile, storageFiles, tableFiles } from "./storage-files";

export const DIST = join(ROOT, "dist");

export interface BoardOutput {
  board: BoardBuild;
  dir: string;
  bundle: Bundle;
  /** The coach, a module of its own in Storage (firmware/coach-main.ts). */
  coach: Bundle;
  /** Gate part 4 on both bundles. */
  problems: string[];
  report: SizeReport;
}

/** Bangle boards get a BangleApps folder; others the bundle and its files as they are. */
export const isBangleApp = (b: BoardBuild) => b.espruinoBoard.startsWith("BANGLEJS");

/** The code file's name in the output folder (the Storage name is the board's codeFile). */
export const bundleFileName = (b: BoardBuild) => (isBangleApp(b) ? "app.js" : `${b.prefix}.js`);

/** Builds board `id` into `outRoot/<id>/` (emptied first). */
export async function buildBoard(id: string, outRoot: string): Promise<BoardOutput> {
  const board = boardBuild(id);
  const { app: bundle, coach } = await bundleBoard(board);
  const dir = join(outRoot, id);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const files = [...storageFiles(board.prefix), coachFile(board.prefix, coach.code), ...setupFiles(board.prefix, board.tables), ...tableFiles(board.tables)];
  let stored: StorageFile[] = files;
  if (isBangleApp(board)) {
    const m = writeBangleApp(dir, board, bundle.code, files);
    const info = appInfo(m);
    stored = [...files, { name: `${board.prefix}.img`, data: iconImage() }, { name: info.name, data: Buffer.from(info.content) }];
  } else {
    writeFileSync(join(dir, bundleFileName(board)), bundle.code, "latin1");
    for (const f of files) writeFileSync(join(dir, f.name), f.data);
  }
  const problems = [...bundleProblems(bundle.code, `${id}/${bundleFileName(board)}`), ...bundleProblems(coach.code, `${id}/${board.prefix}.coach`)];
  return { board, dir, bundle, coach, problems, report: sizeReport(board, bundle, stored) };
}
