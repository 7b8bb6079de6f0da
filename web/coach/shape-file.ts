// The rest's shape (sim/shape.ts) as the page keeps and reads it: the simulator's cache file
// "<rules>.shape.json", {format, code, games, seed, shape}, which `npm run web` serves from
// dist/tables/ and the page keeps in IndexedDB. A file made with other games, another seed or
// for other rules is refused (and the shape computed anew), as shapeFor refuses it.
import type { Shape } from "../../firmware/coach/estimate";
import { rulesCode } from "../../firmware/coach/table";
import type { Rules } from "../../firmware/core";
import { SHAPE_GAMES } from "../../sim/shape";

/** sim/shape.ts's file format and seed (not exported there; the browser test holds the page's chances to the simulator's). */
export const SHAPE_FORMAT = 2;
export const SHAPE_SEED = 28;

export interface ShapeFile {
  format: number;
  code: number;
  games: number;
  seed: number;
  shape: Shape;
}

export function shapeFile(rules: Rules, shape: Shape): ShapeFile {
  return { format: SHAPE_FORMAT, code: rulesCode(rules), games: SHAPE_GAMES, seed: SHAPE_SEED, shape };
}

/** The shape of a kept or served file for `rules`, or null. */
export function shapeOf(rules: Rules, f: unknown): Shape | null {
  const s = f as Partial<ShapeFile> | null;
  if (!s || typeof s !== "object" || s.format !== SHAPE_FORMAT || s.code !== rulesCode(rules) || s.games !== SHAPE_GAMES || s.seed !== SHAPE_SEED) return null;
  const shape = s.shape;
  const ok = !!shape && typeof shape.z0 === "number" && typeof shape.dz === "number" && Array.isArray(shape.cdf) && shape.cdf.every((row) => Array.isArray(row));
  return ok ? (shape as Shape) : null;
}
