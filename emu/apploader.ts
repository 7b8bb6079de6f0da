// The App Loader's own install, from ../shared/bangleapps (its core/js/appinfo.js, loaded
// here at test time, never copied): AppInfo.getFiles turns the app folder's metadata.json
// into the files and the upload commands the App Loader sends, with the App Loader page's
// default settings (pretokenised code) and constants (core/js/utils.js, 1 KB chunks). The
// firmware suite installs the app by typing those commands into the firmware's console,
// the way the App Loader sends them where binary packets are not used (its REPL path).
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Metadata } from "../build/bangleapps";
import { boardBuild } from "../build/boards";
import { bangleAppsDir, missingFirmware } from "../build/firmware-files";
import { Emulator, firstEmulated } from "./emulator";

/** Where the BangleApps checkout is: $BANGLEAPPS_DIR, else .firmware/bangleapps (npm run firmware), else ../shared/bangleapps (build/firmware-files.ts). */
export { bangleAppsDir };

const APPINFO = "core/js/appinfo.js";
const UTILS = "core/js/utils.js";

/** Why the App Loader's code cannot be used here, or undefined when it is present. */
export function bangleAppsMissing(): string | undefined {
  for (const f of [APPINFO, UTILS, "core/lib/espruinotools.js", "webtools/heatshrink.js"]) {
    if (!existsSync(join(bangleAppsDir(), f))) return missingFirmware("BangleApps file", join(bangleAppsDir(), f));
  }
  return undefined;
}

/** One file as AppInfo.getFiles makes it: the content written and the commands that write it. */
export interface LoaderFile {
  name: string;
  content: string;
  cmd: string;
  evaluate?: boolean;
  canUploadPacket?: boolean;
}

interface AppInfoModule {
  getFiles(app: Metadata, options: object): Promise<LoaderFile[]>;
  parseDataString(data: string): { dataFiles: string[]; storageFiles: string[] };
}

interface UtilsModule {
  globToRegex(pattern: string): RegExp;
}

/**
 * The App Loader page's settings (core/js/index.js DEFAULTSETTINGS) that getFiles reads:
 * code is pretokenised, not minified.
 */
const PAGE_SETTINGS = { pretokenise: true, minify: false };

/** The App Loader page's constants, read out of core/js/utils.js (there a page global, which appinfo.js uses). */
function pageConstants(): object {
  const text = readFileSync(join(bangleAppsDir(), UTILS), "utf8");
  const m = /^const Const = (\{[\s\S]*?^\});/m.exec(text);
  if (!m) throw new Error(`${UTILS}: no "const Const = {...};" found`);
  return new Function(`return (${m[1]})`)() as object;
}

let appInfo: AppInfoModule | undefined;

/** What EspruinoTools (loaded by appinfo.js, a global) hands a "getURL" processor. */
interface UrlRequest {
  url: string;
  data?: string;
}
interface EspruinoTools {
  addProcessor(event: "getURL", fn: (r: UrlRequest, done: (r: UrlRequest) => void) => void): void;
}

/**
 * Where an app's code requires a module, the App Loader looks for it in BangleApps' modules/
 * (the page's "modules", beside it), then on www.espruino.com. Here the first is the
 * checkout's modules/, and the second is never asked: tests download nothing. (Without this,
 * EspruinoTools in Node looked in the project's folder, then went to the network.)
 */
function localModules(tools: EspruinoTools): void {
  tools.addProcessor("getURL", (r, done) => {
    const local = /^modules\/(.+)$/.exec(r.url);
    const file = local ? join(bangleAppsDir(), "modules", local[1]) : "";
    if (file && existsSync(file)) r.data = readFileSync(file, "utf8");
    // Not in the checkout (or a web address): a path that is not there, which EspruinoTools reads as "not found".
    else r.url = join(bangleAppsDir(), "modules", "(not in the checkout: tests download nothing)");
    done(r);
  });
}

/** appinfo.js, loaded once, with the page's Const as the global it expects. */
function loadAppInfo(): AppInfoModule {
  if (appInfo) return appInfo;
  (globalThis as { Const?: object }).Const = pageConstants();
  appInfo = createRequire(join(bangleAppsDir(), APPINFO))(join(bangleAppsDir(), APPINFO)) as AppInfoModule;
  localModules((globalThis as unknown as { Espruino: EspruinoTools }).Espruino);
  return appInfo;
}

/** The page's fileGetter (core/js/utils.js httpGet): code and text as text, anything else as bytes. */
function fileGetter(dir: string, fetched?: string[]): (url: string) => Promise<string> {
  const text = [".js", ".json", ".csv", ".txt", ".md"];
  return (url) => {
    fetched?.push(url);
    const file = join(dir, url.replace(/^apps\/[^/]+\//, ""));
    return Promise.resolve(readFileSync(file).toString(text.some((e) => url.endsWith(e)) ? "utf8" : "latin1"));
  };
}

/**
 * What the App Loader sends to a board's watch (firmware 2v29; a Bangle.js 2 unless said) for
 * the app folder `dir`, file by file; the addresses it fetched are added to `fetched`.
 */
export async function appLoaderFiles(dir: string, board = firstEmulated(), fetched?: string[]): Promise<LoaderFile[]> {
  const app = JSON.parse(readFileSync(join(dir, "metadata.json"), "utf8")) as Metadata;
  return loadAppInfo().getFiles(app, {
    fileGetter: fileGetter(dir, fetched),
    settings: PAGE_SETTINGS,
    device: { id: boardBuild(board).espruinoBoard, version: "2v29", appsInstalled: [] },
  });
}

/** A factory-reset board watch with the app folder `dir` installed by the App Loader's own commands: its flash image and the files sent. */
export async function appLoaderInstall(dir: string, board = firstEmulated()): Promise<{ flash: Uint8Array; files: LoaderFile[] }> {
  const files = await appLoaderFiles(dir, board);
  const emu = Emulator.boot(undefined, false, board);
  emu.exec("Bangle.factoryReset()");
  emu.powerCycle();
  for (const f of files) emu.send(f.cmd + "\n");
  const errors = emu.takeErrors();
  if (errors.length) throw new Error("installing the app with the App Loader's commands: " + errors.map((e) => e.message).join("; "));
  return { flash: emu.flash, files };
}

/**
 * The commands the App Loader's removeApp (core/js/comms.js) sends to remove an app, for the
 * watch's `<id>.info` as read back from it: its files by name, then its data (parsed by
 * appinfo.js parseDataString), wildcards listed by the regular expression of utils.js
 * globToRegex, as removeApp builds them (its storageFiles branch: this app has none).
 */
export function appLoaderRemoveCommands(info: { files?: string; data?: string }): string[] {
  const utils = createRequire(join(bangleAppsDir(), UTILS))(join(bangleAppsDir(), UTILS)) as UtilsModule;
  const data = loadAppInfo().parseDataString(info.data ?? "");
  if (data.storageFiles.length) throw new Error("removeApp's storageFiles branch is not mirrored here");
  const erase = (f: string) => `require("Storage").erase(${JSON.stringify(f)})`;
  return [
    ...(info.files ?? "").split(",").filter((f) => f !== "").map(erase),
    ...data.dataFiles.map((f) => (/[?*]/.test(f) ? `require("Storage").list(${utils.globToRegex(f)}).forEach(f=>require("Storage").erase(f))` : erase(f))),
  ];
}

/**
 * What the App Loader's updateApp (core/js/index.js) removes before it installs the new
 * version `app`: of the watch's `<id>.info`, the files the new version does not write again
 * (not the .info), and the data files it no longer declares; as removeApp commands.
 */
export function appLoaderUpdateRemoveCommands(info: { files?: string; data?: string }, app: Metadata): string[] {
  const files = (info.files ?? "").split(",").filter((f) => f !== app.id + ".info" && !app.storage.some((s) => s.name === f));
  const declared = (f: string) => (app.data ?? []).some((d) => ("name" in d ? d.name : d.wildcard) === f);
  const data = loadAppInfo().parseDataString(info.data ?? "");
  return appLoaderRemoveCommands({ files: files.join(","), data: data.dataFiles.filter((f) => !declared(f)).join(",") });
}
