// Below the device: once a game is over, every player's sheet, the charts of what each
// decision gave away against optimal play (with the exact table, waited for), and the
// statistics' chart. Drawn once per finished game, not per frame.
import type { AppDump } from "../firmware/app/app";
import { loadStats, STATS_FILE } from "../firmware/app/store/stats";
import type { Lang } from "../firmware/core";
import { isError, parseRecord, Phase } from "../firmware/core";
import type { Storage } from "../hal/hal";
import type { TableStore } from "./coach/tables";
import { lossCharts, sheetsTable, statsChart } from "./end/panel";
import { pageText } from "./text";

export interface PanelOptions {
  root: HTMLElement;
  store: TableStore;
  storage: Storage;
  /** The edition has the coach (trainer's analysis) and statistics. */
  coach: boolean;
  stats: boolean;
}

export function renderPanels(o: PanelOptions): { update(d: AppDump): void } {
  // What is on show: a finished game (its record), or the statistics (the file's text).
  let shown = "";
  const section = (cls: string, title: string) => {
    const s = document.createElement("section");
    s.className = cls;
    const h = document.createElement("h2");
    h.textContent = title;
    s.appendChild(h);
    o.root.appendChild(s);
    return s;
  };
  const drawStats = (lang: Lang) => {
    const s = section("stats", pageText(lang, "stats"));
    const st = o.stats ? loadStats(o.storage).s : null;
    const chart = st ? statsChart(st, lang) : null;
    if (chart) s.appendChild(chart);
    else s.appendChild(document.createTextNode(pageText(lang, o.stats ? "statsNone" : "statsNoEdition")));
  };
  return {
    update(d) {
      const lang = d.lang as Lang;
      // The result screen and its end menu: the finished game's pictures; else the statistics as saved.
      const over = d.game !== null && (d.screen === "rank" || d.screen === "end");
      const key = lang + (over ? "over:" + JSON.stringify(d.game) : "stats:" + (o.storage.read(STATS_FILE) ?? ""));
      if (key === shown) return;
      shown = key;
      o.root.textContent = "";
      if (over) {
        const g = parseRecord(JSON.stringify(d.game));
        if (!isError(g) && g.ph === Phase.Over) {
          section("sheets-panel", pageText(lang, "sheets")).appendChild(sheetsTable(g, lang));
          const loss = section("loss-panel", pageText(lang, "lossPanel"));
          const wait = document.createElement("p");
          wait.textContent = pageText(lang, "lossWaiting");
          loss.appendChild(wait);
          void o.store.ensure(g.setup.rules).then((values) => {
            if (shown !== key) return;
            wait.remove();
            for (const c of lossCharts(g, values, lang)) loss.appendChild(c);
          }, (e: Error) => (wait.textContent = pageText(lang, "tableFailed", e.message)));
        }
      }
      drawStats(lang);
    },
  };
}
