// What the clock info (firmware/clkinfo-main.ts) asks of the watch: the app's small files as
// JSON, its image, and the app started as the launcher starts it.
import { flash } from "./flash";

/** A file's JSON, or undefined where it is missing or does not parse (a torn write). */
export function readJson(name: string): unknown {
  return flash().readJSON(name, true);
}

/** An image given as base64 (the build's), as the watch's Graphics draws it. */
export function image(base64: string): string {
  return atob(base64);
}

/** Starts the app: BangleApps names an app's code <id>.app.js, and the id is the files' prefix (build/bangleapps.ts checks it). */
export function openApp(): void {
  load(BOARD_FILES + ".app.js");
}
