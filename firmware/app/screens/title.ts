// The main menu: continue a game in progress, start a new one, read the rules, the
// statistics, settings.
import { has } from "../../../hal/profile";
import { Phase } from "../../core";
import type { Ctx, Screen } from "../ctx";
import type { Item } from "../menu";
import { menuScreen, openItem } from "../menu";
import { resumeScreen } from "../play";
import { batteryText } from "../power";

function inProgress(c: Ctx): boolean {
  return !!c.g && c.g.ph !== Phase.Over;
}

export function titleScreen(): Screen {
  return menuScreen("title", function (c) { return c.text("title") + "  " + batteryText(c); }, function (c) {
    // The rules and the statistics where the edition has them (features.ts). The lines are
    // made when asked for, so that they hold no memory while another screen shows (menu.ts).
    const items: Item[] = inProgress(c) ? [{ l: "resume", ok: resumeScreen }] : [];
    items.push({ l: "newGame", ok: function (c) { c.go("setup"); } });
    if (has(c.profile, "rules")) items.push(openItem("rules", "rules"));
    if (has(c.profile, "stats")) items.push(openItem("stats", "stats"));
    items.push(openItem("settings", "settings"));
    return items;
  }, null);
}
