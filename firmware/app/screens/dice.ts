// The dice: prev/next die (up/down), hold or release it (ok), roll (back); long ok opens
// the sheet to enter early, long back the game menu. After the third roll the sheet opens
// by itself.
import { MOTION_CODE, TOUCH_CODE, has } from "../../../hal/profile";
import type { Button } from "../../../hal/input";
import type { Game } from "../../core";
import { MAX_ROLLS } from "../../core";
import type { Ctx, Screen } from "../ctx";
import { diceLayout, dieAt, dieX, drawDie, tumbleFace, turnHeader } from "../dice-view";
import { FONT_LARGE, FONT_SMALL } from "../fonts";
import { act, heldAt, hint, rollNow, settingsOf } from "../play";
import type { Shake } from "../shake";
import { hush, QUIET_MS, shaken } from "../shake";
import { saveSettings } from "../store/settings";
import { batteryText } from "../power";
import { clearKeys, ctext, ctextUp, keys, low, main, room } from "../layout";
import { wrap } from "../wrap";

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
  drawDie(c, diceLayout(c), i, frame < 0 ? g.dice[i] : tumbleFace(g.dice[i], i, frame), heldAt(g, i));
}

/** The cursor: a bar under the die it points at (none while tumbling or without rolls). */
function drawCursor(c: Ctx, frame: number): void {
  const g = c.g as Game;
  const l = diceLayout(c);
  const y = l.y + l.s + 2;
  c.display.setColor(c.colours.bg);
  c.display.fillRect(l.x0, y, dieX(l, 4) + l.s - 1, y + 1);
  c.display.setColor(c.colours.fg);
  if (g.roll > 0 && g.roll < MAX_ROLLS && frame < 0) c.display.fillRect(dieX(l, c.die), y, dieX(l, c.die) + l.s - 1, y + 1);
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
  keys(c, canHold ? "<" : "", canHold ? ">" : "", canHold ? c.text(heldAt(g, c.die) ? "release" : "hold") : "",
    c.text(rolls ? "roll" : "sheet"));
}

/** Redraws only what a hold or a cursor move changes: die i (if >= 0), cursor, labels. */
function update(c: Ctx, i: number): void {
  if (i >= 0) drawOne(c, i, -1);
  drawCursor(c, -1);
  clearKeys(c);
  labels(c);
  c.frame();
}

export function diceScreen(): Screen {
  return {
    id: "dice",
    enter: function (c) {
      if (!(c.g as Game).roll) c.die = 0; // a new turn; a peek at the sheet keeps the cursor
    },
    draw: function (c) {
      const g = c.g as Game;
      const d = c.display;
      turnHeader(c, c.text("rollN", String(g.roll)) + "  " + batteryText(c));
      labels(c); // first: a layout may keep the texts clear of them
      drawDice(c, -1);
      if (g.roll === 0) {
        d.setFont(FONT_LARGE);
        const l = diceLayout(c);
        ctext(c, "?", l.y + ((l.s - c.profile.fontHeights[FONT_LARGE]) >> 1));
        d.setFont(FONT_SMALL);
      }
      if ((has(c.profile, "coach")) && c.tip) ctextUp(c, c.tip, low(c)); // the trainer's verdict
      const touch = has(c.profile, "touch"); // folded in a device bundle
      // Until the player has rolled by a shake once, the hint says it can be done.
      const shakeHint = (has(c.profile, "accelerometer")) && c.shake && !c.shook && g.roll < MAX_ROLLS;
      if (!c.tip && shakeHint) ctext(c, c.text("shakeHint"), low(c));
      else if (!c.tip && g.roll && g.roll < MAX_ROLLS) ctext(c, c.text(touch ? "hintSheetTouch" : "hintSheet"), low(c));
      if (touch && g.roll < MAX_ROLLS && (!c.tip || main(c) + c.profile.fontHeights[FONT_LARGE] < low(c) - (wrap(c, c.tip, room(c, low(c))).length - 1) * c.rowPitch)) {
        // The area below the dice is the Roll button: say so, large (where the trainer's verdict leaves room).
        d.setFont(FONT_LARGE);
        ctext(c, c.text("roll"), main(c));
        d.setFont(FONT_SMALL);
      }
    },
    tap: !TOUCH_CODE ? undefined : function (c, x, y) {
      // Touch (a touch board's bundle only; the simulator has it always): a die holds or releases it, the big area below the dice rolls, the player's
      // line at the top opens the sheet.
      const l = diceLayout(c);
      if (y < l.y) return c.scr.press(c, "ok", true);
      if (y > l.y + l.s + 3) return c.scr.press(c, "back", false);
      const i = dieAt(l, x);
      if (i >= 0) {
        c.die = i;
        c.scr.press(c, "ok", false);
      }
    },
    // A shake rolls, as the roll key does, where a roll may be made now (shake.ts tells it from a
    // bump, walking and the app's own buzz). The detector hears every sample, so that a shake
    // spent where no roll may be made (the dice tumbling) is one shake too. The first time, the
    // hint about it goes.
    sample: !MOTION_CODE ? undefined : function (c, diff) {
      const g = c.g as Game;
      if (!shaken(c.shakes as Shake, diff, c.hal.clock.now()) || c.busy || c.msg || c.job || g.roll >= MAX_ROLLS) return;
      if (!c.shook) {
        c.shook = true;
        saveSettings(c.hal.storage, settingsOf(c));
      }
      c.scr.press(c, "back", false);
    },
    // The watch's side button never rolls (a roll cannot be undone): it leaves the game for
    // the main menu, where it waits under "Weiterspielen".
    side: !TOUCH_CODE ? undefined : function (c) {
      c.go("title");
    },
    press: function (c, b: Button, long: boolean) {
      const g = c.g as Game;
      if (long && b === "back") return c.open("menu");
      // The coach's hint and the odds, where the edition has the coach (features.ts).
      if (long && b === "up" && (has(c.profile, "coach"))) return hint(c);
      if (long && b === "down" && (has(c.profile, "coach"))) return c.open("odds");
      if ((long && b === "ok") || g.roll === MAX_ROLLS) return c.go("sheet");
      if (b === "back") {
        rollNow(c, function (f) {
          drawDice(c, f);
          c.frame();
        }, function () {
          c.die = aim(g, topFace(g), 4);
          // The roll's own buzz and the hand settling count as no shake (shake.ts).
          if (MOTION_CODE && c.shakes) hush(c.shakes, c.hal.clock.now() + QUIET_MS);
          if (g.roll === MAX_ROLLS) c.go("sheet");
          else c.redraw();
        });
        return;
      }
      if (g.roll === 0) {
        c.msg = c.text("E_NOT_ROLLED");
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
}
