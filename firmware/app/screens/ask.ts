// A yes/no question (striking a box with 0, ending a game): ok is yes, back is no.
import type { Screen } from "../ctx";
import { clear } from "../ui";
import { ask, keys } from "../layout";

export function askScreen(): Screen {
  return {
    id: "ask",
    draw: function (c) {
      clear(c);
      keys(c, "", "", c.text("yes"), c.text("no"));
      ask(c, c.ask.q);
    },
    press: function (c, b) {
      if (b === "ok") c.ask.yes();
      else if (b === "back") c.ask.no();
    },
  };
}
