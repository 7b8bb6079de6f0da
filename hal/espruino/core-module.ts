// The rules core where the board keeps it as a Storage module of its own (build/core-module.ts):
// evaluated from flash once, at start, so that its functions' code stays in flash as the
// app's own does; the coach and the prepare module are given the same one (hal/espruino/coach.ts).
// A missing module is a broken install: said in one line, as the coach's is.
import { flash } from "./flash";

export type CoreModule = { [key: string]: unknown };
let core: CoreModule | undefined;

export function loadCore(): CoreModule {
  if (core) return core;
  const file = BOARD_FILES + ".core";
  const code = flash().read(file);
  if (!code) {
    // The app has no texts without its core: the watch's own message, in German (the default),
    // then an error that stops the app. The saved games are not touched.
    if (E.showMessage) E.showMessage(file + " fehlt.\nApp neu aufspielen.", "Kniffel");
    throw new Error(file + " missing: install the app again");
  }
  // Indirect (through global): the module is one expression and needs no local scope.
  core = global.eval(code) as CoreModule;
  return core;
}
