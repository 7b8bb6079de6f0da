// New game: number of players, their names, the rule preset and house rules, and whether
// the start player is rolled for. ok changes the value of a line (cycling) or opens it.
import { buildRules, houseRules, isError, MAX_PLAYERS, newGame, PRESET_IDS, text } from "../../core";
import { Ctx } from "../ctx";
import { Item, menuScreen } from "../menu";
import { begin } from "../play";

function yesNo(c: Ctx, on: boolean): string {
  return c.t(on ? "yes" : "no");
}

const ITEMS: Item[] = [
  {
    l: function (c) { return c.t("players"); },
    v: function (c) { return String(c.draft.names.length); },
    ok: function (c) {
      const n = c.draft.names;
      if (n.length === MAX_PLAYERS) n.splice(1);
      else n.push(c.t("player", String(n.length + 1)));
    },
  },
  { l: function (c) { return c.t("names"); }, ok: function (c) { c.open("names"); } },
  {
    l: function (c) { return c.t("rules"); },
    v: function (c) { return text(c.lang, "preset." + c.draft.rules.preset); },
    ok: function (c) {
      const next = PRESET_IDS[(PRESET_IDS.indexOf(c.draft.rules.preset) + 1) % PRESET_IDS.length];
      const r = buildRules(next, []);
      if (!isError(r)) c.draft.rules = r;
    },
  },
  {
    l: function (c) { return c.t("houseRules"); },
    v: function (c) { return String(houseRules(c.draft.rules).length); },
    ok: function (c) {
      if (c.draft.rules.game === "yatzy") c.msg = c.t("E_SWITCH_YATZY", c.t("houseRules"));
      else c.open("house");
    },
  },
  {
    l: function (c) { return c.t("diceMode"); },
    v: function (c) { return c.t(c.draft.real ? "ownDice" : "deviceDice"); },
    ok: function (c) { c.draft.real = !c.draft.real; },
  },
  {
    l: function (c) { return c.t("rollOff"); },
    v: function (c) { return yesNo(c, c.draft.rolloff); },
    ok: function (c) { c.draft.rolloff = !c.draft.rolloff; },
  },
  {
    l: function (c) { return c.t("start"); },
    ok: function (c) {
      const g = newGame(c.draft);
      if (isError(g)) {
        c.msg = c.t(g.err);
        return;
      }
      begin(c, g);
    },
  },
];

export const setupScreen = menuScreen("setup", function (c) { return c.t("newGame"); }, function () { return ITEMS; },
  function (c) { c.go("title"); });
