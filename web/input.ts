// The page's input, as the device and the terminal simulator take it: a press on a drawn
// button is that physical button (held for the board's long-press time: a long press, given
// at that moment as the device does, hal/espruino/buttons.ts); on a touch screen a tap or a
// drag with the mouse or a finger is a touch (a drag reported in whole screen pixels as it
// moves, as the watch's controller does), and where the board's controller reports one
// (profile longTouch: the Bangle.js 3) a finger resting unmoved is a long touch; keys are the
// terminal simulator's (sim/keys.ts).
import type { Button } from "../hal/input";
import type { Clock } from "../hal/hal";
import type { ButtonMap } from "../sim/buttons";
import type { SimHal } from "../sim/hal";
import { LONG_TOUCH_MS } from "../sim/hal";
import { keyAction } from "../sim/keys";
import type { DeviceView } from "./device-view";

/** Screen pixels a finger may wander before a touch counts as a drag, not a tap. */
const TAP_SLACK = 3;

/** The key as the terminal would send it (what sim/keys.ts binds), or undefined. */
export function terminalKey(e: Pick<KeyboardEvent, "key" | "shiftKey" | "ctrlKey" | "altKey" | "metaKey">): string | undefined {
  if (e.ctrlKey || e.altKey || e.metaKey) return undefined;
  switch (e.key) {
    case "ArrowUp":
      return e.shiftKey ? "\x1b[1;2A" : "\x1b[A";
    case "ArrowDown":
      return e.shiftKey ? "\x1b[1;2B" : "\x1b[B";
    case "Enter":
      return "\r";
    case "Tab":
      return "\t";
    case "Escape":
      return "\x1b";
    case "Backspace":
      return "\x7f";
    default:
      return e.key.length === 1 ? e.key : undefined;
  }
}

export interface InputOptions {
  sim: SimHal;
  clock: Clock;
  view: DeviceView;
  buttons: ButtonMap;
  touch: boolean;
  /** The touch controller reports a long touch. */
  longTouch: boolean;
  longPressMs: number;
  /** Where keys are heard (the document), and what is told after every input. */
  keys: Pick<Document, "addEventListener" | "removeEventListener">;
  after(): void;
}

/** Starts listening; returns what stops it. */
export function listenInput(o: InputOptions): () => void {
  const { sim, view } = o;
  let held: { b: Button; timer: number | undefined } | null = null;
  let finger: { id: number; x: number; y: number; lastY: number; moved: boolean; timer: number | undefined; long: boolean } | null = null;

  const release = () => {
    if (!held) return;
    const h = held;
    held = null;
    if (h.timer === undefined) return; // its long press was given already
    o.clock.clearTimeout(h.timer);
    sim.press(h.b, false);
    o.after();
  };
  const onDown = (e: PointerEvent) => {
    const label = view.buttonAt(e.clientX, e.clientY);
    if (label && o.buttons[label]) {
      e.preventDefault();
      release();
      const b = o.buttons[label];
      const h: { b: Button; timer: number | undefined } = { b, timer: undefined };
      h.timer = o.clock.setTimeout(() => {
        h.timer = undefined;
        sim.press(b, true);
        o.after();
      }, o.longPressMs);
      held = h;
      view.canvas.setPointerCapture?.(e.pointerId);
      return;
    }
    const p = o.touch ? view.screenPoint(e.clientX, e.clientY) : null;
    if (!p) return;
    e.preventDefault();
    const f = { id: e.pointerId, x: p.x, y: p.y, lastY: p.y, moved: false, timer: undefined as number | undefined, long: false };
    if (o.longTouch) {
      f.timer = o.clock.setTimeout(() => {
        f.timer = undefined;
        if (f.moved) return;
        f.long = true;
        sim.touch({ k: "hold", x: f.x, y: f.y, dy: 0 });
        o.after();
      }, LONG_TOUCH_MS);
    }
    finger = f;
    view.canvas.setPointerCapture?.(e.pointerId);
  };
  const screenY = (e: PointerEvent) => {
    const r = view.canvas.getBoundingClientRect();
    return ((e.clientY - r.top) / r.height) * view.layout.h - view.layout.screenY;
  };
  const onMove = (e: PointerEvent) => {
    if (!finger || e.pointerId !== finger.id) return;
    const y = screenY(e);
    if (!finger.moved && Math.abs(y - finger.y) < TAP_SLACK) return;
    finger.moved = true;
    const dy = Math.trunc(y - finger.lastY);
    if (!dy) return;
    finger.lastY += dy;
    sim.touch({ k: "drag", x: finger.x, y: finger.y, dy });
    o.after();
  };
  const onUp = (e: PointerEvent) => {
    if (held) return release();
    if (!finger || e.pointerId !== finger.id) return;
    const f = finger;
    finger = null;
    if (f.timer !== undefined) o.clock.clearTimeout(f.timer);
    if (f.long) return; // reported as it happened
    sim.touch(f.moved ? { k: "drag", x: f.x, y: f.y, dy: 0 } : { k: "tap", x: f.x, y: f.y, dy: 0 });
    o.after();
  };
  const onKey = (e: KeyboardEvent) => {
    const t = e.target as HTMLElement | null;
    if (t && /^(INPUT|SELECT|TEXTAREA|BUTTON)$/.test(t.tagName)) return; // the page's own controls
    const key = terminalKey(e);
    const a = key === undefined ? undefined : keyAction(key, o.buttons);
    if (!a || a.kind !== "press") return;
    e.preventDefault();
    if (a.soft) sim.soft(a.button, a.long);
    else sim.press(a.button, a.long);
    o.after();
  };
  const c = view.canvas;
  c.addEventListener("pointerdown", onDown);
  c.addEventListener("pointermove", onMove);
  c.addEventListener("pointerup", onUp);
  c.addEventListener("pointercancel", onUp);
  o.keys.addEventListener("keydown", onKey as EventListener);
  return () => {
    c.removeEventListener("pointerdown", onDown);
    c.removeEventListener("pointermove", onMove);
    c.removeEventListener("pointerup", onUp);
    c.removeEventListener("pointercancel", onUp);
    o.keys.removeEventListener("keydown", onKey as EventListener);
    if (held?.timer !== undefined) o.clock.clearTimeout(held.timer);
    held = null;
    finger = null;
  };
}
