// The goal the coach's advice aims at (the setting "Ziel: Punkte / Sieg"): the most points,
// as the expected final score ranks the choices, or the win, as the chance to win ranks them
// (Advisor.winJob, where the platform plays to win: the simulator, the page, a watch with the rules' table). The hint, all
// options and the trainer ask here. The goal is points where the coach cannot rank by the
// chance to win, and in a game alone, where every choice wins.
import type { Advisor } from "../coach/advisor";
import type { Job } from "../coach/job";
import { tieBroken, WIN_TIE } from "../coach/players";
import type { Option } from "../coach/turn";
import type { WinOption } from "../coach/players";
import type { Game } from "../core";
import { adviseJob } from "./ask-coach";
import { percent } from "./chances";
import type { Ctx } from "./ctx";
import { GOAL_WIN } from "./store/settings";
import { decimal } from "./ui";


/** A choice ranked for the goal: its expected final score, and where the goal is the win its chance to win (0..1). */
export type Choice = Option & { p?: number };

/** Whether the advice for g aims at the win: the setting, someone to beat, and a coach that can rank so. */
export function toWin(c: Ctx, g: Game): boolean {
  return c.goal === GOAL_WIN && g.np > 1 && !!c.coach && !!c.coach.winJob;
}

/**
 * The options ranked by the chance to win, equal chances by the expected score (a certain win
 * or a lost cause still played well; `byScore` is [] where no chances are equal); by the
 * expected score alone where the coach has no chances for these rules (a watch without their
 * table).
 */
function ranked(byWin: WinOption[], byScore: Option[]): Choice[] {
  if (!byWin.length) return byScore;
  // A keep is the same choice in both lists under the same (lowest) held mask (turn.ts, win.ts).
  const ev: { [choice: string]: number } = {};
  for (let j = 0; j < byScore.length; j++) ev[byScore[j].box + "/" + byScore[j].held] = byScore[j].ev;
  const out: Choice[] = [];
  for (let i = 0; i < byWin.length; i++) {
    const w = byWin[i];
    out.push({ box: w.box, held: w.held, ev: ev[w.box + "/" + w.held] || 0, p: w.p });
  }
  // Without expected scores no two chances are equal: byWin's order (best first) stands.
  return byScore.length ? out.sort(function (x, y) {
    const d = (y.p as number) - (x.p as number);
    return d > WIN_TIE || d < -WIN_TIE ? d : y.ev - x.ev;
  }) : out;
}

/**
 * The chances to win, then, where two are equal, the expected scores (the tie-break), one job
 * after the other: the first is let go before the second starts (on a device the first holds
 * the win module, the second the coach module).
 */
function winChoicesJob(a: Advisor, g: Game): Job<Choice[]> {
  return tieBroken((a.winJob as (g: Game) => Job<WinOption[]>)(g), false, function () { return adviseJob(a, g); }, ranked);
}

/** Every choice for the dice in hand, best first for the goal, as a job (the coach's questions: ask-coach.ts). */
export function choicesJob(a: Advisor, g: Game, c: Ctx): Job<Choice[]> {
  return toWin(c, g) ? winChoicesJob(a, g) : adviseJob(a, g);
}

/** What a choice is worth for the goal: its expected final score, or its chance to win. */
export function worth(o: Choice): number {
  return o.p === undefined ? o.ev : o.p;
}

/** The same as shown: "253,8" (points), or "34%" (the chance to win; the sign kept with the number, as a wrapped line never parts them). */
export function worthText(c: Ctx, o: Choice): string {
  return o.p === undefined ? decimal(c, o.ev) : percent(o.p) + "%";
}

/** The hint's note on the choice: "(erwartet 253,8)", or "(Siegchance 34%)". */
export function worthNote(c: Ctx, o: Choice): string {
  return c.text(o.p === undefined ? "tipEv" : "tipWin", worthText(c, o));
}
