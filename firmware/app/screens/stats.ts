// Statistics per rule preset and the last games, as scrolling text; ok clears them after
// asking. A finished game still on the device counts here already (it is committed to the
// file when the next game starts).
import { Game, isComplete, PRESET_IDS, text } from "../../core";
import { Ctx, Screen } from "../ctx";
import { addGame, BEST, BONUSES, emptyStats, GAMES, KNIFFELS, RESULTS, saveStats, Stats, SUM } from "../store/stats";
import { clear, ctext, scrollPress, softkeys, visibleRows, wrap } from "../ui";

/** The saved statistics plus a finished game not yet committed. */
function view(c: Ctx): Stats {
  if (!c.g || !isComplete(c.g)) return c.stats;
  const s: Stats = JSON.parse(JSON.stringify(c.stats));
  addGame(s, c.g as Game);
  return s;
}

function lines(c: Ctx): string[] {
  const s = view(c);
  const out: string[] = [];
  for (let i = 0; i < PRESET_IDS.length; i++) {
    const n = s.p[PRESET_IDS[i]];
    if (!n || !n[GAMES]) continue;
    out.push(text(c.lang, "preset." + PRESET_IDS[i]));
    out.push(" " + c.t("st.line1", String(n[GAMES])) + "  " + c.t("st.avg", String(Math.round(n[SUM] / n[RESULTS]))) + "  " + c.t("st.best", String(n[BEST])));
    out.push(" " + c.t("st.kniffel", String(n[KNIFFELS])) + "  " + c.t("st.bonus", String(Math.round((100 * n[BONUSES]) / n[RESULTS]))));
  }
  if (!out.length) return wrap(c, c.t("noStats"), c.pf.w - 2);
  out.push(c.t("lastGames"));
  for (let i = 0; i < s.last.length; i++) {
    const g = s.last[i];
    out.push(" " + text(c.lang, "preset." + g.r).split(" ")[0] + ", " + c.t("st.players", String(g.n)) + ": " + g.w + " " + g.s);
  }
  // Lines wider than the screen continue on the next row.
  let wrapped: string[] = [];
  for (let i = 0; i < out.length; i++) wrapped = wrapped.concat(wrap(c, out[i], c.pf.w - 2));
  return wrapped;
}

export const statsScreen: Screen = {
  id: "stats",
  enter: function (c) {
    c.top = 0;
  },
  draw: function (c) {
    clear(c);
    const all = lines(c);
    ctext(c, c.t("stats"), c.ty);
    for (let i = c.top; i < all.length && i < c.top + visibleRows(c); i++) c.d.drawString(all[i], 1, c.y0 + (i - c.top) * c.ln);
    softkeys(c, "^", "v", c.t("clear"), c.t("back"));
  },
  press: function (c, b) {
    if (b !== "ok") return scrollPress(c, b, lines(c).length);
    c.ask = {
      q: c.t("clearAsk"),
      yes: function () {
        c.stats = emptyStats();
        saveStats(c.hal.storage, c.stats);
        c.back();
      },
      no: function () { c.back(); },
    };
    c.open("ask");
  },
};
