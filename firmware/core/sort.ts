// Sorting for the device: Espruino's Array.prototype.sort is not stable, and the lists
// sorted here are short (players, a turn's options), so an insertion sort serves.

/**
 * Sorts `a` in place by `key`, highest first; equal keys keep their order. Returns `a`. Each
 * key is taken once (a call costs an interpreter more than the comparisons).
 */
export function sortDescending<T>(a: T[], key: (x: T) => number): T[] {
  const keys: number[] = [];
  for (let i = 0; i < a.length; i++) keys.push(key(a[i]));
  for (let i = 1; i < a.length; i++) {
    const x = a[i];
    const kx = keys[i];
    let j = i - 1;
    for (; j >= 0 && keys[j] < kx; j--) {
      a[j + 1] = a[j];
      keys[j + 1] = keys[j];
    }
    a[j + 1] = x;
    keys[j + 1] = kx;
  }
  return a;
}
