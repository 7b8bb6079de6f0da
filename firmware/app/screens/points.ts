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

function valueItem(v: number, x: boolean): Item {
  return {
    l: function (c) { return String(v) + (x ? " +" + (c.g as Game).setup.rules.extraKniffelBonus : ""); },
    ok: function (c) {
      if (target.fix) {
        if (act(c, { t: "fix", p: target.p, b: target.b, v: v })) c.back(); // to the boxes, now showing it
      } else if (act(c, { t: "pts", b: target.b, v: v, x: x })) {
        nextTurn(c);
      }
    },
  };
}

function items(c: Ctx): Item[] {
  const g = c.g as Game;
  const values = possiblePoints(g.sheet.kinds[target.b], g.setup.rules);
  const out: Item[] = [];
  for (let i = 0; i < values.length; i++) out.push(valueItem(values[i], false));
  const bonus = !target.fix && g.setup.rules.extraKniffel !== "none" && g.sc[g.cur * g.sheet.ids.length + g.sheet.fiveBox] > 0;
  for (let i = 0; bonus && i < values.length; i++) out.push(valueItem(values[i], true));
  return out;
}

export function pointsScreen(): Screen {
  return menuScreen("points", function (c) {
    const g = c.g as Game;
    return (target.fix ? g.setup.names[target.p] + ": " : "") + text(c.lang, g.sheet.ids[target.b]);
  }, items, function (c) { c.back(); });
}

function playerItem(p: number): Item {
  return {
    l: function (c) { return (c.g as Game).setup.names[p]; },
    ok: function (c) {
      c.who = p;
      c.open("fixBox");
    },
  };
}

/** Corrections: first the player, then one of their filled boxes, then its new points. */
export function fixPlayerScreen(): Screen {
  return menuScreen("fixPlayer", function (c) { return c.text("correct"); }, function (c) {
    const g = c.g as Game;
    const out: Item[] = [];
    for (let p = 0; p < g.np; p++) out.push(playerItem(p));
    return out;
  }, function (c) { c.back(); });
}

/** A box to enter points for: a filled one to correct (showing its points) or a free one. */
function boxItem(b: number, fix: boolean): Item {
  return {
    l: function (c) { return text(c.lang, (c.g as Game).sheet.ids[b]); },
    v: fix ? function (c) {
      const g = c.g as Game;
      return String(g.sc[c.who * g.sheet.ids.length + b]);
    } : undefined,
    ok: function (c) {
      target.p = fix ? c.who : (c.g as Game).cur;
      target.b = b;
      target.fix = fix;
      c.open("points");
    },
  };
}

export function fixBoxScreen(): Screen {
  return menuScreen("fixBox", function (c) { return (c.g as Game).setup.names[c.who]; }, function (c) {
    const g = c.g as Game;
    const out: Item[] = [];
    for (let b = 0; b < g.sheet.ids.length; b++) if (g.sc[c.who * g.sheet.ids.length + b] >= 0) out.push(boxItem(b, true));
    return out;
  }, function (c) { c.back(); });
}

/** Points entered directly, from the menu: first one of the free boxes of the player at turn. */
export function pointsBoxScreen(): Screen {
  return menuScreen("pointsBox", function (c) { return c.text("pointsDirect"); }, function (c) {
    const g = c.g as Game;
    const out: Item[] = [];
    for (let b = 0; b < g.sheet.ids.length; b++) if (g.sc[g.cur * g.sheet.ids.length + b] < 0) out.push(boxItem(b, false));
    return out;
  }, function (c) { c.back(); });
}
