// The simulator and the firmware in lockstep: each input goes to the simulator's test Player
// first and then, with the very random words the simulator's dice took, to the watch (a
// Bangle.js 2 or 3). After every input the watch must show the simulator's screen pixel for
// pixel (palette indices mapped to the colours the watch's LCD shows: sim/display/palette.ts
// shownRgb) and have thrown nothing. So every
// scenario written for the simulator proves on the real interpreter what the simulator shows.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { screenPng } from "../sim/display/png";
import type { Advisor } from "../firmware/coach/advisor";
import { newAdvisor } from "../firmware/coach/advisor";
import type { ValueOf } from "../firmware/coach/state";
import { tableFile } from "../firmware/coach/table";
import type { Rules } from "../firmware/core";
import { isError, presetRules, toRecord } from "../firmware/core";
import { load, newJournal, SLOTS } from "../firmware/app/store/journal";
import { memoryStorage } from "../sim/storage";
import { shownRgb, shownTable } from "../sim/display/palette";
import type { Storage } from "../hal/hal";
import type { Button } from "../hal/input";
import type { BoardBuild } from "../build/boards";
import { boardBuild, ROOT } from "../build/boards";
import { DEFAULT_TABLES, valuesFor } from "../sim/cli/tables";
import { standingWins } from "../firmware/coach/standing-win";
import { ready } from "../firmware/coach/players";
import { SETUP_PARTS, TABLES_WAITING } from "../firmware/coach/parts";
import type { Driver, Input } from "../sim/harness";
import { newGame, Player } from "../sim/harness";
import type { Drag, Hold, PinPress, Watch } from "./watch";
import { SETTLE_MS } from "./watch";
import { firstEmulated } from "./emulator";

/** The value tables board stores. */
function stored(board: string): Set<string> {
  return new Set(
    boardBuild(board).tables.map((p) => {
      const r = presetRules(p);
      if (isError(r)) throw new Error("unknown preset " + p);
      return tableFile(r);
    }),
  );
}

/** The value tables `board` stores, by rules (null for rules whose table it does not store). */
function storedValues(board: string): (rules: Rules) => ValueOf | null {
  const tables = stored(board);
  return (rules: Rules) => (tables.has(tableFile(rules)) ? valuesFor(rules, DEFAULT_TABLES, () => {}) : null);
}

/** Playing to win as the watch (board) does it (firmware/coach/standing.ts, standing-win.ts), where it stores the rules' table (no chances elsewhere). */
export const watchWins = (board: string) => standingWins(storedValues(board));

/** The coach the watch (board) has: exact where the board stores the rules' table, compact elsewhere; the watch's way to win. */
export const watchAdvisor = (board = firstEmulated()) => newAdvisor(storedValues(board), watchWins(board));

/**
 * The coach of `watch` while it makes its coach files in the background after an install
 * (firmware/app/preparing.ts): compact, with no chances to win, while parts wait in its
 * Storage (firmware/coach/parts.ts), then the watch's coach. Its preparation is the watch's:
 * a job that is done once the watch's parts are gone, which the simulator's app runs as the
 * watch runs its own.
 */
export function followingAdvisor(watch: Watch): Advisor {
  const waiting = () => watch.file(TABLES_WAITING) !== undefined || watch.file(SETUP_PARTS + "0") !== undefined;
  const now = () => (waiting() ? newAdvisor(null) : watchAdvisor(watch.board));
  const none = () => ready([]);
  return {
    advise: (g) => now().advise(g),
    odds: (g) => now().odds(g),
    adviseJob: (g) => now().adviseJob!(g),
    oddsJob: (g) => now().oddsJob!(g),
    moveJob: (g, level, word) => now().moveJob!(g, level, word),
    // The watch has its win module all along; it answers none while the table is not made.
    chancesJob: (g) => (now().chancesJob ?? none)(g),
    winJob: (g) => (now().winJob ?? none)(g),
    prepareJob: () => (waiting() ? { step: () => !waiting(), result: () => 0 } : null),
    preparing: waiting,
  };
}

const DIFFS = join(ROOT, ".tmp/firmware/diff");

export interface LockstepOptions {
  /** The installed watch to start (not started yet): its board is the one played. */
  watch: Watch;
  /** The simulator's coach (default: the watch's, exact where the board stores the table). */
  coach?: () => Advisor;
  /** The watch's dark theme (Settings → Theme → Dark), on both. */
  dark?: boolean;
}

export class Lockstep implements Driver {
  p!: Player;
  /** Whether the watch has a touch screen (the Bangle.js 1 has touch halves: buttons). */
  get touch(): boolean {
    return this.b.touch;
  }
  get ft() {
    return this.p.ft;
  }
  readonly watch: Watch;
  /** Inputs so far (the failure message names the step). */
  step = 0;
  /** Peak process.memory().usage over the steps measured (see `measure`). */
  peak = 0;
  private words: number[] = [];
  /** The watch's dark theme (Settings → Theme → Dark), on both; undefined: the board's own theme. */
  private readonly dark: boolean | undefined;
  /** The simulator's coach: by default the watch's (exact where the board stores the table). */
  private readonly coach: () => Advisor;
  /** The watch played: a Bangle.js 2 (the default) or 3. */
  readonly board: string;
  private readonly b: BoardBuild;
  /** What each palette index shows on the watch (palette.ts shownTable). */
  private shown: Uint8Array | undefined;

  /**
   * `name` labels the pictures written when the screens differ; `o.watch` is the installed
   * watch to start, whose board is played (the test suite's default: test/firmware/fixture.ts
   * Lockstep; build/bench passes its own).
   */
  constructor(
    readonly name: string,
    readonly seed: number,
    readonly measure = false,
    o: LockstepOptions,
  ) {
    const watch = o.watch;
    this.board = watch.board;
    this.b = boardBuild(this.board);
    this.coach = o.coach ?? (() => watchAdvisor(this.board));
    this.dark = o.dark;
    this.boot(seed);
    if (this.dark) watch.darkTheme();
    this.watch = watch.start();
    this.check("start");
  }

  /**
   * The simulator's app started on `storage` (new: empty), its random words recorded for the
   * watch, then the time the watch's start settles for (SETTLE_MS: what the first screen asks
   * the coach for in the background, the chances to win, is worked out on both).
   */
  private boot(seed: number, storage?: Storage): void {
    this.p = new Player(seed, this.board, storage, this.coach(), this.dark);
    this.p.recordWords(this.words);
    this.p.sim.clock.advance!(SETTLE_MS);
  }

  press(b: Button, long = false): this {
    this.p.press(b, long);
    return this.send({ b, long });
  }

  /**
   * The board's button on `pin` (BTN3), short or held, on both: the simulator gets the
   * logical press it gives (its own, or where the board's config says so, another: input.held).
   */
  pressPin(pin: string, long = false): this {
    const h = long ? this.b.held[pin] : undefined;
    if (h) this.p.press(h.button as Button, h.long);
    else this.p.press(this.b.buttons[pin] as Button, long);
    return this.send({ pin, long });
  }

  tap(x: number, y: number): this {
    this.p.tap(x, y);
    return this.send({ x, y });
  }

  /** A long touch at (x, y) on both (a board with long touches: the Bangle.js 3). */
  hold(x: number, y: number): this {
    this.p.hold(x, y);
    return this.send({ hold: true, x, y });
  }

  /** A drag by dy pixels in steps of at most `step` (default: one step), on both. */
  drag(dy: number, step = Math.abs(dy)): this {
    this.p.drag(dy, step);
    return this.send({ drag: dy, x: 88, y: 88, step });
  }

  times(b: Button, n: number): this {
    for (let i = 0; i < n; i++) this.press(b);
    return this;
  }

  get screen(): string {
    return this.p.screen;
  }

  get dump() {
    return this.p.dump;
  }

  game() {
    return this.p.game();
  }

  newGame(players: number, presetSteps = 0, rolloff = false): this {
    return newGame(this, players, presetSteps, rolloff);
  }

  /** The next dice the simulator rolls show these faces (the watch gets the same words). */
  queueDice(faces: string): this {
    this.p.sim.queueDice(faces);
    return this;
  }

  /**
   * An accelerometer sample on both (its change, diff in g), as the firmware delivers one
   * (Bangle.emit("accel", ...)), then `ms` on both and the screens compared.
   */
  accel(diff: number, ms: number): this {
    this.p.sim.accel(diff);
    this.watch.setWords(this.words.splice(0)); // a shake that rolls draws the dice on both
    this.watch.emu.exec(`Bangle.emit("accel",{x:0,y:0,z:-1,diff:${diff},mag:1})`);
    return this.wait(ms);
  }

  /** Time passes on both without input (a computer's turn goes on), then the screens are compared. */
  wait(ms: number): this {
    this.p.sim.clock.advance!(ms);
    this.watch.setWords(this.words.splice(0));
    this.watch.idle(ms);
    this.step++;
    return this.check(`wait ${ms} ms`);
  }

  /** A power cut on both: the simulator's app starts again on the same storage; the watch reboots. */
  powerCut(): this {
    this.boot(this.seed + 1, this.p.sim.hal.storage);
    this.watch.powerCut();
    this.step++;
    return this.check("power cut");
  }

  /** A Storage file as the watch and as the simulator hold it: [watch, simulator]. */
  files(name: string): [string | undefined, string | undefined] {
    return [this.watch.file(name), this.p.sim.hal.storage.read(name)];
  }

  /** The game the watch saved, read back from its Storage with the journal. */
  savedRecord() {
    const flash = memoryStorage(1 << 24);
    for (const name of SLOTS) {
      const data = this.watch.file(name);
      if (data !== undefined) flash.files.set(name, data);
    }
    const g = load(newJournal(flash, this.b.profile.slot)).g;
    return g && toRecord(g);
  }

  /** Both apps started again on their Storage (the launcher's load(): RAM reset, no power cut). */
  restart(): this {
    return this.startedBy(() => this.watch.start(), "restart");
  }

  /** The watch's app started by `open` (the launcher, or a clock's item), the simulator's started again on its Storage; the screens compared. */
  startedBy(open: () => void, what = "started"): this {
    this.boot(this.seed + 1, this.p.sim.hal.storage);
    open();
    this.step++;
    return this.check(what);
  }

  /**
   * The same bytes (one char per byte) as file `name` on both: written whole through each
   * side's Storage (the watch cannot hold an empty file: "" erases it on both).
   */
  writeFile(name: string, data: string): this {
    const st = this.p.sim.hal.storage;
    st.erase(name);
    this.watch.emu.exec(`require("Storage").erase(${JSON.stringify(name)})`);
    if (data === "") return this;
    if (!st.write(name, data)) throw new Error(`simulator: writing ${name} failed`);
    this.watch.emu.writeFile(name, Buffer.from(data, "latin1"));
    return this;
  }

  /**
   * A tap, then the power cut `ms` later on both (in the middle of an animation): the
   * simulator's clock and the watch's move `ms` past the input, then both restart.
   */
  tapThenCut(x: number, y: number, ms: number): this {
    this.p.sim.touch({ k: "tap", x, y, dy: 0 });
    this.p.sim.clock.advance!(ms);
    this.watch.setWords(this.words.splice(0));
    this.watch.inputThen({ x, y }, ms);
    this.step++;
    if (this.watch.errors.length) throw new Error(`${this.name}, step ${this.step} (tap, cut after ${ms} ms): device exception\n${this.watch.errors.join("\n")}`);
    return this.powerCut();
  }

  private send(i: Input | Drag | Hold | PinPress): this {
    this.watch.setWords(this.words.splice(0));
    this.watch.input(i);
    this.step++;
    return this.check(JSON.stringify(i));
  }

  /** Fails on a device exception, or where the watch's screen is not the simulator's. */
  check(what: string): this {
    if (this.watch.errors.length) throw new Error(`${this.name}, step ${this.step} (${what}): device exception\n${this.watch.errors.join("\n")}`);
    const fb = this.p.sim.fb;
    const got = this.watch.emu.screen();
    const shown = (this.shown ??= shownTable(fb.palette));
    let n = 0;
    let x0 = fb.w, y0 = fb.h, x1 = -1, y1 = -1;
    for (let y = 0; y < fb.h; y++) {
      for (let x = 0; x < fb.w; x++) {
        const k = (fb.px[y * fb.w + x] * 4 + (y & 1) * 2 + (x & 1)) * 3;
        const j = (y * fb.w + x) * 3;
        if (got[j] !== shown[k] || got[j + 1] !== shown[k + 1] || got[j + 2] !== shown[k + 2]) {
          n++;
          x0 = Math.min(x0, x);
          x1 = Math.max(x1, x);
          y0 = Math.min(y0, y);
          y1 = Math.max(y1, y);
        }
      }
    }
    if (n) {
      mkdirSync(DIFFS, { recursive: true });
      const base = join(DIFFS, `${this.name.replace(/[^\w-]+/g, "_")}-${this.step}`);
      writeFileSync(base + "-sim.png", this.png((x, y) => shownRgb(fb, x, y)));
      writeFileSync(base + "-watch.png", this.png((x, y) => [got[(y * fb.w + x) * 3], got[(y * fb.w + x) * 3 + 1], got[(y * fb.w + x) * 3 + 2]]));
      throw new Error(`${this.name}, step ${this.step} (${what}): ${n} pixels differ in (${x0},${y0})-(${x1},${y1}); pictures: ${base}-{sim,watch}.png`);
    }
    if (this.measure) this.peak = Math.max(this.peak, this.watch.usage());
    return this;
  }

  /**
   * The watch's screen as a PNG, each pixel `scale` x `scale` (a round screen's pixels
   * outside its circle transparent: they do not show): the firmware's own pixels, for pictures.
   */
  watchPng(scale: number): Buffer {
    const fb = this.p.sim.fb;
    const got = this.watch.emu.screen();
    return this.png((x, y) => [got[(y * fb.w + x) * 3], got[(y * fb.w + x) * 3 + 1], got[(y * fb.w + x) * 3 + 2]], scale, !!fb.round);
  }

  private png(at: (x: number, y: number) => readonly number[], scale = 1, round = false): Buffer {
    return screenPng(this.p.sim.fb.w, this.p.sim.fb.h, at, scale, round);
  }

}
