// A computer player's turn, shown as it happens: the dice tumble, the dice it keeps are
// marked, a pause per decision (the pace setting), and its entry with the points ("Sechser
// 24"), which the next handover repeats ("Gerät: Sechser 24"). Every action goes through act()
// and is saved like a person's, so a power cut resumes at the last completed action (the
// computer then decides again from there). A press skips to the end of the turn: the rest
// is played at once, without animation or pause. The moves come from the coach
// (Advisor.moveJob: on a device the coach module, loaded per decision), worked out a piece
// per timer call; where the coach cannot answer, the device enters the dice for the most
// points, so that a game never stalls. Where the chances to win show (chances.ts), its chance
// follows its entry, where there is room.
import { has } from "../../../hal/profile";
import type { Advisor } from "../../coach/advisor";
import type { Job } from "../../coach/job";
import { finish } from "../../coach/job";
import type { Move } from "../../coach/players";
import { follow } from "../../coach/players";
import type { Game } from "../../core";
import { MAX_ROLLS, options, Phase, rollDice, text, Why } from "../../core";
import { chancesNow, chancesOn, percent, stopChances } from "../chances";
import { stopPreparing } from "../preparing";
import type { Ctx, Screen } from "../ctx";
import { diceLayout, drawDie, tumbleFace, turnHeader } from "../dice-view";
import { act, ANIM_FRAMES, ANIM_MS, nextTurn } from "../play";
import { withoutLevel } from "../ui";
import { ctext, keys, low, main } from "../layout";

/** Pause per decision, by pace (fast, normal, slow). */
export const PAUSE_MS = [250, 700, 1500];

/** The turn's state beyond the game's: its keep is held and the roll comes next; its entry is shown. */
let rollNext = false;
let entered = false;
/** A skip found the coach still getting its tables and said so: the move, once made, clears that. */
let waited = false;
let did = "";

function word(c: Ctx): () => number {
  return function () { return c.hal.random.word(); };
}

/** The move of the player at turn, as a job; the greedy entry where the coach cannot answer. */
function moveJob(c: Ctx): Job<Move> {
  const g = c.g as Game;
  stopChances(); // the move has the coach to itself
  stopPreparing();
  return ((c.coach as Advisor).moveJob as NonNullable<Advisor["moveJob"]>)(g, (g.setup.cpu as number[])[g.cur], word(c));
}

/** The allowed box worth most points now (when the coach is missing: it says so). */
function greedy(c: Ctx): Move {
  const g = c.g as Game;
  c.msg = c.text("noCoach");
  const pl = options(g);
  let best = -1;
  for (let b = 0; b < g.sheet.kinds.length; b++) if (pl.why[b] === Why.Ok && (best < 0 || pl.pts[b] > pl.pts[best])) best = b;
  return { box: best, held: 0 };
}

/** Carries a move out: the entry (then shown), or the holds (the roll comes next). */
function play(c: Ctx, m: Move): void {
  const g = c.g as Game;
  rollNext = m.box < 0;
  if (follow(g, m, act, c)) {
    // "Sechser 24" here, and for the handover "Gerät: Sechser 24" (the name without its level).
    entered = true;
    did = text(c.lang, g.sheet.ids[g.undoBox]) + " " + g.sc[g.undoPlayer * g.sheet.kinds.length + g.undoBox];
    c.tip = withoutLevel(g.setup.names[g.undoPlayer]) + ": " + did;
  }
}

function drawDice(c: Ctx, frame: number): void {
  const g = c.g as Game;
  const l = diceLayout(c);
  const dice = entered ? g.undoDice : g.dice;
  const held = entered ? g.undoHeld : g.held;
  for (let i = 0; i < 5; i++) {
    const h = (held & (1 << i)) !== 0;
    drawDie(c, l, i, frame < 0 || h ? dice[i] : tumbleFace(dice[i], i, frame), h);
  }
}

/** Runs `f` after ms unless the turn shown has changed meanwhile (a skip, another screen). */
function after(c: Ctx, f: (c: Ctx) => void, ms: number): void {
  const tok = c.cpuTurn;
  c.hal.clock.setTimeout(function () {
    if (c.cpuTurn === tok && c.scr.id === "cpu") f(c);
  }, ms);
}

function pause(c: Ctx): number {
  return PAUSE_MS[c.pace] || PAUSE_MS[1];
}

/** The next thing the turn does, from the game's state: roll, decide, or (entry shown) hand on. */
function next(c: Ctx): void {
  const g = c.g as Game;
  if (entered) return nextTurn(c);
  if (!g.roll || rollNext) {
    // The roll, then its animation (not rollNow's: a press during it skips too).
    rollNext = false;
    if (!g.roll) c.tip = "";
    if (!act(c, { t: "roll", d: rollDice(g.dice, g.held, word(c)) })) return c.redraw();
    if (c.buzz) c.hal.feedback.buzz(30);
    let f = 0;
    const tick = function (cc: Ctx): void {
      if (f < ANIM_FRAMES) {
        drawDice(cc, f++);
        cc.frame();
        after(cc, tick, ANIM_MS);
      } else {
        cc.redraw();
        after(cc, next, pause(cc));
      }
    };
    return tick(c);
  }
  // Decide, a piece of the job per timer call.
  let j: Job<Move> | null = null;
  const run = function (cc: Ctx): void {
    let m: Move | null = null;
    try {
      if (!j) j = moveJob(cc);
      else if (j.step()) m = j.result();
    } catch (_e) {
      m = greedy(cc);
    }
    if (!m) return after(cc, run, 0);
    play(cc, m);
    if (waited) cc.msg = "";
    waited = false;
    cc.redraw();
    after(cc, next, entered ? 2 * pause(cc) : pause(cc));
  };
  run(c);
}

/**
 * The rest of the turn at once: no animation, no pause; then its entry is shown. Where the
 * coach still waits for its tables (the page) the turn goes on as before, and says so.
 */
function skip(c: Ctx): void {
  const g = c.g as Game;
  c.cpuTurn++; // the timers of the turn as shown stop
  for (let k = 0; k < 2 * MAX_ROLLS + 1 && !entered && g.ph === Phase.Play; k++) {
    if (!g.roll || rollNext) {
      rollNext = false;
      act(c, { t: "roll", d: rollDice(g.dice, g.held, word(c)) });
      continue;
    }
    let m: Move;
    try {
      const j = moveJob(c);
      if (j.waits && j.waits()) {
        // The coach still gets its tables (the page): the turn goes on at its pace and waits for them.
        c.msg = c.text("coachWait");
        waited = true;
        c.redraw();
        return after(c, next, pause(c));
      }
      m = finish(j);
    } catch (_e) {
      m = greedy(c);
    }
    play(c, m);
  }
  c.redraw();
  after(c, next, 2 * pause(c));
}

export function cpuScreen(): Screen {
  return {
    id: "cpu",
    enter: function (c) {
      c.cpuTurn++;
      rollNext = false;
      entered = false;
      waited = false;
      after(c, next, 2 * pause(c)); // a moment to see whose turn it is
    },
    draw: function (c) {
      const g = c.g as Game;
      turnHeader(c, c.text("rollN", String(entered ? g.undoRoll : g.roll)), entered ? g.undoPlayer : g.cur);
      keys(c, "", "", c.text("skip"), ""); // first: a layout may keep the texts clear of it
      drawDice(c, -1);
      const l = diceLayout(c);
      c.display.setColor(c.colours.fg); // a held die leaves its ink colour set
      // The entry below the dice (where the dice screen's main action goes, if that is lower).
      const at = Math.max(l.y + l.s + c.rowPitch, main(c));
      if (entered) ctext(c, did, at);
      // Its chance to win below, where that leaves the line on skipping its room.
      let below = at + c.rowPitch;
      if (has(c.profile, "coach") && entered && chancesOn(c) && below + c.rowPitch <= low(c)) {
        const chances = chancesNow(c);
        if (chances) ctext(c, c.text("winChance", percent(chances[g.undoPlayer]) + "%"), below);
        below += c.rowPitch;
      }
      // The line on skipping where it leaves the entry room.
      if (!entered || below <= low(c)) ctext(c, c.text("cpuSkip"), low(c));
    },
    tap: function (c) {
      c.scr.press(c, "ok", false);
    },
    press: function (c) {
      if (entered) {
        c.cpuTurn++;
        nextTurn(c);
      } else {
        skip(c);
      }
    },
  };
}
