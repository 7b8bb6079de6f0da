// Headless scripted runs: a JSON script of button presses, waits, chosen dice, screenshots
// and state dumps, run against the real app on a virtual clock, so a run is exactly
// repeatable (tests, README screenshots, bug reports). The whole script is checked before
// anything runs: a typo in step 40 must not leave 39 steps' worth of files behind.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { startApp } from "../firmware/app/app";
import { newAdvisor } from "../firmware/coach/advisor";
import type { Storage } from "../hal/hal";
import type { Button } from "../hal/input";
import { BUTTONS } from "../hal/input";
import { buttonMap } from "./buttons";
import { frameSpec } from "./display/frame";
import { toPng } from "./display/png";
import { createSimHal } from "./hal";
import { boardIds, profileFor } from "./profiles";

/** A refused script: the message names the step (`steps[3].steps[0]`) and what is wrong. */
export class ScriptError extends Error {}

/** Time after the start and after each press, so animations finish before the next step. */
export const DEFAULT_SETTLE_MS = 1000;
/** Scripts are deterministic unless they say otherwise: the same seed, the same dice. */
export const DEFAULT_SEED = 1;
const MAX_WAIT_MS = 24 * 3600 * 1000;
const MAX_REPEAT = 10000;
const MAX_SCALE = 16;
/** Steps a script may expand to with its repeats: a guard against 1e6 x 1e6 by mistake. */
const MAX_STEPS = 1_000_000;

/** A checked step: buttons logical, paths absolute. */
type Step =
  | { kind: "press"; at: string; button: Button; long: boolean; soft: boolean }
  | { kind: "wait"; at: string; ms: number }
  | { kind: "tap"; at: string; x: number; y: number }
  | { kind: "drag"; at: string; x: number; y: number; dy: number }
  | { kind: "dice"; at: string; faces: string }
  | { kind: "screenshot"; at: string; path: string; scale: number; frame: boolean }
  | { kind: "dump"; at: string; path: string }
  | { kind: "repeat"; at: string; times: number; steps: Step[] }
  | { kind: "comment"; at: string };

export interface RunOptions {
  /** Override the script's header (the command line's --board and --seed). */
  board?: string;
  seed?: number;
  /** Where the app's files live (default: in memory, empty). */
  storage?: Storage;
}

export interface RunResult {
  /** Files written, in order (absolute paths). */
  files: string[];
  /** What a dump step would have written at the end. */
  final: object;
}

type Json = { [key: string]: unknown };
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const isInt = (v: unknown, min: number, max: number): v is number => typeof v === "number" && Number.isInteger(v) && v >= min && v <= max;

/** Keys each kind of step may carry besides its own ("comment" is allowed everywhere). */
const STEP_KEYS: { [kind: string]: string[] } = {
  press: ["long"],
  tap: [],
  drag: ["from"],
  wait: [],
  dice: [],
  screenshot: ["scale", "frame"],
  dump: [],
  repeat: ["steps"],
};
const HEADER_KEYS = ["board", "seed", "settle", "steps", "comment"];

interface Checker {
  buttons: { [name: string]: Button };
  baseDir: string;
}

function checkPath(at: string, kind: string, v: unknown, ext: string, c: Checker): string {
  if (typeof v !== "string" || !v.endsWith(ext) || v.length <= ext.length) {
    throw new ScriptError(`${at}: "${kind}" needs a file name ending in ${ext}, got ${JSON.stringify(v)}`);
  }
  return resolve(c.baseDir, v);
}

// `checkSteps` comes in as a parameter: the two recurse (repeat), and the lint rule against
// forward references (an Espruino pitfall, applied everywhere) forbids calling it by name.
function checkStep(raw: unknown, at: string, c: Checker, checkSteps: (raw: unknown, at: string, c: Checker) => Step[]): Step {
  if (!isObject(raw)) throw new ScriptError(`${at}: a step must be an object, got ${JSON.stringify(raw)}`);
  const kinds = Object.keys(raw).filter((k) => k in STEP_KEYS);
  if (kinds.length > 1) throw new ScriptError(`${at}: one step does one thing, this one has ${kinds.join(" and ")}`);
  const kind = kinds[0];
  const allowed = kind ? [kind, "comment", ...STEP_KEYS[kind]] : ["comment"];
  const stray = Object.keys(raw).filter((k) => !allowed.includes(k));
  if (stray.length) {
    throw new ScriptError(
      kind
        ? `${at}: unknown key "${stray[0]}" in a ${kind} step (allowed: ${allowed.join(", ")})`
        : `${at}: unknown step "${stray[0]}" (steps: ${Object.keys(STEP_KEYS).join(", ")})`,
    );
  }
  if (!kind) return { kind: "comment", at };
  const v = raw[kind];
  switch (kind) {
    case "press": {
      const button = typeof v === "string" ? c.buttons[v] : undefined;
      if (!button) throw new ScriptError(`${at}: unknown button ${JSON.stringify(v)} (valid: ${Object.keys(c.buttons).join(", ")})`);
      if (raw.long !== undefined && typeof raw.long !== "boolean") throw new ScriptError(`${at}: "long" must be true or false`);
      // A logical name (up, ok ...) is that button as the board has it: on a touch screen its corner.
      return { kind, at, button, long: raw.long === true, soft: !(v as string).startsWith("BTN") };
    }
    case "wait":
      if (!isInt(v, 0, MAX_WAIT_MS)) throw new ScriptError(`${at}: "wait" needs whole milliseconds from 0 to ${MAX_WAIT_MS}, got ${JSON.stringify(v)}`);
      return { kind, at, ms: v };
    case "tap":
      if (!Array.isArray(v) || v.length !== 2 || !isInt(v[0], 0, 999) || !isInt(v[1], 0, 999)) {
        throw new ScriptError(`${at}: "tap" needs a point [x, y] on the screen, got ${JSON.stringify(v)}`);
      }
      return { kind, at, x: v[0], y: v[1] };
    case "drag": {
      const from = raw.from ?? [0, 0];
      if (!isInt(v, -999, 999) || !Array.isArray(from) || from.length !== 2 || !isInt(from[0], 0, 999) || !isInt(from[1], 0, 999)) {
        throw new ScriptError(`${at}: "drag" needs the pixels moved up (-) or down (+), and optionally "from": [x, y], got ${JSON.stringify(v)}`);
      }
      return { kind, at, x: from[0], y: from[1], dy: v };
    }
    case "dice":
      if (typeof v !== "string" || !/^[1-6]+$/.test(v)) throw new ScriptError(`${at}: "dice" needs faces 1-6 as a string like "66666", got ${JSON.stringify(v)}`);
      return { kind, at, faces: v };
    case "screenshot": {
      const path = checkPath(at, kind, v, ".png", c);
      if (raw.scale !== undefined && !isInt(raw.scale, 1, MAX_SCALE)) throw new ScriptError(`${at}: "scale" must be a whole number from 1 to ${MAX_SCALE}, got ${JSON.stringify(raw.scale)}`);
      if (raw.frame !== undefined && typeof raw.frame !== "boolean") throw new ScriptError(`${at}: "frame" must be true or false`);
      return { kind, at, path, scale: (raw.scale as number | undefined) ?? 1, frame: raw.frame === true };
    }
    case "dump":
      return { kind, at, path: checkPath(at, kind, v, ".json", c) };
    default: {
      if (!isInt(v, 1, MAX_REPEAT)) throw new ScriptError(`${at}: "repeat" needs a count from 1 to ${MAX_REPEAT}, got ${JSON.stringify(v)}`);
      return { kind: "repeat", at, times: v, steps: checkSteps(raw.steps, at, c) };
    }
  }
}

function checkSteps(raw: unknown, at: string, c: Checker): Step[] {
  const where = at ? `${at}.steps` : "steps";
  if (!Array.isArray(raw) || raw.length === 0) throw new ScriptError(`${at || "script"}: "steps" must be a non-empty list of steps`);
  return raw.map((s, i) => checkStep(s, `${where}[${i}]`, c, checkSteps));
}

function countSteps(steps: Step[]): number {
  return steps.reduce((n, s) => n + (s.kind === "repeat" ? s.times * countSteps(s.steps) : 1), 0);
}

/** Everything a run needs, checked: throws ScriptError naming the first problem. */
export function checkScript(raw: unknown, baseDir: string, o: RunOptions = {}) {
  if (!isObject(raw)) throw new ScriptError(`a script is a JSON object {"steps": [...]}, got ${JSON.stringify(raw)}`);
  const stray = Object.keys(raw).filter((k) => !HEADER_KEYS.includes(k));
  if (stray.length) throw new ScriptError(`script: unknown key "${stray[0]}" (allowed: ${HEADER_KEYS.join(", ")})`);
  const board = o.board ?? raw.board;
  if (board !== undefined && (typeof board !== "string" || !boardIds().includes(board))) {
    throw new ScriptError(`script: unknown board ${JSON.stringify(board)} (valid: ${boardIds().join(", ")})`);
  }
  const seed = o.seed ?? raw.seed ?? DEFAULT_SEED;
  if (!isInt(seed, 0, 0xffffffff)) throw new ScriptError(`script: "seed" must be a whole number from 0 to 4294967295, got ${JSON.stringify(seed)}`);
  const settle = raw.settle ?? DEFAULT_SETTLE_MS;
  if (!isInt(settle, 0, MAX_WAIT_MS)) throw new ScriptError(`script: "settle" must be whole milliseconds >= 0, got ${JSON.stringify(settle)}`);
  const profile = profileFor(board as string | undefined);
  // Presses may name the physical button of this board (BTN3) or the logical one (ok).
  const buttons: { [name: string]: Button } = { ...buttonMap(profile.id) };
  for (const b of BUTTONS) buttons[b] = b;
  const steps = checkSteps(raw.steps, "", { buttons, baseDir });
  const total = countSteps(steps);
  if (total > MAX_STEPS) throw new ScriptError(`script: the repeats expand to ${total} steps, more than ${MAX_STEPS}`);
  return { profile, seed, settle, steps };
}

/** Reads a script file; a missing file or broken JSON is a ScriptError (the caller names the file). */
export function loadScriptFile(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    throw new ScriptError(`cannot read the file (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new ScriptError(`not valid JSON (${(e as Error).message})`);
  }
}

/** Checks `raw` completely, then runs it; file paths are relative to `baseDir`. */
export function runScript(raw: unknown, baseDir: string, o: RunOptions = {}): RunResult {
  const s = checkScript(raw, baseDir, o);
  const sim = createSimHal({ profile: s.profile, seed: s.seed, storage: o.storage, virtual: true });
  const advance = (ms: number) => (sim.clock.advance as (ms: number) => void)(ms);
  const frame = frameSpec(buttonMap(s.profile.id), s.profile);
  const files: string[] = [];
  const app = startApp(sim.hal, s.profile, newAdvisor(null));
  const state = () => ({
    ...app.dump(),
    display: { flips: sim.fb.flips, ops: sim.fb.ops, changed: sim.fb.changed },
    feedback: { ...sim.feedback },
    timeMs: sim.clock.now(),
  });
  const write = (path: string, data: string | Buffer) => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, data);
    files.push(path);
  };
  const run = (steps: Step[], pass: string): void => {
    for (const step of steps) {
      try {
        switch (step.kind) {
          case "press":
            if (step.soft) sim.soft(step.button, step.long);
            else sim.press(step.button, step.long);
            advance(s.settle);
            break;
          case "wait":
            advance(step.ms);
            break;
          case "tap":
            sim.touch({ k: "tap", x: step.x, y: step.y, dy: 0 });
            advance(s.settle);
            break;
          case "drag":
            sim.touch({ k: "drag", x: step.x, y: step.y, dy: step.dy });
            sim.touch({ k: "drag", x: step.x, y: step.y, dy: 0 }); // the finger lifts
            advance(s.settle);
            break;
          case "dice":
            sim.queueDice(step.faces);
            break;
          case "screenshot":
            write(step.path, toPng(sim.fb, { scale: step.scale, frame: step.frame ? frame : undefined }));
            break;
          case "dump":
            write(step.path, JSON.stringify(state(), null, 2) + "\n");
            break;
          case "repeat":
            for (let i = 1; i <= step.times; i++) run(step.steps, `${pass} (pass ${i}/${step.times} of ${step.at})`);
            break;
          case "comment":
            break;
        }
      } catch (e) {
        if (step.kind === "repeat") throw e; // already names the inner step
        const err = new Error(`${step.at}${pass}: ${(e as Error).message}`);
        (err as Error & { cause: unknown }).cause = e;
        throw err;
      }
    }
  };
  try {
    advance(s.settle);
    run(s.steps, "");
    return { files, final: state() };
  } finally {
    app.stop();
  }
}
