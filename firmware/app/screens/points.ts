// Points for a box, entered directly or corrected (games with the players' own dice): the
// values the box can hold under the rules, one per line, and where an extra Kniffel can pay
// its bonus, each of them again with it ("25 +50"). ok takes the value.
import type { Game } from "../../core";
import { possiblePoints, text } from "../../core";
import type { Ctx, Screen } from "../ctx";
import type { Item } from "../menu";
import { menuScreen } from "../menu";
import { act, nextTurn } from "../play";

/** What is being entered: player, box, and whether it corrects a filled box. */
export interface PointsTarget {
  p: number;
  b: number;
  fix: boolean;
}

export const target: PointsTarget = { p: 0, b: 0, fix: false };

// Every line of these lists is one item, its functions reading the line's index (menu.ts): on
// Espruino an item of its own per line, with its closures, holds some 17 variables, and a
// Chance with its extra-Kniffel lines has 52 (more than the Bangle.js 1's free heap).

/** The points box `target.b` can hold, then (where an extra Kniffel pays) the same again with the bonus. */
function values(g: Game): number[] {
  const v = possiblePoints(g.sheet.kinds[target.b], g.setup.rules);
  const bonus = !target.fix && g.setup.rules.extraKniffel !== "none" && g.sc[g.cur * g.sheet.ids.length + g.sheet.fiveBox] > 0;
  return bonus ? v.concat(v) : v;
}

/** Whether line i of the values is one with the extra-Kniffel bonus. */
function withBonus(g: Game, i: number): boolean {
  return i >= possiblePoints(g.sheet.kinds[target.b], g.setup.rules).length;
}

function valueLabel(c: Ctx, i: number): string {
  const g = c.g as Game;
  return String(values(g)[i]) + (withBonus(g, i) ? " +" + g.setup.rules.extraKniffelBonus : "");
}

function valueChosen(c: Ctx): void {
  const g = c.g as Game;
  const v = values(g)[c.cur];
  if (target.fix) {
    if (act(c, { t: "fix", p: target.p, b: target.b, v: v })) c.back(); // to the boxes, now showing it
  } else if (act(c, { t: "pts", b: target.b, v: v, x: withBonus(g, c.cur) })) {
    nextTurn(c);
  }
}

/** n lines of one item. */
function lines(n: number, item: Item): Item[] {
  const out: Item[] = [];
  for (let i = 0; i < n; i++) out.push(item);
  return out;
}

export function pointsScreen(): Screen {
  return menuScreen("points", function (c) {
    const g = c.g as Game;
    return (target.fix ? g.setup.names[target.p] + ": " : "") + text(c.lang, g.sheet.ids[target.b]);
  }, function (c) { return lines(values(c.g as Game).length, { l: valueLabel, ok: valueChosen }); }, function (c) { c.back(); });
}

/** Corrections: first the player, then one of their filled boxes, then its new points. */
export function fixPlayerScreen(): Screen {
  return menuScreen("fixPlayer", function (c) { return c.text("correct"); }, function (c) {
    return lines((c.g as Game).np, {
      l: function (c, p) { return (c.g as Game).setup.names[p]; },
      ok: function (c) {
        c.who = c.cur;
        c.open("fixBox");
      },
    });
  }, function (c) { c.back(); });
}

/** The boxes a list shows: the filled ones of player c.who to correct (`fix`), or the free ones of the player at turn. */
function boxes(c: Ctx, fix: boolean): number[] {
  const g = c.g as Game;
  const n = g.sheet.ids.length;
  const out: number[] = [];
  for (let b = 0; b < n; b++) if ((g.sc[(fix ? c.who : g.cur) * n + b] >= 0) === fix) out.push(b);
  return out;
}

/** The boxes to enter points for: filled ones to correct (showing their points) or free ones. */
function boxLines(c: Ctx, fix: boolean): Item[] {
  return lines(boxes(c, fix).length, {
    l: function (c, i) { return text(c.lang, (c.g as Game).sheet.ids[boxes(c, fix)[i]]); },
    v: fix ? function (c, i) {
      const g = c.g as Game;
      return String(g.sc[c.who * g.sheet.ids.length + boxes(c, fix)[i]]);
    } : undefined,
    ok: function (c) {
      target.p = fix ? c.who : (c.g as Game).cur;
      target.b = boxes(c, fix)[c.cur];
      target.fix = fix;
      c.open("points");
    },
  });
}

export function fixBoxScreen(): Screen {
  return menuScreen("fixBox", function (c) { return (c.g as Game).setup.names[c.who]; }, function (c) { return boxLines(c, true); }, function (c) { c.back(); });
}

/** Points entered directly, from the menu: first one of the free boxes of the player at turn. */
export function pointsBoxScreen(): Screen {
  return menuScreen("pointsBox", function (c) { return c.text("pointsDirect"); }, function (c) { return boxLines(c, false); }, function (c) { c.back(); });
}
