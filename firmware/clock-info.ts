// What the watch's clock shows of the game (firmware/clkinfo-main.ts): the game in progress,
// its round and the points of the player to move; else the best score of the statistics;
// else the game's name. `short` is for a small slot (BangleApps: at most 6 characters).
import type { Lang } from "./core";
import { text } from "./core";
import type { Progress } from "./app/store/summary";

/**
 * BangleApps' clock info item's texts. "text" is quoted: the device build shortens every
 * `text` property (the app's Ctx.text, build/short-names.ts) but never a quoted one, and
 * clock_info reads this one by its name.
 */
export interface ClockTexts {
  "text": string;
  short?: string;
  img?: string;
}

export function clockTexts(game: Progress | null, best: number, lang: Lang): ClockTexts {
  if (game) {
    // "R7 143"; from round 10 "13 245", so that it keeps to 6 characters.
    const short = "R" + game.r + " " + game.p;
    return { "text": text(lang, "round", String(game.r)) + ": " + game.p, short: short.length > 6 ? short.substring(1) : short };
  }
  if (best) return { "text": text(lang, "ci.best", String(best)), short: "B" + best };
  return { "text": "Kniffel" };
}
