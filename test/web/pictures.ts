// The pictures of docs/web.md, taken in Chromium as the browser tests play:
//   npx tsx test/web/pictures.ts      (after npm run build: the watch app for the firmware switch)
// The Pixl.js in the page after a roll, the pictures after a two-player game on the Bangle.js
// 2, and the firmware switch.
import { join } from "node:path";
import { ROOT } from "../../build/boards";
import { DIST } from "../../build/build";
import { buildWeb } from "../../web/server/build";
import { finish } from "../../sim/harness";
import { launchChromium } from "./chromium";
import { PageDevice } from "./page-device";
import { record } from "./recorder";
import { serveStatic } from "./static-server";

async function main(): Promise<void> {
  const site = join(ROOT, ".tmp/web/pictures");
  await buildWeb({ apps: { banglejs2: join(DIST, "banglejs2") }, outDir: site });
  const server = await serveStatic(site);
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 900, height: 620 } });
  const shot = (name: string) => page.screenshot({ path: join(ROOT, "docs/img", name) });

  await page.goto(server.url + "?board=pixljs&seed=3&clock=virtual&test=1");
  const pixl = new PageDevice(page, "pixljs");
  await pixl.advance(1000);
  await pixl.play(record("pixljs", (d) => d.newGame(2).press("ok").queueDice("66252").press("back").press("ok")).steps);
  await shot("web-pixljs.png");

  await page.setViewportSize({ width: 1100, height: 1100 });
  await page.goto(server.url + "?board=banglejs2&seed=5&clock=virtual&test=1");
  const bangle = new PageDevice(page, "banglejs2");
  await bangle.advance(1000);
  await bangle.play(record("banglejs2", (d) => (d.newGame(2), finish(d)), 5).steps);
  await page.locator("section.loss-panel svg.chart").nth(1).waitFor({ timeout: 60000 });
  await shot("web-end.png");

  await page.setViewportSize({ width: 900, height: 620 });
  await page.goto(server.url + "?board=banglejs2&firmware=1&test=1");
  await page.waitForFunction(() => (globalThis as unknown as { kniffel: { firmwareReady(): boolean } }).kniffel.firmwareReady(), undefined, { timeout: 90000 });
  await page.waitForTimeout(1500);
  await shot("web-firmware.png");

  await browser.close();
  await server.close();
  process.stdout.write("wrote docs/img/web-pixljs.png, web-end.png, web-firmware.png\n");
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exitCode = 1;
});
