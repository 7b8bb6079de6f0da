// `kniffel duel`: whole games between computer players (sim/duel.ts), each level's mean,
// standard deviation, win share and time per move, as a table or JSON.
import type { Lang, Rules } from "../../firmware/core";
import type { SeatResult } from "../duel";
import { rulesLine } from "./format";
import { cliText } from "./text";

const r2 = (x: number) => Math.round(x * 100) / 100;

export function duelView(rules: Rules, games: number, seed: number | undefined, seats: SeatResult[], lang: Lang, json: boolean): string {
  if (json) {
    return JSON.stringify({
      rules, games, seed: seed ?? null,
      players: seats.map((s, i) => ({
        seat: i + 1, level: s.level, mean: r2(s.mean), sd: r2(s.sd), se: r2(s.sd / Math.sqrt(games)),
        winShare: Math.round((s.wins / games) * 10000) / 10000, winShareSe: Math.round(s.winSe * 10000) / 10000, moves: s.moves, msPerMove: Math.round(s.msPerMove * 1000) / 1000,
      })),
    });
  }
  const head = ["seat", "level", "mean", "sd", "winShare", "msPerMove"].map((k) => cliText(lang, k));
  const rows = seats.map((s, i) => [String(i + 1), s.level, s.mean.toFixed(2), s.sd.toFixed(2), (s.wins / games * 100).toFixed(1) + " \u00b1 " + (s.winSe * 100).toFixed(1) + " %", s.msPerMove.toFixed(3)]);
  const width = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
  const line = (cells: string[]) => cells.map((x, c) => (c < 2 ? x.padEnd(width[c]) : x.padStart(width[c]))).join("  ").trimEnd();
  return [cliText(lang, "duelTitle", [games.toLocaleString(lang === "de" ? "de-DE" : "en"), rulesLine(rules, lang)]), line(head), ...rows.map(line)].join("\n");
}
