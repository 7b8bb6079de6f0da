// Entering dice thrown by hand (a game with the players' own dice; also a roll-off throw):
// up/down change the face of the die under the cursor, ok goes to the next die, which
// starts at the face before it, so dice entered in ascending order take few presses (at most
// 5 changes and 5 oks for any roll); ok on the last die (or long ok) enters them; back goes to
// the previous die; long up opens the sheet (to enter points directly); long back the menu.
import type { Button } from "../../../hal/input";
import { TOUCH_CODE } from "../../../hal/profile";
import type { Game } from "../../core";
import { Phase } from "../../core";
import type { Ctx, Screen } from "../ctx";
import { diceLayout, dieAt, dieX, drawDie, turnHeader } from "../dice-view";
import { act } from "../play";
import { keys } from "../layout";

/** The faces being entered (0: not yet). */
const faces = /* @__PURE__ */ new Uint8Array(5); // pure: an edition without own dice drops it

function finish(c: Ctx): void {
  for (let i = 0; i < 5; i++) if (!faces[i]) faces[i] = i ? faces[i - 1] : 1;
  const g = c.g as Game;
  const rollOff = g.ph === Phase.RollOff;
  if (!act(c, { t: "set", d: faces })) return;
  if (rollOff) c.back();
  else c.go("sheet");
}

export function entryScreen(): Screen {
  return {
    id: "entry",
    enter: function (c) {
      const g = c.g as Game;
      // Correcting dice already entered starts from them; otherwise from a single 1.
      const again = g.ph === Phase.Play && g.roll > 0;
      for (let i = 0; i < 5; i++) faces[i] = again ? g.dice[i] : 0;
      if (!again) faces[0] = 1;
      c.die = 0;
    },
    draw: function (c) {
      const d = c.display;
      turnHeader(c, c.text("enterDice"));
      keys(c, "+", "-", c.text(c.die === 4 ? "done" : "next"), c.die ? c.text("back") : "");
      const l = diceLayout(c);
      for (let i = 0; i < 5; i++) drawDie(c, l, i, faces[i], false);
      const y = l.y + l.s + 2;
      d.fillRect(dieX(l, c.die), y, dieX(l, c.die) + l.s - 1, y + 1);
    },
    tap: function (c, x) {
      // Touch: a tap on a die puts the cursor there and counts its face up.
      const l = diceLayout(c);
      const i = dieAt(l, x);
      if (i >= 0) {
        c.die = i;
        c.scr.press(c, "up", false);
      }
    },
    // As on the dice: the watch's side button leaves the turn for the main menu (its corner
    // goes back a die); the dice not yet entered are not kept.
    side: !TOUCH_CODE ? undefined : function (c) {
      c.go("title");
    },
    press: function (c, b: Button, long: boolean) {
      if (long && b === "back") return c.open("menu");
      if (long && b === "up" && (c.g as Game).ph === Phase.Play) return c.go("sheet"); // to enter points directly
      if ((long && b === "ok") || (b === "ok" && c.die === 4)) return finish(c);
      const i = c.die;
      if (b === "ok") {
        c.die++;
        if (!faces[c.die]) faces[c.die] = faces[i];
      } else if (b === "back") {
        if (c.die) c.die--;
      } else {
        const f = faces[i] || 1;
        faces[i] = b === "up" ? (f % 6) + 1 : ((f + 4) % 6) + 1;
      }
    },
  };
}
