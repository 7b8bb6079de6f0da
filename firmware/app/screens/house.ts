// House rules on top of the chosen preset: each line one switch of RULES.md section 4,
// ok steps through its values.
import type { ExtraKniffel, Rules, SwitchName } from "../../core";
import { extraReadings, isError, keyOf, switchNames, withSwitch } from "../../core";
import type { Ctx, Screen } from "../ctx";
import type { Item } from "../menu";
import { menuScreen } from "../menu";

/** The switch's value as text, and the next value in its cycle. */
function value(r: Rules, name: string): string {
  return String((r as unknown as { [k: string]: unknown })[name]);
}
function nextValue(r: Rules, name: string): string {
  const v = value(r, name);
  if (name === "extraKniffel") {
    const all = extraReadings();
    return all[(all.indexOf(v as ExtraKniffel) + 1) % all.length];
  }
  if (name === "extraKniffelBonus") return v === "50" ? "100" : "50";
  return v === "true" ? "false" : "true";
}
function shown(c: Ctx, name: string): string {
  const v = value(c.draft.rules, name);
  if (name === "extraKniffel") return c.text(keyOf("x.", v as ExtraKniffel));
  if (v === "true" || v === "false") return c.text(v === "true" ? "yes" : "no");
  return v;
}

function switchItem(name: SwitchName): Item {
  return {
    l: keyOf("sw.", name),
    v: function (c) { return shown(c, name); },
    ok: function (c) {
      const r = withSwitch(c.draft.rules, name, nextValue(c.draft.rules, name));
      if (!isError(r)) c.draft.rules = r;
    },
  };
}

export function houseScreen(): Screen {
  return menuScreen("house", function (c) { return c.text("houseRules"); }, function () { return switchNames().map(switchItem); },
    function (c) { c.back(); });
}
