// The features of an edition: a board's build carries only those its profile lists
// (espruino.config.json "features"), so that the Pixl.js (36 KB of Storage, 2,950
// variables) runs the same game from the same sources with less around it.
//
// Code asks `has(c.pf, "coach")` (hal/profile.ts). In a device bundle each feature is a build
// constant ED_<NAME> (build/defines.ts, declared in hal/espruino/board.d.ts) that the build
// puts in place of the call (build/substitutes.ts): esbuild folds it to true or false and
// drops the other side, with every screen and module only it imports. The simulator reads the
// same from the board's profile.

/** Every feature an edition may leave out, in the order of the README's table. */
export const FEATURES = ["coach", "stats", "names", "real", "rolloff", "house", "overview", "rules", "tour", "en"] as const;

export type Feature = (typeof FEATURES)[number];

/**
 * coach: hints, options, odds and the trainer; stats: statistics of finished games; names:
 * players' names; real: own dice (a score block); rolloff: rolling for the start player;
 * house: the menus of rule presets and house rules (without it the rules are the build's);
 * overview: all players' sheets; rules: the rules as text; tour: tournament mode; en: English.
 */
export type Features = { [f in Feature]: boolean };
