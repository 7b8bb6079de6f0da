// The terminal front end with a fake terminal: what it writes, which keys reach the HAL,
// the too-small message, and that every way out restores the terminal first.
import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import type { Button } from "../../hal/input";
import { buttonMap } from "../../sim/buttons";
import { halfBlockLines } from "../../sim/display/halfblock";
import { profileFor } from "../../sim/profiles";
import { installProcessHooks, startTerminal } from "../../sim/terminal";

const LEAVE = "\x1b[0m\x1b[?25h\x1b[?1049l";

/** A fake tty: one log of everything written (screen and errors) and raw-mode changes. */
function fakeTerminal(columns: number, rows: number) {
  const log: string[] = [];
  const input = Object.assign(new EventEmitter(), {
    raw: false,
    paused: true,
    setRawMode(on: boolean) {
      input.raw = on;
      log.push(`<raw ${on}>`);
    },
    setEncoding: () => undefined,
    resume: () => void (input.paused = false),
    pause: () => void (input.paused = true),
  });
  const output = Object.assign(new EventEmitter(), {
    columns,
    rows,
    write: (s: string) => void log.push(s),
    resize(c: number, r: number) {
      output.columns = c;
      output.rows = r;
      output.emit("resize");
    },
  });
  const errors = { write: (s: string) => void log.push(`<stderr>${s}`) };
  return { input, output, errors, log, text: () => log.join("") };
}

function start(board: string, columns: number, rows: number) {
  const t = fakeTerminal(columns, rows);
  const profile = profileFor(board);
  const session = startTerminal({ profile, buttons: buttonMap(board), input: t.input, output: t.output, errors: t.errors, colorDepth: 1, virtualClock: true });
  // Take the presses from the app, to see exactly what the keys deliver.
  const presses: string[] = [];
  session.sim.hal.listen((b: Button, long: boolean) => void presses.push(long ? `${b} long` : b));
  const key = (data: string) => t.input.emit("data", data);
  return { ...t, session, presses, key };
}

const tick = () => new Promise<void>((r) => setTimeout(r, 0));

describe("the terminal simulator", () => {
  it("takes over the terminal and draws the LCD with the key bindings under it", async () => {
    const t = start("pixljs", 140, 40);
    await tick(); // the app's first frame is drawn after its flip
    expect(t.input.raw).toBe(true);
    expect(t.input.paused).toBe(false);
    const text = t.text();
    expect(text.startsWith("<raw true>\x1b[?1049h\x1b[?25l")).toBe(true); // alternate screen, no cursor
    // Centred in 140 columns: column 7 (1-based), rows 1-32, help in rows 33 and 34.
    for (const [row, line] of halfBlockLines(t.session.sim.fb).entries()) expect(text).toContain(`\x1b[${row + 1};7H${line}`);
    expect(text).toContain("\x1b[33;7HTasten/keys: 1 BTN1 up  2 BTN2 back  3 BTN3 ok  4 BTN4 down");
    expect(text).toContain("\x1b[34;7Hlang/long:");
  });

  it("ends as the watch's app does: the side button on its title leaves for the clock", async () => {
    const t = fakeTerminal(200, 100);
    const session = startTerminal({ profile: profileFor("banglejs2"), buttons: buttonMap("banglejs2"), input: t.input, output: t.output, errors: t.errors, colorDepth: 1, virtualClock: true });
    t.input.emit("data", "1"); // BTN1, the side button
    expect(await session.done).toBe(0);
    expect(t.text().endsWith(LEAVE + "<raw false>")).toBe(true);
  });

  it("turns keys into presses of the board's buttons", () => {
    const t = start("pixljs", 128, 34); // exactly big enough
    t.key("1");
    t.key("3#\x1b[B");
    t.key("x");
    t.key("m");
    expect(t.presses).toEqual(["up", "ok", "ok long", "down", "back long"]);
  });

  it("redraws the LCD once after the frames of one burst", async () => {
    const t = start("pixljs", 128, 34);
    await tick();
    const fb = t.session.sim.fb;
    fb.setColor(1);
    fb.fillRect(0, 0, 127, 1);
    fb.flip();
    fb.flip();
    t.log.length = 0;
    await tick();
    const text = t.text();
    expect(text).toContain(`\x1b[1;1H${"\u2588".repeat(128)}`);
    expect(text.split("\x1b[1;1H")).toHaveLength(2); // one redraw for two flips
  });

  it("asks for a bigger terminal, ignores presses meanwhile, and draws once resized", () => {
    const t = start("pixljs", 80, 24);
    expect(t.text()).toContain("Terminal zu klein / too small: 80x24");
    expect(t.text()).toContain("needed: 128x34");
    expect(t.text()).not.toContain("Tasten/keys");
    t.key("1");
    expect(t.presses).toEqual([]);
    t.output.resize(128, 33); // one row short still
    expect(t.text()).toContain("too small: 128x33");
    t.log.length = 0;
    t.output.resize(130, 34);
    expect(t.text()).toContain("Tasten/keys");
    expect(t.text()).toContain(`\x1b[1;2H${halfBlockLines(t.session.sim.fb)[0]}`);
    t.key("1");
    expect(t.presses).toEqual(["up"]);
  });

  it("needs 176 x 90 for the Bangle.js 2", () => {
    const t = start("banglejs2", 175, 90);
    expect(t.text()).toContain("needed: 176x90");
    t.output.resize(176, 90);
    expect(t.text()).toContain("\x1b[89;1HTasten/keys: 1 BTN1 back |");
  });

  it("needs 240 x 122 for the Bangle.js 3, shows only its round screen, its four buttons on the digits", () => {
    const t = start("banglejs3", 239, 122);
    expect(t.text()).toContain("needed: 240x122");
    t.output.resize(240, 122);
    expect(t.text()).toContain("\x1b[121;1HTasten/keys: 1 BTN1 up  2 BTN2 ok  3 BTN3 down  4 BTN4 back |");
    // Outside the circle nothing is lit: the first row's ends are blank, its middle drawn.
    const first = halfBlockLines(t.session.sim.fb)[0];
    expect(first.slice(0, 40).trim()).toBe("");
    t.key("3");
    expect(t.presses).toEqual(["down"]);
  });

  it.each([
    ["q", "q"],
    ["Ctrl+C", "\x03"],
  ])("restores the terminal on %s", async (_name, data) => {
    const t = start("pixljs", 140, 40);
    t.key("2" + data + "1"); // nothing after the quit key reaches the app
    expect(await t.session.done).toBe(0);
    expect(t.presses).toEqual(["back"]);
    expect(t.log.slice(-2)).toEqual([LEAVE, "<raw false>"]);
    expect(t.input.paused).toBe(true);
    expect(t.input.listenerCount("data")).toBe(0);
    expect(t.output.listenerCount("resize")).toBe(0);
  });

  it("restores the terminal before printing an error from the app", async () => {
    const t = start("pixljs", 140, 40);
    t.session.sim.hal.listen(() => {
      throw new Error("boom in a screen");
    });
    t.key("3");
    expect(await t.session.done).toBe(1);
    const leave = t.log.indexOf(LEAVE);
    const error = t.log.findIndex((l) => l.startsWith("<stderr>Error: boom in a screen"));
    expect(leave).toBeGreaterThan(0);
    expect(error).toBeGreaterThan(leave);
  });

  it.each([
    ["SIGTERM", undefined, 143],
    ["SIGINT", undefined, 130],
    ["SIGHUP", undefined, 129],
    ["uncaughtException", new Error("timer crashed"), 1],
  ])("restores the terminal on %s, then removes its hooks", async (event, arg, code) => {
    const t = start("pixljs", 140, 40);
    const proc = new EventEmitter();
    installProcessHooks(t.session, proc);
    proc.emit(event, arg);
    expect(await t.session.done).toBe(code);
    expect(t.log).toContain(LEAVE);
    if (arg) expect(t.log.at(-1)).toMatch(/^<stderr>Error: timer crashed/);
    expect(proc.eventNames()).toEqual([]);
  });
});
