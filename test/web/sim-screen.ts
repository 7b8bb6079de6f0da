// What the simulator shows, as the RGB the page's canvas is compared with.
import { screenImage } from "../../sim/display/frame";
import { Player } from "../app/harness";

export function simRgb(p: Player): Uint8Array {
  const img = screenImage(p.sim.fb, 1);
  const rgb = new Uint8Array((img.rgba.length / 4) * 3);
  for (let i = 0, j = 0; i < img.rgba.length; i += 4) {
    rgb[j++] = img.rgba[i];
    rgb[j++] = img.rgba[i + 1];
    rgb[j++] = img.rgba[i + 2];
  }
  return rgb;
}

/** How many pixels of two RGB screens differ. */
export function rgbDiffer(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) return Math.max(a.length, b.length) / 3;
  let n = 0;
  for (let i = 0; i < a.length; i += 3) if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2]) n++;
  return n;
}
