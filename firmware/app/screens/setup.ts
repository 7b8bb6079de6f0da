// New game: number of players, their names, which seats the device plays, the rule preset and house rules, and whether
// the start player is rolled for. ok changes the value of a line (cycling) or opens it.
import { has } from "../../../hal/profile";
import { buildRules, houseRules, isError, keyOf, MAX_PLAYERS, presetIds, text } from "../../core";
import type { Ctx, Screen } from "../ctx";
import type { Item } from "../menu";
import { menuScreen, openItem, yesNo } from "../menu";
import { begin } from "../play";
import { cpuSeats } from "./seats";


/**
 * The lines of the edition's setup (features.ts): without a feature its line is gone. They
 * are made when asked for, so that they hold no memory while another screen shows (menu.ts openItem).
 */
function items(c: Ctx): Item[] {
  const players: Item = {
    l: "players",
    v: function (c) { return String(c.draft.names.length); },
    ok: function (c) {
      const n = c.draft.names;
      if (n.length === MAX_PLAYERS) n.splice(1);
      else n.push(c.text("player", String(n.length + 1)));
    },
  };
  const preset: Item = {
    l: "rules",
    v: function (c) { return text(c.lang, keyOf("preset.", c.draft.rules.preset)); },
    ok: function (c) {
      const ids = presetIds();
      const next = ids[(ids.indexOf(c.draft.rules.preset) + 1) % ids.length];
      const r = buildRules(next, []);
      if (!isError(r)) c.draft.rules = r;
    },
  };
  const house: Item = {
    l: "houseRules",
    v: function (c) { return String(houseRules(c.draft.rules).length); },
    ok: function (c) {
      if (c.draft.rules.game === "yatzy") c.msg = c.text("E_SWITCH_YATZY", c.text("houseRules"));
      else c.open("house");
    },
  };
  const diceMode: Item = {
    l: "diceMode",
    v: function (c) { return c.text(c.draft.real ? "ownDice" : "deviceDice"); },
    ok: function (c) { c.draft.real = !c.draft.real; },
  };
  const rollOff: Item = {
    l: "rollOff",
    v: function (c) { return yesNo(c, c.draft.rolloff); },
    ok: function (c) { c.draft.rolloff = !c.draft.rolloff; },
  };
  const seats: Item = {
    l: function (c) { return c.text("seats"); },
    v: function (c) { return String(cpuSeats(c.draft)); },
    ok: function (c) { c.open("seats"); },
  };
  const start: Item = {
    l: "start",
    ok: function (c) {
      if ((has(c.profile, "coach")) && cpuSeats(c.draft) && c.draft.real) {
        c.msg = c.text("cpuReal");
        return;
      }
      begin(c, c.draft);
    },
  };
  const l = [players];
  if (has(c.profile, "names")) l.push(openItem("names", "names"));
  if (has(c.profile, "house")) l.push(preset, house);
  if (has(c.profile, "real")) l.push(diceMode);
  if (has(c.profile, "rolloff")) l.push(rollOff);
  if (has(c.profile, "coach")) l.push(seats); // the device plays through the coach
  l.push(start);
  return l;
}

export function setupScreen(): Screen {
  return menuScreen("setup", function (c) { return c.text("newGame"); }, items,
    function (c) { c.go("title"); });
}
