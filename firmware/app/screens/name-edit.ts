// Editing a name with four buttons: up/down change the last letter, ok adds a letter,
// back deletes one; long ok saves, long back cancels. On a touch screen (where a long touch
// is a tap) a tap on the name saves and the side button cancels. A new letter starts as the
// one most likely wanted (a capital first, then lower case), so short names take few presses.
import { TOUCH_CODE, has } from "../../../hal/profile";
import type { Button } from "../../../hal/input";
import { find, MAX_NAME } from "../../core";
import type { Ctx, Screen } from "../ctx";
import { FONT_LARGE, FONT_SMALL } from "../fonts";
import { clear, gap } from "../ui";
import { ctextUp, keys, low, nameHint, nameTop, title } from "../layout";

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

export function nameEditScreen(): Screen {
  return {
    id: "name",
    enter: function (c) {
      edit = c.draft.names[c.who];
    },
    draw: function (c: Ctx) {
      clear(c);
      keys(c, "^", "v", "+", "<-");
      title(c, c.text("nameEdit") + " " + (c.who + 1));
      c.display.setFont(FONT_LARGE);
      const w = c.display.stringWidth(edit);
      const x = (c.profile.w - w) >> 1;
      const top = nameTop(c);
      c.display.drawString(edit, x, top);
      // Underline the letter that up/down change.
      const last = c.display.stringWidth(edit.substring(edit.length - 1));
      const y = top + c.profile.fontHeights[FONT_LARGE] - 1;
      c.display.fillRect(x + w - last, y, x + w - 2, y + (gap(c) >> 1) - 1);
      c.display.setFont(FONT_SMALL);
      ctextUp(c, c.text((has(c.profile, "touch")) ? "nameHintTouch" : "nameHint"), nameHint(c));
    },
    // A touch board's bundle only: a tap on the name or around it (between the keys) saves, the side button cancels.
    tap: !TOUCH_CODE ? undefined : function (c, _x, y) {
      if (y >= nameTop(c) - c.rowPitch && y < low(c)) save(c);
    },
    side: !TOUCH_CODE ? undefined : function (c) {
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
}
