// Trainer mode: before each decision is carried out (a re-roll with the dice held, or an
// entry), the coach values every option; what the choice gives away against the best one
// is added to the player's total and shown until the next decision. The end of the game
// shows each player's total. The totals are saved with the game (store/journal.ts), in
// hundredths of a point, so that a resumed game keeps them.
import { Option } from "../coach/turn";
import { Game, isCpu } from "../core";
import { Ctx } from "./ctx";
import { askCoach } from "./ask-coach";
import { decimal } from "./ui";

/** The faces of the held dice, sorted: two keeps of equal faces are the same choice. */
function keptFaces(g: Game, held: number): string {
  const f: number[] = [];
  for (let i = 0; i < 5; i++) if (held & (1 << i)) f.push(g.dice[i]);
  return f.sort().join("");
}

/** Judges the decision about to be made: keeping the held dice (box < 0) or entering box. */
export function judge(c: Ctx, box: number): void {
  const g = c.g as Game;
  if (!c.train || !g.roll || isCpu(g, g.cur)) return; // the device's own moves are not judged
  const options = askCoach(c, function (a) { return a.advise(g); });
  if (!options) return;
  let chosen: Option | undefined;
  for (let i = 0; i < options.length && !chosen; i++) {
    const o = options[i];
    if (box >= 0 ? o.box === box : o.box < 0 && keptFaces(g, o.held) === keptFaces(g, g.held)) chosen = o;
  }
  if (!chosen) return;
  const lost = Math.max(0, options[0].ev - chosen.ev);
  c.loss[g.cur] += lost;
  c.jr.tl = c.loss.map(function (l) { return Math.round(l * 100); }).join(",");
  c.tip = c.t("trainer", "-" + decimal(c, lost)) + " " + c.t("trainerSum", "-" + decimal(c, c.loss[g.cur]));
}

/** Each player's total from its saved form (Journal.tl): zeros where there is none. */
export function savedLoss(tl: string, players: number): number[] {
  const saved = tl ? tl.split(",") : [];
  const loss: number[] = [];
  for (let p = 0; p < players; p++) loss.push(p < saved.length ? Number(saved[p]) / 100 || 0 : 0);
  return loss;
}
