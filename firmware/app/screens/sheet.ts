// The score sheet of the player at turn: every box with its score, or with what the dice
// would score there now (in brackets; "x" where the rules do not allow it), the totals,
// distance to 63 and deviation from par. up/down choose a box, ok enters (a 0 asks first),
// back returns to the dice, long back opens the game menu.
import { has } from "../../../hal/profile";
import type { Button } from "../../../hal/input";
import type { Game, Totals } from "../../core";
import { options, playerTotals, text, Why, WHY_ERRORS } from "../../core";
import type { Ctx, Screen } from "../ctx";
import { act, hint, nextTurn, turnScreen } from "../play";
import { judgeThen } from "../trainer";
import { target } from "./points";
import { clear, ctext, row, rowAt, rtext, shortName, softkeys, step, visibleRows } from "../ui";
import type { Placed, Row } from "../round/wheel";
import { drawWheel, once, placeWheel, roundTitle, titleLines, titleRoom, wheelAt } from "../round/wheel";

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
  if (code === UPPER) return [c.t("upperSum"), String(t.upper)];
  if (code === BONUS) return t.toGo ? [c.t("toGo"), String(t.toGo)] : [c.t("bonus"), String(t.bonus)];
  if (code === PAR) return [c.t("par"), signed(t.par)];
  if (code === EXTRA) return [c.t("extraKniffel"), String(t.extra)];
  if (code === LOWER) return [c.t("lowerSum"), String(t.lower)];
  return [c.t("grandTotal"), String(t.grand)];
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
  if ((has(c.pf, "coach"))) judgeThen(c, b, go);
  else go();
}

/**
 * The sheet's title: the player (shortened to fit `w` pixels with the dice in hand, which
 * follow) and the dice. A round screen gives the name its own line where need be (dice 0:
 * the name alone must fit).
 */
function title(c: Ctx, w: number, dice: number): string {
  const g = c.g as Game;
  const shown = g.roll ? " " + g.dice.join("") : "";
  // Names of the players' choosing may need shortening (feature names; else "Spieler 1" ...).
  return ((has(c.pf, "names")) ? shortName(c, g.setup.names[g.cur], w - dice * c.d.stringWidth(shown)) : g.setup.names[g.cur]) + shown;
}

/** A round screen's sheet rows (round/wheel.ts): each box's or total's label and value. */
function wheelRows(c: Ctx, rows: number[]): Row {
  const g = c.g as Game;
  const t = playerTotals(g, g.cur);
  return function (i) {
    return rows[i] >= 0 ? [text(c.lang, g.sheet.ids[rows[i]]), boxValue(g, rows[i])] : totalRow(c, rows[i], t);
  };
}

/** Where a round screen's sheet rows stand below `top`: the cursor's box in the middle (its labels drawn). */
function wheelPlaces(c: Ctx, rows: number[], row: Row, top: number): Placed[] {
  return placeWheel(c, rows.length, rows.indexOf(c.cur), row, top);
}

/** The sheet on a round screen: a wheel turned to the cursor's box, the totals among the rows. */
function roundDraw(c: Ctx): void {
  const g = c.g as Game;
  if (g.roll) options(g);
  clear(c);
  softkeys(c, "^", "v", g.roll ? c.t("enter") : "", c.t("dice"));
  const top = roundTitle(c, title(c, titleRoom(c), 0));
  const rows = sheetRows(g);
  const row = once(wheelRows(c, rows));
  drawWheel(c, wheelPlaces(c, rows, row, top), row, function (s) { return s; });
}

export const sheetScreen: Screen = {
  id: "sheet",
  enter: function (c) {
    const g = c.g as Game;
    c.cur = g.roll ? bestBox(g) : Math.max(0, g.sc.subarray(g.cur * g.sheet.ids.length).indexOf(-1));
    c.top = 0;
  },
  draw: function (c) {
    if (has(c.pf, "round")) return roundDraw(c);
    const g = c.g as Game;
    const d = c.d;
    if (g.roll) options(g);
    const t = playerTotals(g, g.cur);
    const rows = sheetRows(g);
    const at = rows.indexOf(c.cur);
    const vis = visibleRows(c);
    if (at < c.top) c.top = at;
    if (at >= c.top + vis) c.top = at - vis + 1;
    // On the last box the totals below it show too: the cursor wraps from there to the first.
    if (c.cur === g.sheet.ids.length - 1) c.top = Math.max(0, rows.length - vis);
    d.setColor(c.th.bg);
    d.fillRect(0, 0, c.pf.w - 1, c.pf.h - 1);
    d.setColor(c.th.fg);
    ctext(c, title(c, c.pf.w - 2, 1), c.ty);
    for (let i = c.top; i < rows.length && i < c.top + vis; i++) {
      const y = c.y0 + (i - c.top) * c.ln;
      const code = rows[i];
      const cells = code >= 0 ? [text(c.lang, g.sheet.ids[code]), boxValue(g, code)] : totalRow(c, code, t);
      row(c, y, code === c.cur);
      // A rule across the sheet above each block of totals (after the upper boxes, after the lower ones).
      if (code < 0 && i > c.top && rows[i - 1] >= 0) d.fillRect(0, y - 1, c.pf.w - 1, y - 1);
      d.drawString(cells[0], 1, y);
      rtext(c, cells[1], c.pf.w - 2, y);
    }
    d.setColor(c.th.fg);
    softkeys(c, "^", "v", g.roll ? c.t("enter") : "", c.t("dice"));
  },
  tap: !(typeof BOARD_TOUCH === "boolean" ? BOARD_TOUCH : true) ? undefined : function (c, _x, y) {
    // A tap chooses a box; a tap on the chosen box enters it (a touch board's bundle only).
    const rows = sheetRows(c.g as Game);
    const i = (has(c.pf, "round")) ? wheelAt(c, wheelPlaces(c, rows, wheelRows(c, rows), titleLines(c, title(c, titleRoom(c), 0))), y) : rowAt(c, y, rows.length);
    if (i < 0 || rows[i] < 0) return;
    if (rows[i] === c.cur) sheetScreen.press(c, "ok", false);
    else c.cur = rows[i];
  },
  press: function (c, b: Button, long: boolean) {
    const g = c.g as Game;
    if (long && b === "back") return c.open("menu");
    // The coach's hint and the odds, where the edition has the coach (features.ts).
    if (long && b === "up" && (has(c.pf, "coach"))) {
      return hint(c, function (box) {
        if (box >= 0) c.cur = box;
      });
    }
    if (long && b === "down" && (has(c.pf, "coach"))) return c.open("odds");
    if (long && b === "ok" && (has(c.pf, "real")) && g.setup.real) {
      // Own dice: points for the chosen box, entered directly.
      if (g.sc[g.cur * g.sheet.ids.length + c.cur] >= 0) {
        c.msg = c.t("E_FILLED");
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
    } else if (!g.roll) {
      c.msg = c.t(g.setup.real ? "noDiceYet" : "E_NOT_ROLLED");
    } else {
      const pl = options(g);
      const box = c.cur;
      if (pl.why[box] !== Why.Ok) {
        c.msg = c.t(WHY_ERRORS[pl.why[box]]);
      } else if (pl.pts[box] === 0 && !pl.bonus) {
        c.ask = {
          q: c.t("strikeAsk", text(c.lang, g.sheet.ids[box])),
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
