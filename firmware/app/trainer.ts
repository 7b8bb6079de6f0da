// Trainer mode: before each decision is carried out (a re-roll with the dice held, or an
// entry), the coach values every option; what the choice gives away against the best one
// is added to the player's total and shown until the next decision. The end of the game
// shows each player's total. With the goal "win" (goal.ts) the options are valued by the
// chance to win, and what a choice gives away is percentage points of it, counted in a total
// of their own (Ctx.lossWin): a decision counts in its goal's unit, never mixed with points.
// The totals are saved with the game (store/journal.ts), in hundredths, so that a resumed game
// keeps them: the points' totals, then (once any is not 0) the chances'.
import type { Game } from "../core";
import { isCpu } from "../core";
import type { Ctx } from "./ctx";
import { askCoachSoon } from "./ask-coach";
import type { Choice } from "./goal";
import { choicesJob, worth } from "./goal";
import { decimal } from "./ui";

/** The faces of the held dice, sorted: two keeps of equal faces are the same choice. */
function keptFaces(g: Game, held: number): string {
  const f: number[] = [];
  for (let i = 0; i < 5; i++) if (held & (1 << i)) f.push(g.dice[i]);
  return f.sort().join("");
}

/** The totals as saved (Journal.tl): each player's in hundredths, the points' and, where any is not 0, the chances'. */
function savedForm(c: Ctx): string {
  const hundredths = function (l: number): number { return Math.round(l * 100); };
  const win = c.lossWin as number[];
  let any = false;
  for (let p = 0; p < win.length; p++) if (win[p]) any = true;
  return c.loss.map(hundredths).join(",") + (any ? "," + win.map(hundredths).join(",") : "");
}

/** Adds what the decision gives away against the best option to the player's total of its unit, and says so. */
function account(c: Ctx, g: Game, box: number, options: Choice[]): void {
  let chosen: Choice | undefined;
  for (let i = 0; i < options.length && !chosen; i++) {
    const o = options[i];
    if (box >= 0 ? o.box === box : o.box < 0 && keptFaces(g, o.held) === keptFaces(g, g.held)) chosen = o;
  }
  if (!chosen) return;
  const win = chosen.p !== undefined;
  const lost = Math.max(0, worth(options[0]) - worth(chosen)) * (win ? 100 : 1);
  const totals = win ? c.lossWin as number[] : c.loss;
  totals[g.cur] += lost;
  c.journal.tl = savedForm(c);
  const unit = win ? "%" : "";
  c.tip = c.text("trainer", "-" + decimal(c, lost) + unit) + " " + c.text("trainerSum", "-" + decimal(c, totals[g.cur]) + unit);
}

/**
 * Judges the decision about to be made, keeping the held dice (box < 0) or entering box,
 * then `go` carries it out. The coach works it out in pieces while "Coach rechnet ..."
 * shows (ask-coach.ts); a press meanwhile cancels the question and the decision with it
 * (nothing is done; the player decides again). Without the trainer `go` runs at once, and
 * where the coach cannot answer the decision goes ahead unjudged.
 */
export function judgeThen(c: Ctx, box: number, go: () => void): void {
  const g = c.g as Game;
  if (!c.train || !g.roll || isCpu(g, g.cur)) return go(); // the device's own moves are not judged
  askCoachSoon(c, function (a) { return choicesJob(a, g, c); }, function (options) {
    if (options) account(c, g, box, options);
    go();
  }, function () { c.redraw(); });
}

/** Each player's total from its saved form (Journal.tl): zeros where there is none. */
export function savedLoss(tl: string, players: number): number[] {
  const saved = tl ? tl.split(",") : [];
  const loss: number[] = [];
  for (let p = 0; p < players; p++) loss.push(p < saved.length ? Number(saved[p]) / 100 || 0 : 0);
  return loss;
}

/** Each player's total of the chances given away, from the saved form (after the points'): zeros where there is none. */
export function savedLossWin(tl: string, players: number): number[] {
  return savedLoss(tl, 2 * players).slice(players);
}
