// How long the page's workers take for the chances' tables, in Chromium (docs/web.md):
//   npx tsx test/web/chance-times.ts [rules ...]      (default: kniffel yahtzee)
// The static site built afresh, each rule set in a browser profile of its own (nothing kept):
// the value table, the spread table and the shape, as the worker measured each, and the wall
// time from the question to the tables at hand.
import { join } from "node:path";
import { ROOT } from "../../build/boards";
import type { Rules } from "../../firmware/core";
import { isError, presetRules } from "../../firmware/core";
import { buildWeb } from "../../web/server/build";
import type { TestApi } from "../../web/test-api-types";
import { launchChromium } from "./chromium";
import { serveStatic } from "./static-server";

async function main(): Promise<void> {
  const presets = process.argv.slice(2).length ? process.argv.slice(2) : ["kniffel", "yahtzee"];
  const site = join(ROOT, ".tmp/web/chance-times");
  await buildWeb({ apps: {}, outDir: site });
  const server = await serveStatic(site);
  const browser = await launchChromium();
  try {
    for (const preset of presets) {
      const rules = presetRules(preset);
      if (isError(rules)) throw new Error(`no preset ${preset}`);
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${server.url}?board=banglejs2&rules=${preset}&test=1`);
      await page.waitForFunction(() => "kniffel" in globalThis);
      const t0 = Date.now();
      const ms = await page.evaluate(async (r: Rules) => {
        const api = (globalThis as unknown as { kniffel: TestApi }).kniffel;
        await api.chanceTables(r);
        return api.computedMs();
      }, rules);
      const wall = Date.now() - t0;
      const line = Object.entries(ms).map(([k, v]) => `${k} ${(v / 1000).toFixed(1)} s`).join(", ");
      process.stdout.write(`${preset}: ${line}; all at hand after ${(wall / 1000).toFixed(1)} s\n`);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((e) => {
  process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exitCode = 1;
});
