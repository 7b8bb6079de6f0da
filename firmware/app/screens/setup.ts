// New game: number of players, their names, which seats the device plays, the rule preset and house rules, and whether
// the start player is rolled for. ok changes the value of a line (cycling) or opens it.
import { has } from "../../../hal/profile";
import { buildRules, houseRules, isError, keyOf, MAX_PLAYERS, newGame, PRESET_IDS, text } from "../../core";
import type { Ctx } from "../ctx";
import type { Item } from "../menu";
import { menuScreen } from "../menu";
import { begin } from "../play";
import { cpuSeats } from "./seats";

function yesNo(c: Ctx, on: boolean): string {
  return c.text(on ? "yes" : "no");
}

const PLAYERS: Item = {
  l: "players",
  v: function (c) { return String(c.draft.names.length); },
  ok: function (c) {
    const n = c.draft.names;
    if (n.length === MAX_PLAYERS) n.splice(1);
    else n.push(c.text("player", String(n.length + 1)));
  },
};
const NAMES: Item = { l: "names", ok: function (c) { c.open("names"); } };
const PRESET: Item = {
  l: "rules",
  v: function (c) { return text(c.lang, keyOf("preset.", c.draft.rules.preset)); },
  ok: function (c) {
    const next = PRESET_IDS[(PRESET_IDS.indexOf(c.draft.rules.preset) + 1) % PRESET_IDS.length];
    const r = buildRules(next, []);
    if (!isError(r)) c.draft.rules = r;
  },
};
const HOUSE: Item = {
  l: "houseRules",
  v: function (c) { return String(houseRules(c.draft.rules).length); },
  ok: function (c) {
    if (c.draft.rules.game === "yatzy") c.msg = c.text("E_SWITCH_YATZY", c.text("houseRules"));
    else c.open("house");
  },
};
const DICE_MODE: Item = {
  l: "diceMode",
  v: function (c) { return c.text(c.draft.real ? "ownDice" : "deviceDice"); },
  ok: function (c) { c.draft.real = !c.draft.real; },
};
const ROLL_OFF: Item = {
  l: "rollOff",
  v: function (c) { return yesNo(c, c.draft.rolloff); },
  ok: function (c) { c.draft.rolloff = !c.draft.rolloff; },
};
const SEATS: Item = {
  l: function (c) { return c.text("seats"); },
  v: function (c) { return String(cpuSeats(c.draft)); },
  ok: function (c) { c.open("seats"); },
};
const START: Item = {
  l: "start",
  ok: function (c) {
    if ((has(c.profile, "coach")) && cpuSeats(c.draft) && c.draft.real) {
      c.msg = c.text("cpuReal");
      return;
    }
    const g = newGame(c.draft);
    if (isError(g)) {
      c.msg = c.text(g.err);
      return;
    }
    begin(c, g);
  },
};

/** The lines of the edition's setup (features.ts): without a feature its line is gone. */
function items(c: Ctx): Item[] {
  const l = [PLAYERS];
  if (has(c.profile, "names")) l.push(NAMES);
  if (has(c.profile, "house")) l.push(PRESET, HOUSE);
  if (has(c.profile, "real")) l.push(DICE_MODE);
  if (has(c.profile, "rolloff")) l.push(ROLL_OFF);
  if (has(c.profile, "coach")) l.push(SEATS); // the device plays through the coach
  l.push(START);
  return l;
}

export const setupScreen = /* @__PURE__ */ menuScreen("setup", function (c) { return c.text("newGame"); }, items,
  function (c) { c.go("title"); });
