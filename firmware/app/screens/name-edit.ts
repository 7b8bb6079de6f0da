// Editing a name with four buttons: up/down change the last letter, ok adds a letter,
// back deletes one; long ok saves, long back cancels. On a touch screen (where a long touch
// is a tap) a tap on the name saves and the side button cancels. A new letter starts as the
// one most likely wanted (a capital first, then lower case), so short names take few presses.
import { has } from "../../../hal/profile";
import type { Button } from "../../../hal/input";
import { find, MAX_NAME } from "../../core";
import type { Ctx, Screen } from "../ctx";
import { FONT_LARGE, FONT_SMALL } from "../fonts";
import { clear, ctext, ctextUp, softkeys } from "../ui";
import { LOW_Y } from "../round/geometry";
import { roundTitle } from "../round/wheel";

/** Where a round screen shows the name (below the title, above the middle keys). */
const ROUND_NAME_Y = 58;

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ\u00c4\u00d6\u00dcabcdefghijklmnopqrstuvwxyz\u00e4\u00f6\u00fc\u00df0123456789 -.";

let edit = "";

function save(c: Ctx): void {
  if (edit.length) c.draft.names[c.who] = edit;
  c.back();
}

function cycle(ch: string, b: Button): string {
  const i = find(LETTERS, ch, 0);
  const j = (i + (b === "up" ? LETTERS.length - 1 : 1)) % LETTERS.length;
  return LETTERS.substring(j, j + 1);
}

export const nameEditScreen: Screen = {
  id: "name",
  enter: function (c) {
    edit = c.draft.names[c.who];
  },
  draw: function (c: Ctx) {
    clear(c);
    if (has(c.pf, "round")) {
      softkeys(c, "^", "v", "+", "<-");
      roundTitle(c, c.t("nameEdit") + " " + (c.who + 1));
    } else ctext(c, c.t("nameEdit") + " " + (c.who + 1), c.ty);
    c.d.setFont(FONT_LARGE);
    const w = c.d.stringWidth(edit);
    const x = (c.pf.w - w) >> 1;
    const top = (has(c.pf, "round")) ? ROUND_NAME_Y : c.y0 + c.ln - 1;
    c.d.drawString(edit, x, top);
    // Underline the letter that up/down change.
    const last = c.d.stringWidth(edit.substring(edit.length - 1));
    const y = top + 11 * c.pf.scale;
    c.d.fillRect(x + w - last, y, x + w - 2, y + c.pf.scale - 1);
    c.d.setFont(FONT_SMALL);
    const hint = c.t((has(c.pf, "touch")) ? "nameHintTouch" : "nameHint");
    if (has(c.pf, "round")) ctextUp(c, hint, LOW_Y); // below the middle keys, wrapped to the circle
    else {
      ctext(c, hint, c.y0 + 4 * c.ln - 1);
      softkeys(c, "^", "v", "+", "<-");
    }
  },
  // A touch board's bundle only: a tap between the corner bands saves, the side button cancels.
  tap: !(typeof BOARD_TOUCH === "boolean" ? BOARD_TOUCH : true) ? undefined : function (c, _x, y) {
    // (On a round screen: the name's rows, above the middle keys.)
    if ((has(c.pf, "round")) ? y >= ROUND_NAME_Y - c.ln && y < ROUND_NAME_Y + 13 * c.pf.scale + c.ln : y >= c.y0 && y < c.pf.h - 2 * c.ln) save(c);
  },
  side: !(typeof BOARD_TOUCH === "boolean" ? BOARD_TOUCH : true) ? undefined : function (c) {
    c.back();
  },
  press: function (c, b, long) {
    if (long && b === "ok") return save(c);
    if (long && b === "back") return c.back();
    if (b === "ok") {
      if (edit.length < MAX_NAME) edit += edit.length ? "a" : "A";
    } else if (b === "back") {
      edit = edit.slice(0, -1);
    } else if (edit.length) {
      edit = edit.slice(0, -1) + cycle(edit.substring(edit.length - 1), b);
    }
    c.redraw();
  },
};
