// The game's settings in the watch's own Settings app (BangleApps: kniffel.settings.js, which
// that app evaluates and calls with the function back to its menu; build/bundle.ts wraps this
// bundle so). The lines are the game's own Einstellungen on the watch — language, vibration,
// shake, trainer, the goal, the chances to win, tournament mode — read and written through the game's settings store, so the two
// edit one file (kniffel.json) the same way, each change saved at once.
import { showMenu } from "../hal/espruino/menu";
import { espruinoStorage } from "../hal/espruino/storage";
import type { Lang, TextKey } from "./core";
import { text } from "./core";
import { GOAL_POINTS, GOAL_WIN, loadSettings, saveSettings } from "./app/store/settings";

const st = espruinoStorage();
const s = loadSettings(st).s;
const save = function (): void {
  saveSettings(st, s);
};
const label = function (key: TextKey): string {
  return text(s.lang, key);
};
const yesNo = function (get: () => boolean, set: (v: boolean) => void): EspruinoMenuLine {
  return { value: get(), onchange: function (v: boolean) { set(v); save(); } };
};

const menu: EspruinoMenu = { "": { title: "Kniffel", back: SETTINGS_BACK } };
// The lines the edition has (hal/features.ts), as the game's settings screen.
if (ED_EN) {
  menu[label("language")] = {
    value: s.lang === "en" ? 1 : 0,
    min: 0,
    max: 1,
    format: function (v: number) { return text((v ? "en" : "de") as Lang, "langName"); },
    onchange: function (v: number) { s.lang = v ? "en" : "de"; save(); },
  };
}
if (BOARD_VIBRATION) menu[label("vibration")] = yesNo(function () { return s.buzz; }, function (v) { s.buzz = v; });
if (BOARD_ACCELEROMETER) menu[label("shake")] = yesNo(function () { return s.shake !== false; }, function (v) { s.shake = v; });
if (ED_COACH) {
  menu[label("trainerSet")] = yesNo(function () { return s.train; }, function (v) { s.train = v; });
  // The goal of the advice: a switch between its two words ("Punkte", "Sieg").
  const goal = yesNo(function () { return s.goal === GOAL_WIN; }, function (v) { s.goal = v ? GOAL_WIN : GOAL_POINTS; });
  goal.format = function (v) { return label(v ? "goal.1" : "goal.0"); };
  menu[label("goal")] = goal;
  menu[label("chancesSet")] = yesNo(function () { return s.chances !== false; }, function (v) { s.chances = v; });
}
if (ED_TOUR) menu[label("tournament")] = yesNo(function () { return s.tour; }, function (v) { s.tour = v; });
showMenu(menu);
