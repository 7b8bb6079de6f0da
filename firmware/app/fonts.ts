// The type's three roles. Each board's display holds a font for each (espruino.config.json
// screen.fonts): on the Pixl.js the crisp 6- and 12-pixel fonts, on the watches the firmware's
// own type at their resolution (the Bangle.js 3's chosen row and titles a size larger).
/** Rows, values, labels. */
export const FONT_SMALL = 0;
/** Titles and the chosen row (where the board has a larger size for them: else the small). */
export const FONT_MID = 1;
/** Numbers, names, the main action. */
export const FONT_LARGE = 2;
