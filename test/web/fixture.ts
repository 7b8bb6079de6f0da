// What every browser test starts from: Chromium (one per test file), the built site served
// by a plain static server on 127.0.0.1, the device's files (localStorage) empty at each
// page opened, and every console error or uncaught exception of the page collected (a test
// expects none). The coach's tables (IndexedDB) stay for the file's tests, as a person's
// browser keeps them: computed once, not per test; `fresh` gives a profile of its own.
import { afterAll, beforeAll, inject } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchChromium, pageErrors } from "./chromium";
import { boardIds, loadConfig } from "../../sim/profiles";
import { PageDevice } from "./page-device";
import type { StaticServer } from "./static-server";
import { serveStatic } from "./static-server";

export interface Site {
  url(query: string): string;
  /**
   * The page at `query` with the device's files empty; `keys`: the device is played by the
   * keyboard; `fresh`: in a profile of its own, with the script `init` run before the page's.
   */
  open(query: string, o?: { keys?: boolean; fresh?: boolean; init?: string; real?: boolean }): Promise<Opened>;
  /**
   * The page at `query` (test=1), opened once for the file and restarted for each later test
   * (web/test-api.ts restart: the board's files cleared, the set-up started anew), which is
   * checked: the app's state, the files and the screen equal those of the page's first load,
   * and the errors start empty. A test that reloads or leaves the page gets a fresh one.
   */
  reused(query: string): Promise<Opened>;
}

type Opened = { page: Page; device: PageDevice; errors: string[]; context: BrowserContext };

/** Chromium and the built site for this file's tests (in a describeBrowser block). */
export function useSite(): Site {
  let browser: Browser;
  let server: StaticServer;
  let shared: BrowserContext;
  // A page of the site's origin without the app (a missing file), to clear the device's files.
  let control: Page;
  let last: Page | null = null;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
    server = await serveStatic(inject("webSite"));
    shared = await browser.newContext({ viewport: { width: 1000, height: 900 } });
    contexts.push(shared);
    control = await shared.newPage();
    await control.goto(server.url + "none");
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await server?.close();
  });
  // The page each query's tests share, with what its first load showed.
  const kept = new Map<string, { opened: Opened; first: { app: string; files: string; screen: string } }>();
  const state = async (d: PageDevice) => ({ app: JSON.stringify(await d.dump()), files: JSON.stringify(await d.call("files")), screen: (await d.screenRgb()).join() });
  const site: Site = {
    url: (query) => server.url + query,
    async open(query, o = {}) {
      await last?.close();
      let context = shared;
      if (o.fresh) {
        context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
        contexts.push(context);
        if (o.init) await context.addInitScript(o.init);
      } else await control.evaluate("localStorage.clear()");
      const page = (last = await context.newPage());
      const errors = pageErrors(page);
      const asked = new URLSearchParams(query).get("board");
      const board = asked && boardIds().includes(asked) ? asked : loadConfig().defaultBoard;
      await page.goto(site.url(query));
      await page.waitForFunction(() => "kniffel" in globalThis);
      return { page, device: new PageDevice(page, board, o.keys, o.real), errors, context };
    },
    async reused(query) {
      const k = kept.get(query);
      if (k && last === k.opened.page && !k.opened.page.isClosed()) {
        const { device, errors } = k.opened;
        await device.call("restart");
        errors.length = 0;
        const now = await state(device);
        const differ = (["app", "files", "screen"] as const).filter((part) => now[part] !== k.first[part]);
        if (differ.length) throw new Error(`the restarted page (${query}) is not the one its first load showed: ${differ.map((d) => `${d} ${now[d].slice(0, 300)} instead of ${k.first[d].slice(0, 300)}`).join("; ")}`);
        return k.opened;
      }
      const opened = await site.open(query);
      kept.set(query, { opened, first: await state(opened.device) });
      return opened;
    },
  };
  return site;
}
