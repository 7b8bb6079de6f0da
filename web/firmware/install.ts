// An app folder installed on the page's firmware file for file as the App Loader installs it
// (EspruinoAppLoaderCore: comms.js uploadApp, appinfo.js getFiles/getFileUploadCommands):
// the device reset, each file of metadata.json's storage list written in 1 KB pieces, created
// at its full size with the first (`evaluate` files: the expression stored as its value),
// each command answered before the next, then the .info file, then load(). The App
// Loader compresses a piece with heatshrink where that saves a quarter; here every piece goes
// as JSON or base64 (whichever is shorter, as it chooses otherwise): the same bytes arrive.
import { appInfo, Metadata } from "../../build/app-info";
import { PageFirmware } from "./page-firmware";

const CHUNK = 1024; // the App Loader's UPLOAD_CHUNKSIZE

/** A piece of a file as a JavaScript expression (appinfo.js asJSExpr, without heatshrink). */
export function asJsExpr(txt: string): string {
  let binary = false;
  for (let i = 0; i < txt.length; i++) {
    const c = txt.charCodeAt(i);
    if (c === 0 || c > 127) binary = true;
  }
  const json = JSON.stringify(txt);
  const b64 = `atob(${JSON.stringify(btoa(txt))})`;
  return binary || b64.length < json.length ? b64 : json;
}

/** The Storage writes that put `data` (one char per byte) into file `name` (getFileUploadCommands). */
export function fileCommands(name: string, data: string): string[] {
  const n = JSON.stringify(name);
  const cmds = [`require('Storage').write(${n},${asJsExpr(data.slice(0, CHUNK))},0,${data.length})`];
  for (let i = CHUNK; i < data.length; i += CHUNK) cmds.push(`require('Storage').write(${n},${asJsExpr(data.slice(i, i + CHUNK))},${i})`);
  return cmds;
}

/** A file as the App Loader stores it: evaluated on the device, or its bytes. */
export function storageCommands(entry: { name: string; evaluate?: boolean }, data: string): string[] {
  if (!entry.evaluate) return fileCommands(entry.name, data);
  let js = data.trim();
  if (js.endsWith(";")) js = js.slice(0, -1);
  return [`require('Storage').write(${JSON.stringify(entry.name)},${js})`];
}

/** Bytes as a string of one char each (how Storage holds them). */
export function byteString(b: Uint8Array): string {
  let s = "";
  for (let i = 0; i < b.length; i += 8192) s += String.fromCharCode.apply(null, Array.prototype.slice.call(b, i, i + 8192) as number[]);
  return s;
}

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
