// The Pixl.js edition on the real interpreter, in lockstep with the simulator. The firmware
// in ../shared/emu is the Bangle.js 2 build of Espruino 2v29 (the Pixl.js's interpreter);
// a boot file written by this test, not part of the build, makes it a Pixl.js as far as the
// app can tell: a 128x64 one-bit screen (an ArrayBuffer graphics the test reads), the four
// corner buttons (BTN1 is the firmware's button, BTN2..4 pins no firmware code uses),
// Pixl.setLCDPower, the backlight LED1 as a flag, E.hwRand handing out the words the simulator's dice took, and the
// simulator's battery level. The
// edition goes in as `npm run flash` sends it: its pretokenised code as .bootcde and its
// files; a power-up then runs .boot0 (the shim) and .bootcde (the app).
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BoardOutput } from "../build/build";
import { buildBoard, tokenisedFileName } from "../build/build";
import { load, newJournal, SLOTS } from "../firmware/app/store/journal";
import { toRecord } from "../firmware/core";
import type { Storage } from "../hal/hal";
import type { Button } from "../hal/input";
import { memoryStorage } from "../sim/storage";
import { Player } from "../sim/harness";
import { Emulator } from "./emulator";

/** The pins standing in for the Pixl.js's BTN2..BTN4 (unused on the Bangle.js 2 firmware). */
const VIRTUAL: { [b: string]: number } = { BTN2: 40, BTN3: 41, BTN4: 42 };

const SHIM =
  "var g=Graphics.createArrayBuffer(128,64,1,{msb:true});g.flip=function(){};" +
  "global.Pixl={setLCDPower:function(on){global.__lcd=on}};" +
  // The emulated firmware shows LED1 as a circle drawn on g: the backlight becomes a flag.
  "global.LED1={set:function(){global.__led=1},reset:function(){global.__led=0}};" +
  Object.keys(VIRTUAL).map((b) => `global.${b}=D${VIRTUAL[b]};`).join("") +
  'global.__w=[];E.hwRand=function(){if(!__w.length)throw new Error("test: no random word left");return __w.shift()};' +
  "E.getBattery=function(){return 100}"; // as the simulator's

/** How long a press is held; a long one past the board's long-press time. */
const TAP_MS = 50;

let built: Promise<BoardOutput> | undefined;

/** The Pixl.js edition as `npm run build` makes it (built once per test file). */
export function pixlBuild(): Promise<BoardOutput> {
  built ??= buildBoard("pixljs", mkdtempSync(join(tmpdir(), "kniffel-pixl-")));
  return built;
}

export class PixlLockstep {
  p!: Player;
  readonly emu: Emulator;
  /** Inputs so far (a failure names the step), and the peak process.memory().usage seen. */
  step = 0;
  peak = 0;
  private words: number[] = [];
  private readonly longMs: number;
  private readonly slot: number;
  /** Logical button -> the Pixl.js's pin name (espruino.config.json input.buttons). */
  private readonly pinOf: { [b: string]: string } = {};

  /** `name` labels failures. */
  constructor(
    readonly name: string,
    readonly seed: number,
    out: BoardOutput,
  ) {
    this.longMs = out.board.profile.longPressMs + 200;
    this.slot = out.board.profile.slot;
    for (const pin of Object.keys(out.board.buttons)) this.pinOf[out.board.buttons[pin]] = pin;
    this.boot(seed);
    this.emu = Emulator.boot();
    this.emu.writeFile(".boot0", Buffer.from(SHIM));
    this.emu.writeFile(out.board.codeFile, readFileSync(join(out.dir, tokenisedFileName(out.board))));
    for (const f of out.report.files.slice(1)) this.emu.writeFile(f.name, readFileSync(join(out.dir, f.name)));
    this.emu.powerCycle().advanceTime(1000);
    this.check("start");
  }

  /** The simulator's Pixl.js edition on `storage` (new: empty), its random words recorded for the device. */
  private boot(seed: number, storage?: Storage): void {
    this.p = new Player(seed, "pixljs", storage);
    this.p.recordWords(this.words);
  }

  /** Presses `b` on both; the device gets the simulator's random words first. */
  press(b: Button, long = false): this {
    this.p.press(b, long);
    this.emu.exec(`__w=${JSON.stringify(this.words.splice(0).map((w) => w | 0))}`);
    const pin = this.pinOf[b];
    const hold = long ? this.longMs : TAP_MS;
    if (pin === "BTN1") this.emu.setButton(true).advanceTime(hold).setButton(false);
    else this.emu.setPin(VIRTUAL[pin], true).advanceTime(hold).setPin(VIRTUAL[pin], false);
    this.emu.advanceTime(1000 - hold); // the simulator's press moves its clock 1 s
    this.step++;
    return this.check(`${long ? "long " : ""}${b}`);
  }

  times(b: Button, n: number): this {
    for (let i = 0; i < n; i++) this.press(b);
    return this;
  }

  /** Time passes on both without a press (timers fire: backlight, sleep). */
  idle(ms: number): this {
    this.p.sim.clock.advance!(ms);
    this.emu.advanceTime(ms);
    return this.check(`idle ${ms} ms`);
  }

  /** The device's backlight (LED1) and LCD power as the shim recorded them. */
  power(): { light: boolean; lcd: boolean } {
    return this.emu.eval<{ light: boolean; lcd: boolean }>("({light:global.__led===1,lcd:global.__lcd!==false})");
  }

  /** A power cut on both: the simulator's app starts again on its storage; the device powers up. */
  powerCut(): this {
    this.boot(this.seed + 1, this.p.sim.hal.storage);
    this.emu.powerCycle().advanceTime(1000);
    this.step++;
    return this.check("power cut");
  }

  /** The device's screen: one bit per pixel, rows of 16 bytes, the leftmost pixel the top bit. */
  deviceScreen(): Buffer {
    return Buffer.from(this.emu.eval<string>("btoa(g.buffer)"), "base64");
  }

  /** The game the device saved, read back from its Storage with the journal. */
  savedRecord() {
    const flash = memoryStorage(1 << 20);
    for (const name of SLOTS) {
      const data = this.emu.readFile(name);
      if (data !== undefined) flash.files.set(name, data.toString("latin1"));
    }
    const g = load(newJournal(flash, this.slot)).g;
    return g && toRecord(g);
  }

  /** Fails on a device exception, or where the device's screen is not the simulator's; notes the memory used. */
  check(what: string): this {
    const errors = this.emu.takeErrors();
    if (errors.length) throw new Error(`${this.name}, step ${this.step} (${what}): device exception\n${errors.map((e) => [e.message, ...e.details].join("\n")).join("\n")}`);
    const fb = this.p.sim.fb;
    const got = this.deviceScreen();
    let n = 0;
    const rows: string[] = [];
    for (let y = 0; y < fb.h; y++) {
      let row = "";
      for (let x = 0; x < fb.w; x++) {
        const bit = (got[y * 16 + (x >> 3)] >> (7 - (x & 7))) & 1;
        const want = fb.px[y * fb.w + x] ? 1 : 0;
        if (bit !== want) n++;
        row += bit === want ? (bit ? "#" : ".") : "X";
      }
      rows.push(row);
    }
    if (n) throw new Error(`${this.name}, step ${this.step} (${what}): ${n} pixels differ (X):\n${rows.join("\n")}`);
    this.peak = Math.max(this.peak, this.emu.eval<number>("process.memory().usage")); // after a garbage collection
    return this;
  }
}

/** One turn: roll, hold the die under the cursor (on the most frequent face), roll twice more, take the box the sheet proposes. */
export function playTurn(l: PixlLockstep): void {
  if (l.p.screen === "handover") l.press("ok");
  l.press("back"); // roll
  l.press("ok"); // hold
  l.press("back").press("back"); // two more rolls: the sheet opens by itself
  if (l.p.screen === "dice") l.press("ok", true);
  l.press("ok"); // enter the proposed box
  if (l.p.screen === "ask") l.press("ok"); // striking: yes
  if (l.p.dump.msg) l.press("up");
}

/** From the title: a new game of `players` (the setup's first line, then Los!). */
export function startGame(l: PixlLockstep, players: number): void {
  l.press("ok").times("ok", players - 1).press("down").press("ok");
}

/** A whole game of `players` from the title to the ranking. */
export function playGame(l: PixlLockstep, players: number): void {
  startGame(l, players);
  for (let guard = 0; l.p.screen !== "rank"; guard++) {
    if (guard > 13 * players + 5) throw new Error("the game does not end");
    playTurn(l);
  }
}
