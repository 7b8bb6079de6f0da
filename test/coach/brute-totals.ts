// The test's own brute force of the last turns (chance.test.ts, win.test.ts, spread.test.ts):
// its own expected-score play of the last turns (every option's expected final total by
// enumerating every throw; ties to the earlier option, entries before keeps, as the coach lists
// them), its own distribution of each final total, and the chances by going through every
// combination of the players' totals. It shares nothing with the engine but the rules core and
// the dice of brute-dice.ts.
import type { Rules } from "../../firmware/core";
import { columnTotals, newPlacement, place, sheetFor, Why } from "../../firmware/core";
import { FIRST, NEXT, ROLL_INDEX, ROLLS } from "./brute-dice";

export type Dist = Map<number, number>;

/**
 * The brute force's distribution of a column's final total, playing each choice for the most
 * expected points; over as many turns as the column has free boxes (`columns` remembers the
 * columns an entry leaves, from the start of their turn: spread.test.ts's two turns).
 */
export function bruteTotals(r: Rules, sc: Int16Array, extra: number, dice?: number[], left?: number, columns = new Map<string, Dist>()): Dist {
  const sheet = sheetFor(r.game);
  const pl = newPlacement();
  if (sc.every((v) => v >= 0)) return new Map([[columnTotals(sheet, sc, 0, extra).grand, 1]]);
  const memo = new Map<string, { ev: number; dist: Dist }>();
  const play = (roll: number, n: number): { ev: number; dist: Dist } => {
    const key = roll + "/" + n;
    const known = memo.get(key);
    if (known) return known;
    const options: { ev: number; dist: Dist }[] = [];
    place(sheet, r, sc, 0, ROLLS[roll], pl);
    for (let b = 0; b < sc.length; b++) {
      if (pl.why[b] !== Why.Ok) continue;
      const next = sc.slice();
      next[b] = pl.pts[b];
      const key = next.join(",") + "+" + (extra + pl.bonus);
      let dist = columns.get(key);
      if (!dist) columns.set(key, (dist = bruteTotals(r, next, extra + pl.bonus, undefined, undefined, columns)));
      options.push({ ev: [...dist].reduce((sum, [t, p]) => sum + t * p, 0), dist });
    }
    if (n > 0) {
      const kept = new Set<string>();
      for (let h = 0; h < 31; h++) {
        const k = ROLLS[roll].filter((_, i) => h & (1 << i)).join("");
        if (kept.has(k)) continue;
        kept.add(k);
        const dist: Dist = new Map();
        let ev = 0;
        for (const o of NEXT[roll][h]) {
          const after = play(o.roll, n - 1);
          ev += o.p * after.ev;
          for (const [t, p] of after.dist) dist.set(t, (dist.get(t) ?? 0) + o.p * p);
        }
        options.push({ ev, dist });
      }
    }
    const best = Math.max(...options.map((o) => o.ev));
    const choice = options.find((o) => o.ev >= best - 1e-9)!;
    memo.set(key, choice);
    return choice;
  };
  if (dice) return play(ROLL_INDEX.get([...dice].sort().join(""))!, left!).dist;
  const out: Dist = new Map();
  ROLLS.forEach((_, roll) => {
    for (const [t, p] of play(roll, 2).dist) out.set(t, (out.get(t) ?? 0) + FIRST[roll] * p);
  });
  return out;
}

/** Each player's chance by every combination of totals: the highest share first place. */
export function bruteChances(dists: Dist[]): number[] {
  const chances = dists.map(() => 0);
  const walk = (i: number, totals: number[], p: number): void => {
    if (i === dists.length) {
      const top = Math.max(...totals);
      const first = totals.map((t, j) => (t === top ? j : -1)).filter((j) => j >= 0);
      for (const j of first) chances[j] += p / first.length;
      return;
    }
    for (const [t, q] of dists[i]) walk(i + 1, totals.concat(t), p * q);
  };
  walk(0, [], 1);
  return chances;
}

