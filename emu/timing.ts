// Work on the device as a ratio that does not depend on the host: the interpreter's work for
// an action on the watch (its function calls, counted by the driver: emulator.ts countCalls)
// divided by that of a calibration loop, `for(var i=0;i<10000;i++){}` evaluated in the same
// firmware (a "calibration loop", 5.36 million calls). The count is the same on every run,
// so the figures are exact and a test can hold them. The emulator does not model the
// device's clock; host time divided the same way gave ratios about a quarter higher, and
// varied by some 30 % with the machine's load (docs/benchmarks.md).
// The bench (build/bench) and the firmware tests share these figures.
import type { Watch } from "./watch";

/** The calibration loop: 10,000 iterations of an empty loop, evaluated on the device. */
export const CALIBRATION_CODE = "for(var i=0;i<10000;i++){}";

/** The work of one calibration loop on this watch's firmware, in interpreter calls. */
export function calibrationCalls(watch: Watch): number {
  const emu = watch.emu;
  if (!emu.counting) throw new Error("the watch must count its work: new Watch(image, true)");
  const before = emu.calls();
  emu.exec(CALIBRATION_CODE);
  return emu.calls() - before;
}

/** The device work of an action in calibration loops: in all, in its longest idle step, and the steps that did work. */
export interface StepLoops {
  /** All the firmware's idle steps during the action (a simulator's share in a lockstep not counted). */
  total: number;
  longest: number;
  /** Steps of more than a hundredth of a calibration loop (the idle polls between them not counted). */
  steps: number;
  /** The first step that does work (the input's own handling), and the longest of the steps after it (the work it set going). */
  first: number;
  longestAfter: number;
}

/**
 * The firmware's share of `action` in calibration loops (the sum of its idle steps, so a
 * lockstep's simulator is not counted), its longest single idle step (an event or a timer
 * callback: how long input waited at most) and the number of steps that did work.
 */
export function stepLoops(watch: Watch, action: () => void): StepLoops {
  const cal = calibrationCalls(watch);
  const emu = watch.emu;
  const log: number[] = [];
  emu.stepLog = log;
  try {
    action();
  } finally {
    emu.stepLog = null;
  }
  let calls = 0;
  for (const n of log) calls += n;
  const at = log.findIndex((n) => n > cal / 100); // the input's own step: the first that does work
  return { total: calls / cal, longest: Math.max(0, ...log) / cal, steps: log.filter((n) => n > cal / 100).length, first: at < 0 ? 0 : log[at] / cal, longestAfter: Math.max(0, ...log.slice(at + 1)) / cal };
}
