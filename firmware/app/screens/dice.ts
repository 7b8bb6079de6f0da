// The dice: prev/next die (up/down), hold or release it (ok), roll (back); long ok opens
// the sheet to enter early, long back the game menu. After the third roll the sheet opens
// by itself.
import { has } from "../../../hal/profile";
import type { Button } from "../../../hal/input";
import type { Game } from "../../core";
import { MAX_ROLLS } from "../../core";
import type { Ctx, Screen } from "../ctx";
import { diceLayout, dieX, drawDie, tumbleFace, turnHeader } from "../dice-view";
import { FONT_LARGE, FONT_SMALL } from "../fonts";
import { act, heldAt, hint, rollNow } from "../play";
import { batteryText } from "../power";
import { ctext, ctextUp, softkeys } from "../ui";
import { clearKeys, LOW_Y, UNDER_MIDDLE } from "../round/geometry";


/**
 * Where the cursor goes: the first free (not held) die showing `face`, else the first free
 * die after `from`. Collecting equal faces is the usual plan, so after a roll the cursor
 * waits on the biggest group and after a hold it moves to the next die of the same face:
 * keeping two sixes takes two presses.
 */
function aim(g: Game, face: number, from: number): number {
  for (let i = 0; i < 5; i++) if (!heldAt(g, i) && g.dice[i] === face) return i;
  for (let k = 1; k <= 5; k++) if (!heldAt(g, (from + k) % 5)) return (from + k) % 5;
  return from;
}

function count(g: Game, f: number): number {
  let n = 0;
  for (let i = 0; i < 5; i++) if (g.dice[i] === f) n++;
  return n;
}

/** The face most dice show (the higher one on a tie). */
function topFace(g: Game): number {
  let best = 6;
  for (let f = 5; f > 0; f--) if (count(g, f) > count(g, best)) best = f;
  return best;
}

/** Draws die i, tumbling in animation frame `frame` >= 0 (a die not held). */
function drawOne(c: Ctx, i: number, frame: number): void {
  const g = c.g as Game;
  drawDie(c, diceLayout(c, c.y0 + c.ln + 1), i, frame < 0 ? g.dice[i] : tumbleFace(g.dice[i], i, frame), heldAt(g, i));
}

/** The cursor: a bar under the die it points at (none while tumbling or without rolls). */
function drawCursor(c: Ctx, frame: number): void {
  const g = c.g as Game;
  const l = diceLayout(c, c.y0 + c.ln + 1);
  const y = l.y + l.s + 2;
  c.d.setColor(c.th.bg);
  c.d.fillRect(0, y, c.pf.w - 1, y + 1);
  c.d.setColor(c.th.fg);
  if (g.roll > 0 && g.roll < MAX_ROLLS && frame < 0) c.d.fillRect(dieX(l, c.die), y, dieX(l, c.die) + l.s - 1, y + 1);
}

/** The dice and the cursor; while tumbling (frame >= 0) the held dice stay as drawn before the roll. */
function drawDice(c: Ctx, frame: number): void {
  const g = c.g as Game;
  for (let i = 0; i < 5; i++) if (frame < 0 || !heldAt(g, i)) drawOne(c, i, frame);
  drawCursor(c, frame);
}

function labels(c: Ctx): void {
  const g = c.g as Game;
  const rolls = g.roll < MAX_ROLLS;
  const canHold = g.roll > 0 && rolls;
  softkeys(c, canHold ? "<" : "", canHold ? ">" : "", canHold ? c.t(heldAt(g, c.die) ? "release" : "hold") : "",
    c.t(rolls ? "roll" : "sheet"));
}

/** Redraws only what a hold or a cursor move changes: die i (if >= 0), cursor, labels. */
function update(c: Ctx, i: number): void {
  if (i >= 0) drawOne(c, i, -1);
  drawCursor(c, -1);
  // The labels' line, or a round screen's caps beside its buttons.
  if (has(c.pf, "round")) clearKeys(c);
  else {
    c.d.setColor(c.th.bg);
    c.d.fillRect(0, c.pf.h - c.ln + 1, c.pf.w - 1, c.pf.h - 1);
  }
  labels(c);
  c.frame();
}

export const diceScreen: Screen = {
  id: "dice",
  enter: function (c) {
    if (!(c.g as Game).roll) c.die = 0; // a new turn; a peek at the sheet keeps the cursor
  },
  draw: function (c) {
    const g = c.g as Game;
    const d = c.d;
    turnHeader(c, c.t("rollN", String(g.roll)) + "  " + batteryText(c));
    drawDice(c, -1);
    if (g.roll === 0) {
      d.setFont(FONT_LARGE);
      const l = diceLayout(c, c.y0 + c.ln + 1);
      ctext(c, "?", l.y + ((l.s - 12 * c.pf.scale) >> 1));
      d.setFont(FONT_SMALL);
    }
    if (has(c.pf, "round")) labels(c); // first: the texts keep clear of them
    const low = (has(c.pf, "round")) ? LOW_Y : c.pf.h - 2 * c.ln - 1;
    if ((has(c.pf, "coach")) && c.tip) ctextUp(c, c.tip, low); // the trainer's verdict
    const touch = has(c.pf, "touch"); // folded in a device bundle
    if (!c.tip && g.roll && g.roll < MAX_ROLLS) ctext(c, c.t(touch ? "hintSheetTouch" : "hintSheet"), low);
    if (touch && g.roll < MAX_ROLLS && !((has(c.pf, "round")) && c.tip)) {
      // The area below the dice is the Roll button: say so, large (a round screen's room there
      // is the trainer's verdict's when it shows).
      d.setFont(FONT_LARGE);
      ctext(c, c.t("roll"), (has(c.pf, "round")) ? UNDER_MIDDLE : (c.y0 + c.pf.h) >> 1, 12 * c.pf.scale);
      d.setFont(FONT_SMALL);
    }
    if (!(has(c.pf, "round"))) labels(c);
  },
  tap: !(typeof BOARD_TOUCH === "boolean" ? BOARD_TOUCH : true) ? undefined : function (c, x, y) {
    // Touch (a touch board's bundle only; the simulator has it always): a die holds or releases it, the big area below the dice rolls, the player's
    // line at the top opens the sheet.
    const l = diceLayout(c, c.y0 + c.ln + 1);
    if (y < l.y) return diceScreen.press(c, "ok", true);
    if (y > l.y + l.s + 3) return diceScreen.press(c, "back", false);
    for (let i = 0; i < 5; i++) {
      if (x >= dieX(l, i) && x < dieX(l, i) + l.s) {
        c.die = i;
        return diceScreen.press(c, "ok", false);
      }
    }
  },
  // The watch's side button never rolls (a roll cannot be undone): it leaves the game for
  // the main menu, where it waits under "Weiterspielen".
  side: !(typeof BOARD_TOUCH === "boolean" ? BOARD_TOUCH : true) ? undefined : function (c) {
    c.go("title");
  },
  press: function (c, b: Button, long: boolean) {
    const g = c.g as Game;
    if (long && b === "back") return c.open("menu");
    // The coach's hint and the odds, where the edition has the coach (features.ts).
    if (long && b === "up" && (has(c.pf, "coach"))) return hint(c);
    if (long && b === "down" && (has(c.pf, "coach"))) return c.open("odds");
    if ((long && b === "ok") || g.roll === MAX_ROLLS) return c.go("sheet");
    if (b === "back") {
      rollNow(c, function (f) {
        drawDice(c, f);
        c.frame();
      }, function () {
        c.die = aim(g, topFace(g), 4);
        if (g.roll === MAX_ROLLS) c.go("sheet");
        else c.redraw();
      });
      return;
    }
    if (g.roll === 0) {
      c.msg = c.t("E_NOT_ROLLED");
    } else if (b === "ok") {
      const i = c.die;
      if (act(c, { t: "hold", i: i })) {
        if (heldAt(g, i)) c.die = aim(g, g.dice[i], i);
        update(c, i);
      }
    } else {
      c.die = b === "up" ? (c.die + 4) % 5 : (c.die + 1) % 5;
      update(c, -1);
    }
  },
};
