// The Espruino HAL's parts as one bundle for the firmware (test/firmware/hal.test.ts): built
// like the app (build/bundle.ts ESPRUINO_OPTIONS) and set as a global there, so each part
// meets the real setWatch, timers, Storage, Graphics and Bangle object.
import { watchButtons } from "../../hal/espruino/buttons";
import { espruinoDisplay } from "../../hal/espruino/display";
import { bangleFeedback, ledFeedback } from "../../hal/espruino/feedback";
import { espruinoHal } from "../../hal/espruino/hal";
import { espruinoStorage } from "../../hal/espruino/storage";
import { compactParams, standingRow } from "../../hal/espruino/compact-params";
import { boardFonts } from "../../hal/espruino/fonts";
import { text, textKeys } from "../../hal/espruino/text";
import { bangleUi } from "../../hal/espruino/touch";

(global as unknown as { HAL: object }).HAL = {
  watchButtons, espruinoDisplay, bangleFeedback, ledFeedback, espruinoHal, espruinoStorage, bangleUi, INKS: BOARD_INKS,
  // (`text` is a name the build shortens, the context's: build/short-names.ts.)
  textOf: text, textKeys, boardFonts, compactParams, standingRow,
};
