// A board profile: what the app needs to know about a board, as data from
// espruino.config.json (never `if (board === ...)` in code).
export interface Profile {
  id: string;
  name: string;
  w: number;
  h: number;
  bpp: number;
  /** Soft-key label position for each logical button (Pixl.js: the screen corners). */
  corners: { [button: string]: "topLeft" | "topRight" | "bottomRight" | "bottomLeft" };
  touch: boolean;
  longPressMs: number;
  /** Bytes of a fresh saved-game slot file. */
  slot: number;
}
