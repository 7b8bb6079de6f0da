// Random inputs on each watch's firmware: taps anywhere on its screen (a round one's circle),
// drags, short and long presses of each of its buttons (and on the Bangle.js 3 long touches),
// at random moments (during animations too), started from every screen the golden scenarios
// reach: `npm test` 500 per watch (goldens.ts FUZZ_INPUTS), from the end of each golden scenario
// (goldens.ts), `npm run soak` 10,000 per watch (test/soak), from a seed that changes
// each run (printed; KNIFFEL_FUZZ_SEED replays it). No uncaught device exception, no hang (the driver
// stops a call that does not return), the heap after every input within the watch's budget
// for random inputs (espruino.config.json budgets.heap: `random`, else with the coach loaded,
// since an input may load it), and the app still answering at the end.
import { expect, inject, it } from "vitest";
import { boardBuild } from "../../build/boards";
import { inCircle } from "../../sim/display/palette";
import { sfc32 } from "../../sim/rng";
import { NEEDS, SCENARIOS, UNREACHABLE } from "../golden/scenarios";
import { describeFirmware, Lockstep } from "./fixture";
import { heapBudget } from "../../emu/memory";
import type { Watch } from "../../emu/watch";

/**
 * Where board's random inputs start: the golden scenarios its edition has (scenarios.ts
 * NEEDS) and its inputs reach (UNREACHABLE), but those that take long to reach (many turns),
 * which the random inputs reach anyway.
 */
function starts(board: string): string[] {
  const ft = boardBuild(board).profile.ft;
  const unreachable = UNREACHABLE[board] ?? {};
  return Object.keys(SCENARIOS).filter((n) => !["stats", "rank", "ranking", "end-menu"].includes(n) && (!NEEDS[n] || ft[NEEDS[n].ft]) && !unreachable[n]);
}

/** `n` random inputs from `seed`; returns the peak usage (after GC) after an input. */
function fuzz(w: Watch, seed: number, n: number): number {
  const r = sfc32(seed);
  const below = (k: number) => r() % k;
  const e = w.emu;
  const size = e.width;
  const buttons = Object.keys(w.b.buttons).length;
  const longTouch = w.b.profile.longTouch === true;
  // Where back is a key on the screen, a tap can leave the app too (on its title).
  const tapLeaves = w.b.profile.backExits === true;
  // A point of the screen: on a round one, inside its circle (a finger cannot touch outside it).
  const point = (): number[] => {
    for (;;) {
      const x = below(size), y = below(size);
      if (!w.b.profile.round || inCircle(size, x, y)) return [x, y];
    }
  };
  let peak = 0;
  for (let i = 0; i < n; i++) {
    // Without a touch screen every input is a button (a touch half is one too).
    const k = w.b.touch ? below(10) : 8 + below(2);
    // Whether this input may leave the app: a button, a long touch (a key's long press), or
    // any touch where back is a key on the screen.
    let mayLeave = k >= 8 || tapLeaves;
    e.batch(() => {
      if (k < 6) {
        const [x, y] = point();
        const long = longTouch && below(8) === 0;
        mayLeave = mayLeave || long;
        e.touchEvent(x, y, 1).advanceTime(long ? 800 : 20 + below(200));
        if (long) e.touchEvent(x, y, 1, 0x0c);
        e.touchEvent(x, y, 0).touchEvent(x, y, 0, long ? 0 : 5);
      } else if (k < 8) {
        const [x, y] = point();
        const dy = below(120) - 60;
        const to = Math.max(0, Math.min(size - 1, y + dy));
        e.touchEvent(x, y, 1).advanceTime(20);
        e.touchEvent(x, to, 1).advanceTime(20);
        e.touchEvent(x, to, 0);
      } else {
        const b = 1 + below(buttons);
        e.setButton(true, b).advanceTime(k === 8 ? 60 : 800);
        e.setButton(false, b);
      }
      e.advanceTime(below(4) === 0 ? 1200 : below(120)); // mostly before an animation has ended
    });
    // Back on the title leaves the app for the clock: started again from the launcher,
    // so that the inputs go on reaching the app (its dice again from a generator on the watch).
    if (mayLeave && !w.inApp()) w.start().ownRandom(seed + i);
    peak = Math.max(peak, w.usage());
  }
  return peak;
}

/**
 * `inputs` random inputs on watch w from where it is (start i of the run whose seed is
 * `seed`), on the watch alone; then no uncaught exception, the heap in budget, and the app
 * still answering.
 */
export function fuzzFrom(w: Watch, seed: number, i: number, inputs: number): void {
  if (w.b.profile.ft.tour) w.bridged(); // the inputs may turn tournament mode on and start a game
  w.ownRandom(seed + 1000 + i);
  const peak = fuzz(w, seed + 77 + i, inputs);
  w.emu.advanceTime(3000);
  expect(w.errors.concat(w.emu.takeErrors().map((x) => x.message))).toEqual([]);
  // The last input may have left the app for the clock (load() runs once the input's code
  // has returned, after the loop's check): started again, as the loop does.
  if (!w.inApp()) w.start();
  expect(peak, "variables in use after an input, at most").toBeLessThanOrEqual(heapBudget(w.board).random);
  // Still answering: of taps on two lines and the button (last: on the title it leaves the
  // app), at least one changes the screen.
  const shown = () => Buffer.from(w.emu.screen()).toString("base64");
  const answers = [{ x: 88, y: 60 }, { x: 88, y: 100 }, { b: "back" as const, long: false }].filter((input) => {
    const before = shown();
    w.input(input);
    return shown() !== before;
  });
  expect(answers.length).toBeGreaterThan(0);
}

/** From start `name` (the i-th) on board: its scenario in lockstep, then the random inputs on the watch alone. */
function run(board: string, name: string, i: number, seed: number, inputs: number): void {
  const l = new Lockstep(`fuzz-${board}-${name}`, 1, false, { board });
  SCENARIOS[name](l);
  fuzzFrom(l.watch, seed, i, inputs);
}

/**
 * `total` random inputs on board's firmware, spread over every start, from the run's seed
 * (the set-up's, printed: KNIFFEL_FUZZ_SEED replays it); `part`/`parts` split the starts
 * into files (i % parts === part) so that both test workers share a long run.
 */
export function describeFuzz(board: string, total: number, part = 0, parts = 1): void {
  const all = starts(board);
  const mine = all.map((name, i) => [name, i] as [string, number]).filter((s) => s[1] % parts === part);
  const seed = inject("fuzzSeed");
  const inputs = Math.ceil(total / all.length);
  const of = parts > 1 ? `, part ${part + 1} of ${parts}` : "";
  describeFirmware(`${total} random inputs on the ${boardBuild(board).name} from seed ${seed} (KNIFFEL_FUZZ_SEED=${seed} replays)${of}`, () => {
    // A coach's answer among the inputs takes seconds of the emulator's time.
    it.each(mine)("from %s", { timeout: 30_000 + inputs * 300 }, (name, i) => run(board, name, i, seed, inputs));
  }, board);
}
