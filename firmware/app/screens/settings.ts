// Settings: the language (German by default), vibration on a roll (boards with a motor),
// backlight time and sleep (boards whose app owns the power), the trainer, the goal of the
// coach's advice and whether the chances to win show (where the coach can rank by them and
// say them: goal.ts, chances.ts), and tournament mode, which closes the Bluetooth console
// while a game runs so that nobody nearby can connect and change scores (and hides the
// chances). Each change is saved at once. While the coach's table is made after an install
// (preparing.ts), a line says how far it is.
import { has } from "../../../hal/profile";
import type { TextKey } from "../../core";
import { keyOf } from "../../core";
import type { Ctx, Screen } from "../ctx";
import type { Item } from "../menu";
import { menuScreen, yesNo } from "../menu";
import { settingsOf } from "../play";
import { preparedPercent, preparing } from "../preparing";
import { arm } from "../power";
import { GOAL_POINTS, GOAL_WIN, LIGHT_STEPS, saveSettings, SLEEP_STEPS } from "../store/settings";

/** A settings line: its label, its value as shown, and what ok changes (then saved, timers re-armed). */
function setting(label: TextKey, shown: (c: Ctx) => string, change: (c: Ctx) => void): Item {
  return {
    l: label,
    v: shown,
    ok: function (c) {
      change(c);
      arm(c);
      saveSettings(c.hal.storage, settingsOf(c));
    },
  };
}


/** The next value of a setting that steps through `steps`. */
function next(steps: number[], v: number): number {
  return steps[(steps.indexOf(v) + 1) % steps.length];
}

export function settingsScreen(): Screen {
  return menuScreen("settings", function (c) { return c.text("settings"); }, function (c) {
    // Backlight and sleep where the app owns the power; vibration where there is a motor.
    // The language, the trainer and tournament mode where the edition has them (features.ts).
    // The goal and the chances only where the coach can rank by the chance to win and say it.
    // The lines are made when asked for (menu.ts openItem).
    const items: Item[] = [];
    if (has(c.profile, "en")) items.push(setting("language", function (c) { return c.text("langName"); }, function (c) { c.lang = c.lang === "de" ? "en" : "de"; }));
    if (has(c.profile, "vibration")) items.push(setting("vibration", function (c) { return yesNo(c, c.buzz); }, function (c) { c.buzz = !c.buzz; }));
    if (has(c.profile, "accelerometer")) items.push(setting("shake", function (c) { return yesNo(c, c.shake !== false); }, function (c) { c.shake = c.shake === false; }));
    if (has(c.profile, "ownsPower")) {
      items.push(setting("backlight", function (c) { return c.light > 0 ? c.light + " s" : c.text(c.light < 0 ? "always" : "off"); }, function (c) { c.light = next(LIGHT_STEPS, c.light); }));
      items.push(setting("sleep", function (c) { return c.sleep > 0 ? c.sleep + " min" : c.text("never"); }, function (c) { c.sleep = next(SLEEP_STEPS, c.sleep); }));
    }
    if (has(c.profile, "coach")) {
      items.push(setting("trainerSet", function (c) { return yesNo(c, c.train); }, function (c) { c.train = !c.train; }));
      if (c.coach && c.coach.winJob) items.push(setting("goal", function (c) { return c.text(keyOf("goal.", c.goal === GOAL_WIN ? "1" : "0")); }, function (c) { c.goal = c.goal === GOAL_WIN ? GOAL_POINTS : GOAL_WIN; }));
      if (c.coach && c.coach.chancesJob) items.push(setting("chancesSet", function (c) { return yesNo(c, c.chances === true); }, function (c) { c.chances = !c.chances; }));
      // While the coach's table is made (preparing.ts): how far it is; ok does nothing.
      if (preparing(c)) items.push({ l: "preparingSet", v: function () { return preparedPercent() + " %"; }, ok: function () { /* a figure only */ } });
    }
    if (has(c.profile, "tour")) items.push(setting("tournament", function (c) { return yesNo(c, c.tour); }, function (c) { c.tour = !c.tour; }));
    return items;
  }, function (c) { c.back(); });
}
