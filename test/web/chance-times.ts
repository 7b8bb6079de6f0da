// How long the page's workers take for the chances' tables, in Chromium (docs/web.md):
//   npx tsx test/web/chance-times.ts [rules ...]      (default: kniffel yahtzee)
// The static site built afresh, each rule set in a browser profile of its own (nothing kept):
// the value table, the spread table and the shape, as the worker measured each, and the wall
// time from the question to the tables at hand. Then, for Kniffel, the longest single step of
// the page's advisor (the page's thread busy at once) over each player's chances and the
// options to win after every roll of the browser test's Sieg game.
import { join } from "node:path";
import { ROOT } from "../../build/boards";
import type { Game, Rules } from "../../firmware/core";
import { apply, decodeAction, isError, logEntries, newGame, presetRules, toJson, toRecord } from "../../firmware/core";
import { buildWeb } from "../../web/server/build";
import type { TestApi } from "../../web/test-api-types";
import { launchChromium } from "./chromium";
import { serveStatic } from "./static-server";
import { siegGame } from "./win-cases";

/** The game after each roll of the browser test's game of Sieg against Profi, as records. */
function afterRolls(): string[] {
  const played = siegGame().game;
  const g = newGame(played.setup) as Game;
  const out: string[] = [];
  for (const e of logEntries(played)) {
    const a = decodeAction(e);
    if (isError(a) || apply(g, a)) throw new Error(`the game does not replay at ${e}`);
    if (a.t === "roll") out.push(toJson(toRecord(g)));
  }
  return out;
}

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
      if (preset === "kniffel") {
        const records = afterRolls();
        const longest = await page.evaluate(async (rs: string[]) => {
          const api = (globalThis as unknown as { kniffel: TestApi }).kniffel;
          let ms = 0;
          for (const r of rs) ms = Math.max(ms, (await api.win(r)).longestMs);
          return ms;
        }, records);
        process.stdout.write(`kniffel: the advisor's longest step over ${records.length} rolls of a Sieg game (chances and options to win): ${longest.toFixed(0)} ms\n`);
      }
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
