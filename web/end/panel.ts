// The pictures after a game: every player's sheet, per player a chart of the points each
// decision gave away against optimal play (what `kniffel analyse` computes:
// sim/cli/coach.ts decisions), and the statistics as a chart of the last games' scores.
import type { ValueOf } from "../../firmware/coach/state";
import type { Game, Lang } from "../../firmware/core";
import { keyOf, playerTotals, text } from "../../firmware/core";
import { keyPreset } from "../../firmware/app/store/stats";
import type { Stats } from "../../firmware/app/store/stats";
import { decisions } from "../../sim/cli/coach";
import { pageText } from "../text";
import { barChart, formatNumber } from "./charts";

function cell(tag: "td" | "th", s: string | number, cls?: string): HTMLElement {
  const e = document.createElement(tag);
  e.textContent = String(s);
  if (cls) e.className = cls;
  return e;
}

/** Every player's column of the finished game, with the totals. */
export function sheetsTable(g: Game, lang: Lang): HTMLTableElement {
  const t = document.createElement("table");
  t.className = "sheets";
  const head = document.createElement("tr");
  head.appendChild(cell("th", ""));
  g.setup.names.forEach((n) => head.appendChild(cell("th", n)));
  t.appendChild(head);
  const n = g.sheet.ids.length;
  const row = (label: string, values: (string | number)[], cls?: string) => {
    const tr = document.createElement("tr");
    if (cls) tr.className = cls;
    tr.appendChild(cell("th", label));
    values.forEach((v) => tr.appendChild(cell("td", v)));
    t.appendChild(tr);
  };
  const players = g.setup.names.map((_, p) => p);
  const totals = players.map((p) => playerTotals(g, p));
  g.sheet.ids.forEach((id, b) => {
    row(text(lang, id), players.map((p) => (g.sc[p * n + b] < 0 ? "–" : g.sc[p * n + b])));
    if (b === 5) {
      row(pageText(lang, "upper"), totals.map((x) => x.upper), "sum");
      row(pageText(lang, "bonus"), totals.map((x) => x.bonus), "sum");
    }
  });
  row(pageText(lang, "lower"), totals.map((x) => x.lower), "sum");
  row(pageText(lang, "total"), totals.map((x) => x.grand), "grand");
  return t;
}

/** Per player: the loss of each of their decisions against the best option. */
export function lossCharts(g: Game, values: ValueOf, lang: Lang): SVGSVGElement[] {
  const list = decisions(g, values);
  return g.setup.names.map((name) => {
    const mine = list.filter((d) => d.player === name);
    const total = mine.reduce((s, d) => s + d.choice.loss, 0);
    return barChart({
      title: pageText(lang, "lossTitle", name).replace("%s", formatNumber(-Math.round(total * 10) / 10, lang)),
      values: mine.map((d) => d.choice.loss),
      labels: mine.map((d) => String(d.round)),
      tips: mine.map((d) => `${d.round}/${d.roll}: ${d.dice.join("")} → -${formatNumber(Math.round(d.choice.loss * 100) / 100, lang)}`),
      mark: 1,
    });
  });
}

/** The statistics' last games (their winning totals), with the average over all of them. */
export function statsChart(st: Stats, lang: Lang): SVGSVGElement | null {
  if (!st.last.length) return null;
  const games = st.last.slice().reverse(); // oldest first
  const avg = games.reduce((s, x) => s + x.s, 0) / games.length;
  return barChart({
    title: pageText(lang, "stats"),
    values: games.map((x) => x.s),
    labels: games.map((x) => x.w.slice(0, 6)),
    tips: games.map((x) => `${text(lang, keyOf("preset.", keyPreset(x.r)))}: ${x.w} ${x.s} (${x.n})`),
    line: { value: avg, label: pageText(lang, "average", formatNumber(Math.round(avg * 10) / 10, lang)) },
  });
}
