// Playing in the page as a person does: whole games by clicks on every board the build knows,
// one by touch alone on the Bangle.js 2 and one by the keyboard, each given exactly the
// inputs a game on the simulator took and ending on its screen with its saved game; a reload
// in the middle of a turn resumes it; full or switched-off browser storage is the device's
// full Storage; and the address sets the page up, an unknown value said in one line. Where a
// game reaches what a picture of docs/web.md shows (page-pictures.ts), the picture shows the
// page's canvas as it is drawn now.
import { expect, it } from "vitest";
import { text } from "../../firmware/core";
import { boardIds, loadConfig, profileFor } from "../../sim/profiles";
import { memoryStorage } from "../../sim/storage";
import { finish, Player, touchGame } from "../../sim/harness";
import { describeBrowser } from "./chromium";
import { useSite } from "./fixture";
import { END_PICTURE, pageQuery as Q, pictureShows, PIXL_PICTURE, twoPlayerGame } from "./page-pictures";
import type { Step } from "./recorder";
import { record } from "./recorder";
import { differing, simRgba } from "./sim-screen";

describeBrowser("playing in the page", () => {
  const site = useSite();

  /** Gives the page the inputs of a simulator game; the page must end where the simulator did. */
  async function replay(board: string, steps: Step[], p: Player, keys = false) {
    const { device, errors } = await site.open(Q(board), { keys });
    await device.advance(1000);
    await device.play(steps);
    const d = await device.dump();
    expect(d.screen).toBe(p.screen);
    expect(d.game).toEqual(p.dump.game);
    expect(differing(await device.screenRgb(), simRgba(p), p.board), "pixels differing from the simulator's screen").toBe(0);
    expect(errors).toEqual([]);
    return device;
  }

  for (const board of boardIds()) {
    it(`a whole two-player game by clicks on the ${board}`, async () => {
      const { steps, p } = record(board, twoPlayerGame);
      expect(p.screen).toBe("rank");
      const { page } = await replay(board, steps, p);
      if (board === END_PICTURE.board) expect(await pictureShows(END_PICTURE.picture, page.locator("canvas.device")), `docs/img/${END_PICTURE.picture} shows the page's device (npm run pictures makes it again)`).toBe(true);
    });
  }

  it(`the Pixl.js after a roll with a six held, as docs/img/${PIXL_PICTURE.picture} shows it`, async () => {
    const { steps, p } = record(PIXL_PICTURE.board, PIXL_PICTURE.play);
    const { page } = await replay(PIXL_PICTURE.board, steps, p);
    expect(await pictureShows(PIXL_PICTURE.picture, page.locator("canvas.device")), `docs/img/${PIXL_PICTURE.picture} shows the page's device (npm run pictures makes it again)`).toBe(true);
  });

  it("a whole game on the Bangle.js 2 by touch alone: taps, a drag, the name typed in", async () => {
    const { steps, p } = record("banglejs2", touchGame);
    expect(steps.every((s) => s.k !== "press")).toBe(true);
    expect(p.screen).toBe("rank");
    await replay("banglejs2", steps, p);
  });

  it("a whole game on the Pixl.js by the keyboard (digits, Shift+digit for a long press)", async () => {
    const { steps, p } = record("pixljs", (d) => {
      d.newGame(1);
      finish(d);
    });
    expect(steps.some((s) => s.k === "press" && s.long)).toBe(true);
    await replay("pixljs", steps, p, true);
  });

  it("on the real clock with the secure dice: three turns by clicks, no console error", async () => {
    const { device, errors } = await site.open("?board=pixljs&test=1", { real: true });
    // Neues Spiel, Los!; then per turn: roll, the sheet (held ok), enter the box it proposes.
    await device.play([{ k: "press", b: "ok", long: false }, { k: "press", b: "down", long: false }, { k: "press", b: "ok", long: false }]);
    for (let t = 0; t < 3; t++) {
      await device.play([{ k: "press", b: "back", long: false }, { k: "press", b: "ok", long: true }, { k: "press", b: "ok", long: false }]);
      if ((await device.dump()).screen === "ask") await device.press("ok"); // a 0: yes
    }
    const log = (await device.dump()).game?.log ?? [];
    expect(log.filter((e) => e.startsWith("s"))).toHaveLength(3);
    expect(log.filter((e) => e.startsWith("r"))).toHaveLength(3);
    expect(errors).toEqual([]);
  });

  it("a reload in the middle of a turn resumes it: the same dice, held dice and rolls", async () => {
    const { steps, p } = record("banglejs2", (d) => {
      d.newGame(2).press("ok"); // past the handover
      d.queueDice("26156");
      d.tap(88, 110).tap(22, 60).tap(55 + 33, 60); // roll, hold the 2 and the 1
    });
    const { device, page, errors } = await site.open(Q("banglejs2"));
    await device.advance(1000);
    await device.play(steps);
    const before = await device.dump();
    expect(before.game?.log).toEqual(p.dump.game?.log);
    const files = await device.call("files");
    await page.reload();
    device.reloaded();
    await page.waitForFunction(() => "kniffel" in globalThis);
    await device.advance(1000);
    const after = await device.dump();
    expect(after.game).toEqual(before.game);
    expect(after.screen).toBe("dice");
    // The simulator started on the same files shows the same screen.
    const st = memoryStorage(1 << 20);
    for (const n of Object.keys(files)) st.write(n, files[n]);
    const resumed = new Player(1, "banglejs2", st);
    resumed.sim.clock.advance!(1000);
    expect(differing(await device.screenRgb(), simRgba(resumed), resumed.board)).toBe(0);
    expect(errors).toEqual([]);
  });

  const FULL = 'Storage.prototype.setItem = function () { throw new DOMException("full", "QuotaExceededError"); };';
  const OFF = 'Object.defineProperty(window, "localStorage", { get() { throw new DOMException("denied", "SecurityError"); } });';
  for (const [what, init] of [["full", FULL], ["switched off", OFF]]) {
    it(`browser storage ${what}: the device's full Storage, said once, and the game goes on`, async () => {
      const { device, page, errors } = await site.open(Q("banglejs2"), { fresh: true, init });
      await device.advance(1000);
      const { steps } = record("banglejs2", (d) => d.newGame(1));
      await device.play(steps);
      expect((await device.dump()).msg).toBe(text("de", "s.full"));
      await device.play([{ k: "tap", x: 88, y: 110 }, { k: "tap", x: 88, y: 110 }]); // dismiss; roll
      const d = await device.dump();
      expect(d.game?.log.length).toBe(1);
      expect(d.msg).toBe("");
      if (what === "switched off") expect(await page.textContent("#notes")).toContain("Speicher aus");
      expect(errors).toEqual([]);
    });
  }

  it("the address sets the page up; an unknown value is one line, and the default is used", async () => {
    const { device, page, errors } = await site.open("?board=banglejs2&lang=en&rules=yahtzee&test=1&clock=virtual");
    await device.advance(1000);
    expect((await device.dump()).lang).toBe("en");
    expect(await page.inputValue("#rules")).toBe("yahtzee");
    expect(JSON.parse((await device.call("files"))["kniffel.json"]).data.draft.rules.preset).toBe("yahtzee");
    expect(await page.textContent("#notes")).toBe("");
    const bad = await site.open("?board=nokia&lang=xx&rules=poker&house=foo&test=1");
    const lines = await bad.page.locator("#notes p").allTextContents();
    expect(lines).toEqual([
      `Unknown board "nokia" (known: ${boardIds().join(", ")}); showing ${profileFor(loadConfig().defaultBoard).name}.`,
      'Unknown language "xx" (known: de, en); the device\'s own is kept.',
      'Unknown rule set "poker" (known: kniffel, meisterschaft, tallynight, yahtzee, yatzy); the device\'s own is kept.',
    ]);
    expect(await bad.page.inputValue("#board")).toBe(loadConfig().defaultBoard);
    expect(errors).toEqual([]);
    expect(bad.errors).toEqual([]);
  });

  it("draws the device large: the Bangle.js 3 at two CSS pixels per screen pixel on a 1280x800 laptop, whole at a phone's width", async () => {
    const { device, page, errors } = await site.open(Q("banglejs3"));
    await device.advance(1000);
    const canvas = page.locator("canvas.device");
    const size = async () => {
      const r = (await canvas.boundingBox())!;
      return { w: r.width, cw: Number(await canvas.getAttribute("width")), bottom: r.y + r.height };
    };
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(async () => (await size()).w / (await size()).cw).toBeGreaterThanOrEqual(2);
    const laptop = await size();
    expect(laptop.w / laptop.cw).toBe(Math.floor(laptop.w / laptop.cw)); // a whole number: crisp
    expect(laptop.bottom).toBeLessThanOrEqual(800); // all of it in the window
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(async () => (await size()).w).toBeLessThanOrEqual(390 - 32);
    const phone = await size();
    expect(phone.w / phone.cw).toBeGreaterThanOrEqual(1);
    expect(errors).toEqual([]);
  });
});
