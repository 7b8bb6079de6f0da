// Shared bench plumbing: a figure is a named value with a unit and, where the project has
// set one, a budget it must meet.
export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** The budget: value must be at least `min` / at most `max`. */
  min?: number;
  max?: number;
}

/** Runs `work` (which returns how many items it did) repeatedly for about `ms` and returns items per second. */
export function perSecond(work: () => number, ms = 1500): number {
  work(); // warm up the JIT before timing
  let items = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    items += work();
    now = performance.now();
  }
  return (items * 1000) / (now - start);
}

export function withinBudget(f: Figure): boolean {
  return (f.min === undefined || f.value >= f.min) && (f.max === undefined || f.value <= f.max);
}
