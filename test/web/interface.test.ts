import { join } from "node:path";
import { describe, expect, inject, it, beforeAll, afterAll } from "vitest";
import { Browser, Page } from "playwright-core";
import { ROOT } from "../../build/boards";
import { chromiumMissing, launchChromium, pageErrors } from "./chromium";
import { serveStatic, StaticServer } from "./static-server";
import { loaderMissing, loaderSite } from "./loader";

const skip = chromiumMissing() ?? loaderMissing() ?? (inject("firmwareSkip").banglejs2 || undefined);

describe.skipIf(skip !== undefined)(`${skip ? "" : "browser: "}the app's page in the App Loader${skip ? ` (skipped: ${skip})` : ""}`, () => {
  let browser: Browser;
  let server: StaticServer;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    const dir = loaderSite({ site: inject("webSite"), app: join(ROOT, ".tmp/firmware/kniffel"), image: inject("watchImage").banglejs2 });
    server = await serveStatic(dir);
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 900, height: 900 } });
    errors = pageErrors(page);
    page.on("dialog", (d) => void d.accept());
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("reads the watch", async () => {
    const t0 = Date.now();
    await page.goto(server.url);
    const frame = page.frameLocator("#page");
    await frame.locator("#tables").waitFor({ timeout: 60000 });
    console.log("ready", Date.now() - t0, await frame.locator("#status").textContent());
    console.log(await frame.locator("#app").innerText());
    expect(errors).toEqual([]);
  });
});
