// What the simulator shows, and how many of its pixels the page's canvas shows otherwise.
import { screenImage } from "../../sim/display/frame";
import { inCircle } from "../../sim/display/palette";
import { profileFor } from "../../sim/profiles";
import type { Player } from "../../sim/harness";

/** The simulator's screen as RGBA. */
export function simRgba(p: Player): Uint8Array {
  return screenImage(p.sim.fb, 1).rgba;
}

/**
 * How many pixels of board's screen that show (a round screen's inside its circle: outside
 * it the page draws the watch's bezel) differ between the page's `rgb` and `rgba` (the
 * simulator's screen or a golden PNG).
 */
export function differing(rgb: Uint8Array, rgba: Uint8Array, board: string): number {
  if (rgb.length / 3 !== rgba.length / 4) return Math.max(rgb.length / 3, rgba.length / 4);
  const { w, round } = profileFor(board);
  let n = 0;
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
    const k = i / 4;
    if (round && !inCircle(w, k % w, Math.floor(k / w))) continue;
    if (rgba[i] !== rgb[j] || rgba[i + 1] !== rgb[j + 1] || rgba[i + 2] !== rgb[j + 2]) n++;
  }
  return n;
}
