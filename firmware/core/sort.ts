// Sorting for the device: Espruino's Array.prototype.sort is not stable, and the lists
// sorted here are short (players, a turn's options), so an insertion sort serves.

/** Sorts `a` in place by `key`, highest first; equal keys keep their order. Returns `a`. */
export function sortDescending<T>(a: T[], key: (x: T) => number): T[] {
  for (let i = 1; i < a.length; i++) {
    const x = a[i];
    let j = i - 1;
    while (j >= 0 && key(a[j]) < key(x)) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = x;
  }
  return a;
}
