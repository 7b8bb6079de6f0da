// A rule set fixed at build time. An edition without rule menus (hal/features.ts,
// feature house) plays the one rule set its build was made for; its bundle then gets each
// rule as a build constant RULE_* (build/defines.ts, declared in hal/espruino/board.d.ts), and the core reads a rule as
// `typeof RULE_X === "string" ? RULE_X : rules.x`: esbuild folds that to the constant and
// drops the readings and the sheet not chosen. Everywhere else (the simulator, the CLI, a
// board with rule menus) the constants do not exist or are undefined, and the rules come
// from the game. The rule set itself is made by buildRules at build time (sim/profiles.ts).

/** The constants' names by the Rules field each fixes (build/defines.ts). */
export const RULE_CONSTANTS = {
  preset: "RULE_PRESET",
  game: "RULE_GAME",
  extraKniffel: "RULE_EXTRA",
  voluntaryStrike: "RULE_STRIKE",
  fullHouseScoresSum: "RULE_FH_SUM",
  extraKniffelBonus: "RULE_BONUS",
  kniffelIsFullHouse: "RULE_KIF",
} as const;
