// The Bangle.js 2 build as a BangleApps app folder (apps/kniffel in the BangleApps
// repository): metadata.json, the code as app.js, the icon, the settings module for the
// watch's Settings app (settings.js), the clock info for its clocks (clkinfo.js), the Storage files the code reads, the app's page in
// the App Loader (interface.html, build/interface.ts), ChangeLog, README,
// test.json (the test BangleApps' runner plays) and screenshots made by the simulator. Hand-written parts live
// in build/bangleapps/; the version is the ChangeLog's last, so the two always agree.
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { LEGACY, SLOTS } from "../firmware/app/store/journal";
import { OLD_SETTINGS_FILE, SETTINGS_FILE } from "../firmware/app/store/settings";
import { STATS_FILE } from "../firmware/app/store/stats";
import { SUMMARY_FILE } from "../firmware/app/store/summary";
import { RESTORE_FILE, RESTORE_TEMPS } from "../firmware/app/store/restore";
import { runScript } from "../sim/script";
import type { BoardBuild } from "./boards";
import { ROOT } from "./boards";
import { iconJs, iconPng } from "./icon";
import type { Metadata } from "./app-info";
import type { StorageFile } from "./storage-files";
import { setupFileName } from "./storage-files";
import { rulesCode, TABLE_FILE } from "../firmware/coach/table";
import type { Rules } from "../firmware/core";
import { PRESET_IDS, presetRules } from "../firmware/core";
import { PACKED_FILE } from "../firmware/coach/parts";
import { interfaceHtml } from "./interface";

export { appInfo } from "./app-info";
export type { Metadata, StorageEntry } from "./app-info";

export const SOURCE = join(ROOT, "build/bangleapps");

/** The last "N.NN:" version of a ChangeLog, as BangleApps reads it. */
export function changeLogVersion(changeLog: string): string | undefined {
  return changeLog.match(/\d+\.\d+:/g)?.pop()?.slice(0, -1);
}

/**
 * The files the game writes: the App Loader removes them with the app. The coach makes its
 * set-up file and its value tables itself from what the install sent (firmware/coach/prepare.ts).
 */
const DATA_FILES = [...SLOTS, LEGACY, SETTINGS_FILE, OLD_SETTINGS_FILE, STATS_FILE, SUMMARY_FILE, ...RESTORE_TEMPS, RESTORE_FILE];
/**
 * The coach's files: its set-up file, its tables, and the parts of the other presets' tables
 * that the app's page may send (kniffel.z<code>.<n>: kept on an update, removed with the app).
 * The installed preset's parts and their marker are the install's storage: a data wildcard
 * over them is what BangleApps' sanitycheck warns of, so each other preset gets its own.
 */
function coachData(b: BoardBuild): ({ name: string } | { wildcard: string })[] {
  if (!b.tables.length) return [];
  const installed = b.tables.map((id) => rulesCode(presetRules(id) as Rules));
  const sent = PRESET_IDS.map((id) => rulesCode(presetRules(id) as Rules)).filter((code) => installed.indexOf(code) < 0);
  return [{ name: setupFileName(b.prefix) }, { wildcard: TABLE_FILE + "*" }, ...sent.map((code) => ({ wildcard: PACKED_FILE + code + ".*" }))];
}

/** The code of a watch app's modules besides the app: for the watch's Settings app, and for its clock (firmware/clkinfo-main.ts). */
export interface WatchModules {
  settings: string;
  /** Where the board's clocks show it (profile clockInfo). */
  clkinfo?: string;
}

/** Writes the app folder into `dir` (which exists): the app's code, its modules', the files; returns its metadata. */
export function writeBangleApp(dir: string, b: BoardBuild, code: string, modules: WatchModules, files: StorageFile[]): Metadata {
  const template = JSON.parse(readFileSync(join(SOURCE, "metadata.json"), "utf8")) as Metadata;
  if (template.id !== b.prefix) throw new Error(`build/bangleapps/metadata.json: id "${template.id}" must be the board's file prefix "${b.prefix}"`);
  const changeLog = readFileSync(join(SOURCE, "ChangeLog"), "utf8");
  const version = changeLogVersion(changeLog);
  if (!version) throw new Error("build/bangleapps/ChangeLog: no version line (N.NN: what changed)");

  writeFileSync(join(dir, "app.js"), code, "latin1");
  writeFileSync(join(dir, "settings.js"), modules.settings, "latin1");
  if (modules.clkinfo) writeFileSync(join(dir, "clkinfo.js"), modules.clkinfo, "latin1");
  writeFileSync(join(dir, "app-icon.js"), iconJs());
  writeFileSync(join(dir, "app.png"), iconPng());
  for (const f of files) writeFileSync(join(dir, f.name), f.data);
  copyFileSync(join(SOURCE, "ChangeLog"), join(dir, "ChangeLog"));
  copyFileSync(join(SOURCE, "README.md"), join(dir, "README.md"));
  // BangleApps' per-app test for its runner (bin/runapptests.js; test/build/bangleapps-runner.test.ts runs it).
  copyFileSync(join(SOURCE, "test.json"), join(dir, "test.json"));
  // The app's page in the App Loader (metadata "interface"): statistics, backups, the coach's tables.
  writeFileSync(join(dir, "interface.html"), interfaceHtml());
  const shots = runScript(JSON.parse(readFileSync(join(SOURCE, "screenshots.json"), "utf8")), dir, { board: b.id }).files;

  const metadata: Metadata = {
    ...template,
    supports: [b.espruinoBoard], // this watch's folder; build/bangleapps-both.ts makes the one for both
    version,
    storage: [
      { name: b.codeFile, url: "app.js" },
      { name: `${b.prefix}.img`, url: "app-icon.js", evaluate: true },
      { name: `${b.prefix}.settings.js`, url: "settings.js" },
      ...(modules.clkinfo ? [{ name: `${b.prefix}.clkinfo.js`, url: "clkinfo.js" }] : []),
      ...files.map((f) => ({ name: f.name, url: f.name })),
    ],
    data: [...DATA_FILES.map((name) => ({ name })), ...coachData(b)],
    screenshots: shots.filter((f) => f.endsWith(".png")).map((f) => ({ url: f.slice(dir.length + 1) })),
  };
  writeFileSync(join(dir, "metadata.json"), JSON.stringify(metadata, null, 2) + "\n");
  return metadata;
}
