// Buttons over Espruino pin watches: each button's edges (both, debounced by Espruino)
// become presses, each delivered exactly once — a long press when the button is still
// down after `longPressMs` (at that moment, so the player feels it happen; or the press the
// board's config gives holding that button), a short press on release otherwise. Stray edges — a second press edge without a release, a release
// of a press that began before listening started (e.g. the long press that opened the
// screen now listening) — are ignored.
import type { Button, PressHandler } from "../input";

export interface ButtonPin {
  pin: EspruinoPin;
  b: Button;
  /** The press that holding it gives, where not b's long one (`heldLong`: long), e.g. back on a board of three buttons. */
  held?: Button;
  heldLong?: boolean;
}

export interface ButtonTiming {
  debounceMs: number;
  longPressMs: number;
}

/** Watches one button; returns what stops it (its watch and a pending long-press timer). */
function watchButton(p: ButtonPin, t: ButtonTiming, press: PressHandler): () => void {
  let down = false;
  // The long-press timer while the button is down and nothing was delivered yet.
  let timer: number | undefined;
  const onEdge = function (e: EspruinoWatchEvent): void {
    if (e.state) {
      if (down) return;
      down = true;
      timer = setTimeout(function () {
        timer = undefined;
        if (BOARD_HELD && p.held) press(p.held, !!p.heldLong);
        else press(p.b, true);
      }, t.longPressMs) as unknown as number; // Node's typings say Timeout; Espruino gives a number
    } else {
      if (!down) return;
      down = false;
      if (timer === undefined) return; // the long press was delivered already
      clearTimeout(timer);
      timer = undefined;
      press(p.b, false);
    }
  };
  const id = setWatch(onEdge, p.pin, { repeat: true, edge: "both", debounce: t.debounceMs });
  return function () {
    clearWatch(id);
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
}

/** Starts watching every button; the returned function stops them all (and may be called again). */
export function watchButtons(pins: ButtonPin[], t: ButtonTiming, press: PressHandler): () => void {
  const stops: (() => void)[] = [];
  for (let i = 0; i < pins.length; i++) stops.push(watchButton(pins[i], t, press));
  return function () {
    // splice empties the list first: a second call must not clear a watch twice (Espruino throws).
    const all = stops.splice(0);
    for (let i = 0; i < all.length; i++) all[i]();
  };
}
