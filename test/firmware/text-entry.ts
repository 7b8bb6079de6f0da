// The device's text helpers (text-helpers.ts) and its JSON (hal/espruino/json.ts, in place of
// firmware/core/json.ts) as one bundle for the firmware (stored-text.test.ts), measuring on
// the watch's own display with the app's fonts.
import { GLYPHS } from "../../hal/glyphs";

/** The Bangle.js 2's fonts (espruino.config.json), by role. */
const FONTS = [GLYPHS.fw14, GLYPHS.fw14, GLYPHS.fw22];
import { parseJson, toJson } from "../../firmware/core";
import { espruinoDisplay } from "../../hal/espruino/display";
import { textHelpers } from "./text-helpers";

(global as unknown as { TXT: object }).TXT = {
  parseJson: parseJson,
  toJson: toJson,
  font: FONTS[0],
  helpers: textHelpers(espruinoDisplay(176, 176, 3, BOARD_INKS, true, FONTS)),
};
