// The turn loop's moves, shared by the screens: every game action goes through act(), so
// errors become a message and nothing else; a roll draws fair dice from the HAL's RNG,
// hands them to the core as data, and then animates.
import { has } from "../../hal/profile";
import type { Action, Game, Setup } from "../core";
import { apply, checkSetup, errorText, isComplete, newGame, isCpu, MAX_ROLLS, Phase, rollDice, text } from "../core";
import { askCoachSoon } from "./ask-coach";
import { preparing } from "./preparing";
import type { Ctx, ScreenId } from "./ctx";
import type { Choice } from "./goal";
import { choicesJob, worthNote } from "./goal";
import { judgeThen, savedLoss } from "./trainer";
import type { Journal } from "./store/journal";
import { LEAN_LOG, letGo, release, rotate, save } from "./store/journal";
import type { Settings } from "./store/settings";
import { saveSettings } from "./store/settings";
import { addGame, saveStats } from "./store/stats";
import { SUMMARY_FILE, summaryText } from "./store/summary";

export const ANIM_FRAMES = 6;
export const ANIM_MS = 80;

/** The settings as the context holds them, for saving. */
export function settingsOf(c: Ctx): Settings {
  const s: Settings = { lang: c.lang, draft: c.draft, buzz: c.buzz, light: c.light, sleep: c.sleep, tour: c.tour, train: c.train, pace: c.pace };
  if ((has(c.profile, "accelerometer"))) {
    s.shake = c.shake;
    s.shook = c.shook;
  }
  if (has(c.profile, "coach")) {
    s.chances = c.chances;
    s.goal = c.goal;
  }
  return s;
}

/** Saves the game by `how`; tells the player when saving stops working, and when it works again. */
function persist(c: Ctx, how: (j: Journal, g: Game) => boolean): void {
  const was = c.journal.ok;
  const ok = how(c.journal, c.g as Game);
  if (LEAN_LOG) letGo(c.journal, c.g as Game); // the slot holds the log now (where it worked)
  if (!ok && was) c.msg = c.text("s.full");
  else if (ok && !was) c.msg = c.text("s.again");
  // The watch's clock shows the game from its summary (store/summary.ts): written only after
  // the journal's save worked, never instead of it, and its failure ignored (the clock then
  // shows the best score). Only where it changed (an entry, a new game): a roll or a hold
  // leaves it, and the flash is spared a rewrite; the text last written is kept, so that the
  // saves of rolls and holds read no file (after a start the first save writes it once).
  // Only where the clocks show it (the watches).
  if (ok && has(c.profile, "clockInfo")) {
    const sum = summaryText(c.g as Game);
    if (c.summary !== sum && c.hal.storage.write(SUMMARY_FILE, sum)) c.summary = sum;
  }
}

/** Applies `a` to the game and saves it; on refusal shows the reason and returns false. */
export function act(c: Ctx, a: Action): boolean {
  const e = apply(c.g as Game, a);
  if (e) c.msg = errorText(e, c.lang);
  else persist(c, save);
  return !e;
}

export function heldAt(g: Game, i: number): boolean {
  return (g.held & (1 << i)) !== 0;
}


/** The screen where a turn's dice come from: the device's dice, the entry of real ones, or a computer's turn. */
export function turnScreen(c: Ctx): ScreenId {
  if ((has(c.profile, "coach")) && isCpu(c.g as Game, (c.g as Game).cur)) return "cpu";
  return (has(c.profile, "real")) && (c.g as Game).setup.real ? "entry" : "dice";
}

/** After an entry: the ranking when the game is over, else the next player's turn (a computer's at once). */
export function nextTurn(c: Ctx): void {
  const g = c.g as Game;
  // Short and distinct where the watch vibrates (a roll is one short buzz): the next person's
  // turn two, the game's end one long.
  if ((has(c.profile, "vibration")) && c.buzz) {
    if (g.ph === Phase.Over) c.hal.feedback.buzz(400);
    else if (g.np > 1 && turnScreen(c) !== "cpu") c.hal.feedback.buzz(60, 2);
  }
  if (g.ph === Phase.Over) c.go(isComplete(g) ? "rank" : "title");
  else c.go(g.np > 1 && turnScreen(c) !== "cpu" ? "handover" : turnScreen(c));
}

/** Shows the screen where the game in progress goes on. */
export function resumeScreen(c: Ctx): void {
  const g = c.g as Game;
  if ((has(c.profile, "rolloff")) && g.ph === Phase.RollOff) c.go("rolloff");
  else if (turnScreen(c) === "cpu") c.go("cpu");
  else if (g.roll) c.go(g.roll === MAX_ROLLS ? "sheet" : "dice");
  else c.go(g.np > 1 ? "handover" : turnScreen(c));
}

/**
 * Starts a game of `setup` (a setup it cannot play is said in a message): the finished game
 * it replaces goes into the statistics (a finished game counts once it is left, so that
 * undoing its last entry never counts it twice) and is let go of before the new one is made
 * (two games of six and the new settings' save are more than the Bangle.js 1's free heap);
 * its setup becomes the default for the next one, and it gets a fresh save slot.
 */
export function begin(c: Ctx, setup: Setup): void {
  const bad = checkSetup(setup);
  if (bad) {
    c.msg = c.text(bad.err);
    return;
  }
  if ((has(c.profile, "stats")) && c.stats && c.g && isComplete(c.g)) {
    addGame(c.stats, c.g);
    saveStats(c.hal.storage, c.stats);
  }
  c.g = null;
  release(c.journal);
  const g = newGame(setup) as Game;
  c.g = g;
  c.loss = savedLoss("", g.np);
  if (has(c.profile, "coach")) c.lossWin = savedLoss("", g.np);
  c.journal.tl = "";
  c.tip = "";
  c.draft = { names: g.setup.names.slice(), rules: g.setup.rules, rolloff: g.setup.rolloff, real: g.setup.real === true };
  if (g.setup.cpu) c.draft.cpu = g.setup.cpu.slice();
  saveSettings(c.hal.storage, settingsOf(c));
  persist(c, rotate);
  resumeScreen(c);
}

/**
 * Rolls the dice that are not held and animates them; `done` runs after the last frame.
 * Presses are ignored while the dice tumble (c.busy).
 */
export function rollNow(c: Ctx, frame: (f: number) => void, done: () => void): void {
  const g = c.g as Game;
  const held = g.ph === Phase.RollOff ? 0 : g.held;
  const go = function (): void {
    if (!act(c, { t: "roll", d: rollDice(g.dice, held, function () { return c.hal.random.word(); }) })) {
      c.redraw();
      return;
    }
    c.busy = true;
    let f = 0;
    const tick = function (): void {
      if (f < ANIM_FRAMES) {
        frame(f++);
        c.hal.clock.setTimeout(tick, ANIM_MS);
      } else {
        c.busy = false;
        done();
      }
    };
    if (c.buzz) c.hal.feedback.buzz(30);
    tick();
  };
  if (g.ph === Phase.Play && !g.roll) c.tip = ""; // a new turn: the last verdict has been seen
  // With dice rolled, the keep is the decision the trainer judges.
  if (g.ph === Phase.Play && g.roll && (has(c.profile, "coach"))) judgeThen(c, -1, go);
  else go();
}

/** A keep in words: the faces of the dice `held` (bit i: die i), e.g. "6 6 6 halten". */
export function keepLabel(c: Ctx, held: number): string {
  const g = c.g as Game;
  let faces = "";
  for (let i = 0; i < 5; i++) if (held & (1 << i)) faces += (faces ? " " : "") + g.dice[i];
  return faces ? c.text("keep", faces) : c.text("keepNone");
}

/**
 * The coach's advice for the dice in hand, as a message: which dice to hold, or which box
 * to take, with the expected final score, or with the goal "win" the chance to win
 * (goal.ts). Worked out while "Coach rechnet ..." shows; then
 * `then` gets the advised box (-1 for a keep or no advice) and the screen is drawn with the
 * message. A press meanwhile cancels it.
 */
export function hint(c: Ctx, then?: (box: number) => void): void {
  const g = c.g as Game;
  const told = function (options: Choice[] | null): void {
    const best = options ? options[0] : null;
    if (options && !best) c.msg = c.text("E_NOT_ROLLED");
    if (best) {
      const what = best.box >= 0 ? c.text("enterBox", text(c.lang, g.sheet.ids[best.box])) : keepLabel(c, best.held);
      // While the table is made (preparing.ts) the compact engine answers: the hint says so.
      c.msg = c.text(preparing(c) ? "tipRough" : "tipIs", what) + " " + worthNote(c, best);
    }
    if (then) then(best ? best.box : -1);
    c.redraw();
  };
  if (!g.roll) return told([]);
  askCoachSoon(c, function (a) { return choicesJob(a, g, c); }, told, function () { c.redraw(); });
}
