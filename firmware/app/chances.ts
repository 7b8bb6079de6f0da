// Each player's chance to win: the probability of finishing first, a shared first place
// counting as its share, if from here everyone plays the coach's expected-score way. Shown on
// the overview, the handover and after a computer's entry, where the coach can say it
// (Advisor.chancesJob: the simulator, the page, and the watches under the rules whose table
// they store; elsewhere a watch answers [] and the screens go on without them), the setting is
// on and tournament mode is off.
// The screen is drawn at once without them; they are worked out in the background, a piece
// per timer call, and the screen that asked is drawn again when they are there. Unlike a
// question the player asked (ask-coach.ts), a press meanwhile is not taken to cancel: it acts
// as always. The work goes on while the game stays as it was (a scroll, a menu opened) and is
// dropped at its next piece once the game has changed (every action lengthens its log), or
// when the coach is wanted for something else: a question, a computer's move (on a device
// each loads the coach module, and two would not fit beside each other). The answer is kept
// for its position, so that the handover and the overview of one position ask once.
import type { Advisor } from "../coach/advisor";
import type { Job } from "../coach/job";
import type { Game } from "../core";
import { Phase } from "../core";
import type { Ctx, ScreenId } from "./ctx";
import { preparing } from "./preparing";

/** The position the chances (or the work on them) belong to: the game, and where it stood then (at()). */
let game: Game | null = null;
let version = "";

/** Where g stands: its entries, the player, the roll, the dice and which are held (the log is no measure: the journal lets go of its saved part). */
function at(g: Game): string {
  return g.turn + "," + g.cur + "," + g.roll + "," + g.held + "," + g.dice.join("");
}
let known: number[] | null = null;
let job: Job<number[]> | null = null;
/** The screen that asked last (its id: screens are made anew as they show, app.ts): drawn again when the answer comes, if it shows. */
let asker: ScreenId | null = null;
/** The coach could not answer (on a device: its file missing or damaged): not asked again. */
let broken = false;
/** Rules the coach has no chances for (a watch without their table answers []): not asked again. */
let none: Game["setup"]["rules"] | null = null;

/**
 * Whether the chances show now: a game of two or more in play, the coach able to say them (not
 * while it makes its table: preparing.ts), the setting on, no tournament.
 */
export function chancesOn(c: Ctx): boolean {
  const g = c.g;
  return !broken && !preparing(c) && c.chances === true && !c.tour && !!c.coach && !!c.coach.chancesJob && !!g && g.np > 1 && g.ph === Phase.Play && g.setup.rules !== none;
}

function current(g: Game): boolean {
  return g === game && at(g) === version;
}

/** Lets go of the work under way (the coach is wanted for something else); the next screen to ask starts it anew. */
export function stopChances(): void {
  job = null;
}

/**
 * Each player's chance for the game as it stands, or null while they are worked out: then the
 * work starts (unless it is under way, or a question keeps the coach busy: the screen is drawn
 * again with its answer and asks again), and the screen that asked is drawn again when they
 * are there. Only where chancesOn.
 */
export function chancesNow(c: Ctx): number[] | null {
  const g = c.g as Game;
  if (current(g) && (known || job)) {
    if (job) asker = c.scr.id;
    return known;
  }
  if (c.job) return null;
  game = g;
  version = at(g);
  known = null;
  asker = c.scr.id;
  // The question itself is asked at the first piece, not here in a screen's drawing: on a
  // device it loads the coach module, a piece of work of its own.
  let inner: Job<number[]> | null = null;
  const mine: Job<number[]> = {
    step: function () {
      if (inner) return inner.step();
      inner = ((c.coach as Advisor).chancesJob as (g: Game) => Job<number[]>)(g);
      return false;
    },
    result: function () { return (inner as Job<number[]>).result(); },
  };
  job = mine;
  const run = function (): void {
    if (job !== mine) return; // stopped, or another took its place
    if (!current(c.g as Game)) {
      job = null; // the game changed: the answer would be of a position gone
      return;
    }
    let done: boolean;
    try {
      done = mine.step();
      if (done) known = mine.result();
    } catch (_e) {
      broken = true;
      job = null;
      return;
    }
    if (!done) {
      c.hal.clock.setTimeout(run, 0);
      return;
    }
    job = null;
    if (known && known.length !== (c.g as Game).np) {
      none = (c.g as Game).setup.rules; // no chances under these rules here: the screen drawn again without them
      known = null;
    }
    if (c.scr.id === asker) c.redraw();
  };
  c.hal.clock.setTimeout(run, 0);
  return null;
}

/**
 * A chance in whole percent, without its sign ("34"): "<1" and ">99" where rounding would say impossible or
 * certain and it is neither (0 and 100 only when it is).
 */
export function percent(p: number): string {
  const r = Math.round(100 * p);
  if (r < 1 && p > 1e-9) return "<1";
  if (r > 99 && p < 1 - 1e-9) return ">99";
  return String(r);
}
