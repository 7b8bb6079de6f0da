// The pictures of docs/web.md, taken in Chromium as the browser tests play (page-pictures.ts
// says what each plays; play.test.ts and firmware.test.ts play the same and compare the
// device's canvas with these pictures):
//   npx tsx test/web/pictures.ts [web-end.png ...]   (after npm run build: the watch app for the
//                                                     firmware switch; no names: all three)
// The Pixl.js in the page after a roll, the pictures after a two-player game on the Bangle.js
// 2, and the firmware switch.
import { join } from "node:path";
import type { Page } from "playwright-core";
import { ROOT } from "../../build/boards";
import { DIST } from "../../build/build";
import type { Driver } from "../../sim/harness";
import { buildWeb } from "../../web/server/build";
import { launchChromium } from "./chromium";
import { END_PICTURE, FIRMWARE_PICTURE, firmwareQuery, pageQuery, PIXL_PICTURE } from "./page-pictures";
import { PageDevice } from "./page-device";
import { record } from "./recorder";
import { serveStatic } from "./static-server";

/** The page on the virtual clock given the inputs of `pic`'s game on the simulator. */
function played(pic: { board: string; play: (d: Driver) => void }) {
  return async (page: Page, url: string): Promise<void> => {
    await page.goto(url + pageQuery(pic.board));
    const device = new PageDevice(page, pic.board);
    await device.advance(1000);
    await device.play(record(pic.board, pic.play).steps);
  };
}

/** Each picture: the page's viewport, and what brings the page at `url` to it. */
const PICTURES: { [picture: string]: { w: number; h: number; take(page: Page, url: string): Promise<void> } } = {
  [PIXL_PICTURE.picture]: { w: 900, h: 620, take: played(PIXL_PICTURE) },
  [END_PICTURE.picture]: {
    w: 1100,
    h: 1100,
    async take(page, url) {
      await played(END_PICTURE)(page, url);
      // The page's charts of the game (not compared by the tests: the browser draws them).
      await page.locator("section.loss-panel svg.chart").nth(1).waitFor({ timeout: 60000 });
    },
  },
  [FIRMWARE_PICTURE.picture]: {
    w: 900,
    h: 620,
    async take(page, url) {
      await page.goto(url + firmwareQuery(FIRMWARE_PICTURE.board));
      await page.waitForFunction(() => (globalThis as unknown as { kniffel: { firmwareReady(): boolean } }).kniffel.firmwareReady(), undefined, { timeout: 90000 });
      await page.waitForTimeout(1500);
    },
  },
};

async function main(names: string[]): Promise<void> {
  const unknown = names.filter((n) => !PICTURES[n]);
  if (unknown.length) throw new Error(`no such picture: ${unknown.join(", ")} (known: ${Object.keys(PICTURES).join(", ")})`);
  const site = join(ROOT, ".tmp/web/pictures");
  await buildWeb({ apps: { banglejs2: join(DIST, "banglejs2") }, outDir: site });
  const server = await serveStatic(site);
  const browser = await launchChromium();
  const page = await browser.newPage();
  for (const name of names) {
    await page.setViewportSize({ width: PICTURES[name].w, height: PICTURES[name].h });
    await PICTURES[name].take(page, server.url);
    await page.screenshot({ path: join(ROOT, "docs/img", name) });
  }
  await browser.close();
  await server.close();
  process.stdout.write(`wrote docs/img/${names.join(", ")}\n`);
}

const asked = process.argv.slice(2);
main(asked.length ? asked : Object.keys(PICTURES)).catch((e) => {
  process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exitCode = 1;
});
