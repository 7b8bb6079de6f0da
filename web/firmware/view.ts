// The page's firmware switch: the built watch app on the real firmware (page-firmware.ts),
// installed as the App Loader installs it (install.ts) into a factory-reset watch the first
// time, and the watch's flash kept in the browser (IndexedDB) as it is written, so a reload
// finds the watch as it was: the app, its saved game. A newer build of the app is installed
// afresh.
import { idbGet, idbPut } from "../coach/idb";
import type { DeviceError, PageFirmware } from "./page-firmware";
import { bootFirmware } from "./page-firmware";
import { byteString } from "./commands";
import type { AppFolder } from "./install";
import { fetchApp, installApp } from "./install";

export interface FirmwareView {
  fw: PageFirmware;
  /** This start installed the app (a kept flash held none, or an older build). */
  installed: boolean;
  /** Everything the watch wrote up to `at` (performance.now()) is kept in the browser. */
  keptSince(at: number): boolean;
  stop(): void;
}

/** A short fingerprint of the app as built (its metadata and every file), to know a kept flash holds it. */
function stampOf(app: AppFolder): string {
  let h = 0x811c9dc5;
  const add = (s: string) => {
    for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  };
  add(JSON.stringify(app.metadata));
  for (const [url, bytes] of app.files) add(url + byteString(bytes));
  return h.toString(16);
}

export interface FirmwareOptions {
  container: HTMLElement;
  /** Where the emulator's files and the app folder are served. */
  emuBase: string;
  appBase: string;
  /** The board's id, as the emulator's files are named (banglejs1: emu_banglejs1.html), and its Espruino board (BANGLEJS). */
  board: string;
  device: string;
  /** CSS pixels the watch may take. */
  room: { w: number; h: number };
  status(text: string, key: "booting" | "installing" | "ready" | "error", arg?: string): void;
  error(e: DeviceError): void;
}

export async function startFirmware(o: FirmwareOptions): Promise<FirmwareView> {
  o.status("", "booting");
  const app = await fetchApp(o.appBase);
  const stamp = stampOf(app);
  const key = `flash/${o.board}`;
  const kept = await idbGet<{ stamp: string; flash: Uint8Array }>(key);
  const fresh = !kept || kept.stamp !== stamp;
  const fw = await bootFirmware({ container: o.container, base: o.emuBase, board: o.board, device: o.device, room: o.room, flash: fresh ? undefined : kept.flash });
  fw.onError = o.error;
  for (const e of fw.errors) o.error(e);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let first = 0; // the first write the timer waits to keep
  let done = -1; // when the latest finished keep began
  let wrote = -1; // when the app last wrote
  let covered = -1; // the last write a finished keep holds
  const keep = () => {
    const began = performance.now();
    const upTo = wrote;
    void idbPut(key, { stamp, flash: fw.flash() }).finally(() => {
      done = Math.max(done, began);
      covered = Math.max(covered, upTo);
    });
  };
  if (fresh) {
    // A factory-reset watch (boot loader, launcher, clock), then the app, as the App Loader puts it.
    fw.exec("Bangle.factoryReset(true)");
    await installApp(fw, app, (done) => o.status("", "installing", `${Math.round(done * 100)} %`));
    keep();
  }
  fw.exec(`load(${JSON.stringify(app.metadata.id + ".app.js")})`); // as the launcher starts it
  o.status("", "ready");
  // What the app writes (its saved game, settings) is kept a moment after the last write, and
  // every 2 s while writes go on: after an install the app writes its coach files in the
  // background for minutes (firmware/app/preparing.ts), and a reload then loses a moment of it.
  fw.onFlashWrite = () => {
    const now = performance.now();
    wrote = now;
    if (timer === undefined) first = now;
    else clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      keep();
    }, now - first >= 2000 ? 0 : 500);
  };
  const onHide = () => keep();
  window.addEventListener("pagehide", onHide);
  return {
    fw,
    installed: fresh,
    // Everything written before `at` is kept: by a keep begun since (writes go on), or, where
    // the app has written nothing since, by one that holds its last write.
    keptSince: (at) => (wrote < at ? covered >= wrote : done >= at),
    stop() {
      window.removeEventListener("pagehide", onHide);
      if (timer !== undefined) clearTimeout(timer);
      fw.dispose();
    },
  };
}
