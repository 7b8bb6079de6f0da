// The Espruino HAL against a fake Espruino (fake-espruino.ts): buttons (debounce options,
// long press at the profile's time, exactly one delivery, cleanup), the Bangle.js 2 touch
// UI, storage semantics, display colours and flips, feedback and the clock.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { watchButtons } from "../../hal/espruino/buttons";
import { espruinoDisplay } from "../../hal/espruino/display";
import { bangleFeedback, ledFeedback, pixlLcd } from "../../hal/espruino/feedback";
import { espruinoHal } from "../../hal/espruino/hal";
import { espruinoStorage } from "../../hal/espruino/storage";
import { bangleUi } from "../../hal/espruino/touch";
import { Button, Touch } from "../../hal/input";
import { PALETTES } from "../../hal/palette";
import { FakeEspruino, installFakeEspruino, pin, uninstallFakeEspruino } from "./fake-espruino";

const LONG = 600;
const TIMING = { debounceMs: 25, longPressMs: LONG };
const BTN1 = pin("BTN1");
const BTN2 = pin("BTN2");
const PINS = [
  { pin: BTN1, b: "up" as Button },
  { pin: BTN2, b: "back" as Button },
];

let esp: FakeEspruino;
let presses: string[];
const record = (b: Button, long: boolean) => presses.push(long ? `${b}:long` : b);

beforeEach(() => {
  esp = installFakeEspruino();
  presses = [];
});
afterEach(uninstallFakeEspruino);

describe("buttons", () => {
  it("watches both edges of every button, repeating, with Espruino's debounce", () => {
    watchButtons(PINS, TIMING, record);
    expect([...esp.watches.values()].map((w) => [String(w.pin), w.opts])).toEqual([
      ["BTN1", { repeat: true, edge: "both", debounce: 25 }],
      ["BTN2", { repeat: true, edge: "both", debounce: 25 }],
    ]);
  });

  it("delivers a short press once, on release", () => {
    watchButtons(PINS, TIMING, record);
    esp.edge(BTN1, true);
    expect(presses).toEqual([]);
    vi.advanceTimersByTime(LONG - 1);
    esp.edge(BTN1, false);
    vi.advanceTimersByTime(5000);
    expect(presses).toEqual(["up"]);
  });

  it("delivers a long press once, when the long-press time is reached, and nothing on release", () => {
    watchButtons(PINS, TIMING, record);
    esp.edge(BTN2, true);
    vi.advanceTimersByTime(LONG - 1);
    expect(presses).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(presses).toEqual(["back:long"]);
    vi.advanceTimersByTime(3000);
    esp.edge(BTN2, false);
    expect(presses).toEqual(["back:long"]);
  });

  it("ignores stray edges: a second press edge, a release without a press", () => {
    watchButtons(PINS, TIMING, record);
    esp.edge(BTN1, false);
    esp.edge(BTN1, true);
    vi.advanceTimersByTime(300);
    esp.edge(BTN1, true); // no restart of the long-press time
    vi.advanceTimersByTime(300);
    expect(presses).toEqual(["up:long"]);
    esp.edge(BTN1, false);
    esp.edge(BTN1, false);
    expect(presses).toEqual(["up:long"]);
  });

  it("keeps buttons apart: two held at once give one press each", () => {
    watchButtons(PINS, TIMING, record);
    esp.edge(BTN1, true);
    esp.edge(BTN2, true);
    esp.edge(BTN2, false);
    esp.edge(BTN1, false);
    expect(presses).toEqual(["back", "up"]);
  });

  it("does not deliver a press twice across a screen change that listens anew", () => {
    // A long press opens a screen whose listener replaces the old one; the release of that
    // very press must not reach the new listener as a short press.
    const stopFirst = watchButtons(PINS, TIMING, (b, long) => {
      record(b, long);
      stopFirst();
      watchButtons(PINS, TIMING, (b2, long2) => record(b2, long2));
    });
    esp.edge(BTN2, true);
    vi.advanceTimersByTime(LONG);
    esp.edge(BTN2, false);
    expect(presses).toEqual(["back:long"]);
    esp.edge(BTN1, true);
    esp.edge(BTN1, false);
    expect(presses).toEqual(["back:long", "up"]);
  });

  it("stops cleanly: every watch and a pending long-press timer go, and stopping twice is harmless", () => {
    const stop = watchButtons(PINS, TIMING, record);
    esp.edge(BTN1, true);
    stop();
    expect(esp.watches.size).toBe(0);
    vi.advanceTimersByTime(LONG * 2);
    esp.edge(BTN1, false);
    expect(presses).toEqual([]);
    expect(() => stop()).not.toThrow();
  });
});

describe("Bangle.js 2 touch screen", () => {
  it("takes the UI with Bangle.setUI custom, turns taps and drags into Touch events, and gives it back", () => {
    const touches: Touch[] = [];
    let removed = 0;
    const stop = bangleUi((t) => touches.push(t), () => removed++);
    expect(esp.ui?.mode).toBe("custom");
    esp.ui!.touch!(1, { x: 30, y: 40 });
    esp.ui!.drag!({ x: 100, y: 120, dx: 0, dy: -4, b: 1 });
    esp.ui!.drag!({ x: 101, y: 110, dx: 1, dy: -10, b: 1 });
    esp.ui!.drag!({ x: 101, y: 110, dx: 0, dy: 0, b: 0 });
    esp.ui!.drag!({ x: 10, y: 20, dx: 0, dy: 3, b: 1 });
    expect(touches).toEqual([
      { k: "tap", x: 30, y: 40, dy: 0 },
      { k: "drag", x: 100, y: 120, dy: -4 },
      { k: "drag", x: 100, y: 120, dy: -10 },
      { k: "drag", x: 10, y: 20, dy: 3 },
    ]);
    stop();
    expect(removed).toBe(1);
    expect(esp.ui).toBeUndefined();
  });

  it("stops the buttons when the system takes the UI away, and then leaves the next app's UI alone", () => {
    const hal = espruinoHal({ display: espruinoDisplay(176, 176, 3, PALETTES[3], true, 2), feedback: bangleFeedback(true), pins: [{ pin: BTN1, b: "back" }], timing: TIMING, ui: bangleUi });
    const stop = hal.listen(record, () => undefined);
    expect(esp.watches.size).toBe(1);
    const next: BangleUi = { mode: "custom" };
    (globalThis as unknown as { Bangle: BangleObject }).Bangle.setUI(next); // another app loads
    expect(esp.watches.size).toBe(0);
    const calls = esp.setUiCalls;
    stop();
    expect(esp.setUiCalls).toBe(calls);
    expect(esp.ui).toBe(next);
  });
});

describe("storage", () => {
  it("writes whole files, creates sized files and fills them, and reads back", () => {
    const s = espruinoStorage();
    expect(s.write("kniffel.set", "abc")).toBe(true);
    expect(s.read("kniffel.set")).toBe("abc");
    expect(s.write("kniffel.g0", "HEAD", 0, 10)).toBe(true);
    expect(s.write("kniffel.g0", "xy", 4)).toBe(true);
    expect(s.read("kniffel.g0")).toBe("HEADxy\xff\xff\xff\xff");
    expect(s.write("kniffel.g1", "zz", 3, 8)).toBe(true);
    expect(s.read("kniffel.g1")).toBe("\xff\xff\xffzz\xff\xff\xff");
    expect(s.list("kniffel.g")).toEqual(["kniffel.g0", "kniffel.g1"]);
    s.erase("kniffel.g0");
    expect(s.read("kniffel.g0")).toBeUndefined();
    expect(s.free()).toBe(1000);
  });

  it("reports failures as false: a full flash (Espruino throws), a missing file, offset 0 in place", () => {
    const s = espruinoStorage();
    expect(s.write("kniffel.x", "a", 3)).toBe(false);
    s.write("kniffel.x", "abc", 0, 6);
    expect(s.write("kniffel.x", "q", 0)).toBe(false); // Espruino would replace the file
    expect(s.read("kniffel.x")).toBe("abc\xff\xff\xff");
    esp.failWrites = true;
    expect(s.write("kniffel.y", "abc")).toBe(false);
  });
});

describe("display, feedback, random, clock", () => {
  it("maps palette indices to RGB on the colour board and passes them on the 1-bit board", () => {
    espruinoDisplay(176, 176, 3, PALETTES[3], true, 2).setColor(4);
    espruinoDisplay(128, 64, 1, null, false, 1).setColor(1);
    expect(esp.calls).toEqual([
      ["setColor", 0, 0, 1],
      ["setColor", 1],
    ]);
  });

  it("flips only where the board does not flip by itself, or when asked to flip now (before a long computation)", () => {
    const bangle = espruinoDisplay(176, 176, 3, PALETTES[3], true, 2);
    bangle.flip();
    expect(esp.calls).toEqual([]);
    espruinoDisplay(128, 64, 1, null, false, 1).flip();
    expect(esp.calls).toEqual([["flip"]]);
    bangle.flip(true);
    expect(esp.calls).toEqual([["flip"], ["flip"]]);
  });

  it("loads a font with setFontCustom and draws with it", () => {
    const d = espruinoDisplay(128, 64, 1, null, false, 1);
    d.setFont({ bitmap: "\x01\x02", first: 32, widths: "\x03", height: 6 });
    d.fillRect(1, 2, 3, 4);
    d.drawString("Hi", 5, 6);
    expect(esp.calls).toEqual([
      ["setFontCustom", "\x01\x02", 32, "\x03", 6],
      ["fillRect", 1, 2, 3, 4],
      ["drawString", "Hi", 5, 6],
    ]);
    expect(d.stringWidth("Hi")).toBe(8);
  });

  it("passes the text scale in bits 8-15 of the font height", () => {
    espruinoDisplay(176, 176, 3, PALETTES[3], true, 2).setFont({ bitmap: "\x01", first: 32, widths: "\x03", height: 6 });
    expect(esp.calls).toContainEqual(["setFontCustom", "\x01", 32, "\x03", 6 + (2 << 8)]);
  });

  it("drives LED1 on the Pixl.js; backlight and vibration (if switched on) on the Bangle.js 2", () => {
    const led = ledFeedback();
    led.backlight(true);
    led.backlight(false);
    led.buzz(30);
    bangleFeedback(true).buzz(40);
    bangleFeedback(false).buzz(50);
    bangleFeedback(true).backlight(true);
    expect(esp.led).toEqual([true, false, true]);
    expect(esp.buzzes).toEqual([40]);
  });

  it("takes random words from E.hwRand and time from getTime, in milliseconds", () => {
    const hal = espruinoHal({ display: espruinoDisplay(128, 64, 1, null, false, 1), feedback: ledFeedback(), pins: [], timing: TIMING });
    expect(hal.random.word()).toBe(-5);
    vi.setSystemTime(12345);
    expect(hal.clock.now()).toBe(12345);
    const fired: number[] = [];
    hal.clock.setTimeout(() => fired.push(1), 100);
    const id = hal.clock.setTimeout(() => fired.push(2), 100);
    hal.clock.clearTimeout(id);
    vi.advanceTimersByTime(100);
    expect(fired).toEqual([1]);
  });

  it("reads the battery, switches the Pixl.js LCD, and opens or closes the Bluetooth console", () => {
    const pixl = espruinoHal({ display: espruinoDisplay(128, 64, 1, null, false, 1), feedback: ledFeedback(), lcd: pixlLcd, pins: [], timing: TIMING });
    expect(pixl.power.battery()).toBe(83);
    pixl.power.lcd(false);
    pixl.power.lcd(true);
    pixl.bleConsole(false);
    pixl.bleConsole(true);
    expect([esp.lcd, esp.uart]).toEqual([[false, true], [false, true]]);
    const bangle = espruinoHal({ display: espruinoDisplay(176, 176, 3, PALETTES[3], true, 2), feedback: bangleFeedback(true), pins: [], timing: TIMING });
    bangle.power.lcd(false); // the watch owns its LCD: nothing happens
    expect(esp.lcd).toEqual([false, true]);
  });
});
