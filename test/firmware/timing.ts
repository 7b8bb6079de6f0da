// Work on the device as a ratio that does not depend on the host's speed: the host wall time
// of an action on the watch divided by that of a calibration loop run in the same firmware,
// `for(var i=0;i<10000;i++){}` (a "calibration loop"), each the median of several runs.
// The bench (build/bench) and the firmware tests share these figures.
import { Watch } from "./watch";

/** The calibration loop: 10,000 iterations of an empty loop, evaluated on the device. */
export const CALIBRATION_CODE = "for(var i=0;i<10000;i++){}";

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/** Host milliseconds of one calibration loop on this watch's firmware (median of `runs`). */
export function calibrationMs(watch: Watch, runs = 7): number {
  const ms: number[] = [];
  watch.emu.exec(CALIBRATION_CODE); // warm up
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint();
    watch.emu.exec(CALIBRATION_CODE);
    ms.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return median(ms);
}

/** The device work of an action in calibration loops: in all, in its longest idle step, and the steps that did work. */
export interface StepLoops {
  /** All the firmware's idle steps during the action (a simulator's share in a lockstep not counted). */
  total: number;
  longest: number;
  /** Steps longer than 0.5 ms (the idle polls between them not counted). */
  steps: number;
}

/**
 * The firmware's share of `action` in calibration loops (the sum of its idle steps, so a
 * lockstep's simulator is not counted), its longest single idle step (an event or a timer
 * callback: how long input waited at most) and the number of steps that did work.
 */
export function stepLoops(watch: Watch, action: () => void, runs = 5): StepLoops {
  const before = calibrationMs(watch, runs);
  const emu = watch.emu;
  const log: number[] = [];
  emu.stepLog = log;
  try {
    action();
  } finally {
    emu.stepLog = null;
  }
  const cal = (before + calibrationMs(watch, runs)) / 2;
  let ms = 0;
  for (const dt of log) ms += dt;
  return { total: ms / cal, longest: Math.max(0, ...log) / cal, steps: log.filter((dt) => dt > 0.5).length };
}
