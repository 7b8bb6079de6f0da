// Buttons by logical name, never by pin: a board profile maps its buttons to these.
// The HAL turns raw edges into presses (debounced, with long-press detection) and hands
// each press to the app exactly once.
export type Button = "up" | "down" | "ok" | "back";

export const BUTTONS: Button[] = ["up", "down", "ok", "back"];

/** Called once per press: `long` when held for the profile's long-press time. */
export type PressHandler = (b: Button, long: boolean) => void;

/**
 * A touch on the screen: a tap at (x, y), or one step of a drag that started at (x, y), by dy
 * pixels since the last step; dy 0 ends the drag (the finger lifted); or, where the board
 * reports them (profile longTouch), a long touch ("hold") at (x, y).
 */
export interface Touch {
  k: "tap" | "drag" | "hold";
  x: number;
  y: number;
  dy: number;
}

export type TouchHandler = (t: Touch) => void;
