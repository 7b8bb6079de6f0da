// How the compact coach's model numbers are laid out in one list per preset (the list lives
// in compact-params.ts for the simulator, and in a Storage file on the device).
import type { Rules } from "../core/rules";

export interface CompactParams {
  t: number[];
  s: number[];
  a: number[];
  c: number[];
  x: number;
}

/** The model's parts from its list of numbers: t[n], s[n], a[6], c[6], x. */
export function paramsOf(v: number[], rules: Rules): CompactParams {
  const n = rules.game === "yatzy" ? 15 : 13;
  return { t: v.slice(0, n), s: v.slice(n, 2 * n), a: v.slice(2 * n, 2 * n + 6), c: v.slice(2 * n + 6, 2 * n + 12), x: v[2 * n + 12] };
}
