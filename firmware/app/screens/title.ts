// The main menu: continue a game in progress, start a new one, read the rules, the
// statistics, settings.
import { has } from "../../../hal/profile";
import { Phase } from "../../core";
import type { Ctx } from "../ctx";
import type { Item } from "../menu";
import { menuScreen } from "../menu";
import { resumeScreen } from "../play";
import { batteryText } from "../power";

const RESUME: Item = { l: "resume", ok: resumeScreen };
const NEW: Item = { l: "newGame", ok: function (c) { c.go("setup"); } };
const RULES: Item = { l: "rules", ok: function (c) { c.open("rules"); } };
const STATS: Item = { l: "stats", ok: function (c) { c.open("stats"); } };
const SETTINGS: Item = { l: "settings", ok: function (c) { c.open("settings"); } };

function inProgress(c: Ctx): boolean {
  return !!c.g && c.g.ph !== Phase.Over;
}

export const titleScreen = /* @__PURE__ */ menuScreen("title", function (c) { return c.text("title") + "  " + batteryText(c); }, function (c) {
  // The rules and the statistics where the edition has them (features.ts).
  const items = inProgress(c) ? [RESUME, NEW] : [NEW];
  if (has(c.profile, "rules")) items.push(RULES);
  if (has(c.profile, "stats")) items.push(STATS);
  items.push(SETTINGS);
  return items;
}, null);
