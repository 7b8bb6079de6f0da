// The device entry: the build bundles this file once per board (build/bundle.ts), with the
// BOARD_* constants (hal/espruino/board.d.ts) set from espruino.config.json. It assembles
// the Espruino HAL from the parts this board has and starts the app. A constant condition
// such as `BOARD_TOUCH ? a : b` is folded by the build, and the unused part left out.
import type { ButtonPin } from "../hal/espruino/buttons";
import { espruinoDisplay } from "../hal/espruino/display";
import { boardFonts } from "../hal/espruino/fonts";
import { bangleMotion } from "../hal/espruino/motion";
import { lazyCoach } from "../hal/espruino/coach";
import { bangleFeedback, ledFeedback, pixlLcd } from "../hal/espruino/feedback";
import { espruinoHal } from "../hal/espruino/hal";
import { bangleUi } from "../hal/espruino/touch";
import { startApp } from "./app/app";

// The board's buttons: each pin found by its name among the firmware's globals (BTN1 ...).
const named = global as unknown as { [name: string]: EspruinoPin };
const pins: ButtonPin[] = BOARD_PINS.map(function (p) {
  return BOARD_HELD ? { pin: named[p[0]], b: p[1], held: p[2], heldLong: p[3] } : { pin: named[p[0]], b: p[1] };
});

const hal = espruinoHal({
  display: espruinoDisplay(BOARD_PROFILE.w, BOARD_PROFILE.h, BOARD_BPP, BOARD_INKS, BOARD_AUTO_FLIP, boardFonts()),
  feedback: BOARD_LED ? ledFeedback() : bangleFeedback(BOARD_VIBRATION),
  lcd: BOARD_OWNS_POWER ? pixlLcd : undefined, // a constant: a watch's bundle has no Pixl.js code
  motion: BOARD_ACCELEROMETER ? bangleMotion() : undefined,
  pins: pins,
  timing: { debounceMs: BOARD_DEBOUNCE_MS, longPressMs: BOARD_PROFILE.longPressMs },
  ui: BOARD_TOUCH ? bangleUi : undefined,
});
startApp(hal, BOARD_PROFILE, ED_COACH ? lazyCoach(hal.storage) : null); // the coach where the edition has it
