// `kniffel best` and `kniffel analyse`: the exact coach on the command line.
import { diceTables, keepOf } from "../../firmware/coach/dice";
import type { Tables } from "../../firmware/coach/estimate";
import { newEstimator } from "../../firmware/coach/estimate";
import type { ValueOf } from "../../firmware/coach/state";
import { sheetState, stateSpace } from "../../firmware/coach/state";
import type { Coach, Option } from "../../firmware/coach/turn";
import { advise, adviseGame, newCoach } from "../../firmware/coach/turn";
import { targetOptions } from "../../firmware/coach/target";
import { finalTotals, meanOf, rolloutChances, rolloutTotals, winChances } from "../../firmware/coach/chance";
import { sfc32 } from "../rng";
import type { BoxId, Game, Lang, Rules, Sheet } from "../../firmware/core";
import {
  apply, decodeAction, isError, logEntries, MAX_ROLLS, newGame, newPlacement, place, Phase, playerTotals, sheetFor, text,
} from "../../firmware/core";
import { rulesLine } from "./format";
import type { SheetState } from "./state";
import { banked, formatState } from "./state";
import { cliText } from "./text";

const r2 = (x: number) => Math.round(x * 100) / 100;
const dieList = (d: ArrayLike<number>) => Array.from(d).join(" ");

/** An option as data: the keep's faces or the box, its points, expected score and loss. */
export interface OptionView {
  kind: "keep" | "box";
  held?: number[];
  heldMask?: number;
  box?: BoxId;
  points?: number;
  bonus?: number;
  ev: number;
  loss: number;
}

function viewOf(sheet: Sheet, rules: Rules, sc: Int16Array, off: number, dice: ArrayLike<number>, o: Option, best: number): OptionView {
  const loss = Math.max(0, best - o.ev);
  if (o.box < 0) {
    const held = Array.from(dice).filter((_, i) => o.held & (1 << i));
    return { kind: "keep", held, heldMask: o.held, ev: o.ev, loss };
  }
  const pl = place(sheet, rules, sc, off, dice, newPlacement());
  return { kind: "box", box: sheet.ids[o.box], points: pl.pts[o.box], bonus: pl.bonus, ev: o.ev, loss };
}

function label(v: OptionView, lang: Lang): string {
  if (v.kind === "keep") return v.held!.length ? cliText(lang, "hold", v.held!.join(" ")) : cliText(lang, "rerollAll");
  return cliText(lang, "enter", [text(lang, v.box!), v.points + (v.bonus ? ` +${v.bonus}` : "")]);
}

function rollsLeftText(lang: Lang, left: number): string {
  return cliText(lang, "rollsLeft" + left);
}

/** The ranked options for one column, dice and rolls left. */
export function bestView(rules: Rules, st: SheetState, dice: number[], left: number, value: ValueOf, lang: Lang, json: boolean): string {
  const c = newCoach(rules);
  const opts = advise(c, st.sc, 0, st.extra, dice, left, value);
  const best = opts[0].ev;
  const views = opts.map((o) => viewOf(c.sheet, rules, st.sc, 0, dice, o, best));
  const state = formatState(c.sheet, st.sc, 0, st.extra);
  if (json) {
    return JSON.stringify({
      rules, state, dice, rollsLeft: left, banked: banked(c.sheet, st),
      options: views.map((v, i) => ({ rank: i + 1, ...v, ev: r2(v.ev), loss: r2(v.loss) })),
    }, null, 2);
  }
  const lines = [
    `${rulesLine(rules, lang)} \u00b7 ${cliText(lang, "dice")} ${dieList(dice)} \u00b7 ${rollsLeftText(lang, left)}`,
    cliText(lang, "sheetLine", [state, String(banked(c.sheet, st))]),
    `${cliText(lang, "rank").padStart(4)}  ${cliText(lang, "move").padEnd(26)}${cliText(lang, "expected").padStart(10)}${cliText(lang, "loss").padStart(9)}`,
  ];
  views.forEach((v, i) => {
    lines.push(`${String(i + 1).padStart(4)}  ${label(v, lang).padEnd(26)}${v.ev.toFixed(2).padStart(10)}${v.loss.toFixed(2).padStart(9)}`);
  });
  return lines.join("\n");
}

/**
 * The ranked options for one column, dice and rolls left by the exact probability of a final
 * total of at least `target` (firmware/coach/target.ts); in the JSON each option's probability
 * as computed, as text in percent. `loss` is the chance given away against the best option.
 */
export function targetView(rules: Rules, st: SheetState, dice: number[], left: number, target: number, lang: Lang, json: boolean): string {
  const sheet = sheetFor(rules.game);
  const opts = targetOptions(rules, st.sc, st.extra, dice, left, target);
  const best = opts[0].p;
  const views = opts.map((o) => viewOf(sheet, rules, st.sc, 0, dice, { box: o.box, held: o.held, ev: o.p }, best));
  const state = formatState(sheet, st.sc, 0, st.extra);
  if (json) {
    return JSON.stringify({
      rules, state, dice, rollsLeft: left, banked: banked(sheet, st), target,
      options: views.map((v, i) => ({ rank: i + 1, kind: v.kind, held: v.held, heldMask: v.heldMask, box: v.box, points: v.points, bonus: v.bonus, p: v.ev, loss: v.loss })),
    }, null, 2);
  }
  const pct = (p: number) => (100 * p).toFixed(2) + " %";
  const lines = [
    `${rulesLine(rules, lang)} \u00b7 ${cliText(lang, "dice")} ${dieList(dice)} \u00b7 ${rollsLeftText(lang, left)}`,
    cliText(lang, "sheetLine", [state, String(banked(sheet, st))]) + ` \u00b7 \u2265 ${target}`,
    `${cliText(lang, "rank").padStart(4)}  ${cliText(lang, "move").padEnd(26)}${cliText(lang, "chance").padStart(10)}${cliText(lang, "loss").padStart(10)}`,
  ];
  views.forEach((v, i) => {
    lines.push(`${String(i + 1).padStart(4)}  ${label(v, lang).padEnd(26)}${pct(v.ev).padStart(10)}${pct(v.loss).padStart(10)}`);
  });
  return lines.join("\n");
}

/** Rollouts per player where they are asked for: the standard error of a chance near 50 % is then about 0.8 points. */
export const DEFAULT_ROLLOUTS = 4000;

/** How the chances before the last round are found (null in the last round: exact): the estimate's tables, or rollouts (per player, their seed, the exact values the coach plays by). */
export type ChanceMethod = { tables: Tables } | { n: number; seed: number; value: ValueOf };

/**
 * Each player's chance to win: exact in the last round (every column at most one free box),
 * else the estimate (firmware/coach/estimate.ts), or rollouts with their standard error where
 * asked for; `turn`: the player to move mid-turn, with their dice and rolls left.
 */
export function chanceView(rules: Rules, cols: SheetState[], turn: { player: number; dice: number[]; rolls: number } | undefined, method: ChanceMethod | null, lang: Lang, json: boolean): string {
  const c = newCoach(rules);
  const at = (i: number) => (turn && turn.player === i ? turn : undefined);
  const exact = !method;
  let p: number[];
  let se: number[] | undefined;
  let means: number[];
  if (method && "n" in method) {
    const word = sfc32(method.seed);
    const totals = cols.map((col, i) => rolloutTotals(c, col, method.value, method.n, word, at(i)?.dice, at(i)?.rolls));
    ({ p, se } = rolloutChances(totals));
    means = totals.map((t) => t.reduce((a, b) => a + b, 0) / t.length);
  } else {
    const est = method ? newEstimator(c, method.tables) : null; // one for all columns: its last-round memo is shared
    const dists = cols.map((col, i) => (est ? est.totals(col, at(i)?.dice, at(i)?.rolls) : finalTotals(c, col, at(i)?.dice, at(i)?.rolls)));
    p = winChances(dists);
    means = dists.map(meanOf);
  }
  const how = !method ? "exact" : "n" in method ? "rollouts" : "estimate";
  const players = cols.map((col, i) => ({ player: i + 1, state: formatState(c.sheet, col.sc, 0, col.extra), banked: banked(c.sheet, col), finalMean: r2(means[i]), p: p[i], ...(se ? { se: se[i] } : {}) }));
  if (json) return JSON.stringify({ rules, method: how, exact, ...(method && "n" in method ? { rollouts: method.n, seed: method.seed } : {}), ...(turn ? { turn: turn.player + 1, dice: turn.dice, rollsLeft: turn.rolls } : {}), players }, null, 2);
  const lines = [rulesLine(rules, lang) + (turn ? ` \u00b7 ${cliText(lang, "turnOf", cliText(lang, "chanceRow", String(turn.player + 1)))} \u00b7 ${cliText(lang, "dice")} ${dieList(turn.dice)} \u00b7 ${rollsLeftText(lang, turn.rolls)}` : "")];
  lines.push(`${"".padEnd(12)}${cliText(lang, "points").padStart(8)}${cliText(lang, "finalMean").padStart(22)}${cliText(lang, "chance").padStart(10)}`);
  for (const v of players) {
    lines.push(`${cliText(lang, "chanceRow", String(v.player)).padEnd(12)}${String(v.banked).padStart(8)}${v.finalMean.toFixed(2).padStart(22)}${((100 * v.p).toFixed(1) + " %").padStart(10)}${v.se !== undefined ? ` \u00b1 ${(100 * v.se).toFixed(1)}` : ""}`);
  }
  lines.push(method && "n" in method ? cliText(lang, "chanceRollouts", [String(method.n), String(method.seed)]) : cliText(lang, how === "exact" ? "chanceExactNote" : "chanceEstimateNote"));
  return lines.join("\n");
}

/** One decision of a game: a keep before a roll or a box entry. */
export interface Decision {
  /** Index of the log entry (the roll or the entry) that carried it out. */
  entry: number;
  player: string;
  round: number;
  roll: number;
  dice: number[];
  choice: OptionView;
  best: OptionView;
}

/** The player's own options in g (advise on their column), and the chosen one. */
function decide(c: Coach, g: Game, value: ValueOf, chosen: (o: Option) => boolean): { choice: OptionView; best: OptionView } {
  const opts = adviseGame(c, g, value);
  const off = g.cur * c.n;
  const pick = opts.find(chosen);
  if (!pick) throw new Error("the move played is not among the options: " + g.log);
  const view = (o: Option) => viewOf(c.sheet, g.setup.rules, g.sc, off, g.dice, o, opts[0].ev);
  return { choice: view(pick), best: view(opts[0]) };
}

/**
 * Every decision of the game `done` (already checked by replaying it), in log order: a keep
 * at each roll after a turn's first, an entry at each score. An undone entry is dropped.
 */
export function decisions(done: Game, value: ValueOf): Decision[] {
  const rules = done.setup.rules;
  const c = newCoach(rules);
  const t = diceTables();
  const g = newGame(done.setup) as Game;
  const out: Decision[] = [];
  logEntries(done).forEach((entry, i) => {
    const a = decodeAction(entry);
    if (isError(a)) throw new Error("log entry " + i);
    if (g.ph === Phase.Play && ((a.t === "roll" && g.roll > 0) || a.t === "score")) {
      const d = a.t === "score"
        ? decide(c, g, value, (o) => o.box === a.b)
        : decide(c, g, value, (o) => o.box < 0 && keepOf(t, g.dice, o.held) === keepOf(t, g.dice, g.held));
      let filled = 0;
      for (let b = 0; b < c.n; b++) if (g.sc[g.cur * c.n + b] >= 0) filled++;
      out.push({ entry: i, player: g.setup.names[g.cur], round: filled + 1, roll: g.roll, dice: Array.from(g.dice), ...d });
    }
    if (a.t === "undo") {
      for (let j = out.length - 1; j >= 0; j--) {
        if (out[j].choice.kind === "box") {
          out.splice(j, 1);
          break;
        }
      }
    }
    const e = apply(g, a);
    if (e) throw new Error("log entry " + i + ": " + e.err);
  });
  return out;
}

export function analyseView(g: Game, value: ValueOf, lang: Lang, json: boolean): string {
  const list = decisions(g, value);
  const rules = g.setup.rules;
  const space = stateSpace(rules);
  const optimal = value(sheetState(space, new Int16Array(g.sheet.ids.length).fill(-1), 0));
  const players = g.setup.names.map((name, p) => {
    const mine = list.filter((d) => d.player === name);
    return {
      name,
      decisions: mine.length,
      withLoss: mine.filter((d) => d.choice.loss >= 0.005).length,
      loss: mine.reduce((s, d) => s + d.choice.loss, 0),
      score: playerTotals(g, p).grand,
    };
  });
  if (json) {
    return JSON.stringify({
      rules,
      optimalExpected: r2(optimal),
      decisions: list.map((d) => ({
        ...d,
        choice: { ...d.choice, ev: r2(d.choice.ev), loss: r2(d.choice.loss) },
        best: { ...d.best, ev: r2(d.best.ev), loss: r2(d.best.loss) },
        rollsLeft: d.choice.kind === "keep" ? MAX_ROLLS - d.roll : undefined,
      })),
      players: players.map((p) => ({ ...p, loss: r2(p.loss) })),
    }, null, 2);
  }
  const names = Math.max(8, ...g.setup.names.map((s) => s.length + 1));
  const lines = [
    cliText(lang, "analyseTitle", `${rulesLine(rules, lang)} \u00b7 ${g.setup.names.join(", ")}`),
    `${cliText(lang, "round").padStart(5)} ${cliText(lang, "player").padEnd(names)}${cliText(lang, "roll").padEnd(5)}` +
      `${cliText(lang, "dice").padEnd(11)}${cliText(lang, "choice").padEnd(24)}${cliText(lang, "bestChoice").padEnd(24)}${cliText(lang, "loss").padStart(8)}`,
  ];
  for (const d of list) {
    lines.push(`${String(d.round).padStart(5)} ${d.player.padEnd(names)}${String(d.roll).padEnd(5)}${dieList(d.dice).padEnd(11)}` +
      `${label(d.choice, lang).padEnd(24)}${label(d.best, lang).padEnd(24)}${d.choice.loss.toFixed(2).padStart(8)}`);
  }
  if (!list.length) lines.push(cliText(lang, "noDecisions"));
  lines.push("", cliText(lang, "totalLoss"));
  for (const p of players) {
    lines.push(cliText(lang, "playerLoss", [p.name, p.loss.toFixed(2), String(p.decisions), String(p.withLoss), String(p.score), optimal.toFixed(2)]));
  }
  return lines.join("\n");
}
