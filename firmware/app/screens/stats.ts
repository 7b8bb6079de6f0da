// Statistics per rule preset and the last games, as scrolling text; ok clears them after
// asking. A finished game still on the device counts here already (it is committed to the
// file when the next game starts).
import type { Game } from "../../core";
import { isComplete, keyOf, parseJson, presetIds, text, toJson } from "../../core";
import type { Ctx, Screen } from "../ctx";
import { scrollScreen, textLines } from "../scroll-screen";
import type { Stats } from "../store/stats";
import { addGame, BEST, BONUSES, emptyStats, GAMES, keyPreset, KNIFFELS, RESULTS, saveStats, statsKey, STATS_MODES, SUM } from "../store/stats";

/** The saved statistics plus a finished game not yet committed. */
function view(c: Ctx): Stats {
  if (!c.g || !isComplete(c.g)) return c.stats as Stats;
  const s = parseJson(toJson(c.stats)) as Stats;
  addGame(s, c.g as Game);
  return s;
}

function lines(c: Ctx): string[][] {
  const s = view(c);
  const out: string[] = [];
  const ids = presetIds();
  for (let k = 0; k < STATS_MODES.length * ids.length; k++) {
    const preset = ids[k % ids.length];
    const mode = Math.floor(k / ids.length);
    const n = s.p[statsKey(preset, mode)];
    if (!n || !n[GAMES]) continue;
    const name = text(c.lang, keyOf("preset.", preset));
    out.push(mode ? c.text(mode === 1 ? "st.real" : "st.cpu", name) : name);
    out.push(" " + c.text("st.line1", String(n[GAMES])) + "  " + c.text("st.avg", String(Math.round(n[SUM] / n[RESULTS]))) + "  " + c.text("st.best", String(n[BEST])));
    out.push(" " + c.text("st.kniffel", String(n[KNIFFELS])) + "  " + c.text("st.bonus", String(Math.round((100 * n[BONUSES]) / n[RESULTS]))));
  }
  if (!out.length) return textLines(c, [c.text("noStats")]);
  out.push(c.text("lastGames"));
  for (let i = 0; i < s.last.length; i++) {
    const g = s.last[i];
    out.push(" " + text(c.lang, keyOf("preset.", keyPreset(g.r))).split(" ")[0] + ", " + c.text("st.players", String(g.n)) + ": " + g.w + " " + g.s);
  }
  return textLines(c, out); // lines wider than the screen continue on the next row
}

function clearStats(c: Ctx): void {
  c.ask = {
    q: c.text("clearAsk"),
    yes: function () {
      c.stats = emptyStats();
      saveStats(c.hal.storage, c.stats);
      c.back();
    },
    no: function () { c.back(); },
  };
  c.open("ask");
}

export function statsScreen(): Screen {
  return scrollScreen("stats", "stats", lines, { ok: { label: "clear", run: clearStats } });
}
