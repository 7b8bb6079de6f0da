// The main menu: continue a game in progress, start a new one, read the rules, settings.
import { Phase } from "../../core";
import { Ctx } from "../ctx";
import { Item, menuScreen } from "../menu";
import { resumeScreen } from "../play";
import { batteryText } from "../power";

const RESUME: Item = { l: function (c) { return c.t("resume"); }, ok: resumeScreen };
const ITEMS: Item[] = [
  { l: function (c) { return c.t("newGame"); }, ok: function (c) { c.go("setup"); } },
  { l: function (c) { return c.t("rules"); }, ok: function (c) { c.open("rules"); } },
  { l: function (c) { return c.t("stats"); }, ok: function (c) { c.open("stats"); } },
  { l: function (c) { return c.t("settings"); }, ok: function (c) { c.open("settings"); } },
];

function inProgress(c: Ctx): boolean {
  return !!c.g && c.g.ph !== Phase.Over;
}

export const titleScreen = menuScreen("title", function (c) { return c.t("title") + "  " + batteryText(c); }, function (c) {
  return inProgress(c) ? [RESUME].concat(ITEMS) : ITEMS;
}, null);
