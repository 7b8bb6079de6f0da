// The page's device as a person plays it in Chromium: the drawn buttons clicked (held for a
// long press), the screen tapped and dragged with the mouse, or the terminal simulator's keys;
// with the virtual clock (clock=virtual) moved on after each input as the simulator's test
// Player does, and the screen read back from the canvas.
import type { Page } from "playwright-core";
import type { AppDump } from "../../firmware/app/app";
import type { Button } from "../../hal/input";
import { buttonMap } from "../../sim/buttons";
import { LONG_TOUCH_MS } from "../../sim/hal";
import { profileFor } from "../../sim/profiles";
import type { TestApi } from "../../web/test-api-types";
import type { Step } from "./recorder";

/** Time after each input, as the test Player allows (sim/harness.ts). */
const SETTLE_MS = 1000;
/** On the real clock, the longest wait for an input's animation to end, on a busy machine. */
const SETTLE_LIMIT_MS = 30_000;

/** Keys of the logical buttons (sim/keys.ts): short, long. */
const KEYS: { [b in Button]: [string, string] } = {
  up: ["ArrowUp", "Shift+ArrowUp"],
  down: ["ArrowDown", "Shift+ArrowDown"],
  ok: ["Enter", "Tab"],
  back: ["Space", "m"],
};

type Api = { kniffel: TestApi };

export class PageDevice {
  private readonly physical: { [b: string]: string } = {};
  readonly longMs: number;
  /** The screen's size in pixels. */
  readonly size: { w: number; h: number };

  /**
   * `keys`: presses by the keyboard (digits for the board's buttons) instead of clicks;
   * `real`: the page runs on the real clock (a long press is held that long, and each input
   * gets time for the roll's animation).
   */
  constructor(readonly page: Page, readonly board: string, readonly keys = false, readonly real = false) {
    const map = buttonMap(board);
    for (const label of Object.keys(map)) this.physical[map[label]] = label;
    const profile = profileFor(board);
    this.longMs = profile.longPressMs;
    this.size = { w: profile.w, h: profile.h };
  }

  /** Calls the page's test API (web/test-api.ts). */
  call<K extends keyof TestApi>(name: K, ...args: Parameters<TestApi[K]>): Promise<Awaited<ReturnType<TestApi[K]>>> {
    return this.page.evaluate(
      ([n, a]) => ((globalThis as unknown as Api).kniffel[n] as (...x: unknown[]) => unknown)(...a),
      [name, args] as [K, unknown[]],
    ) as Promise<Awaited<ReturnType<TestApi[K]>>>;
  }

  /** The virtual clock moved on by ms; on the real clock, the wait until what the input set going (the roll's frames) is over. */
  async advance(ms: number): Promise<void> {
    if (!this.real) return this.call("advance", ms);
    await this.page.waitForFunction(() => !(globalThis as unknown as Api).kniffel.settling(), undefined, { timeout: SETTLE_LIMIT_MS });
  }

  async dump(): Promise<AppDump> {
    return (await this.call("dump")) as AppDump;
  }

  /** Where the canvas's screen and its buttons are (read once per page load: the device's drawing does not change). */
  private layout: Promise<{ screen: { x: number; y: number; canvasW: number }; buttons: Awaited<ReturnType<TestApi["buttons"]>> }> | null = null;

  private where() {
    this.layout ??= (async () => ({ screen: await this.call("screenAt"), buttons: await this.call("buttons") }))();
    return this.layout;
  }

  /** Forget the layout (after a reload). */
  reloaded(): void {
    this.layout = null;
  }

  /**
   * A point of the canvas (canvas pixels) in page coordinates. The canvas is found anew each
   * time: the controls above it may change their height (their language follows the device's).
   */
  private async at(cx: number, cy: number): Promise<{ x: number; y: number }> {
    const { screen } = await this.where();
    const box = await this.page.locator("canvas.device").boundingBox();
    if (!box) throw new Error("no device canvas");
    const s = box.width / screen.canvasW;
    return { x: box.x + (cx + 0.5) * s, y: box.y + (cy + 0.5) * s };
  }

  private async screenAt(): Promise<{ x: number; y: number }> {
    return (await this.where()).screen;
  }

  /** The drawn button `label` (BTN1 ...): its middle on the page. */
  private async buttonAt(label: string): Promise<{ x: number; y: number }> {
    const b = (await this.where()).buttons.find((x) => x.label === label);
    if (!b) throw new Error("no button " + label);
    return this.at(b.x + b.w / 2 - 0.5, b.y + b.h / 2 - 0.5);
  }

  /** `settle`: then time for what it set going (false: it goes on by itself, a game of computers, say). */
  async press(b: Button, long = false, settle = true): Promise<void> {
    const label = this.physical[b];
    if (this.keys || !label) {
      const digit = label ? label.slice(3) : "";
      const key = label ? (long ? `Shift+Digit${digit}` : `Digit${digit}`) : KEYS[b][long ? 1 : 0];
      await this.page.keyboard.press(key);
      return settle ? this.advance(SETTLE_MS) : undefined;
    }
    const p = await this.buttonAt(label);
    await this.page.mouse.move(p.x, p.y);
    await this.page.mouse.down();
    if (long) await (this.real ? this.page.waitForTimeout(this.longMs + 150) : this.advance(this.longMs));
    await this.page.mouse.up();
    if (settle) return this.advance(long ? SETTLE_MS - this.longMs : SETTLE_MS);
  }

  async tap(x: number, y: number): Promise<void> {
    const s = await this.screenAt();
    const p = await this.at(s.x + x, s.y + y);
    await this.page.mouse.click(p.x, p.y);
    return this.advance(SETTLE_MS);
  }

  /** A long touch at (x, y): the finger rests until the controller reports it. */
  async hold(x: number, y: number): Promise<void> {
    const s = await this.screenAt();
    const p = await this.at(s.x + x, s.y + y);
    await this.page.mouse.move(p.x, p.y);
    await this.page.mouse.down();
    await (this.real ? this.page.waitForTimeout(LONG_TOUCH_MS + 150) : this.advance(LONG_TOUCH_MS));
    await this.page.mouse.up();
    return this.advance(SETTLE_MS - LONG_TOUCH_MS);
  }

  /** A drag from the screen's middle by dy pixels, the mouse moving `step` pixels at a time. */
  async drag(dy: number, step: number): Promise<void> {
    const s = await this.screenAt();
    const mx = this.size.w >> 1;
    const my = this.size.h >> 1;
    const from = await this.at(s.x + mx, s.y + my);
    const one = (await this.at(s.x + mx, s.y + my + 1)).y - from.y; // page pixels per screen pixel
    await this.page.mouse.move(from.x, from.y);
    await this.page.mouse.down();
    for (let done = 0; done !== dy; ) {
      done += Math.max(-step, Math.min(step, dy - done));
      await this.page.mouse.move(from.x, from.y + done * one);
    }
    await this.page.mouse.up();
    return this.advance(SETTLE_MS);
  }

  async play(steps: Step[]): Promise<void> {
    for (const s of steps) {
      if (s.k === "press") await this.press(s.b, s.long);
      else if (s.k === "tap") await this.tap(s.x, s.y);
      else if (s.k === "drag") await this.drag(s.dy, s.step);
      else if (s.k === "hold") await this.hold(s.x, s.y);
      else await this.call("queueDice", s.faces);
    }
  }

  /** The screen as RGB read from the canvas (what the person sees). */
  async screenRgb(): Promise<Uint8Array> {
    return Uint8Array.from(await this.call("screenRgb"));
  }
}
