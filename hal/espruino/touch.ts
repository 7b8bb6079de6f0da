// The Bangle.js 2 touch screen through Bangle.setUI, the platform's way to own the input:
// the UI's remove handler lets the system (or a fast app switch) take it away cleanly.
// Taps become Touch taps; a drag becomes Touch drags, each carrying the finger's movement
// since the last one and the point where the drag began, and a drag of dy 0 when the finger
// lifts (the app adds a drag's steps up until then). Where the board's profile says so
// (BOARD_LONG_TOUCH: the Bangle.js 3), a long touch, which the controller reports as a touch
// of type 2, is a Touch hold; elsewhere it is a tap.
import type { TouchHandler } from "../input";

/**
 * Takes over the screen's input for `touch` (taps and drags are ignored without it).
 * `removed` runs when the UI goes away, by the returned stop function or by the system.
 */
export function bangleUi(touch: TouchHandler | undefined, removed: () => void): () => void {
  // Where the current drag began; x0 < 0 while no finger is down.
  let x0 = -1;
  let y0 = 0;
  // Whether the finger moved since it went down (then its lifting ends a drag).
  let moved = false;
  // False once the UI is gone: stopping then must not remove a UI another app set since.
  let active = true;
  Bangle.setUI({
    mode: "custom",
    touch: function (_button, xy) {
      if (touch) touch({ k: BOARD_LONG_TOUCH && xy.type === 2 ? "hold" : "tap", x: xy.x, y: xy.y, dy: 0 });
    },
    drag: function (e) {
      if (!e.b) {
        if (touch && moved) touch({ k: "drag", x: x0, y: y0, dy: 0 });
        x0 = -1;
        moved = false;
        return;
      }
      if (x0 < 0) {
        x0 = e.x;
        y0 = e.y;
      }
      if (touch && e.dy) {
        moved = true;
        touch({ k: "drag", x: x0, y: y0, dy: e.dy });
      }
    },
    remove: function () {
      active = false;
      removed();
    },
  });
  return function () {
    if (active) Bangle.setUI(); // calls remove
  };
}
