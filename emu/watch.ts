// The watch app on the real firmware (Bangle.js 2 or 3), as a person gets it: a
// factory-reset watch (boot loader, launcher, clock) with the app's folder written into
// Storage exactly as the App Loader writes it (metadata.json's storage list, only the files
// whose `supports` name the watch; `evaluate` entries stored as their value), started with
// load() as the launcher starts it, and played by touch and its buttons.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Input } from "../sim/harness";
import { keyPoint } from "../sim/harness";
import type { BoardBuild } from "../build/boards";
import { boardBuild } from "../build/boards";
import type { Metadata } from "../build/bangleapps";
import { appInfo } from "../build/bangleapps";
import { LONG_TOUCH_MS } from "../sim/hal";
import type { EmulatorState } from "./emulator";
import { Emulator, firstEmulated } from "./emulator";
import { BRIDGE, BRIDGE_FILE } from "./console-bridge";

export const APP_FILE = boardBuild(firstEmulated()).codeFile;
const TAP_MS = 50;
/** Time after each input for animations to finish, as the simulator's test Player allows. */
export const SETTLE_MS = 1000;

/**
 * A factory-reset `board` watch with the app folder `dir` installed as the App Loader would
 * (the files for its device: a storage entry's `supports`): its flash image.
 */
export function installApp(dir: string, board = firstEmulated()): Uint8Array {
  const emu = Emulator.boot(undefined, false, board);
  const device = boardBuild(board).espruinoBoard;
  emu.exec("Bangle.factoryReset()");
  emu.powerCycle();
  const meta = JSON.parse(readFileSync(join(dir, "metadata.json"), "utf8")) as Metadata;
  meta.storage = meta.storage.filter((s) => !s.supports || s.supports.includes(device));
  for (const s of meta.storage) {
    const data = readFileSync(join(dir, s.url));
    // The App Loader evaluates such a file on the host and stores the result (the icon image).
    if (s.evaluate) emu.exec(`require("Storage").write(${JSON.stringify(s.name)},eval(${JSON.stringify(data.toString("latin1"))}))`);
    else emu.writeFile(s.name, data);
  }
  // The App Loader's app info file, which the launcher lists.
  const info = appInfo(meta);
  emu.writeFile(info.name, Buffer.from(info.content));
  const errors = emu.takeErrors();
  if (errors.length) throw new Error("installing the app: " + errors.map((e) => e.message).join("; "));
  return emu.flash;
}

/** A drag from (x, y) by `drag` pixels, in steps of at most `step` pixels (default: one). */
export interface Drag {
  drag: number;
  x: number;
  y: number;
  step?: number;
}

/** A press of the board's button on pin `pin` (BTN3), held past the long-press time where `long`: whatever it is (a board whose holds give other presses: espruino.config.json input.held). */
export interface PinPress {
  pin: string;
  long: boolean;
}

/** A long touch at (x, y) (the Bangle.js 3's touch controller reports it). */
export interface Hold {
  hold: true;
  x: number;
  y: number;
}

const SHIM =
  'global.__w=[];E.hwRand=function(){if(!__w.length)throw new Error("test: no random word left");return __w.shift()};' +
  "E.getBattery=function(){return 100}";

/**
 * Booting is the costliest step of most tests (the firmware reads every Storage file, then the
 * app is loaded): per flash image (each is one board's), the state after the first boot (`boot`) and
 * after its first start (`started`) is kept, and later watches of that image resume from it
 * (Emulator.resume: the same RAM, flash and clock as a boot gives; test/firmware/resume.test.ts).
 * Not for watches that count their work: the count is not part of the device's state.
 */
const resumable = new WeakMap<Uint8Array, Kept>();
interface Kept {
  boot: EmulatorState;
  started?: EmulatorState;
}

/**
 * The watch with the app installed. Dice come from words the test hands over (`E.hwRand`
 * replaced on the device by a boot file, the only shim), so a run repeats exactly; the
 * battery reads 100 % instead of the emulator's 0 %.
 */
export class Watch {
  /** The device: another instance once start() resumes a kept start, so read it anew after start(). */
  get emu(): Emulator {
    if (!this.device) {
      this.device = Emulator.resume(this.states!.boot);
      this.asBooted = this.device.calledTimes;
    }
    return this.device;
  }
  /** Undefined until first asked for, where the watch resumes (start() may resume past the boot). */
  private device: Emulator | undefined;
  /** Uncaught device exceptions so far (each test fails on them). */
  readonly errors: string[] = [];
  readonly b: BoardBuild;

  /** The states this watch's image resumes from (none where booting each time). */
  private readonly states: Kept | undefined;
  /** Whether this watch booted its firmware (false: it resumes a kept state). */
  readonly booted: boolean;
  /** emu.calledTimes when it was in states.boot. */
  private asBooted = 0;

  /**
   * `counting`: the firmware counts its work (emu/timing.ts). `resume` (where not counting):
   * from this image's kept state, if any, instead of booting.
   */
  constructor(image: Uint8Array, counting = false, readonly board = firstEmulated(), resume = true) {
    this.b = boardBuild(board);
    const keep = resume && !counting;
    const kept = keep ? resumable.get(image) : undefined;
    this.states = kept && kept.boot.board === board ? kept : undefined;
    this.booted = !this.states;
    if (this.states) return;
    const emu = (this.device = Emulator.boot(image, counting, board));
    // Espruino runs .boot1 at every load() and power-up, before the app: the test's shim.
    emu.writeFile(".boot1", Buffer.from(SHIM));
    this.collect();
    this.asBooted = emu.calledTimes;
    if (keep && !kept && !this.errors.length) resumable.set(image, (this.states = { boot: emu.snapshot() }));
  }

  /** Whether the device is still as booted (or not yet resumed): its start can be the kept one. */
  private asBoot(): boolean {
    return this.states !== undefined && (this.device === undefined || this.device.calledTimes === this.asBooted);
  }

  /** The dark theme, as the Settings app stores it (setting.json; the boot code sets g.theme from it). */
  darkTheme(): this {
    this.emu.exec(
      'var s=require("Storage").readJSON("setting.json",1)||{};' +
        's.theme={fg:0xFFFF,bg:0,fg2:0xFFFF,bg2:0x0007,fgH:0xFFFF,bgH:0x02F7,dark:true};require("Storage").writeJSON("setting.json",s)',
    );
    return this;
  }

  /**
   * The test driver keeps its line to the watch while the app closes the console (tournament
   * mode, which random inputs reach too): emu/console-bridge.ts, from now on and at every start.
   */
  bridged(): this {
    this.emu.writeFile(BRIDGE_FILE, Buffer.from(BRIDGE));
    this.emu.exec(BRIDGE);
    return this;
  }

  /** The device the console is on ("USB" here, where the driver types), null while it is closed. */
  console(): string | null {
    return this.emu.eval<string | null>("E.getConsole()");
  }

  /** Starts the app as the launcher does (after a power-up the clock runs first). */
  start(): this {
    const s = this.states;
    const first = this.asBoot();
    if (first && s?.started) {
      this.device = Emulator.resume(s.started);
      return this;
    }
    this.emu.exec(`load(${JSON.stringify(APP_FILE)})`);
    this.settle();
    if (first && s && !this.errors.length) s.started = this.emu.snapshot();
    return this;
  }

  /** Whether the app runs (the side button on its title leaves it for the clock). */
  inApp(): boolean {
    return this.emu.eval<string>("global.__FILE__") === APP_FILE;
  }

  /** Power cut: RAM lost, Storage kept; the watch boots to its clock and the app is started again. */
  powerCut(): this {
    this.emu.powerCycle();
    this.collect();
    return this.start();
  }

  /** The random words E.hwRand() returns next, in order (a call past them is an error on the device). */
  setWords(words: number[]): this {
    this.emu.exec(`__w=${JSON.stringify(words.map((w) => w | 0))}`);
    return this;
  }

  /**
   * From now on E.hwRand() draws from a generator on the device (xorshift32), for runs no
   * simulator follows; the words a simulator gave are let go of (on the Bangle.js 1 a long
   * list of them took the heap a hundred variables and more that the app itself never has).
   */
  ownRandom(seed: number): this {
    this.emu.exec(`delete global.__w;var __s=${seed | 0 || 1};E.hwRand=function(){__s^=__s<<13;__s^=__s>>>17;__s^=__s<<5;return __s|0}`);
    return this;
  }

  /** One input as a person gives it: a tap, a long touch, a drag, a button short or held; corners are tapped. */
  input(i: Input | Drag | Hold | PinPress): this {
    return this.emu.batch(() => {
      this.give(i);
      return this.settle();
    });
  }

  /** One input, then only `ms` of virtual time (an animation may still run): to cut the power mid-way. */
  inputThen(i: Input | Drag, ms: number): this {
    this.give(i);
    this.emu.advanceTime(ms);
    this.collect();
    return this;
  }

  /** Time passes without input (timers run: a computer's turn goes on). */
  idle(ms: number): this {
    this.emu.advanceTime(ms);
    this.collect();
    return this;
  }

  private give(i: Input | Drag | Hold | PinPress): void {
    const e = this.emu;
    if ("pin" in i) this.hold(+i.pin.slice(3), i.long);
    else if ("hold" in i) {
      e.touchEvent(i.x, i.y, 1).advanceTime(LONG_TOUCH_MS);
      e.touchEvent(i.x, i.y, 1, 0x0c).advanceTime(TAP_MS);
      e.touchEvent(i.x, i.y, 0);
    } else if ("drag" in i) {
      // The finger moves by at most `step` pixels between two reports of the controller.
      const to = (dy: number) => Math.max(0, Math.min(e.height - 1, i.y + dy));
      const step = i.step ?? Math.abs(i.drag);
      e.touchEvent(i.x, i.y, 1).advanceTime(20);
      for (let done = 0; done !== i.drag; ) {
        done += Math.max(-step, Math.min(step, i.drag - done));
        e.touchEvent(i.x, to(done), 1).advanceTime(20);
      }
      e.touchEvent(i.x, to(i.drag), 0);
    } else if ("x" in i) this.tap(i.x, i.y);
    else {
      // The button that is b (held: whose hold gives b's long press, espruino.config.json input.held).
      const gives = (p: string) => (i.long && this.b.held[p] ? this.b.held[p].button === i.b && this.b.held[p].long : this.b.buttons[p] === i.b);
      const pin = Object.keys(this.b.buttons).find(gives);
      if (!pin && i.long && Object.keys(this.b.buttons).some((p) => this.b.buttons[p] === i.b)) throw new Error(`no button of the ${this.b.name} gives a long press of "${i.b}" (input.held)`);
      if (pin) this.hold(+pin.slice(3), i.long);
      else {
        if (i.long) throw new Error(`the watch has no long press of "${i.b}" (only the button and taps)`);
        this.tap(...keyPoint(this.board, i.b));
      }
    }
  }

  /** BTNn pressed and released, held past the board's long-press time where `long`. */
  private hold(n: number, long: boolean): void {
    this.emu.setButton(true, n).advanceTime(long ? this.b.profile.longPressMs + 200 : TAP_MS);
    this.emu.setButton(false, n);
  }

  private tap(x: number, y: number): void {
    // A screen of two touch halves (the Bangle.js 1): the half under the finger is a button of its own.
    const halves = this.b.halves;
    if (!this.b.touch && halves) {
      const n = +halves[x < this.emu.width / 2 ? 0 : 1].slice(3);
      this.emu.setButton(true, n).advanceTime(TAP_MS);
      this.emu.setButton(false, n);
      return;
    }
    this.emu.touchEvent(x, y, 1).advanceTime(TAP_MS);
    this.emu.touchEvent(x, y, 0);
    this.emu.touchEvent(x, y, 0, 5);
  }

  private settle(): this {
    this.emu.advanceTime(SETTLE_MS);
    this.collect();
    return this;
  }

  private collect(): void {
    for (const x of this.emu.takeErrors()) this.errors.push([x.message, ...x.details].join("\n  "));
  }

  /** process.memory().usage after a garbage collection. */
  usage(): number {
    this.emu.exec("process.memory()"); // collects garbage first
    return this.emu.usage();
  }

  /** A Storage file as a Latin-1 string (as the app reads it), or undefined. */
  file(name: string): string | undefined {
    return this.emu.readFile(name)?.toString("latin1");
  }
}
