// The coach's files made in the background. An install sends the coach's set-up file and the
// value table packed (coach/prepare.ts, packed.ts), and the watch makes the files itself, a
// piece at a time (each within a calibration loop) while the app is open and idle: a piece
// per timer call, a pause between pieces, presses taken in between. It starts at the app's
// first frame and goes on from where Storage says it stopped (a power cut, the app left:
// the next start goes on). It never runs beside a question, a computer's move or the chances
// (each loads one of the coach's modules, and two would not fit beside each other): those let
// it go (stopPreparing), and the next idle frame starts it again. Meanwhile the coach answers
// from what is there, compact where the table is not made yet, and the hint says so; the
// settings show how far it is.
import type { Advisor } from "../coach/advisor";
import type { Job } from "../coach/job";
import type { Ctx } from "./ctx";

/** The pause between two pieces: the watch idles between them, and a press is taken at once. */
export const PIECE_MS = 20;

let job: Job<number> | null = null;
/** A timer is set for the next piece. */
let timer = false;
/** Whether work waits: from the coach at the start, until it is done. */
let pending = false;
/** How far it is, 0 .. 1 (the job's share at its last piece). */
let share = 0;

/** Whether the coach's files are still being made (the hint is then the compact engine's where the table is not there yet). */
export function preparing(c: Ctx): boolean {
  return pending && !!c.coach && !!c.coach.prepareJob;
}

/** How far the preparation is, in whole percent, below 100 while it runs. */
export function preparedPercent(): number {
  return Math.min(99, Math.floor(100 * share));
}

/** Lets the work go (the coach is wanted for something else); the next idle frame starts it again. */
export function stopPreparing(): void {
  job = null;
}

function idle(c: Ctx): boolean {
  return !c.job && c.scr.id !== "cpu";
}

/** A piece of the work; whether the next is to be set going (a redraw sets it going itself: prepareSoon at its frame). */
function piece(c: Ctx): boolean {
  timer = false;
  if (!idle(c)) {
    job = null;
    return false;
  }
  const shown = preparedPercent();
  try {
    if (!job) job = ((c.coach as Advisor).prepareJob as () => Job<number> | null)();
    else if (job.step()) job = null;
  } catch (_e) {
    job = null; // the prepare module missing or damaged: the coach answers compact, and says so where it cannot
  }
  if (!job) {
    pending = false;
    share = 1;
  } else if (job.share) share = job.share();
  if (c.scr.id !== "settings" || (pending && preparedPercent() === shown)) return pending;
  c.redraw();
  return false;
}

/** At the app's start: whether work waits, asked of the coach (the module outlives an app in the simulator and the tests). */
export function newPreparation(coach: Advisor | null): void {
  job = null;
  timer = false;
  pending = !!coach && !!coach.prepareJob && !!coach.preparing && coach.preparing();
  share = 0;
}

/** Sets the next piece of the preparation going where work waits and the app is idle; at every frame. */
export function prepareSoon(c: Ctx): void {
  if (timer || !preparing(c) || !idle(c)) return;
  timer = true;
  c.hal.clock.setTimeout(function () {
    if (piece(c)) prepareSoon(c);
  }, PIECE_MS);
}
