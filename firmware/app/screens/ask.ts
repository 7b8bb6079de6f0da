// A yes/no question (striking a box with 0, ending a game): ok is yes, back is no.
import type { Screen } from "../ctx";
import { clear } from "../ui";
import { ask, keys } from "../layout";

/**
 * The answers of a question answered, or of none asked yet: the asker's closures are let go once one runs, since they
 * hold the scope that asked (a screen's, a game's) for as long as the context holds them (on
 * the Bangle.js 1 some 300 variables).
 */
export function answered(): void {}

export function askScreen(): Screen {
  return {
    id: "ask",
    draw: function (c) {
      clear(c);
      keys(c, "", "", c.text("yes"), c.text("no"));
      ask(c, c.ask.q);
    },
    press: function (c, b) {
      const a = c.ask;
      const answer = b === "ok" ? a.yes : b === "back" ? a.no : null;
      if (answer) {
        a.yes = a.no = answered;
        answer();
      }
    },
  };
}
