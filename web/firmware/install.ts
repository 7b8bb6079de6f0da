// An app folder installed on the page's firmware file for file as the App Loader installs it
// (EspruinoAppLoaderCore: comms.js uploadApp, appinfo.js getFiles/getFileUploadCommands):
// the device reset, each file of metadata.json's storage list written in 1 KB pieces, created
// at its full size with the first (`evaluate` files: the expression stored as its value),
// each command answered before the next, then the .info file, then load(). The App
// Loader compresses a piece with heatshrink where that saves a quarter; here every piece goes
// as JSON or base64 (whichever is shorter, as it chooses otherwise): the same bytes arrive.
import type { Metadata } from "../../build/app-info";
import { appInfo } from "../../build/app-info";
import { byteString, fileCommands, storageCommands } from "./commands";
import type { PageFirmware } from "./page-firmware";

export interface AppFolder {
  metadata: Metadata;
  /** metadata.storage's url -> the file's bytes. */
  files: Map<string, Uint8Array>;
}

/** Reads an app folder served at `base` (metadata.json and every file of its storage list). */
export async function fetchApp(base: string): Promise<AppFolder> {
  const get = async (url: string) => {
    const r = await fetch(base + url);
    if (!r.ok) throw new Error(`${base}${url}: ${r.status} ${r.statusText}`);
    return new Uint8Array(await r.arrayBuffer());
  };
  const metadata = JSON.parse(new TextDecoder().decode(await get("metadata.json"))) as Metadata;
  const files = new Map<string, Uint8Array>();
  for (const s of metadata.storage) files.set(s.url, await get(s.url));
  return { metadata, files };
}

/**
 * Installs `app` as the App Loader does, each command answered before the next; `progress`
 * hears the share done (0..1). A write the device refuses (Storage full) throws.
 */
export async function installApp(fw: PageFirmware, app: AppFolder, progress: (done: number) => void): Promise<void> {
  const m = app.metadata;
  const cmds: string[] = [];
  for (const s of m.storage) cmds.push(...storageCommands(s, byteString(app.files.get(s.url) as Uint8Array)));
  const info = appInfo(m);
  cmds.push(...fileCommands(info.name, info.content));
  // comms.js reset(): the device reset, its boot code's listeners cleared.
  fw.send("\x03\x10reset();\n");
  fw.send("\x10clearInterval();clearWatch();global.Bangle&&Bangle.removeAllListeners();E.removeAllListeners();global.NRF&&NRF.removeAllListeners();\n");
  for (let i = 0; i < cmds.length; i++) {
    // uploadCommandList awaits an "OK" printed after each command; here the write's own answer.
    if (fw.eval<boolean>(cmds[i]) !== true) throw new Error(`the device did not store piece ${i + 1} of ${cmds.length} (${cmds[i].slice(0, 50)}...)`);
    if (i % 16 === 0) {
      progress(i / cmds.length);
      await new Promise((r) => setTimeout(r, 0)); // the page paints its progress
    }
  }
  progress(1);
  // showUploadFinished: the watch goes back to its clock, where the launcher lists the app.
  fw.send("\x10load()\n");
}
