// The firmware switch: the built watch app on the real firmware of each watch in the page
// (the Web IDE's emulator page, ../shared/emu), installed file for file as the App Loader
// installs it, started, and played: the Bangle.js 2 by clicks on its screen, the Bangle.js 3
// by its emulator page's four buttons, the Bangle.js 1 by its page's three buttons and its
// screen's two touch halves (the page's BTN4 and BTN5); a game starts and a roll is saved,
// and the device throws nothing. Where a watch's firmware files or the Web IDE's page files are absent the
// site has no switch for it and its test is skipped, saying which file. The Bangle.js 2's
// screen after the install is the one docs/img/web-firmware.png shows (page-pictures.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import { describe, expect, inject, it } from "vitest";
import type { Metadata } from "../../build/app-info";
import { ROOT } from "../../build/boards";
import { load, newJournal } from "../../firmware/app/store/journal";
import { logEntries } from "../../firmware/core";
import { buttonMap } from "../../sim/buttons";
import { profileFor } from "../../sim/profiles";
import { touchPoints } from "../../sim/harness";
import { memoryStorage } from "../../sim/storage";
import { emulated } from "../../emu/emulator";
import { pageFirmwareMissing } from "../../web/server/config";
import { chromiumMissing } from "./chromium";
import { useSite } from "./fixture";
import { FIRMWARE_PICTURE, firmwareQuery, pictureShows } from "./page-pictures";
import type { TestApi } from "../../web/test-api-types";

// The page's firmware runs on the real clock, as fast as the machine lets it: a boot with the
// app's install takes about 8 s on an idle 2-core machine. The limits are for a busy one.
const BOOT_MS = 120_000;
/** A press's answer on the screen, a write kept. */
const PRESS_MS = 30_000;
/**
 * File bytes per read of a saved game while the app runs: its base64 text, as JSON, fits beside
 * the app in the smallest watch's variables (the Bangle.js 1's 2,500; emu/emulator.ts reads so too).
 */
const READ_CHUNK = 384;

for (const board of emulated()) {
  const APP = join(ROOT, ".tmp/firmware", board);

  const skip = chromiumMissing() ?? (inject("firmwareSkip")[board] || pageFirmwareMissing(board));

  describe.skipIf(skip !== undefined)(`${skip ? "" : "browser: "}the real ${board} firmware in the page (firmware=1)${skip ? ` (skipped: ${skip})` : ""}`, () => {
    const site = useSite();

    it("installs the app as the App Loader does, boots it, a game starts and rolls with no uncaught device exception, and a reload keeps the watch", { timeout: 2 * BOOT_MS + 4 * PRESS_MS + 60_000 }, async () => {
      const { page, device, errors } = await site.open(firmwareQuery(board));
      await page.waitForFunction(() => (globalThis as unknown as { kniffel: TestApi }).kniffel.firmwareReady(), undefined, { timeout: BOOT_MS });
      expect(await device.call("firmwareInstalled")).toBe(true);
      const ev = <T>(expr: string) => device.call("firmwareEval", expr) as Promise<T>;
      // Every file of the app folder's storage list, byte for byte (evaluated ones: the icon's value), and the .info file.
      const meta = JSON.parse(readFileSync(join(APP, "metadata.json"), "utf8")) as Metadata;
      for (const s of meta.storage.filter((x) => !x.evaluate)) {
        const data = readFileSync(join(APP, s.url));
        const got = await ev<[number, number]>(`(function(f){return [f.length,E.CRC32(f)]})(require("Storage").read(${JSON.stringify(s.name)}))`);
        expect([got[0], got[1] >>> 0], s.name).toEqual([data.length, crc32(data)]);
      }
      expect(await ev<number>('require("Storage").read("kniffel.img").length')).toBeGreaterThan(100);
      expect(await ev<{ src: string }>('require("Storage").readJSON("kniffel.info")')).toMatchObject({ id: "kniffel", src: "kniffel.app.js" });
      expect(await ev<string>("global.__FILE__")).toBe("kniffel.app.js");
      const frame = page.frameLocator("iframe.firmware");
      // The app's title, once drawn, is what the picture of the firmware switch shows of the watch.
      if (board === FIRMWARE_PICTURE.board) await expect.poll(() => pictureShows(FIRMWARE_PICTURE.picture, frame.locator("#gfxcanvas")), { timeout: PRESS_MS, message: `docs/img/${FIRMWARE_PICTURE.picture} shows the watch's screen (npm run pictures makes it again)` }).toBe(true);
      // What the watch's screen shows (the emulator page's canvas): each press below waits for it to change.
      const shown = () => frame.locator("#gfxcanvas").evaluate((c) => (c as unknown as { toDataURL(): string }).toDataURL());
      const changes = async (press: () => Promise<void>) => {
        const before = await shown();
        await press();
        await expect.poll(shown, { timeout: PRESS_MS }).not.toBe(before);
      };
      // A person starts a game and rolls: Neues Spiel (ok), up to "Los!" (up from the first
      // line), ok, then back on the dice (the roll of a watch played by buttons) or a tap below
      // the dice. By the watch's buttons in its emulator page where it has one for each of these
      // (the Bangle.js 3's four; the Bangle.js 1's three and its touch halves, which the page
      // has as buttons too), else by clicks on its screen (the Bangle.js 2's corners are its buttons).
      const physical: { [b: string]: string } = {};
      const map = buttonMap(board);
      for (const label of Object.keys(map)) physical[map[label]] = label;
      const presses = ["ok", "up", "ok", "back"];
      if (presses.every((b) => physical[b])) {
        // Held as a finger holds it (the app debounces).
        for (const b of presses) await changes(() => frame.locator("#" + physical[b]).click({ delay: 120 }));
      } else {
        const box = await frame.locator("#gfxcanvas").boundingBox();
        if (!box) throw new Error("no watch screen");
        const s = box.width / (profileFor(board).w + 10); // the canvas has a 5-pixel border
        const tap = ([x, y]: number[]) => changes(() => page.mouse.click(box.x + (5 + x + 0.5) * s, box.y + (5 + y + 0.5) * s));
        const points = touchPoints(board);
        for (const p of [points.ok, [5, 5], points.ok, points.roll]) await tap(p);
      }
      // The watch's saved game, read by the game's own journal code: one player, one roll.
      const savedLog = async () => {
        const st = memoryStorage(1 << 20);
        for (const name of await ev<string[]>('require("Storage").list(/^kniffel\\.g[01]$/)')) {
          const n = JSON.stringify(name);
          const len = await ev<number>(`require("Storage").read(${n}).length`);
          let data = "";
          for (let off = 0; off < len; off += READ_CHUNK) data += Buffer.from(await ev<string>(`btoa(require("Storage").read(${n},${off},${Math.min(READ_CHUNK, len - off)}))`), "base64").toString("latin1");
          st.write(name, data);
        }
        const g = load(newJournal(st, profileFor(board).slot)).g;
        return g ? logEntries(g) : [];
      };
      await expect.poll(savedLog, { timeout: PRESS_MS }).toHaveLength(1);
      const log = await savedLog();
      expect(log[0]).toMatch(/^r[1-6]{5}$/);
      expect(await device.call("firmwareErrors")).toEqual([]);
      // A reload finds the watch as it was (its flash kept in the browser): the app, its game.
      // (The app may still be making its coach files in the background: what it wrote by now is enough.)
      const now = await page.evaluate(() => performance.now());
      await page.waitForFunction((at) => (globalThis as unknown as { kniffel: TestApi }).kniffel.firmwareKeptSince(at), now, { timeout: PRESS_MS });
      await page.reload();
      await page.waitForFunction(() => (globalThis as unknown as { kniffel: TestApi }).kniffel.firmwareReady(), undefined, { timeout: BOOT_MS });
      expect(await device.call("firmwareInstalled")).toBe(false);
      expect(await ev<string>("global.__FILE__")).toBe("kniffel.app.js");
      expect(await savedLog()).toEqual(log);
      expect(await device.call("firmwareErrors")).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}
