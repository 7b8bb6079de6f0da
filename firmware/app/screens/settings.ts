// Settings: the language (German by default).
import { Item, menuScreen } from "../menu";
import { saveSettings } from "../store/settings";

const ITEMS: Item[] = [
  {
    l: function (c) { return c.t("language"); },
    v: function (c) { return c.t("langName"); },
    ok: function (c) {
      c.lang = c.lang === "de" ? "en" : "de";
      saveSettings(c.hal.storage, { lang: c.lang, draft: c.draft });
    },
  },
];

export const settingsScreen = menuScreen("settings", function (c) { return c.t("settings"); }, function () { return ITEMS; },
  function (c) { c.back(); });
