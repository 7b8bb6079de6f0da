// The chances to win and the level Sieg in the static site, whose tables the page computes
// itself: a Sieg seat's first move waits (on the real clock) while the worker computes the
// value table, the spread and the shape, with the progress bar (a press to skip the turn
// meanwhile says so and waits on), and is then the simulator's move; each player's chance to win and the options ranked by it equal the simulator's
// engine (firmware/coach/win.ts over sim/advisor.ts chanceTables) in every state of
// win-cases.ts; the next visit reads the tables from the browser's storage, and there a Sieg
// seat plays a whole game against Profi, the simulator's game move for move.
import { beforeAll, expect, it } from "vitest";
import type { AppDump } from "../../firmware/app/app";
import { logEntries } from "../../firmware/core";
import { describeBrowser } from "./chromium";
import { useSite } from "./fixture";
import type { TestApi } from "../../web/test-api-types";
import { expectWinAnswers, KNIFFEL, notProfi, SIEG_SEED, siegGame, simTables, winCases } from "./win-cases";

/** The worker computes three tables on a machine shared with the other suites: a core for some 20 s. */
const TABLES_MS = 120_000;

type Api = { kniffel: TestApi };

describeBrowser("the chances to win and Sieg in the static site (tables computed in the worker)", () => {
  const site = useSite();
  let sieg: ReturnType<typeof siegGame>;
  const all = () => logEntries(sieg.game);
  beforeAll(() => {
    simTables(); // the simulator's, in dist/tables/ (made there if missing)
    sieg = siegGame();
  });

  it("a Sieg seat's first move waits for the tables the worker computes; then the chances and the options to win equal the simulator's", async () => {
    expect(notProfi(sieg.game, 0), "decisions of the Sieg seat that Profi would not have made").toBeGreaterThan(0);
    const cases = winCases();
    // On the real clock, nothing kept: the game begins while the tables are computed.
    const { page, device, errors } = await site.open(`?board=banglejs2&seed=${SIEG_SEED}&test=1`, { real: true });
    expect(sieg.steps[sieg.steps.length - 1]).toEqual({ k: "press", b: "ok", long: false }); // Los!
    await device.play(sieg.steps.slice(0, -1));
    await device.press("ok", false, false); // Los!: the computers' turns go on by themselves
    // The Sieg seat (first) has rolled and waits for the spread and the shape, which the bar names.
    await page.locator("#coach-text", { hasText: /^Gewinnchancen \(kniffel\)/ }).waitFor({ state: "visible", timeout: TABLES_MS });
    // ... with the share done as the worker tells it.
    await page.locator("#coach-text", { hasText: /^Gewinnchancen \(kniffel\): .* … [1-9]\d* %$/ }).waitFor({ state: "visible", timeout: TABLES_MS });
    const firstEntry = all().findIndex((e) => e.startsWith("s"));
    const waitingAt = (await device.dump()).game?.log ?? [];
    expect(waitingAt.length).toBeGreaterThan(0);
    expect(waitingAt.length, "the Sieg seat has not entered its first turn yet").toBeLessThanOrEqual(firstEntry);
    expect(waitingAt).toEqual(all().slice(0, waitingAt.length));
    // A press now would skip the rest of the turn: the coach says it is still at work and the
    // turn waits on, with no stand-in move ("Kein Coach" and the best points now, before).
    expect(await device.call("computing")).toBe(true);
    await device.press("ok", false, false);
    await page.waitForFunction(() => /^Coach rechnet/.test((globalThis as unknown as Api).kniffel.dump()?.msg ?? ""), undefined, { timeout: TABLES_MS });
    expect((await device.dump()).game?.log).toEqual(waitingAt);
    await page.waitForFunction((n) => ((globalThis as unknown as Api).kniffel.dump()?.game?.log.length ?? 0) > n, firstEntry, { timeout: TABLES_MS });
    const now = (await device.dump()) as AppDump;
    expect(now.game?.log.slice(0, firstEntry + 1), "its first turn as the simulator's Sieg played it").toEqual(all().slice(0, firstEntry + 1));
    expect(now.msg).not.toMatch(/Kein Coach|Coach rechnet/); // the wait's note goes with the move
    expect(await device.call("chanceSource", KNIFFEL)).toEqual({ spread: "computed", shape: "computed" });
    expect(await device.call("computing")).toBe(false);
    await expectWinAnswers(device, cases);
    expect(errors).toEqual([]);
  }, 3 * TABLES_MS);

  it("the next visit reads the tables from the browser's storage, and a Sieg seat plays a whole game against Profi, the simulator's game", async () => {
    const { device, errors } = await site.open(`?board=banglejs2&seed=${SIEG_SEED}&clock=virtual&test=1`);
    expect(await device.call("chanceTables", KNIFFEL)).toBe(true);
    expect(await device.call("chanceSource", KNIFFEL)).toEqual({ spread: "kept", shape: "kept" });
    await device.advance(1000);
    await device.play(sieg.steps);
    for (let i = 0; (await device.dump()).screen !== "rank"; i++) {
      expect(i, "the page's game of computers ends").toBeLessThan(200);
      await device.advance(5000);
    }
    expect((await device.dump()).game?.log).toEqual(all());
    expect(errors).toEqual([]);
  });
});
