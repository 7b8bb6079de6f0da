// The game on the watch's clock: BangleApps' clock info provider (kniffel.clkinfo.js; its
// module clock_info evaluates the file and calls its value, which the build makes return
// CLKINFO_MODULE: build/bundle.ts). One item: the game in progress, else the best score
// (firmware/clock-info.ts), read afresh each time the clock draws it from the summary the app
// writes with each save (app/store/summary.ts); a tap on it starts the app, which resumes
// the game in progress. In the game's language (its settings file, as the app saved it).
import { image, openApp, readJson } from "../hal/espruino/clock";
import type { Lang } from "./core";
import { clockTexts } from "./clock-info";
import { SETTINGS_FILE } from "./app/store/settings";
import { STATS_FILE } from "./app/store/stats";
import { bestScore, field, readSummary, SUMMARY_FILE } from "./app/store/summary";

const img = image(CLOCK_INFO_ICON);
const noop = function (): void {};

CLKINFO_MODULE = {
  name: "Kniffel",
  img: img,
  items: [
    {
      name: "Kniffel",
      get: function () {
        const t = clockTexts(readSummary(readJson(SUMMARY_FILE)), bestScore(readJson(STATS_FILE)), field(field(readJson(SETTINGS_FILE), "data"), "lang") === "en" ? "en" : ("de" as Lang));
        t.img = img;
        return t;
      },
      // Nothing to watch while the clock shows: the game moves on only in the app.
      show: noop,
      hide: noop,
      run: function () {
        openApp();
        return true;
      },
    },
  ],
};
