// Settings: the language (German by default), vibration on a roll (boards with a motor),
// the backlight, and tournament mode, which closes the Bluetooth console while a game runs so that nobody
// nearby can connect and change scores. Each change is saved at once.
import { Ctx } from "../ctx";
import { Item, menuScreen } from "../menu";
import { settingsOf } from "../play";
import { saveSettings } from "../store/settings";

function yesNo(c: Ctx, on: boolean): string {
  return c.t(on ? "yes" : "no");
}

const LANGUAGE: Item = {
  l: function (c) { return c.t("language"); },
  v: function (c) { return c.t("langName"); },
  ok: function (c) {
    c.lang = c.lang === "de" ? "en" : "de";
    saveSettings(c.hal.storage, settingsOf(c));
  },
};
const VIBRATION: Item = {
  l: function (c) { return c.t("vibration"); },
  v: function (c) { return yesNo(c, c.buzz); },
  ok: function (c) {
    c.buzz = !c.buzz;
    saveSettings(c.hal.storage, settingsOf(c));
  },
};
const LIGHT: Item = {
  l: function (c) { return c.t("backlight"); },
  v: function (c) { return yesNo(c, c.light); },
  ok: function (c) {
    c.light = !c.light;
    c.hal.feedback.backlight(c.light);
    saveSettings(c.hal.storage, settingsOf(c));
  },
};
const TOURNAMENT: Item = {
  l: function (c) { return c.t("tournament"); },
  v: function (c) { return yesNo(c, c.tour); },
  ok: function (c) {
    c.tour = !c.tour;
    saveSettings(c.hal.storage, settingsOf(c));
  },
};

export const settingsScreen = menuScreen("settings", function (c) { return c.t("settings"); }, function (c) {
  return c.pf.vibration ? [LANGUAGE, VIBRATION, LIGHT, TOURNAMENT] : [LANGUAGE, LIGHT, TOURNAMENT];
}, function (c) { c.back(); });
