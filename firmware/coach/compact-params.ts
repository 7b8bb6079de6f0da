// The compact coach's model (compact.ts) per rule preset, fitted to the exact value tables by
// test/coach/tune.ts (generated: run `npx tsx test/coach/tune.ts` to tune again). House rules
// use their preset's values. Per preset one list: t[n] (value of a free box, points), s[n]
// (its change per free box), a[6] and c[6] (upper bonus logistic by the number of free upper
// boxes: offset, slope per point ahead of par), x (value per free box of a 50 in the Kniffel box).
// Beside them, on a device in the same file, the watches' standing rows (standing-params.ts).
import type { Rules } from "../core/rules";
import type { CompactParams } from "./compact-layout";
import { paramsOf } from "./compact-layout";
import { STANDING_ROWS } from "./standing-params";

/** Per preset the model's numbers in one list (device builds keep them in a Storage file). */
export const PARAMS: { [preset: string]: number[] } = {
  kniffel: [5.761, 6.744, 7.669, 8.461, 10.102, 12.272, 18.578, 6.63, 13.691, 24.434, 12.553, 1.93, 25.398, 0.039, -0.004, 0.066, 0.188, 0.236, 0.232, 0.575, 0.819, 0.534, 0.693, 1.369, 1.09, 0.318, -0.777, -0.713, -0.547, -0.462, -0.47, -0.28, 0.412, 0.339, 0.27, 0.237, 0.223, 0.2, 1.965],
  meisterschaft: [4.922, 5.928, 6.802, 8.576, 9.779, 11.81, 18.504, 6.901, 13.836, 24.75, 12.231, 4.609, 25.242, 0.064, 0.063, 0.172, 0.225, 0.338, 0.348, 0.461, 0.823, 0.496, 0.629, 1.403, 1.015, 0.245, -0.455, -0.342, -0.2, -0.159, -0.237, -0.106, 0.489, 0.373, 0.305, 0.264, 0.245, 0.2, 1.565],
  tallynight: [5.735, 7.27, 8.2, 9.217, 10.7, 12.599, 18.265, 5.575, 13.469, 25.095, 13.071, 2.842, 25.777, 0.048, -0.049, 0.031, 0.139, 0.21, 0.225, 0.572, 0.841, 0.572, 0.643, 1.361, 0.838, 0.279, -0.874, -0.805, -0.642, -0.536, -0.522, -0.306, 0.417, 0.345, 0.278, 0.24, 0.225, 0.2, 0.897],
  yahtzee: [4.576, 5.467, 6.525, 7.83, 9.579, 11.69, 18.356, 7.53, 13.509, 23.702, 12.783, 4.374, 24.526, 0.113, 0.118, 0.215, 0.314, 0.363, 0.369, 0.505, 0.772, 0.536, 0.727, 1.337, 1.225, 0.332, -0.443, -0.323, -0.18, -0.145, -0.23, -0.128, 0.498, 0.37, 0.301, 0.263, 0.245, 0.2, 3.424],
  yatzy: [2.478, 3.902, 4.846, 6.074, 7.405, 9.21, 14.371, 17.164, 13.113, 5.833, 6.388, 5.443, 11.244, 24.098, 2.848, 0.119, 0.119, 0.265, 0.423, 0.56, 0.631, 0.068, 0.243, 0.345, 0.712, 0.009, 0.323, 0.49, 0.256, 0.829, 0.376, 0.567, 0.802, 0.903, 0.867, 0.894, 0.743, 0.465, 0.369, 0.304, 0.265, 0.2, 0],
};

export function compactParams(rules: Rules): CompactParams {
  return paramsOf(PARAMS[rules.preset], rules);
}

/** The watches' chances: the standing row of a kind of column (standing-params.ts; "" where none is measured). */
export function standingRow(kind: number): string {
  return STANDING_ROWS[kind] || "";
}
