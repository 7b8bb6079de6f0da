// Plain-text and JSON views of rolls and sheets for the command-line tool.
import type { Game, Lang, Rules, TextKey, Totals } from "../../firmware/core";
import { houseRules, isComplete, keyOf, options, Phase, playerTotals, rank, text, Why, WHY_ERRORS } from "../../firmware/core";
import { cliText } from "./text";

const LABEL = 18;

function row(label: string, cells: (string | number)[], width: number): string {
  return label.padEnd(LABEL) + cells.map((c) => String(c).padStart(width)).join("");
}

export function rulesLine(r: Rules, lang: Lang): string {
  const house = houseRules(r);
  return text(lang, keyOf("preset.", r.preset)) + (house.length ? " + " + house.join(", ") : "");
}

/** Every box's score for the current dice of `g` (its current player's sheet). */
export function scoreView(g: Game, lang: Lang, json: boolean): string {
  const pl = options(g);
  const boxes = g.sheet.ids.map((id, b) => ({
    id,
    name: text(lang, id),
    score: pl.pts[b],
    allowed: pl.why[b] === Why.Ok,
    ...(pl.why[b] === Why.Ok ? {} : { reason: WHY_ERRORS[pl.why[b]] }),
  }));
  const dice = Array.from(g.dice).join("");
  if (json) return JSON.stringify({ dice, rules: g.setup.rules, bonus: pl.bonus, boxes }, null, 2);
  const lines = [`${cliText(lang, "dice")} ${dice.split("").join(" ")} \u00b7 ${rulesLine(g.setup.rules, lang)}`];
  for (const b of boxes) {
    lines.push(row(b.name, [b.score], 4) + (b.allowed ? "" : `  (${cliText(lang, "notAllowed")}: ${text(lang, b.reason!)})`));
  }
  if (pl.bonus) lines.push(cliText(lang, "extraBonus", String(pl.bonus)));
  return lines.join("\n");
}

const TOTAL_ROWS: [TextKey, keyof Totals][] = [
  ["upperSum", "upper"], ["bonus", "bonus"], ["upperTotal", "upperTotal"],
];
const END_ROWS: [TextKey, keyof Totals][] = [["extraKniffel", "extra"], ["lowerSum", "lower"], ["grandTotal", "grand"]];

function status(g: Game, lang: Lang): string {
  if (g.ph === Phase.RollOff) return cliText(lang, "rollOff");
  if (g.ph === Phase.Over) return cliText(lang, isComplete(g) ? "gameOver" : "gameEndedEarly");
  return cliText(lang, "turnOf", g.setup.names[g.cur]);
}

/** The whole score block: all players side by side, totals, and the ranking. */
export function sheetView(g: Game, lang: Lang, json: boolean): string {
  const n = g.sheet.ids.length;
  const names = g.setup.names;
  const totals = names.map((_, p) => playerTotals(g, p));
  const ranking = rank(totals.map((t) => t.grand));
  if (json) {
    return JSON.stringify({
      rules: g.setup.rules,
      finished: g.ph === Phase.Over,
      complete: isComplete(g),
      players: names.map((name, p) => ({
        name,
        boxes: Object.fromEntries(g.sheet.ids.map((id, b) => [id, g.sc[p * n + b] < 0 ? null : g.sc[p * n + b]])),
        totals: totals[p],
      })),
      ranking: ranking.map((r) => ({ place: r.place, player: names[r.player], total: r.total })),
    }, null, 2);
  }
  const width = Math.max(5, ...names.map((s) => s.length + 1));
  const cell = (p: number, b: number) => (g.sc[p * n + b] < 0 ? "-" : g.sc[p * n + b]);
  const lines = [rulesLine(g.setup.rules, lang), row("", names, width)];
  const boxRows = (from: number, to: number) => {
    for (let b = from; b < to; b++) lines.push(row(text(lang, g.sheet.ids[b]), names.map((_, p) => cell(p, b)), width));
  };
  const totalRows = (rows: [TextKey, keyof Totals][]) => {
    for (const [key, f] of rows) lines.push(row(text(lang, key), totals.map((t) => t[f]), width));
  };
  boxRows(0, 6);
  totalRows(TOTAL_ROWS);
  boxRows(6, n);
  totalRows(g.setup.rules.game === "yatzy" ? END_ROWS.slice(1) : END_ROWS);
  lines.push("", status(g, lang));
  for (const r of ranking) lines.push(`${cliText(lang, "place")} ${r.place}: ${names[r.player]} ${r.total}`);
  return lines.join("\n");
}
