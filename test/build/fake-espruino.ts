// A fake of the Espruino globals hal/espruino uses, for tests on Node: pin watches that
// tests trigger edge by edge, a recording `g`, a Storage module over a Map, the LED and the
// Bangle object. Timers are vitest's fake timers (the HAL calls the global setTimeout).
import vm from "node:vm";
import { vi } from "vitest";
import { boardBuild } from "../../build/boards";
import { Input } from "../app/harness";

export interface Watch {
  fn: (e: { state: boolean; time: number }) => void;
  pin: EspruinoPin;
  opts: EspruinoWatchOptions;
}

export interface FakeEspruino {
  watches: Map<number, Watch>;
  /** Sends an edge of `pin` to its watches (as Espruino does after its debounce). */
  edge(pin: EspruinoPin, state: boolean): void;
  /** Graphics calls, e.g. ["setColor", 0, 0, 1]. */
  calls: unknown[][];
  /** Storage files by name, Latin-1 strings. */
  files: Map<string, string>;
  /** Storage writes that should throw (as Espruino does when the flash is full). */
  failWrites: boolean;
  ui: BangleUi | undefined;
  setUiCalls: number;
  buzzes: number[];
  led: boolean[];
  /** Pixl.setLCDPower calls, and the Bluetooth UART switched by NRF.setServices. */
  lcd: boolean[];
  uart: boolean[];
}

export const pin = (name: string): EspruinoPin => ({ read: () => false, toString: () => name }) as EspruinoPin;

/** Installs the fake as globals (undone by vi.unstubAllGlobals) and fake timers. */
/** The fake installed last. */
let fake: FakeEspruino | undefined;

export function installFakeEspruino(): FakeEspruino {
  vi.useFakeTimers();
  let nextId = 1;
  const f: FakeEspruino = (fake = {
    watches: new Map(),
    edge(p, state) {
      for (const w of [...f.watches.values()]) if (w.pin === p) w.fn({ state, time: Date.now() / 1000 });
    },
    calls: [],
    files: new Map(),
    failWrites: false,
    ui: undefined,
    setUiCalls: 0,
    buzzes: [],
    led: [],
    lcd: [],
    uart: [],
  });
  const g: { [method: string]: (...args: never[]) => unknown } = { stringWidth: (s: string) => s.length * 4 };
  for (const name of ["setColor", "fillRect", "setFontCustom", "drawString", "flip"]) {
    g[name] = (...args: unknown[]) => {
      f.calls.push([name, ...args]);
      return g;
    };
  }
  const storage: EspruinoStorage = {
    read: (name, offset = 0, length = 0) => {
      const d = f.files.get(name);
      return d === undefined ? undefined : length > 0 ? d.substr(offset, length) : d.slice(offset);
    },
    write: (name, data, offset, size) => {
      if (f.failWrites) throw new Error("Unable to find or create file");
      const old = f.files.get(name);
      if (!offset) f.files.set(name, size === undefined ? data : data + "\xff".repeat(size - data.length));
      else if (old === undefined) throw new Error(`Can't find file "${name}"`);
      else f.files.set(name, old.slice(0, offset) + data + old.slice(offset + data.length));
      return true;
    },
    readArrayBuffer: (name) => {
      const d = f.files.get(name);
      return d === undefined ? undefined : Uint8Array.from(Buffer.from(d, "latin1")).buffer;
    },
    erase: (name) => void f.files.delete(name),
    list: () => [...f.files.keys()],
    getFree: () => 1000,
  };
  vi.stubGlobal("g", g);
  vi.stubGlobal("require", (m: string) => {
    if (m !== "Storage") throw new Error(`Module ${m} not found`);
    return storage;
  });
  vi.stubGlobal("setWatch", (fn: Watch["fn"], p: EspruinoPin, opts: EspruinoWatchOptions) => {
    f.watches.set(nextId, { fn, pin: p, opts });
    return nextId++;
  });
  vi.stubGlobal("clearWatch", (id: number) => {
    if (!f.watches.delete(id)) throw new Error("Unknown Watch"); // as Espruino
  });
  vi.stubGlobal("getTime", () => Date.now() / 1000);
  vi.stubGlobal("E", { hwRand: () => -5, getBattery: () => 83 });
  vi.stubGlobal("Pixl", { setLCDPower: (on: boolean) => f.lcd.push(on) });
  vi.stubGlobal("NRF", { setServices: (_d: object, o: { uart: boolean }) => f.uart.push(o.uart) });
  vi.stubGlobal("LED1", { set: () => f.led.push(true), reset: () => f.led.push(false) });
  vi.stubGlobal("Bangle", {
    setUI(ui?: BangleUi) {
      f.setUiCalls++;
      const old = f.ui;
      f.ui = undefined;
      if (old?.remove) old.remove(); // as Bangle_setUI: the old UI's remove runs first
      f.ui = ui;
    },
    buzz: (ms: number) => f.buzzes.push(ms),
    setBacklight: (on: boolean) => f.led.push(on),
  });
  return f;
}

export function uninstallFakeEspruino(): void {
  vi.unstubAllGlobals();
  vi.useRealTimers();
}

/**
 * Runs a bundle in a context of the fake's globals (installed first), as Espruino runs
 * .bootcde; `global.eval` evaluates in that context, as the coach's loader needs.
 */
export function runBundle(code: string, pins: { [name: string]: EspruinoPin }): void {
  const globals = globalThis as unknown as { [name: string]: unknown };
  const context: { [name: string]: unknown } = { setTimeout, clearTimeout, ...pins };
  for (const name of ["g", "require", "setWatch", "clearWatch", "getTime", "E", "LED1", "Bangle", "Pixl", "NRF"]) context[name] = globals[name];
  context.global = context;
  context.eval = (source: string) => vm.runInContext(source, context);
  vm.runInNewContext(code, context);
}

/** The strings drawn by these graphics calls. */
export const drawn = (calls: unknown[][]) => calls.filter((c) => c[0] === "drawString").map((c) => c[1]);

/**
 * Board `id`'s bundle started on the fake (installed first), and its input, as the
 * simulator's test Player gives it: a press is an edge down and up (held 800 ms for a long
 * one); a button the board lacks is a tap on its corner of the touch screen; after each, a
 * second for any animation.
 */
export function runDevice(id: string, code: string): { input(i: Input): void } {
  const b = boardBuild(id);
  const pins: { [name: string]: EspruinoPin } = {};
  const pinOf: { [button: string]: EspruinoPin } = {};
  for (const name of Object.keys(b.buttons)) pinOf[b.buttons[name]] = pins[name] = pin(name);
  runBundle(code, pins);
  const esp = fake as FakeEspruino;
  const { w, h, corners } = b.profile;
  const tap = (x: number, y: number) => (esp.ui as BangleUi).touch!(1, { x, y });
  return {
    input(i) {
      if ("x" in i) tap(i.x, i.y);
      else if (!pinOf[i.b]) {
        const corner = corners[i.b];
        tap(corner.endsWith("Left") ? 2 : w - 3, corner.startsWith("top") ? 2 : h - 3);
      } else {
        esp.edge(pinOf[i.b], true);
        vi.advanceTimersByTime(i.long ? 800 : 50);
        esp.edge(pinOf[i.b], false);
      }
      vi.advanceTimersByTime(1000);
    },
  };
}
