// The App Loader's own install (BangleApps' core/js/appinfo.js, apploader.ts) against the
// project's imitation of it (watch.ts installApp, which `npm run flash` and the earlier
// suite followed): both written into a factory-reset firmware, every file the app has in
// Storage compared. Where they differ, this says how; everything else is byte for byte the
// same. What it sends in all stays within the install's budget. The whole firmware suite runs on the App Loader's install (global-setup.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import type { Metadata } from "../../build/bangleapps";
import { boardBuild, ROOT } from "../../build/boards";
import { appLoaderInstall, bangleAppsMissing } from "../../emu/apploader";
import { Emulator, emulated, firmwareMissing } from "../../emu/emulator";
import { installApp } from "../../emu/watch";

const DIR = join(ROOT, ".tmp/firmware/kniffel"); // the folder for both watches global-setup.ts built

/** Every kniffel.* file in a flash image, name -> bytes. */
function appFiles(image: Uint8Array, board: string): Map<string, Buffer> {
  const emu = Emulator.boot(image, false, board);
  const out = new Map<string, Buffer>();
  for (const name of emu.eval<string[]>("require('Storage').list(/^kniffel\\./)")) out.set(name, emu.readFile(name)!);
  return out;
}

describe.each(emulated())("%s", (board) => {
  const skip = firmwareMissing(board) ?? bangleAppsMissing() ?? (inject("firmwareSkip")[board] || undefined);
  describe.skipIf(skip !== undefined)(skip ? `the App Loader's install (skipped: ${skip})` : "firmware: the App Loader's install against the project's imitation", () => {
    it("writes the same files, byte for byte, but for the code it pretokenises", async () => {
      const loader = await appLoaderInstall(DIR, board);
      const ours = appFiles(installApp(DIR, board), board);
      const theirs = appFiles(loader.flash, board);
      expect([...theirs.keys()].sort()).toEqual([...ours.keys()].sort());
      const differing = [...theirs.keys()].filter((n) => !theirs.get(n)!.equals(ours.get(n)!)).sort();
      // (The clock info where the watch's clocks show it: espruino.config.json storage.clockInfo.)
      const code = ["kniffel.app.js", ...(boardBuild(board).profile.clockInfo ? ["kniffel.clkinfo.js"] : []), "kniffel.settings.js"];
      expect(differing).toEqual(code); // the app info too is the same, byte for byte (build/app-info.ts)
      // The code: the App Loader pretokenises .js files (its default setting), so the watch
      // stores less than the build wrote (the suite runs that code).
      const meta = JSON.parse(readFileSync(join(DIR, "metadata.json"), "utf8")) as Metadata;
      const device = boardBuild(board).espruinoBoard;
      const urlOf = (name: string) => meta.storage.find((s) => s.name === name && (!s.supports || s.supports.includes(device)))!.url;
      for (const name of code) {
        const built = readFileSync(join(DIR, urlOf(name)));
        expect(ours.get(name)!.equals(built), name).toBe(true);
        expect(theirs.get(name)!.length, name).toBeLessThan(built.length * 0.95);
        expect(loader.files.find((f) => f.name === name)!.content.length).toBe(theirs.get(name)!.length);
      }
      // What the App Loader sends in all: within the install's budget where the board has one
      // (the exact tables' parts among it where the board stores them: storage.tables).
      const b = boardBuild(board);
      expect(loader.files.some((f) => f.name.startsWith("kniffel.z2."))).toBe(b.tables.length > 0);
      const sent = loader.files.reduce((n, f) => n + f.content.length, 0);
      expect(sent).toBeLessThanOrEqual(b.budgets.install ?? b.storageBytes);
    }, 120_000);
  });
});
