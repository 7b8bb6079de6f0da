// The points a box can hold under a rule set, for scores entered directly (a score block
// for real dice) and for corrections: every score some roll gives there, 0 (struck), and
// what an extra Kniffel can give (the box's maximum under freeChoice, a joker's full value).
import type { Kind } from "./boxes";
import { isUpper } from "./boxes";
import type { Rules } from "./rules";
import { baseScore, boxMaximum, countFaces, jokerScore } from "./scoring";

/** The possible points of a box of `kind`, ascending. */
export function possiblePoints(kind: Kind, rules: Rules): number[] {
  const seen = new Uint8Array(64);
  const cnt = new Uint8Array(7);
  const d = new Uint8Array(5);
  // The readings with a joker let five equal count as any lower box at its full value.
  const joker = rules.extraKniffel === "joker" || rules.extraKniffel === "upperFirst";
  seen[0] = 1;
  seen[boxMaximum(kind, rules)] = 1;
  // Every sorted roll of five dice: 1 <= d0 <= d1 <= ... <= d4 <= 6.
  for (d[0] = 1; d[0] <= 6; d[0]++)
    for (d[1] = d[0]; d[1] <= 6; d[1]++)
      for (d[2] = d[1]; d[2] <= 6; d[2]++)
        for (d[3] = d[2]; d[3] <= 6; d[3]++)
          for (d[4] = d[3]; d[4] <= 6; d[4]++) {
            const sum = countFaces(d, cnt);
            seen[baseScore(kind, cnt, sum, rules)] = 1;
            if (joker && !isUpper(kind) && cnt[d[0]] === 5) seen[jokerScore(kind, sum, rules)] = 1;
          }
  const out: number[] = [];
  for (let v = 0; v < seen.length; v++) if (seen[v]) out.push(v);
  return out;
}
