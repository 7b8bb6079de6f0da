// `npm start`: the simulator in a terminal. The LCD is drawn 1:1 with half blocks (two
// pixel rows per character row) after every frame the app flips, the key bindings are
// listed under it, and keys become button presses (keys.ts). The terminal is put into raw
// mode and the alternate screen, so every way out - q, Ctrl+C, a signal, an uncaught
// error - must restore it, or the user is left with an invisible cursor and no echo.
import type { Advisor } from "../firmware/coach/advisor";
import { newAdvisor } from "../firmware/coach/advisor";
import { startApp } from "../firmware/app/app";
import type { Storage } from "../hal/hal";
import type { Profile } from "../hal/profile";
import type { ButtonMap } from "./buttons";
import type { ColorDepth } from "./display/halfblock";
import { halfBlockLines } from "./display/halfblock";
import type { SimHal } from "./hal";
import { createSimHal } from "./hal";
import { helpLines, parseKeys } from "./keys";

/** What the front end needs of stdin (a tty.ReadStream, or a fake in tests). */
export interface TermInput {
  setRawMode?(on: boolean): unknown;
  setEncoding(encoding: "utf8"): unknown;
  on(event: "data", fn: (data: string) => void): unknown;
  off(event: "data", fn: (data: string) => void): unknown;
  resume(): unknown;
  pause(): unknown;
}

/** What the front end needs of stdout (a tty.WriteStream, or a fake in tests). */
export interface TermOutput {
  columns: number;
  rows: number;
  write(s: string): unknown;
  on(event: "resize", fn: () => void): unknown;
  off(event: "resize", fn: () => void): unknown;
  getColorDepth?(): number;
}

export interface TerminalOptions {
  profile: Profile & { storageBytes: number };
  buttons: ButtonMap;
  input: TermInput;
  output: TermOutput;
  /** Where an error is printed once the terminal is restored (default: stderr). */
  errors?: { write(s: string): unknown };
  seed?: number;
  storage?: Storage;
  /** Colours to use (default: what the output reports; 1 = none). */
  colorDepth?: ColorDepth;
  /** A virtual clock instead of the real one (tests). */
  virtualClock?: boolean;
  /** The coach (default: the app's compact engine). */
  coach?: Advisor;
}

export interface TerminalSession {
  sim: SimHal;
  /** Restores the terminal (once) and settles `done`; an error is printed after restoring. */
  stop(code: number, error?: unknown): void;
  /** The exit code, once the terminal is restored. */
  done: Promise<number>;
}

const ENTER = "\x1b[?1049h\x1b[?25l\x1b[2J"; // alternate screen, hide cursor, clear
const LEAVE = "\x1b[0m\x1b[?25h\x1b[?1049l"; // reset colours, show cursor, main screen
const CLEAR = "\x1b[0m\x1b[2J";
const at = (row: number, col: number) => `\x1b[${row + 1};${col + 1}H`;

function depthOf(output: TermOutput): ColorDepth {
  const d = output.getColorDepth?.() ?? 1;
  return d >= 24 ? 24 : d >= 8 ? 8 : d >= 4 ? 4 : 1;
}

/** The lines asking for a bigger terminal, each cut to the width there is. */
export function tooSmallLines(cols: number, rows: number, needCols: number, needRows: number): string[] {
  return [
    `Terminal zu klein / too small: ${cols}x${rows}`,
    `n\u00f6tig / needed: ${needCols}x${needRows}`,
    "Fenster vergr\u00f6\u00dfern oder Schrift verkleinern.",
    "Enlarge the window or make the font smaller.",
    "q: Ende / quit",
  ].map((l) => l.slice(0, Math.max(0, cols)));
}

export function startTerminal(o: TerminalOptions): TerminalSession {
  const { input, output, profile } = o;
  const sim = createSimHal({ profile, seed: o.seed, storage: o.storage, virtual: o.virtualClock });
  const depth = o.colorDepth ?? depthOf(output);
  const help = helpLines(o.buttons);
  const lcdRows = Math.ceil(profile.h / 2);
  const needCols = profile.w;
  const needRows = lcdRows + help.length;
  let tooSmall = false;
  let stopped = false;
  let drawQueued = false;
  let finish: (code: number) => void = () => undefined;
  // Set further down; declared here because stop() and the key handler refer to each other.
  let app: { stop(): void } = { stop: () => undefined };
  let onData: (data: string) => void = () => undefined;
  const done = new Promise<number>((res) => (finish = res));

  const fits = () => output.columns >= needCols && output.rows >= needRows;
  const left = () => Math.floor((output.columns - needCols) / 2);
  const drawLcd = () => {
    if (stopped || tooSmall) return;
    const x = left();
    output.write(halfBlockLines(sim.fb, depth).map((l, row) => at(row, x) + l).join(""));
  };
  const drawAll = () => {
    if (stopped) return;
    tooSmall = !fits();
    if (tooSmall) {
      const lines = tooSmallLines(output.columns, output.rows, needCols, needRows);
      output.write(CLEAR + lines.slice(0, Math.max(1, output.rows)).map((l, row) => at(row, 0) + l).join(""));
      return;
    }
    output.write(CLEAR + help.map((l, row) => at(lcdRows + row, left()) + l.slice(0, needCols)).join(""));
    drawLcd();
  };

  const stop = (code: number, error?: unknown) => {
    if (stopped) return;
    stopped = true;
    input.off("data", onData);
    output.off("resize", drawAll);
    let failure = error;
    try {
      app.stop();
    } catch (e) {
      failure ??= e;
      code = code || 1;
    }
    output.write(LEAVE);
    input.setRawMode?.(false);
    input.pause();
    if (failure !== undefined) (o.errors ?? process.stderr).write(`${failure instanceof Error ? (failure.stack ?? failure.message) : String(failure)}\n`);
    finish(code);
  };

  onData = (data: string): void => {
    try {
      for (const a of parseKeys(data, o.buttons)) {
        if (stopped) return;
        if (a.kind === "quit") stop(0);
        // A press the player cannot see the result of would be a blind move: ignore it.
        else if (!tooSmall && a.soft) sim.soft(a.button, a.long);
        else if (!tooSmall) sim.press(a.button, a.long);
        if (sim.feedback.exited) stop(0); // the watch's app left for the clock: so does the simulator
      }
    } catch (e) {
      stop(1, e);
    }
  };

  // Redraw after the app's frames; several flips in one burst give one redraw.
  const flip = sim.fb.flip.bind(sim.fb);
  sim.fb.flip = () => {
    flip();
    if (drawQueued) return;
    drawQueued = true;
    queueMicrotask(() => {
      drawQueued = false;
      drawLcd();
    });
  };

  input.setRawMode?.(true);
  input.setEncoding("utf8");
  output.write(ENTER);
  input.on("data", onData);
  output.on("resize", drawAll);
  input.resume();
  drawAll();
  try {
    app = startApp(sim.hal, profile, o.coach ?? newAdvisor(null));
  } catch (e) {
    stop(1, e);
  }
  return { sim, stop, done };
}

/** Signals and crashes a terminal session must survive with the terminal restored. */
const SIGNAL_CODES: { [signal: string]: number } = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };

interface ProcessLike {
  on(event: string, fn: (arg: unknown) => void): unknown;
  off(event: string, fn: (arg: unknown) => void): unknown;
}

/** Restores the terminal on SIGINT/SIGTERM/SIGHUP and on an uncaught error; returns the remover. */
export function installProcessHooks(session: TerminalSession, proc: ProcessLike = process): () => void {
  const hooks: [string, (arg: unknown) => void][] = Object.keys(SIGNAL_CODES).map((sig) => [sig, () => session.stop(SIGNAL_CODES[sig])]);
  hooks.push(["uncaughtException", (e) => session.stop(1, e)]);
  hooks.push(["unhandledRejection", (e) => session.stop(1, e)]);
  for (const [event, fn] of hooks) proc.on(event, fn);
  const remove = () => {
    for (const [event, fn] of hooks) proc.off(event, fn);
  };
  void session.done.then(remove);
  return remove;
}
