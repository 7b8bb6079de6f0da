// A yes/no question (striking a box with 0, ending a game): ok is yes, back is no.
import { has } from "../../../hal/profile";
import type { Screen } from "../ctx";
import { box, clear, ctextUp, softkeys } from "../ui";
import { capRows } from "../round/geometry";

export const askScreen: Screen = {
  id: "ask",
  draw: function (c) {
    clear(c);
    if (has(c.pf, "round")) {
      // The question above the middle keys, whose labels (yes beside ok, no beside back) answer it.
      softkeys(c, "", "", c.t("yes"), c.t("no"));
      return ctextUp(c, c.ask.q, capRows(c, "ok")[0] - 3 - c.ln);
    }
    box(c, c.ask.q);
    softkeys(c, "", "", c.t("yes"), c.t("no"));
  },
  press: function (c, b) {
    if (b === "ok") c.ask.yes();
    else if (b === "back") c.ask.no();
  },
};
