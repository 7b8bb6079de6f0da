// The dice of one turn for the brute-force tests (brute.test.ts, target.test.ts), sharing
// nothing with the coach's dice tables: dice held by position in a sorted roll, each throw
// enumerated over all 6^k outcomes.

export const ROLLS: number[][] = [];
for (let a = 1; a <= 6; a++) for (let b = a; b <= 6; b++) for (let c = b; c <= 6; c++) for (let d = c; d <= 6; d++) for (let e = d; e <= 6; e++) ROLLS.push([a, b, c, d, e]);
export const ROLL_INDEX = new Map(ROLLS.map((d, i) => [d.join(""), i]));

/** The sorted outcomes of throwing k dice, each with its probability. */
function thrown(k: number): [number[], number][] {
  const out = new Map<string, [number[], number]>();
  for (let x = 0; x < 6 ** k; x++) {
    const d: number[] = [];
    for (let i = 0, y = x; i < k; i++, y = Math.floor(y / 6)) d.push((y % 6) + 1);
    d.sort();
    const e = out.get(d.join(""));
    if (e) e[1] += 6 ** -k;
    else out.set(d.join(""), [d, 6 ** -k]);
  }
  return [...out.values()];
}
const THROWN = [0, 1, 2, 3, 4, 5].map(thrown);
export const FIRST = new Float64Array(ROLLS.length);
for (const [d, p] of THROWN[5]) FIRST[ROLL_INDEX.get(d.join(""))!] = p;

/** For roll r and held dice h (bits over its sorted dice, never all five): the outcomes. */
export const NEXT: { roll: number; p: number }[][][] = ROLLS.map((dice) => {
  const byHeld: { roll: number; p: number }[][] = [];
  for (let h = 0; h < 31; h++) {
    const kept = dice.filter((_, i) => h & (1 << i));
    byHeld.push(THROWN[5 - kept.length].map(([o, p]) => ({ roll: ROLL_INDEX.get(kept.concat(o).sort().join(""))!, p })));
  }
  return byHeld;
});

/** The value of each roll with one more roll left, given the values `w` with one fewer. */
export function rollAgain(w: Float64Array): Float64Array {
  const out = new Float64Array(w.length);
  for (let r = 0; r < w.length; r++) {
    let best = w[r];
    for (const outcomes of NEXT[r]) {
      let v = 0;
      for (const o of outcomes) v += o.p * w[o.roll];
      if (v > best) best = v;
    }
    out[r] = best;
  }
  return out;
}
