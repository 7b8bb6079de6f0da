// The app's prepare module (firmware/prepare-main.ts, the installed kniffel.prep) run on the
// firmware with the app's own Storage HAL and native helpers, as the first question after
// an install runs it (hal/espruino/coach.ts): bundled like the app and set as a global, so
// that the suite's set-up makes the watch's files once for every test
// (test/firmware/global-setup.ts).
import { espruinoPackedIo } from "../hal/espruino/packed-io";
import { espruinoStorage } from "../hal/espruino/storage";

(global as unknown as { PREPARE: () => unknown }).PREPARE = function () {
  const prep = global.eval(global.require("Storage").read("kniffel.prep") as string) as PrepareModule;
  return prep.prepare(espruinoStorage(), "kniffel.cs", espruinoPackedIo());
};
