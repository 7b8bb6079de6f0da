// Fair dice from 32-bit random words by rejection sampling: a word is used only when it
// falls below the largest multiple of 6 (2^32 - 4), so every face gets exactly
// 715827882 of the accepted words and none is favoured (no modulo bias).
export const ACCEPT_LIMIT = 4294967292; // 6 * 715827882

/** The face (1..6) that a 32-bit word gives, or 0 if the word must be discarded. */
export function dieFromWord(word: number): number {
  const u = word >>> 0; // E.hwRand() gives a signed 32-bit int
  return u < ACCEPT_LIMIT ? (u % 6) + 1 : 0;
}

/** Fills the dice not held in `held` with fresh faces drawn from `next` (32-bit words). */
export function rollDice(dice: ArrayLike<number>, held: number, next: () => number): number[] {
  const out: number[] = [];
  for (let i = 0; i < 5; i++) {
    let f = held & (1 << i) ? dice[i] : 0;
    while (!f) f = dieFromWord(next());
    out.push(f);
  }
  return out;
}
