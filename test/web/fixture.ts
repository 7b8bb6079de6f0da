// What every browser test starts from: Chromium (one per test file), the built site served
// by a plain static server on 127.0.0.1, a fresh browser profile per test (its own storage),
// and every console error or uncaught exception of the page collected (a test expects none).
import { afterAll, beforeAll, inject } from "vitest";
import { Browser, BrowserContext, Page } from "playwright-core";
import { launchChromium, pageErrors } from "./chromium";
import { PageDevice } from "./page-device";
import { serveStatic, StaticServer } from "./static-server";

export interface Site {
  url(query: string): string;
  /** A new profile (empty storage) with the page at `query` loaded. */
  open(query: string, o?: { keys?: boolean; init?: string }): Promise<{ page: Page; device: PageDevice; errors: string[]; context: BrowserContext }>;
}

/** Chromium and the built site for this file's tests (in a describeBrowser block). */
export function useSite(): Site {
  let browser: Browser;
  let server: StaticServer;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
    server = await serveStatic(inject("webSite"));
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await server?.close();
  });
  const site: Site = {
    url: (query) => server.url + query,
    async open(query, o = {}) {
      const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
      contexts.push(context);
      if (o.init) await context.addInitScript(o.init);
      const page = await context.newPage();
      const errors = pageErrors(page);
      const board = new URLSearchParams(query).get("board") ?? "pixljs";
      await page.goto(site.url(query));
      await page.waitForFunction(() => "kniffel" in globalThis);
      return { page, device: new PageDevice(page, board, o.keys), errors, context };
    },
  };
  return site;
}
