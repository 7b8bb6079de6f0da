// The watch app's page (interface.html) in Chromium against the real firmware: the App
// Loader's side of core/lib/interface.js is the stand-in of test/web/loader/harness.ts, wired
// to the Web IDE's emulated Bangle.js 2 in the same page. The watch is the firmware suite's
// App Loader install, on which two games were played to the end in lockstep with the
// simulator (and a third begun, so the second counts); the page downloads their statistics
// as CSV and the backup as JSON (which `kniffel import` takes), refuses a damaged backup,
// another app's file and a newer version's with one line each and the watch's files
// untouched, restores a backup, and sends the Yahtzee table: computed in the page's worker,
// packed, a connection cut in the middle (the page says so and offers to try again; the
// watch has no file that says parts wait, and its flash, booted in the project's firmware
// driver, answers a Yahtzee hint with the compact coach), sent again: the parts on the watch
// are then the build's, byte for byte (which the watch unpacks into the exact table at its
// first Yahtzee hint: test/soak/yahtzee-unpack.test.ts). Then the table is removed and the
// statistics cleared.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, FrameLocator, Page } from "playwright-core";
import { ROOT } from "../../build/boards";
import { rulesCode, tableFile } from "../../firmware/coach/table";
import { PACKED_FILE, TABLES_WAITING } from "../../firmware/coach/parts";
import { SLOTS } from "../../firmware/app/store/journal";
import { STATS_FILE } from "../../firmware/app/store/stats";
import { BACKUP_FILES, exportFiles, prettyJson } from "../../sim/backup";
import { run } from "../../sim/cli/run";
import { profileFor } from "../../sim/profiles";
import { lastGamesCsv, statsCsv } from "../../web/interface/data";
import { finish } from "../../sim/harness";
import { Lockstep } from "../firmware/fixture";
import { YAHTZEE, yahtzeeHint } from "../firmware/yahtzee-hint";
import { packedTableFiles } from "../../build/storage-files";
import { pageFirmwareMissing } from "../../web/server/config";
import { chromiumMissing, launchChromium, pageErrors } from "./chromium";
import { loaderMissing, loaderSite } from "./loader-site";
import type { StaticServer } from "./static-server";
import { serveStatic } from "./static-server";

const skip = chromiumMissing() ?? loaderMissing() ?? (inject("firmwareSkip").banglejs2 || pageFirmwareMissing("banglejs2"));
const SLOT = profileFor("banglejs2").slot;

/** Two games played to the end on the watch in lockstep with the simulator, a third begun: the watch's flash (its test shim erased) and the simulator's files. */
function playedWatch(): { image: Uint8Array; files: Map<string, string> } {
  const l = new Lockstep("interface-games", 21);
  for (let g = 0; g < 2; g++) {
    l.newGame(1);
    finish(l);
    l.press("back"); // the result screen: back to the title
  }
  l.newGame(1); // the second game counts once the next one starts
  l.watch.emu.exec('require("Storage").erase(".boot1")');
  const files = new Map<string, string>();
  for (const name of BACKUP_FILES) {
    const [watch, sim] = l.files(name);
    expect(watch, name).toEqual(sim);
    if (sim !== undefined) files.set(name, sim);
  }
  return { image: Uint8Array.from(l.watch.emu.flash), files };
}

// The page and the watch in it run on the real clock, as fast as the machine lets them: each
// wait below is for a condition, limited by WAIT_MS, and each test's limit covers its waits.
const WAIT_MS = 120_000;

describe.skipIf(skip !== undefined)(`${skip ? "" : "browser: "}the app's page in the App Loader (interface.html)${skip ? ` (skipped: ${skip})` : ""}`, { timeout: 5 * WAIT_MS }, () => {
  let browser: Browser;
  let server: StaticServer;
  let page: Page;
  let frame: FrameLocator;
  let errors: string[];
  let played: ReturnType<typeof playedWatch>;
  const tmp = mkdtempSync(join(tmpdir(), "kniffel-interface-"));

  beforeAll(async () => {
    played = playedWatch();
    const image = join(tmp, "watch.img");
    writeFileSync(image, played.image);
    server = await serveStatic(loaderSite({ site: inject("webSite"), app: join(ROOT, ".tmp/firmware/kniffel"), image }));
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1000, height: 900 }, locale: "de-DE" });
    errors = pageErrors(page);
    page.on("dialog", (d) => void d.accept());
    await page.goto(server.url);
    await page.waitForFunction(() => (globalThis as unknown as { loader: { booted: boolean } }).loader.booted, undefined, { timeout: WAIT_MS });
    await page.evaluate(() => (globalThis as unknown as { loader: { open(q: string): void } }).loader.open("?wait=3000"));
    frame = page.frameLocator("#page");
  }, 3 * WAIT_MS);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** The page has finished what it was doing: its line says what happened. */
  const settled = async () => {
    await frame.locator("body:not(.busy) #status:not(.busy)").waitFor({ timeout: WAIT_MS });
    return (await frame.locator("#status").textContent()) ?? "";
  };
  const click = async (selector: string) => {
    await frame.locator(selector).click();
    return settled();
  };
  const watchEval = <T>(expr: string) => page.evaluate((e) => (globalThis as unknown as { loader: { fw: { eval(x: string): unknown } } }).loader.fw.eval(e), expr) as Promise<T>;
  /** The watch's data files (name -> bytes), read through the firmware. */
  const watchFiles = async () => {
    const out = new Map<string, string>();
    for (const n of BACKUP_FILES) {
      const b64 = await watchEval<string | null>(`(function(s){return s===undefined?null:btoa(s)})(require("Storage").read(${JSON.stringify(n)}))`);
      if (b64 !== null) out.set(n, Buffer.from(b64, "base64").toString("latin1"));
    }
    return out;
  };
  /** The flash of the watch in the page. */
  const pageFlash = async () => Buffer.from(await page.evaluate(() => (globalThis as unknown as { loader: { flash(): string } }).loader.flash()), "base64");
  const downloaded = async (selector: string) => {
    const [d] = await Promise.all([page.waitForEvent("download"), frame.locator(selector).click()]);
    return { name: d.suggestedFilename(), text: readFileSync((await d.path()) as string, "utf8") };
  };
  const restoreFile = async (name: string, text: string) => {
    await frame.locator("#restore-file").setInputFiles({ name, mimeType: "application/json", buffer: Buffer.from(text) });
    return settled();
  };

  it("shows and downloads the statistics of the two games played on the watch, and the backup kniffel import reads", async () => {
    await frame.locator("#app header").waitFor({ timeout: WAIT_MS });
    const line = await settled();
    expect(line).toMatch(/^Frei auf der Uhr: \d+ KB\.$/);
    const expected = exportFiles(played.files, SLOT);
    expect(expected.stats.p.kniffel[0]).toBe(2);
    expect(expected.stats.last).toHaveLength(2);
    // The page's tables: the rule set's counts, both games, the game in progress as a sheet.
    expect(await frame.locator("#stats tr").count()).toBe(2);
    await expect.poll(() => frame.locator("#stats td").first().textContent()).toBe("Kniffel (Schmidt)");
    expect(await frame.locator("#last tr").count()).toBe(3);
    expect(await frame.locator("#game table.sheets").count()).toBe(1);
    const csv = await downloaded("#stats-csv");
    expect(csv.name).toBe("kniffel-statistik.csv");
    expect(csv.text).toBe(statsCsv(expected.stats, "de"));
    const c = expected.stats.p.kniffel;
    expect(csv.text.split("\r\n")[1]).toBe(`Kniffel (Schmidt),2,2,${c[2]},${Math.round((c[2] / 2) * 10) / 10},${c[3]},${c[4]},${c[5]}`);
    const last = await downloaded("#last-csv");
    expect(last.text).toBe(lastGamesCsv(expected.stats, "de"));
    expect(last.text.split("\r\n").slice(1, 3)).toEqual(expected.stats.last.map((g, i) => `${i + 1},Kniffel (Schmidt),1,${g.w},${g.s}`));
    const backup = await downloaded("#download");
    expect(backup.text).toBe(prettyJson(expected.backup) + "\n");
    // kniffel import takes it: a storage folder then exports the same backup.
    const file = join(tmp, "backup.json");
    writeFileSync(file, backup.text);
    const folder = mkdtempSync(join(tmp, "import-"));
    expect(run(["import", file, "--storage", folder, "--board", "banglejs2"]).code).toBe(0);
    expect(JSON.parse(run(["export", "--storage", folder, "--board", "banglejs2"]).out)).toEqual(expected.backup);
  });

  it("refuses a damaged backup, another app's file and a newer version in one line each, the watch unchanged; restores a good one", async () => {
    const before = await watchFiles();
    const good = exportFiles(played.files, SLOT).backup;
    for (const [text, line] of [
      ['{"kniffelBackup":1,"game":', /^Sicherung fehlerhaft: JSON: /],
      [JSON.stringify({ app: "health", records: [] }), /^Das ist keine Kniffel-Sicherung/],
      [JSON.stringify({ ...good, kniffelBackup: 2 }), /^Sicherung einer neueren Version \(2\)/],
      [JSON.stringify({ ...good, stats: { presets: { poker: {} }, lastGames: [] } }), /^Sicherung fehlerhaft: stats$/],
    ] as [string, RegExp][]) {
      const said = await restoreFile("bad.json", text);
      expect(said).toMatch(line);
      expect(said.split("\n")).toHaveLength(1);
      expect(await frame.locator("#status.error").count()).toBe(1);
      expect(await watchFiles()).toEqual(before);
    }
    // A backup with a Yahtzee game begun and other statistics.
    const backup = {
      kniffelBackup: 1,
      game: { v: 1, rules: YAHTZEE, players: ["Ada", "Bo"], rolloff: false, log: ["r12345", "s10"] },
      settings: { ...exportFiles(played.files, SLOT).settings, lang: "de" },
      stats: { presets: { yahtzee: { games: 3, results: 6, sum: 1200, best: 260, kniffels: 2, bonuses: 1 } }, lastGames: [{ preset: "yahtzee", players: 2, winner: "Ada", score: 260 }] },
    };
    // The app runs on the watch meanwhile: the page closes it first (it would save over the files), and says so.
    await page.evaluate(() => (globalThis as unknown as { loader: { fw: { exec(c: string): void } } }).loader.fw.exec('load("kniffel.app.js")'));
    await expect.poll(() => watchEval("global.__FILE__")).toBe("kniffel.app.js");
    expect(await restoreFile("kniffel-sicherung.json", JSON.stringify(backup))).toBe("Die Sicherung ist auf der Uhr: Spielstand, Einstellungen, Statistik. Die App auf der Uhr wurde dafür beendet (das Spiel ist gespeichert).");
    expect(await watchEval("global.__FILE__")).not.toBe("kniffel.app.js");
    const back = exportFiles(await watchFiles(), SLOT);
    expect(back.notes).toEqual([]);
    expect(back.backup.game).toEqual(backup.game);
    expect(back.backup.stats).toEqual(backup.stats);
    expect(await frame.locator("#game th").nth(1).textContent()).toBe("Ada");
    expect(await frame.locator("#stats td").first().textContent()).toBe("Yahtzee");
  });

  it("sends the Yahtzee table (computed in the page's worker), says when the connection is cut and sends it again: the build's parts", async () => {
    const code = rulesCode(YAHTZEE);
    await frame.locator("#preset").selectOption("yahtzee");
    const parts = () => watchEval<string[]>(`require("Storage").list(/^${PACKED_FILE.replace(".", "\\.")}${code}\\./)`);
    const loader = (k: "cutAfter" | "fullAfter", v: number) => page.evaluate(([key, n]) => ((globalThis as unknown as { loader: { [k: string]: number } }).loader[key] = n), [k, v] as [string, number]);
    // A watch without room for the parts and the table it makes of them: nothing sent (the table computed first, with the progress bar).
    const free = await watchEval<number>('(function(s){return s.freeBytes+s.trashBytes})(require("Storage").getStats())');
    const built = packedTableFiles(YAHTZEE).filter((f) => f.name !== TABLES_WAITING);
    const n = built.length; // the parts the page sends, as the build packs them
    await watchEval(`require("Storage").write("filler","x",0,${free - 500_000})`);
    const t0 = Date.now();
    await frame.locator("#send-table").click();
    await frame.locator("#progress:not([hidden])").waitFor();
    expect(await settled()).toMatch(/^Auf der Uhr ist zu wenig Platz: nötig \d+ KB, frei 4\d\d KB\. Nichts gesendet\.$/);
    const tCompute = Date.now() - t0;
    expect(await parts()).toEqual([]);
    await watchEval('require("Storage").erase("filler")');
    // The watch's Storage full in the middle (its writes answered false): the parts sent are erased again.
    await loader("fullAfter", 40);
    expect(await click("#send-table")).toBe(`Der Speicher der Uhr wurde beim Senden voll (Teil 3 von ${n}): die gesendeten Teile sind wieder gelöscht.`);
    expect(await parts()).toEqual([]);
    await loader("fullAfter", -1);
    // The connection is cut after more answers than half the parts take (a part takes 17): in the middle of the parts.
    await loader("cutAfter", 17 * Math.floor(n / 2) + 5);
    const cut = await click("#send-table");
    expect(cut).toMatch(new RegExp(`^Die Verbindung brach beim Senden ab \\(Teil \\d+ von ${n}\\)\\. .* Nochmal versuchen$`));
    expect((await parts()).length).toBeGreaterThan(0);
    expect((await parts()).length).toBeLessThan(n);
    // The watch, asked under Yahtzee now, does not touch the parts (the page writes
    // kniffel.zw only after the last part is checked, so a cut send is never prepared, let
    // alone used): no table, its hint is the compact coach's.
    const kept = await parts();
    const refused = yahtzeeHint(await pageFlash(), false);
    expect(refused.names.filter((f) => f.startsWith(PACKED_FILE + code + ".")).sort()).toEqual([...kept].sort());
    expect(refused.names).not.toContain(TABLES_WAITING);
    expect(refused.names).not.toContain(tableFile(YAHTZEE));
    // Connected again: the page's button tries again.
    await loader("cutAfter", -1);
    const t1 = Date.now();
    const sent = await click("#retry");
    const tRetry = Date.now() - t1;
    expect(sent).toMatch(/^Die Tabelle für Yahtzee ist auf der Uhr \(\d+ KB gesendet\)\./);
    expect(await parts()).toHaveLength(n);
    expect(await watchEval(`require("Storage").read(${JSON.stringify(TABLES_WAITING)})`)).toBe("1");
    expect(await frame.locator(`#tables li[data-code="${code}"]`).getAttribute("data-state")).toBe("waiting");
    console.log(`interface: Yahtzee table computed in the worker and packed ${tCompute} ms, sent ${tRetry} ms`);
    // The parts on the watch are the build's, byte for byte: the ones the watch unpacks into
    // the exact table at its first Yahtzee hint (npm run soak: test/soak/yahtzee-unpack.test.ts;
    // the Kniffel table from its parts in every run: test/firmware/install.test.ts).
    expect((await parts()).sort()).toEqual(built.map((f) => f.name).sort());
    for (const f of built) expect(await watchEval(`btoa(require("Storage").read(${JSON.stringify(f.name)}))`), f.name).toBe(f.data.toString("base64"));
  }, 600_000);

  it("removes the table and clears the statistics after a question", async () => {
    const code = rulesCode(YAHTZEE);
    expect(await click(`#remove-${code}`)).toBe("Die Tabelle für Yahtzee ist gelöscht.");
    expect(await watchEval<string[]>(`require("Storage").list(/^kniffel\\.(z|v${code}$)/)`)).toEqual([]);
    expect(await frame.locator(`#tables li[data-code="${code}"]`).count()).toBe(0);
    expect(await click("#clear-stats")).toBe("Die Statistik auf der Uhr ist gelöscht.");
    expect(await watchEval(`require("Storage").read(${JSON.stringify(STATS_FILE)})`)).toBeUndefined();
    expect(await watchEval(`require("Storage").read(${JSON.stringify(SLOTS[0])})!==undefined`)).toBe(true);
    expect(await frame.locator("#stats").count()).toBe(0);
    // In English, chosen on the page over the app's German, and kept after the next action.
    await frame.locator("#lang").selectOption("en");
    expect(await frame.locator("h2").first().textContent()).toBe("Statistics");
    expect(await click("#clear-stats")).toBe("The statistics on the watch are cleared.");
    expect(await frame.locator("#game p").first().textContent()).toBe("Yahtzee, round 1 of 13");
    expect(errors).toEqual([]);
  });
});
