// The device's own helpers that cut, shorten or search names, as one table run both on Node
// and, bundled (text-entry.ts), on the firmware (stored-text.test.ts): each maps a name to
// what the screens would make of it. Written for Espruino (no spread, defaults or the like).
import { fit, shortName, withoutLevel } from "../../firmware/app/ui";
import { wrap } from "../../firmware/app/wrap";
import { FONT_LARGE, FONT_SMALL } from "../../firmware/app/fonts";
import { find, replaceFirst } from "../../firmware/core";
import type { Display } from "../../hal/display";
import type { Ctx } from "../../firmware/app/ctx";

export type Helpers = { [name: string]: (s: string) => unknown };

/** The helpers, measuring text on display `d` (the simulator's framebuffer, or the watch's). */
export function textHelpers(d: Display): Helpers {
  const c = { display: d } as unknown as Ctx;
  const widths = [80, 40, 24, 12];
  return {
    shortName: function (s) {
      d.setFont(FONT_SMALL);
      return widths.map(function (w) { return shortName(c, s, w); });
    },
    fit: function (s) {
      d.setFont(FONT_SMALL);
      return widths.map(function (w) { return fit(c, s, w); });
    },
    wrap: function (s) {
      d.setFont(FONT_SMALL);
      return wrap(c, s + " " + s + " (" + s + ")", 90);
    },
    width: function (s) {
      d.setFont(FONT_LARGE);
      const large = d.stringWidth(s);
      d.setFont(FONT_SMALL);
      return [large, d.stringWidth(s)];
    },
    withoutLevel: function (s) { return withoutLevel(s + " (Profi)") + "|" + withoutLevel(s); },
    find: function (s) { return [find(s, "\xfc", 0), find(s, " ", 0), find(s, "e", 2), find(s, s, 0)]; },
    replaceFirst: function (s) { return replaceFirst(s, " ", "_") + "|" + replaceFirst(s, "\xe4", "ae"); },
    handover: function (s) { return withoutLevel(s) + ": Sechser 24"; },
  };
}
