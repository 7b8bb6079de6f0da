// The app's prepare module (firmware/prepare-main.ts, the installed kniffel.prep) run on the
// firmware with the app's own Storage HAL and native helpers, as the app runs it in the
// background after an install (hal/espruino/coach.ts): bundled like the app and set as a global, so
// that the suite's set-up makes the watch's files once for every test
// (test/firmware/global-setup.ts).
import type { CoreModule } from "../hal/espruino/core-module";
import { loadCore } from "../hal/espruino/core-module";
import { espruinoPackedIo } from "../hal/espruino/packed-io";
import { espruinoStorage } from "../hal/espruino/storage";

(global as unknown as { PREPARE: () => unknown }).PREPARE = function () {
  const m = global.eval(global.require("Storage").read("kniffel.prep") as string);
  // Where the core is a module, the prepare module is a function of it (build/core-module.ts).
  const prep = (BOARD_CORE_MODULE ? (m as (core: CoreModule) => PrepareModule)(loadCore()) : m) as PrepareModule;
  return prep.prepare(espruinoStorage(), "kniffel.cs", espruinoPackedIo());
};
