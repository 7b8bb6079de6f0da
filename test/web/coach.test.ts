// The coach in the page answers as the simulator's exact coach does: with the table read from
// dist/tables/ where `npm run web` serves the page (its vite server), and in the static site
// with the table computed in a Web Worker (the progress bar shows), then kept in the browser's
// storage for the next visit. Under `npm run web` each player's chance to win and the options
// to win equal the simulator's engine, with the spread and the shape served too (computed in
// the page: chances.test.ts). After a game the page shows every sheet, each player's loss per
// decision as `kniffel analyse` computes it, and the statistics' chart.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { ViteDevServer } from "vite";
import { createServer } from "vite";
import type { Page } from "playwright-core";
import { defaultSettings, saveSettings } from "../../firmware/app/store/settings";
import { loadStats } from "../../firmware/app/store/stats";
import { memoryStorage } from "../../sim/storage";
import type { Rules } from "../../firmware/core";
import { isError, parseRecord, playerTotals, presetRules } from "../../firmware/core";
import { exactAdvisor } from "../../sim/advisor";
import { DEFAULT_TABLES, tableBytes, valuesFor } from "../../sim/cli/tables";
import { decisions } from "../../sim/cli/coach";
import { webConfig } from "../../web/server/config";
import type { Driver } from "../../sim/harness";
import { askHint, coachMenu, finish, Player, roll } from "../../sim/harness";
import { describeBrowser, launchChromium, pageErrors } from "./chromium";
import { useSite } from "./fixture";
import { PageDevice } from "./page-device";
import { record } from "./recorder";
import { differing, simRgba } from "./sim-screen";
import { expectWinAnswers, simTables, winCases } from "./win-cases";

const KNIFFEL = presetRules("kniffel") as Rules;
const YAHTZEE = presetRules("yahtzee") as Rules;
const Q = "?board=banglejs2&seed=1&clock=virtual&test=1";

/** From the title: a one-player game, a roll of 4 4 4 1 2, and `ask`. */
const question = (ask: (d: Driver) => void) => (d: Driver) => {
  d.newGame(1);
  d.queueDice("44412");
  ask(roll(d));
};

/** The scenario on the simulator with the exact coach, and on the page: the same screen. */
async function sameAnswer(device: PageDevice, scenario: (d: Driver) => void, rules = KNIFFEL): Promise<void> {
  // The simulator's device with the page's settings: the next game's rules.
  const storage = memoryStorage(1 << 20);
  const settings = defaultSettings();
  settings.draft.rules = rules;
  saveSettings(storage, settings);
  const { steps, p } = record("banglejs2", scenario, 1, new Player(1, "banglejs2", storage, exactAdvisor(() => undefined)));
  await device.advance(1000);
  await device.play(steps);
  expect((await device.dump()).msg).toBe(p.dump.msg);
  expect(differing(await device.screenRgb(), simRgba(p), p.board), "pixels differing from the simulator's exact coach").toBe(0);
}

describeBrowser("the coach under npm run web (tables from dist/tables/)", () => {
  let server: ViteDevServer;
  let close: () => Promise<void>;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    tableBytes(KNIFFEL, DEFAULT_TABLES, () => undefined); // computed and cached there if missing, as npm run tables does
    simTables(); // the spread and the shape too, as the simulator caches them
    server = await createServer(webConfig({ apps: {}, tables: true, port: 5600 + Math.floor(Math.random() * 300) }));
    await server.listen();
    const browser = await launchChromium();
    close = async () => {
      await browser.close();
      await server.close();
    };
    page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
    errors = pageErrors(page);
  });
  afterAll(() => close?.());

  it("the hint and all options equal the simulator's exact coach", async () => {
    await page.goto(server.resolvedUrls!.local[0] + Q);
    await page.waitForFunction(() => "kniffel" in globalThis);
    const device = new PageDevice(page, "banglejs2");
    expect(await device.call("table", KNIFFEL)).toBe(true);
    expect(await device.call("tableSource", KNIFFEL)).toBe("served");
    await sameAnswer(device, question(askHint));
    await page.evaluate("localStorage.clear()"); // a new device: from its title again
    await page.reload();
    device.reloaded();
    await page.waitForFunction(() => "kniffel" in globalThis);
    await device.call("table", KNIFFEL);
    await sameAnswer(device, question((d) => coachMenu(d, 1))); // Alle Optionen
    expect(errors).toEqual([]);
  });

  it("each player's chance to win and the options to win equal the simulator's engine (spread and shape served)", async () => {
    const cases = winCases();
    await page.goto(server.resolvedUrls!.local[0] + Q);
    await page.waitForFunction(() => "kniffel" in globalThis);
    const device = new PageDevice(page, "banglejs2");
    // The first question waits for the tables.
    await expectWinAnswers(device, cases);
    expect(await device.call("chanceSource", KNIFFEL)).toEqual({ spread: "served", shape: "served" });
    expect(errors).toEqual([]);
  });
});

/** The charts after a game: the page's worker computes the Kniffel table and every decision's loss first. */
const CHARTS_MS = 60_000;

describeBrowser("the coach in the static site (tables computed in a worker)", () => {
  const site = useSite();

  it("computes the Yahtzee table in a worker with a progress bar, answers exactly, and keeps the table", async () => {
    const { device, page, errors } = await site.open(Q + "&rules=yahtzee");
    await page.waitForFunction(() => (globalThis as unknown as { kniffel: { computing(): boolean } }).kniffel.computing());
    expect(await page.textContent("#coach-text")).toMatch(/Coach-Tabelle für yahtzee wird berechnet … \d+ %/);
    expect(await device.call("table", YAHTZEE)).toBe(true);
    expect(await device.call("tableSource", YAHTZEE)).toBe("computed");
    expect(await device.call("computing")).toBe(false);
    await sameAnswer(device, question(askHint), YAHTZEE);
    // The next visit reads it from the browser's storage.
    const next = await site.open(Q + "&rules=yahtzee");
    expect(await next.device.call("table", YAHTZEE)).toBe(true);
    expect(await next.device.call("tableSource", YAHTZEE)).toBe("kept");
    expect([...errors, ...next.errors]).toEqual([]);
  }, 3 * CHARTS_MS); // the page's worker computes the Yahtzee table: seconds on an idle machine

  it("after a game: every sheet, each player's loss per decision against optimal play, the statistics' chart", async () => {
    const { steps, p } = record("banglejs2", (d) => {
      d.newGame(2);
      finish(d);
    });
    const { device, page, errors } = await site.open(Q);
    await device.advance(1000);
    await device.play(steps);
    const g = parseRecord(JSON.stringify(p.dump.game));
    if (isError(g)) throw new Error("no game");
    // The sheets: each player's column and total.
    const totals = await page.locator("table.sheets tr.grand td").allTextContents();
    expect(totals).toEqual(g.setup.names.map((_, i) => String(playerTotals(g, i).grand)));
    // Per player a chart, a bar per decision, as kniffel analyse finds them.
    await page.locator("section.loss-panel svg.chart").nth(1).waitFor({ timeout: CHARTS_MS });
    const list = decisions(g, valuesFor(KNIFFEL, DEFAULT_TABLES, () => undefined));
    for (const [i, name] of g.setup.names.entries()) {
      const chart = page.locator("section.loss-panel svg.chart").nth(i);
      expect(await chart.locator("rect.bar").count()).toBe(list.filter((d) => d.player === name).length);
      const loss = list.filter((d) => d.player === name).reduce((s, d) => s + d.choice.loss, 0);
      expect(await chart.getAttribute("aria-label")).toContain(`${name}:`);
      expect(await chart.getAttribute("aria-label")).toContain(`-${(Math.round(loss * 10) / 10).toString().replace(".", ",")}`);
    }
    // Revanche: the game counts in the statistics, whose chart shows its winning score.
    const more = record("banglejs2", (d) => d.press("ok").press("ok"), 1, p);
    await device.play(more.steps);
    const st = loadStats(p.sim.hal.storage).s;
    expect(st.last.length).toBe(1);
    const bars = page.locator("section.stats svg.chart rect.bar");
    expect(await bars.count()).toBe(1);
    expect(await bars.locator("title").textContent()).toContain(`${st.last[0].w} ${st.last[0].s}`);
    expect(errors).toEqual([]);
  }, 3 * CHARTS_MS); // a whole game played in the page, the charts' wait, the rematch
});
