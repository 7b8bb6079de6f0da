// Clocks for the simulator: the real one for interactive play, and a virtual one under the
// control of scripts and tests, where time moves only when told to (no flaky waits).
import type { Clock } from "../hal/hal";

export interface VirtualClock extends Clock {
  /** Moves time forward by `ms`, running every timer that falls due, in order. */
  advance(ms: number): void;
  /** Timers still pending, and timers that have fired so far (wake-ups). */
  pending(): number;
  fired(): number;
}

export function virtualClock(): VirtualClock {
  let now = 0;
  let nextId = 1;
  let fired = 0;
  const timers: { id: number; at: number; fn: () => void }[] = [];
  const clock: VirtualClock = {
    now: () => now,
    setTimeout(fn, ms) {
      const id = nextId++;
      timers.push({ id, at: now + Math.max(0, ms), fn });
      return id;
    },
    clearTimeout(id) {
      const i = timers.findIndex((t) => t.id === id);
      if (i >= 0) timers.splice(i, 1);
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        let due = -1;
        for (let i = 0; i < timers.length; i++) {
          if (timers[i].at <= end && (due < 0 || timers[i].at < timers[due].at)) due = i;
        }
        if (due < 0) break;
        const t = timers.splice(due, 1)[0];
        now = Math.max(now, t.at);
        fired++;
        t.fn();
      }
      now = end;
    },
    pending: () => timers.length,
    fired: () => fired,
  };
  return clock;
}

export interface RealClock extends Clock {
  /** Whether a timer falls due within `ms` from now (an animation under way, say). */
  dueWithin(ms: number): boolean;
}

export function realClock(): RealClock {
  const start = performance.now();
  const now = () => performance.now() - start;
  const due = new Map<number, number>(); // pending timers: id -> when
  return {
    now,
    setTimeout(fn, ms) {
      const id = setTimeout(() => {
        due.delete(id);
        fn();
      }, ms) as unknown as number;
      due.set(id, now() + ms);
      return id;
    },
    clearTimeout(id) {
      due.delete(id);
      clearTimeout(id as unknown as Parameters<typeof clearTimeout>[0]);
    },
    dueWithin(ms) {
      const until = now() + ms;
      for (const at of due.values()) if (at <= until) return true;
      return false;
    },
  };
}
