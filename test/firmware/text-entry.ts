// The device's text helpers (text-helpers.ts) and its JSON (hal/espruino/json.ts, in place of
// firmware/core/json.ts) as one bundle for the firmware (stored-text.test.ts), measuring on
// the watch's own display with the app's fonts.
import { FONT_SMALL } from "../../firmware/app/fonts";
import { parseJson, toJson } from "../../firmware/core";
import { espruinoDisplay } from "../../hal/espruino/display";
import { PALETTES } from "../../hal/palette";
import { textHelpers } from "./text-helpers";

(global as unknown as { TXT: object }).TXT = {
  parseJson: parseJson,
  toJson: toJson,
  font: FONT_SMALL,
  helpers: textHelpers(espruinoDisplay(176, 176, 3, PALETTES[3], true, 2)),
};
