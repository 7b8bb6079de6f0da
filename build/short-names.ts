// The device bundles' renamed property names (esbuild's mangleProps with a fixed cache), kept
// apart so that the build's data (build/defines.ts) is renamed by the same table as its code.

/**
 * Shorter names for the most used properties of objects that never leave the device as JSON
 * (game state, sheets, the app's context): saved files keep their field names. Each becomes
 * "$" and a letter, fixed here rather than chosen by esbuild: the app and its coach module
 * are built apart but share these objects, and a name esbuild picks for one bundle could be
 * a property of the other. No device source names anything with a leading "$" (lint).
 */
const SHORTENED = [
  "setup", "sheet", "roll", "redraw", "dice", "die", "held", "ids", "kinds", "fiveBox", "upperBonus", "open", "damaged", "lines", "storage",
  // The game's undo record (firmware/core/game.ts): named in full in the source, as short on the device as before.
  "undoBox", "undoPlayer", "undoBonus", "undoDice", "undoHeld", "undoRoll",
  // Battery care's state (firmware/app/ctx.ts PowerState), likewise.
  "powerState", "backlightTimer", "sleepTimer", "asleep", "lowTold",
];
/** "$" and one letter each: 52 names; the list holds 26 today. */
const SHORT_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
if (SHORTENED.length > SHORT_LETTERS.length) throw new Error(`build/short-names.ts: ${SHORTENED.length} names to shorten, ${SHORT_LETTERS.length} short names`);
/**
 * The app's context (firmware/app/ctx.ts Ctx) and board profile have written-out field names;
 * on the device each is the short name it had before, the same bytes. Each short name is
 * checked to be no other renamed field's (a short one may be another object's own field: an
 * action's `t` and `d`, which no context has).
 */
export const NAMED: { [name: string]: string } = {
  display: "d", profile: "pf", colours: "th", rowPitch: "ln", titleY: "ty", firstRow: "y0", cpuTurn: "ct",
  journal: "jr", labels: "lb", text: "t", fontHeights: "fh", summary: "su",
};
export const SHORT_NAMES: { [name: string]: string } = { ...Object.fromEntries(SHORTENED.map((p, i) => [p, "$" + SHORT_LETTERS[i]])), ...NAMED };
if (new Set(Object.values(SHORT_NAMES)).size !== Object.keys(SHORT_NAMES).length) throw new Error("build/short-names.ts: two renamed fields share a short name");

/**
 * `o` with its own fields renamed as the bundle's code reads them: for objects the build writes
 * into the code as data (the board's profile, esbuild's `define`), which esbuild's renaming
 * does not reach.
 */
export function renamed(o: { [k: string]: unknown }): { [k: string]: unknown } {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [SHORT_NAMES[k] ?? k, v]));
}
