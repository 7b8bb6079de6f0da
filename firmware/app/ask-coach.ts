// The coach is help, never a condition of play: on a device its code is a file of its own
// (hal/espruino/coach.ts), and if that file is missing or damaged a hint, the odds or the
// trainer's verdict say so in one line while the game goes on. And it takes its time: on a
// device a hint or the odds are worked out in pieces (coach/job.ts), one piece per timer
// call, while "Coach rechnet ..." shows; presses are taken between pieces, and a press
// while the coach works cancels the question (the press does nothing else).
import type { Advisor } from "../coach/advisor";
import type { Job } from "../coach/job";
import type { OddsResult } from "../coach/odds";
import type { Option } from "../coach/turn";
import type { Game } from "../core";
import { stopChances } from "./chances";
import { stopPreparing } from "./preparing";
import type { Ctx } from "./ctx";
import { box } from "./layout";

/** A job that answers in one step, for an advisor without jobs. */
function oneStep<T>(answer: () => T): Job<T> {
  return {
    step: function () { return true; },
    result: answer,
  };
}

/** The options for the game's dice in hand, as a job. */
export function adviseJob(a: Advisor, g: Game): Job<Option[]> {
  return a.adviseJob ? a.adviseJob(g) : oneStep(function () { return a.advise(g); });
}

/** The odds for the game's dice in hand, as a job. */
export function oddsJob(a: Advisor, g: Game): Job<OddsResult> {
  return a.oddsJob ? a.oddsJob(g) : oneStep(function () { return a.odds(g); });
}

/**
 * A question the player asked and waits for (a hint, the odds, all options): "Coach rechnet
 * ..." shows, the job runs a piece per timer call, and `answer` gets the result, or null
 * with the message set when the coach cannot answer. A press meanwhile cancels it: then
 * `cancelled` runs instead.
 */
export function askCoachSoon<T>(c: Ctx, question: (a: Advisor) => Job<T>, answer: (r: T | null) => void, cancelled: () => void): void {
  let job: Job<T> | null = null;
  const cancel = function (): void {
    c.job = null;
    cancelled();
  };
  const fail = function (): void {
    c.job = null;
    c.msg = c.text("noCoach");
    answer(null);
  };
  const run = function (): void {
    if (c.job !== cancel) return; // cancelled meanwhile
    let done = false;
    let r: T | null = null;
    try {
      if (!job) job = question(c.coach as Advisor); // null (an edition without the coach) throws here too
      else done = job.step();
      if (done) r = job.result();
    } catch (_e) {
      return fail();
    }
    if (!done) {
      c.hal.clock.setTimeout(run, 0);
      return;
    }
    c.job = null;
    answer(r);
  };
  c.job = cancel;
  stopChances(); // the question has the coach to itself (chances.ts) ...
  stopPreparing(); // ... and its modules (preparing.ts)
  box(c, c.text("coachWait"));
  c.display.flip(true); // not one of the app's frames: the screen is drawn again with the answer
  c.hal.clock.setTimeout(run, 0);
}

/**
 * A scroll screen's lines from the coach (scroll-screen.ts `later`): the job's answer,
 * formatted by `lines`, once it is worked out; null (leave the screen) when cancelled.
 */
export function coachLines<T>(question: (a: Advisor, g: Game, c: Ctx) => Job<T>, lines: (c: Ctx, r: T | null) => string[][]): (c: Ctx, show: (l: string[][] | null) => void) => void {
  return function (c, show) {
    const g = c.g as Game;
    askCoachSoon(c, function (a) { return question(a, g, c); }, function (r) { show(lines(c, r)); }, function () { show(null); });
  };
}
