// A yes/no question (striking a box with 0, ending a game): ok is yes, back is no.
import { Screen } from "../ctx";
import { box, clear, softkeys } from "../ui";

export const askScreen: Screen = {
  id: "ask",
  draw: function (c) {
    clear(c);
    box(c, c.ask.q);
    softkeys(c, "", "", c.t("yes"), c.t("no"));
  },
  press: function (c, b) {
    if (b === "ok") c.ask.yes();
    else if (b === "back") c.ask.no();
  },
};
