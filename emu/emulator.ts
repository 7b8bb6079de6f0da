// Headless driver for the real Bangle.js 2 and Bangle.js 3 firmware (Espruino 2v29.74
// compiled to JavaScript by emscripten/wasm2js, from ../shared/emu). Adapted from the driver
// beside the firmware files (../shared/emu/harness/emulator.js, Apache-2.0, EspruinoWebIDE):
// only what the project's tests use, typed, with the screen as palette-free RGB and a flash
// image that a test can boot from again and again (installing the app once per process).
// Which watch is data (espruino.config.json's `emulator` of a board): its two files; the rest
// (screen size, buttons, flash) comes from the firmware's own constants file.
//
// Each instance is a fresh firmware whose Date.now() is a virtual clock: time moves only
// when the driver moves it, so runs are deterministic and fast; everything is synchronous.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import vm from "node:vm";
import { crc32 } from "node:zlib";
import { emuDir, missingFirmware } from "../build/firmware-files";
import { boardConfig, loadConfig } from "../sim/config";
import { cleanLine, ERROR_LINE, evalAnswer, evalCommand } from "../sim/espruino-console";

export { emuDir };

/** The boards whose firmware runs here (espruino.config.json `emulator`), in the config's order. */
export function emulated(): string[] {
  return Object.keys(loadConfig().boards).filter((id) => boardConfig(id).emulator);
}

/** The watch an emulator runs where none is named: the config's first board with an emulator. */
export function firstEmulated(): string {
  const [first] = emulated();
  if (!first) throw new Error("no board of espruino.config.json has an emulator");
  return first;
}

/** Why board's firmware cannot run here, or undefined when its files are present. */
export function firmwareMissing(board = firstEmulated()): string | undefined {
  const dir = emuDir();
  const f = boardConfig(board).emulator;
  if (!f) return `no firmware for board ${board} (known: ${emulated().join(", ")})`;
  for (const name of [f.firmware, f.constants]) if (!existsSync(join(dir, name))) return missingFirmware("firmware file", join(dir, name));
  return undefined;
}

const INPUT_CHUNK = 128; // console bytes pushed before the firmware processes them
const WRITE_CHUNK = 1536; // file bytes per Storage.write() (2048 base64 characters)
const READ_CHUNK = 384; // file bytes per read: its base64 text fits beside an app on the Bangle.js 1's 2,500 variables
const MAX_BUSY_LOOPS = 100000; // idle calls without the firmware going to sleep: a hang
const TIMEOUT_MS = 120000; // wall-clock limit of one call (an endless loop on the device)
const START_TIME = Date.UTC(2026, 0, 1, 12, 0, 0);

/** An exception thrown by code evaluated on the device. */
export class DeviceError extends Error {}

// The device runs synchronously inside our calls, so an endless loop in device code would
// hang the test: every public call runs through a vm script with a timeout.
const guardContext = vm.createContext({ fn: null as null | (() => unknown) });
const guardScript = new vm.Script("fn()");
let guardDepth = 0;

/** By board, the emulator resumed last in this process: the next resume takes over its firmware instance. */
const warmest = new Map<string, Emulator>();
/** By board, an instance's RAM before its first start-up (powerCycle sets it back). */
const initialRam = new Map<string, Uint8Array>();

/** Every button released (active low: 1), every other pin low. */
function releasePins(pins: Uint8Array, C: Constants): void {
  pins.fill(0);
  for (const b of [C.BTN1, C.BTN2, C.BTN3, C.BTN4, C.BTN5]) if (b !== undefined) pins[b] = 1;
}

interface Constants {
  PIN_COUNT: number;
  DEVICE: number;
  /** The pin of each button the watch has (BTN2-BTN4: the Bangle.js 3 only). */
  BTN1: number;
  BTN2?: number;
  BTN3?: number;
  BTN4?: number;
  /** The Bangle.js 1's right touch half (BTN4: its left). */
  BTN5?: number;
  GFX_WIDTH: number;
  GFX_HEIGHT: number;
  FLASH_SIZE: number;
  jsGetGfxContents(rgba: Uint8Array): void;
}
// The firmware's raw exports (jsInit, jsIdle, jshPushIOCharEvent, ...): untyped C functions.
type Exports = { [name: string]: (...args: number[]) => number };
type Compiled = { constants: (m: object) => Constants; firmware: (...a: unknown[]) => { wasmExports: Exports; calls: () => number } };

/** The firmware's sources, by board, as it is and counting its work. */
const sources = new Map<string, Sources>();
const FIRMWARE_PARAMS = ["Module", "process", "require", "__dirname", "Date", "console", "globalThis",
  "hwSetPinValue", "hwGetPinValue", "hwFlashRead", "hwFlashWritePtr", "jsHandleIO", "hwFlashReadInto"];

/**
 * The firmware file is a debug build of emscripten's glue: every call from the interpreter
 * into its host (a flash byte read, a pin) parses the call's signature again and builds two
 * assertion messages, more than a third of all the time spent. Those two glue functions are
 * swapped for equivalents that parse each signature once; the interpreter is untouched. If
 * the file differs from the one this was written for, it is used as it is.
 */
function fastHostCalls(src: string): string {
  const from = src.indexOf("  var readEmAsmArgsArray = [];");
  const to = src.indexOf("  var _emscripten_asm_const_double");
  if (from < 0 || to < from || !src.slice(from, to).includes("var runEmAsmFunction")) return src;
  const fast = `
  var emAsmSignatures = new Map();
  var readEmAsmArgs = (sigPtr, buf) => {
    var sig = emAsmSignatures.get(sigPtr);
    if (!sig) {
      sig = [];
      for (var p = sigPtr, ch; (ch = HEAPU8[p++]); ) sig.push(ch);
      emAsmSignatures.set(sigPtr, sig);
    }
    var args = new Array(sig.length);
    for (var i = 0; i < sig.length; i++) {
      var ch = sig[i], wide = ch != 105 && ch != 112;
      if (wide && buf % 8) buf += 4;
      args[i] = ch == 112 ? HEAPU32[buf >> 2] : ch == 105 ? HEAP32[buf >> 2] : HEAPF64[buf >> 3];
      buf += wide ? 8 : 4;
    }
    return args;
  };
  var runEmAsmFunction = (code, sigPtr, argbuf) => ASM_CONSTS[code](...readEmAsmArgs(sigPtr, argbuf));
`;
  return src.slice(0, from) + fast + src.slice(to);
}

/**
 * The emulator's flash read (jshFlashRead in Espruino's targets/emscripten/jshardware.c, the
 * host side of the port, not the interpreter) asks its host for one byte at a time through
 * emscripten's EM_ASM call; the interpreter runs the app from flash, so that is the driver's
 * busiest call. It is swapped for a copy of the bytes asked for in one call (the same bytes:
 * 0xff past the flash). Its work count (countCalls) stays the same: it is one call either way.
 */
function fastFlashRead(src: string): string {
  const start = src.indexOf(" function jshFlashRead($0, $1, $2) {\n");
  const end = start < 0 ? -1 : src.indexOf("\n }\n", start);
  if (end < 0 || !src.slice(start, end).includes("emscripten_asm_const_int")) return src;
  const fast = ` function jshFlashRead($0, $1, $2) {
  if ($1 >>> 0 >= 134217728) hwFlashReadInto(HEAPU8, $0 >>> 0, ($1 >>> 0) - 134217728, $2 >>> 0);`;
  return src.slice(0, start) + fast + src.slice(end);
}

/**
 * The device's work as a count, the same on every host and run: every function of the
 * interpreter (wasm2js keeps each C function as a JavaScript function of its own, one per
 * line ` function name(args) {`) adds one to a counter when called. Calls of C functions
 * follow the interpreter's work closely (lexing a token, looking up a name, reading an
 * array element are each a handful of them); see emu/timing.ts.
 */
function countCalls(src: string): string {
  // A typed array: a plain counter would pass 2^30 and become a heap number, allocated per call.
  return "var interpreterCalls = new Float64Array(1);\n" + src.replace(/^( function [A-Za-z_0-9$]+\([^)]*\) \{)$/gm, "$1 interpreterCalls[0]++;");
}

/** The firmware's sources as the driver runs them, by board, and V8's code cache of each. */
interface Sources {
  constants: Part;
  firmware: Part;
}
interface Part {
  /** The source, a function of `params`. */
  code: string;
  filename: string;
  /** V8's code cache, made after the first instance ran (with the functions it compiled then). */
  cache?: Buffer;
}

/**
 * Part compiled anew, from V8's code cache where there is one. A fresh compile per boot: one
 * compiled function shared by every boot made each instance after a process's first run at
 * half speed (V8 specialises the shared code on the first instance's closures, and falls back
 * to slower, general code once a second one exists); its own copy keeps each instance fast.
 */
function compiled(part: Part): (...a: unknown[]) => unknown {
  const script = new vm.Script(part.code, { filename: part.filename, cachedData: part.cache });
  const fn = script.runInThisContext() as (...a: unknown[]) => unknown;
  if (part.cache) return fn;
  return (...a) => {
    const r = fn(...a);
    part.cache = script.createCachedData();
    return r;
  };
}

/**
 * The firmware for a boot: its source read and prepared once per process, compiled for each
 * boot (compiled()). Counting its work (countCalls) makes it about three times slower, so only
 * the emulators that measure work count.
 */
function compile(board: string, counting: boolean): Compiled {
  const key = board + (counting ? "+counting" : "");
  let src = sources.get(key);
  if (!src) {
    const dir = emuDir();
    const files = boardConfig(board).emulator;
    if (!files) throw new Error(`no firmware for board ${board}`);
    const c = readFileSync(join(dir, files.constants), "utf8");
    const plain = fastFlashRead(fastHostCalls(readFileSync(join(dir, files.firmware), "utf8")));
    const f = counting ? countCalls(plain) : plain;
    const names = ["PIN_COUNT", "DEVICE", "BTN1", "BTN2", "BTN3", "BTN4", "BTN5", "GFX_WIDTH", "GFX_HEIGHT", "FLASH_SIZE", "jsGetGfxContents"];
    const fn = (params: string[], body: string) => `(function (${params.join(", ")}) {\n${body}\n})`;
    src = {
      constants: { code: fn(["Module"], c + "\n;return {" + names.map((n) => `${n}: typeof ${n} === "undefined" ? undefined : ${n}`).join(", ") + "};"), filename: files.constants },
      firmware: {
        code: fn(
          FIRMWARE_PARAMS,
          // wasm2js: the "wasm" is plain JavaScript, instantiated synchronously with the build's polyfill.
          "Module.instantiateWasm = function (info, receive) { receive(new WebAssembly.Instance(new WebAssembly.Module(), info)); return {}; };" +
            f +
            `\n;return { wasmExports: wasmExports, calls: function () { return ${counting ? "interpreterCalls[0]" : "NaN"}; } };`,
        ),
        filename: files.firmware,
      },
    };
    sources.set(key, src);
  }
  return { constants: compiled(src.constants) as Compiled["constants"], firmware: compiled(src.firmware) as Compiled["firmware"] };
}

/** One instance of the compiled firmware and what its host calls reach. */
interface Instance {
  C: Constants;
  X: Exports;
  /** Interpreter calls since the instance was made (NaN where not counting). */
  calls: () => number;
  /** Its RAM: the whole WebAssembly memory (C stack, heap and Espruino's variables). */
  heap: () => Uint8Array;
  /** Its flash and pins, as its host calls read and write them. */
  bytes: Uint8Array;
  pins: Uint8Array;
  /** The emulator driving it now. */
  host: { emu: Emulator };
}

/**
 * An emulator at rest (no call running, no console output pending): its RAM, flash, pins and
 * clock. The firmware keeps all its state in RAM (its host calls, ASM_CONSTS, keep none), so
 * an instance that resumes from this (Emulator.resume) is the same device, from the same
 * moment, as the one that took it; without the boot's work (jsInit reads every Storage file).
 */
export interface EmulatorState {
  readonly board: string;
  readonly counting: boolean;
  readonly ram: Uint8Array;
  readonly flash: Uint8Array;
  readonly pins: Uint8Array;
  readonly now: number;
  /** The console's unfinished line (the REPL's prompt). */
  readonly console: string;
}

export interface DeviceException {
  message: string;
  details: string[];
  t: number;
}

export class Emulator {
  /** Virtual time in ms. */
  now = START_TIME;
  readonly consoleLines: string[] = [];
  /** Uncaught exceptions and firmware errors (out of memory), with the lines that followed. */
  errors: DeviceException[] = [];
  /** Storage: the flash the firmware reads and writes (the device's own bytes, not a copy). */
  get flash(): Uint8Array {
    this.usable();
    return this.fw.bytes;
  }
  get width(): number {
    return this.fw.C.GFX_WIDTH;
  }
  get height(): number {
    return this.fw.C.GFX_HEIGHT;
  }
  /** Interpreter calls since boot (countCalls): the device's work, the same on every run; NaN where not counting. */
  calls(): number {
    return this.fw.calls();
  }
  /** The firmware instance this emulator drives (Emulator.resume may hand it to another). */
  private fw!: Instance;
  private partial = "";
  private openError: DeviceException | null = null;
  private evalSeq = 0;
  private readonly results = new Map<number, { ok: boolean; text: string }>();
  private dead: string | undefined;

  /**
   * Boots board's firmware with an empty flash, or with a copy of `flash` (Storage as it was).
   * `counting`: the interpreter's work is counted (calls(), stepLog), at three times the host time.
   * `from`: the state to resume from instead of booting; `warm`: an emulator whose firmware
   * instance this one takes over for it (Emulator.resume).
   */
  private constructor(flash: Uint8Array | undefined, readonly counting: boolean, readonly board: string, from?: EmulatorState, warm?: Emulator, now = START_TIME) {
    this.now = now;
    this.guard(() => (warm ? this.takeOver(warm, from!) : this.start(flash, from)), "boot");
  }

  /** Boots board's firmware with an empty flash, or with a copy of `flash` (Storage as it was), its clock at `now`; see the constructor. */
  static boot(flash?: Uint8Array, counting = false, board = firstEmulated(), now = START_TIME): Emulator {
    return new Emulator(flash, counting, board, undefined, undefined, now);
  }

  /**
   * The device in `state`, with its own copy of it. Where a worker resumed this board before,
   * the new emulator takes over that one's firmware instance (its RAM, flash, pins and clock
   * replaced by the state's), and the old one stops working: its calls throw. A fresh instance
   * starts cold, its code not yet optimised by V8: its first inputs took about 50 ms each
   * where a warm one takes 6 to 8 (a golden scenario is 10 to 30 inputs).
   */
  static resume(state: EmulatorState): Emulator {
    const prev = state.counting ? undefined : warmest.get(state.board);
    const e = prev && !prev.dead && guardDepth === 0 ? new Emulator(undefined, false, state.board, state, prev) : new Emulator(state.flash, state.counting, state.board, state);
    if (!state.counting) warmest.set(state.board, e);
    return e;
  }

  /** Whether this emulator still drives a firmware instance; throws the reason where not. */
  private usable(): void {
    if (this.dead) throw new Error("emulator unusable: " + this.dead);
  }

  /** Drives prev's firmware instance from now on, in `state`; prev stops working. */
  private takeOver(prev: Emulator, state: EmulatorState): void {
    if (state.ram.length !== prev.fw.heap().length) throw new Error("the state is of another firmware");
    this.fw = prev.fw;
    this.fw.host.emu = this;
    prev.dead = "its firmware instance was handed to an emulator resumed after it (Emulator.resume): use one watch at a time, or boot the other";
    this.restore(state);
  }

  /** The firmware instance's RAM, flash (unless it is a copy of the state's already), pins and clock as in `state`. */
  private restore(state: EmulatorState, flash = true): void {
    this.fw.heap().set(state.ram);
    if (flash) this.fw.bytes.set(state.flash);
    this.fw.pins.set(state.pins);
    this.now = state.now;
    this.partial = state.console;
  }

  /** This device's state, copied (see EmulatorState). */
  snapshot(): EmulatorState {
    if (guardDepth > 0 || this.errors.length) throw new Error("snapshot of an emulator that is not at rest (a call running, or errors not taken)");
    this.usable();
    return { board: this.board, counting: this.counting, ram: this.fw.heap().slice(), flash: this.fw.bytes.slice(), pins: this.fw.pins.slice(), now: this.now, console: this.partial };
  }

  /** Calls made from outside (each may change the device): equal counts, the same device. */
  get calledTimes(): number {
    return this.called;
  }
  private called = 0;

  private guard<T>(fn: () => T, what: string): T {
    this.usable();
    if (guardDepth > 0) return fn();
    this.called++;
    guardDepth++;
    guardContext.fn = fn;
    try {
      return guardScript.runInContext(guardContext, { timeout: TIMEOUT_MS }) as T;
    } catch (e) {
      if ((e as { code?: string }).code === "ERR_SCRIPT_EXECUTION_TIMEOUT") {
        this.dead = `${what} did not return within ${TIMEOUT_MS} ms (endless loop on the device?)`;
        throw new Error(this.dead); // eslint-disable-line preserve-caught-error -- the timeout is the whole story
      }
      throw e;
    } finally {
      guardDepth--;
      guardContext.fn = null;
    }
  }

  private start(image?: Uint8Array, from?: EmulatorState): void {
    const s = compile(this.board, this.counting);
    const log = () => {}; // the emscripten runtime's own messages
    const Module = { print: log, printErr: log } as unknown as { HEAPU8: Uint8Array; calledRun?: boolean };
    const C = s.constants(Module);
    const pins = new Uint8Array(C.PIN_COUNT);
    releasePins(pins, C);
    const flash = image ? Uint8Array.from(image) : new Uint8Array(C.FLASH_SIZE).fill(0xff);
    // The host calls reach the emulator driving this instance now (takeOver hands it on).
    const host = { emu: this as Emulator };
    const clock = (): number => host.emu.now;
    function VirtualDate(this: unknown, ...args: never[]) {
      if (!new.target) return new Date(clock()).toString();
      return args.length ? new (Date as unknown as new (...a: never[]) => Date)(...args) : new Date(clock());
    }
    VirtualDate.now = clock;
    VirtualDate.UTC = Date.UTC;
    VirtualDate.parse = Date.parse;
    VirtualDate.prototype = Date.prototype;
    const req = createRequire(import.meta.url);
    const r = s.firmware(
      Module,
      { versions: { node: process.versions.node }, release: { name: "node" }, argv: [], env: {}, exitCode: 0 },
      (m: string) => {
        if (m === "fs" || m === "path") return req(m);
        throw new Error(`the firmware asked for require("${m}")`);
      },
      emuDir(),
      VirtualDate,
      { log, warn: log, error: log, info: log, debug: log },
      {},
      // The firmware's hooks into its host (targets/emscripten/jshardware.c in Espruino).
      (pin: number, v: number) => void (pins[pin] = v),
      (pin: number) => pins[pin],
      (addr: number) => (addr < flash.length ? flash[addr] : 0xff),
      (addr: number, ptr: number, len: number) => flash.set(Module.HEAPU8.subarray(ptr, ptr + len), addr),
      () => host.emu.drain(),
      // fastFlashRead: len bytes from flash address addr into the heap at ptr.
      (heap: Uint8Array, ptr: number, addr: number, len: number) => {
        const n = Math.max(0, Math.min(len, flash.length - addr));
        heap.set(flash.subarray(addr, addr + n), ptr);
        if (n < len) heap.fill(0xff, ptr + n, ptr + len);
      },
    );
    if (!Module.calledRun || !r.wasmExports) throw new Error("the firmware did not initialise");
    this.fw = { C: C, X: r.wasmExports, calls: r.calls, heap: () => Module.HEAPU8, bytes: flash, pins: pins, host: host };
    if (!initialRam.has(this.board)) initialRam.set(this.board, Module.HEAPU8.slice());
    if (from) {
      if (from.board !== this.board || from.counting !== this.counting || from.ram.length !== Module.HEAPU8.length) throw new Error("the state is of another firmware");
      this.restore(from, false); // the flash: image, the state's
      return;
    }
    this.boot();
  }

  /** The firmware's start-up in its instance (jsInit reads every Storage file), then a second of time. */
  private boot(): void {
    this.fw.X.jsInit();
    this.drain();
    this.idle(1000);
  }

  /**
   * Runs `fn`, a series of the calls below, under one watchdog instead of one per call: each
   * guarded call starts a timer thread, which a run of many small inputs pays for again and again.
   */
  batch<T>(fn: () => T): T {
    return this.guard(fn, "a series of calls");
  }

  /**
   * Power cut: RAM lost, flash kept; the clock runs on. The instance's RAM goes back to what
   * it held before its first start-up (the firmware's static data, the same in every instance
   * of the board), its buttons are released, and the firmware starts up again in it: the
   * device a new instance gives (resume.test.ts), without a new instance's cold start (see
   * resume). A counting emulator gets a new instance, so that its count starts again at 0.
   */
  powerCycle(): this {
    return this.guard(() => {
      this.partial = "";
      this.openError = null;
      if (this.counting) this.start(this.fw.bytes);
      else {
        this.fw.heap().set(initialRam.get(this.board)!);
        releasePins(this.fw.pins, this.fw.C);
        this.boot();
      }
      return this;
    }, "powerCycle");
  }

  /**
   * When set, the work (interpreter calls) of every idle step of the firmware (one jsIdle: an
   * event, a timer callback, a console line) is appended here: how long the device could not
   * take a press.
   */
  stepLog: number[] | null = null;

  private settle(): number {
    for (let i = 0; i < MAX_BUSY_LOOPS; i++) {
      const log = this.stepLog;
      const c0 = log ? this.calls() : 0;
      const r = this.fw.X.jsIdle();
      if (log) log.push(this.calls() - c0);
      this.drain();
      if (r === -1) continue; // more to do now
      return r < 0 ? Infinity : r; // INT_MIN: asleep until an event
    }
    throw new Error("the device did not become idle (endless loop in device code?)");
  }

  /** Runs what is due now and the timers due within `maxMs`, moving the clock to each. */
  idle(maxMs = 0): this {
    return this.guard(() => {
      const limit = this.now + maxMs;
      let r = this.settle();
      while (r !== Infinity && this.now + Math.max(r, 1) <= limit) {
        this.now += Math.max(r, 1);
        r = this.settle();
      }
      return this;
    }, "idle");
  }

  /** Moves the clock on by `ms`, firing every timer due on the way. */
  advanceTime(ms: number): this {
    return this.guard(() => {
      const target = this.now + ms;
      for (;;) {
        const r = this.settle();
        if (this.now >= target) return this;
        this.now += r === Infinity ? target - this.now : Math.min(Math.max(r, 1), target - this.now);
      }
    }, "advanceTime");
  }

  private drain(): void {
    let s = "";
    for (;;) {
      const dev = this.fw.X.jshGetDeviceToTransmit();
      if (!dev) break;
      s += String.fromCharCode(this.fw.X.jshGetCharToTransmit(dev));
    }
    if (!s) return;
    this.partial += s;
    for (let i; (i = this.partial.indexOf("\n")) >= 0; ) {
      const raw = this.partial.slice(0, i);
      this.partial = this.partial.slice(i + 1);
      this.line(raw);
    }
  }

  private line(raw: string): void {
    let text = cleanLine(raw);
    const m = evalAnswer(text);
    if (m) {
      this.results.set(m.id, { ok: m.ok, text: m.text });
      text = m.before;
      if (text === "" || text === ">") return;
    }
    this.consoleLines.push(text);
    if (ERROR_LINE.test(text)) {
      this.openError = { message: text, details: [], t: this.now };
      this.errors.push(this.openError);
    } else if (this.openError && text.trim() !== "" && this.openError.details.length < 8) {
      this.openError.details.push(text);
    } else this.openError = null;
  }

  /** Returns and forgets the uncaught exceptions so far. */
  takeErrors(): DeviceException[] {
    const e = this.errors;
    this.errors = [];
    this.openError = null;
    return e;
  }

  private sendRaw(text: string): void {
    if (this.partial === ">") this.partial = ""; // the REPL prompt left pending after a command
    const bytes = Buffer.from(text, "utf8");
    for (let i = 0; i < bytes.length; i += INPUT_CHUNK) {
      const end = Math.min(bytes.length, i + INPUT_CHUNK);
      for (let j = i; j < end; j++) this.fw.X.jshPushIOCharEvent(this.fw.C.DEVICE, bytes[j]);
      this.settle();
    }
  }

  /** Types `text` into the console as a host would send it (the App Loader's commands, each line starting with \x10: no echo). */
  send(text: string): this {
    return this.guard(() => {
      this.sendRaw(text);
      this.settle();
      return this;
    }, "send");
  }

  /** Runs statements on the device (global scope); exceptions land in `errors`. */
  exec(code: string): this {
    return this.guard(() => {
      this.sendRaw(`\x10eval(${JSON.stringify(code)})\n`);
      this.settle();
      return this;
    }, "exec");
  }

  /** Evaluates an expression on the device; its value comes back as JSON. Throws DeviceError. */
  eval<T = unknown>(expr: string): T {
    return this.guard(() => {
      const e = expr.trim().replace(/;+$/, "");
      const id = ++this.evalSeq;
      this.sendRaw(evalCommand(e, id));
      this.settle();
      const r = this.results.get(id);
      this.results.delete(id);
      if (!r) {
        this.sendRaw("\x1b[2H"); // discard a pending, unbalanced input line
        throw new Error(`no result from the device for ${e} (syntax error or out of memory?): ${this.consoleLines.slice(-4).join(" | ")}`);
      }
      if (!r.ok) throw new DeviceError(JSON.parse(r.text) + " (in " + e.slice(0, 200) + ")");
      return (r.text === "" ? undefined : JSON.parse(r.text)) as T;
    }, "eval");
  }

  /** process.memory().usage: the variables in use. */
  usage(): number {
    return this.eval<{ usage: number }>("process.memory(false)").usage;
  }

  /** Writes exact bytes into a Storage file, in chunks, and checks them by CRC-32. */
  writeFile(name: string, data: Buffer): this {
    const n = JSON.stringify(name);
    if (!data.length) throw new Error(`writeFile(${n}): Storage cannot hold empty files`);
    for (let off = 0; off < data.length; off += WRITE_CHUNK) {
      const b64 = data.subarray(off, off + WRITE_CHUNK).toString("base64");
      const ok = this.eval(`require("Storage").write(${n},atob("${b64}"),${off === 0 ? `0,${data.length}` : off})`);
      if (ok !== true) throw new Error(`Storage.write(${n}) failed at offset ${off} (Storage full?)`);
    }
    const check = this.eval<[number, number] | null>(`(function(f){return f===undefined?null:[f.length,E.CRC32(f)]})(require("Storage").read(${n}))`);
    if (!check || check[0] !== data.length || check[1] >>> 0 !== crc32(data)) throw new Error(`writeFile(${n}): read back differs`);
    return this;
  }

  /** A Storage file's bytes, or undefined. */
  readFile(name: string): Buffer | undefined {
    const n = JSON.stringify(name);
    const len = this.eval<number>(`(function(f){return f===undefined?-1:f.length})(require("Storage").read(${n}))`);
    if (len < 0) return undefined;
    const parts: Buffer[] = [];
    for (let off = 0; off < len; off += READ_CHUNK) {
      parts.push(Buffer.from(this.eval<string>(`btoa(require("Storage").read(${n},${off},${Math.min(READ_CHUNK, len - off)}))`), "base64"));
    }
    return Buffer.concat(parts);
  }

  /** Button BTN`n` (default BTN1) pressed (true) or released, without moving time. */
  setButton(pressed: boolean, n = 1): this {
    const pin = (this.fw.C as unknown as { [b: string]: number | undefined })["BTN" + n];
    if (pin === undefined) throw new Error(`the ${this.board} has no BTN${n}`);
    return this.setPin(pin, !pressed); // active low
  }

  /** Sets pin `pin` (a pin number of the board's firmware) high or low, as a button on it would, without moving time. */
  setPin(pin: number, high: boolean): this {
    if (!(pin >= 0 && pin < this.fw.C.PIN_COUNT)) throw new Error(`pin ${pin} is not one of the board's ${this.fw.C.PIN_COUNT}`);
    return this.guard(() => {
      this.fw.pins[pin] = high ? 1 : 0;
      this.fw.X.jsSendPinWatchEvent(pin);
      this.settle();
      return this;
    }, "setPin");
  }

  /** A touch controller report: finger down (pts 1) or up, with the gesture code (5: tap). */
  touchEvent(x: number, y: number, pts: number, gesture = 0): this {
    if (!(x >= 0 && x < this.width && y >= 0 && y < this.height)) throw new Error(`touch (${x},${y}) is off the screen`);
    return this.guard(() => {
      this.fw.X.jsSendTouchEvent(Math.round(x), Math.round(y), pts, gesture);
      this.settle();
      return this;
    }, "touchEvent");
  }

  /** The screen as RGB bytes (the watch's LCD colours: 1 bit per channel on the Bangle.js 2, 2 on the Bangle.js 3). */
  screen(): Uint8Array {
    return this.guard(() => {
      const rgba = new Uint8Array(this.width * this.height * 4);
      this.fw.C.jsGetGfxContents(rgba);
      const rgb = new Uint8Array(this.width * this.height * 3);
      for (let i = 0, j = 0; i < rgba.length; i += 4) {
        rgb[j++] = rgba[i];
        rgb[j++] = rgba[i + 1];
        rgb[j++] = rgba[i + 2];
      }
      return rgb;
    }, "screen");
  }
}
