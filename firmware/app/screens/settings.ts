// Settings: the language (German by default), vibration on a roll (boards with a motor),
// backlight time and sleep (boards whose app owns the power), and tournament mode, which closes the Bluetooth console while a game runs so that nobody
// nearby can connect and change scores. Each change is saved at once.
import { Ctx } from "../ctx";
import { Item, menuScreen } from "../menu";
import { settingsOf } from "../play";
import { arm } from "../power";
import { LIGHT_STEPS, saveSettings, SLEEP_STEPS } from "../store/settings";

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
/** The next value of a setting that steps through `steps`. */
function next(steps: number[], v: number): number {
  return steps[(steps.indexOf(v) + 1) % steps.length];
}

const LIGHT: Item = {
  l: function (c) { return c.t("backlight"); },
  v: function (c) { return c.light > 0 ? c.light + " s" : c.t(c.light < 0 ? "always" : "off"); },
  ok: function (c) {
    c.light = next(LIGHT_STEPS, c.light);
    arm(c);
    saveSettings(c.hal.storage, settingsOf(c));
  },
};
const SLEEP: Item = {
  l: function (c) { return c.t("sleep"); },
  v: function (c) { return c.sleep > 0 ? c.sleep + " min" : c.t("never"); },
  ok: function (c) {
    c.sleep = next(SLEEP_STEPS, c.sleep);
    arm(c);
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
  // Backlight and sleep where the app owns the power; vibration where there is a motor.
  return [LANGUAGE].concat(c.pf.vibration ? [VIBRATION] : [], c.pf.ownsPower ? [LIGHT, SLEEP] : [], [TOURNAMENT]);
}, function (c) { c.back(); });
