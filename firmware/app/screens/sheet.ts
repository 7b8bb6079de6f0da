// The score sheet of the player at turn: every box with its score, or with what the dice
// would score there now (in brackets; "x" where the rules do not allow it), the totals,
// distance to 63 and deviation from par. up/down choose a box, ok enters (a 0 asks first),
// back returns to the dice, long back opens the game menu.
import { TOUCH_CODE, has } from "../../../hal/profile";
import type { Button } from "../../../hal/input";
import type { Game, Totals } from "../../core";
import { options, playerTotals, text, Why, WHY_ERRORS } from "../../core";
import type { Ctx, Screen } from "../ctx";
import { act, hint, nextTurn, turnScreen } from "../play";
import { judgeThen } from "../trainer";
import { target } from "./points";
import { clear, fit, shortName, step } from "../ui";
import type { Row } from "../layout";
import { keys, list, listAt, titleLines, titleRoom } from "../layout";

// Total rows are coded below 0 between the box indices (which are >= 0).
const UPPER = -1;
const BONUS = -2;
const PAR = -3;
const EXTRA = -4;
const LOWER = -5;
const GRAND = -6;

/** Sheet rows in order: boxes and total rows. */
function sheetRows(g: Game): number[] {
  const out: number[] = [];
  for (let b = 0; b < g.sheet.ids.length; b++) {
    if (b === 6) out.push(UPPER, BONUS, PAR);
    out.push(b);
  }
  if (g.setup.rules.game === "kniffel") out.push(EXTRA);
  out.push(LOWER, GRAND);
  return out;
}

function signed(n: number): string {
  return n > 0 ? "+" + n : String(n);
}

/** Label and value of a total row. */
function totalRow(c: Ctx, code: number, t: Totals): string[] {
  if (code === UPPER) return [c.text("upperSum"), String(t.upper)];
  if (code === BONUS) return t.toGo ? [c.text("toGo"), String(t.toGo)] : [c.text("bonus"), String(t.bonus)];
  if (code === PAR) return [c.text("par"), signed(t.par)];
  if (code === EXTRA) return [c.text("extraKniffel"), String(t.extra)];
  if (code === LOWER) return [c.text("lowerSum"), String(t.lower)];
  return [c.text("grandTotal"), String(t.grand)];
}

/** The value shown for box b: its score, or the potential score now. */
function boxValue(g: Game, b: number): string {
  const v = g.sc[g.cur * g.sheet.ids.length + b];
  if (v >= 0) return String(v);
  if (!g.roll) return "";
  const pl = g.pl;
  if (pl.why[b] !== Why.Ok) return "x";
  return "(" + pl.pts[b] + (pl.bonus ? "+" + pl.bonus : "") + ")";
}

/** The allowed box with the most points now (the cursor starts there). */
function bestBox(g: Game): number {
  const pl = options(g);
  let best = -1;
  for (let b = 0; b < g.sheet.ids.length; b++) {
    if (pl.why[b] === Why.Ok && (best < 0 || pl.pts[b] > pl.pts[best])) best = b;
  }
  return best;
}

function enter(c: Ctx, b: number): void {
  const go = function (): void {
    if (act(c, { t: "score", b: b })) nextTurn(c);
    else c.redraw();
  };
  if ((has(c.profile, "coach"))) judgeThen(c, b, go);
  else go();
}

/** The sheet's title: the player (shortened to fit `w` pixels with the dice in hand, which follow) and the dice. */
function title(c: Ctx, w: number, dice: number): string {
  const g = c.g as Game;
  const shown = g.roll ? " " + g.dice.join("") : "";
  // Names of the players' choosing may need shortening (feature names; else "Spieler 1" ...).
  return ((has(c.profile, "names")) ? shortName(c, g.setup.names[g.cur], w - dice * c.display.stringWidth(shown)) : g.setup.names[g.cur]) + shown;
}

/** The sheet's rows: each box's or total's label and value, a rule above each block of totals. */
function sheetRow(c: Ctx, rows: number[]): Row {
  const g = c.g as Game;
  const t = playerTotals(g, g.cur);
  return function (i) {
    const r = rows[i] >= 0 ? [text(c.lang, g.sheet.ids[rows[i]]), boxValue(g, rows[i])] : totalRow(c, rows[i], t);
    if (rows[i] < 0 && i > 0 && rows[i - 1] >= 0) r.push("-");
    return r;
  };
}

/** The sheet's title: the player and the dice in hand, the name shortened to the title's room (beside the dice where the title has one line). */
function head(c: Ctx): string {
  return title(c, titleRoom(c), titleLines(c) > 1 ? 0 : 1);
}

/** The sheet; after a step of the cursor (`step`) its rows alone. */
function drawSheet(c: Ctx, step: boolean): void {
  const g = c.g as Game;
  if (g.roll) options(g);
  const rows = sheetRows(g);
  if (!step) {
    clear(c);
    keys(c, "^", "v", g.roll ? c.text("enter") : "", c.text("dice"));
  }
  // On the last box the totals below it show too: the cursor wraps from there to the first.
  list(c, head(c), rows.length, rows.indexOf(c.cur), sheetRow(c, rows), function (s, w) { return fit(c, s, w); }, c.cur === g.sheet.ids.length - 1, step);
}

export function sheetScreen(): Screen {
  return {
    id: "sheet",
    enter: function (c) {
      const g = c.g as Game;
      c.cur = g.roll ? bestBox(g) : Math.max(0, g.sc.subarray(g.cur * g.sheet.ids.length).indexOf(-1));
      c.top = 0;
    },
    draw: function (c) {
      drawSheet(c, false);
    },
    tap: !TOUCH_CODE ? undefined : function (c, _x, y) {
      // A tap chooses a box; a tap on the chosen box enters it (a touch board's bundle only).
      const rows = sheetRows(c.g as Game);
      const i = listAt(c, head(c), rows.length, rows.indexOf(c.cur), sheetRow(c, rows), y);
      if (i < 0 || rows[i] < 0) return;
      if (rows[i] === c.cur) c.scr.press(c, "ok", false);
      else c.cur = rows[i];
    },
    press: function (c, b: Button, long: boolean) {
      const g = c.g as Game;
      if (long && b === "back") return c.open("menu");
      // The coach's hint and the odds, where the edition has the coach (features.ts).
      if (long && b === "up" && (has(c.profile, "coach"))) {
        return hint(c, function (box) {
          if (box >= 0) c.cur = box;
        });
      }
      if (long && b === "down" && (has(c.profile, "coach"))) return c.open("odds");
      if (long && b === "ok" && (has(c.profile, "real")) && g.setup.real) {
        // Own dice: points for the chosen box, entered directly.
        if (g.sc[g.cur * g.sheet.ids.length + c.cur] >= 0) {
          c.msg = c.text("E_FILLED");
          return;
        }
        target.p = g.cur;
        target.b = c.cur;
        target.fix = false;
        return c.open("points");
      }
      if (b === "back") return c.go(turnScreen(c));
      if (b !== "ok") {
        c.cur = step(c.cur, g.sheet.ids.length, b);
        drawSheet(c, true); // only the rows again
        return c.frame();
      } else if (!g.roll) {
        c.msg = c.text(g.setup.real ? "noDiceYet" : "E_NOT_ROLLED");
      } else {
        const pl = options(g);
        const box = c.cur;
        if (pl.why[box] !== Why.Ok) {
          c.msg = c.text(WHY_ERRORS[pl.why[box]]);
        } else if (pl.pts[box] === 0 && !pl.bonus) {
          c.ask = {
            q: c.text("strikeAsk", text(c.lang, g.sheet.ids[box])),
            yes: function () { enter(c, box); },
            no: function () { c.back(); },
          };
          return c.open("ask");
        } else {
          return enter(c, box);
        }
      }
      c.redraw();
    },
  };
}
