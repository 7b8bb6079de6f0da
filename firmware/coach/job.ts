// A coach answer worked out in pieces: on a device a hint or the odds take longer than a
// press may wait, so the app runs a job one step at a time (setTimeout between steps) while
// "Coach rechnet ..." shows, and input is handled between steps. Each step is a bounded
// piece of work (a range of rolls or keeps); the answer is the same as in one go.
// Pieces are numbered, not made as closures: a closure costs Espruino ~20 variables.
export interface Job<T> {
  /** Does the next piece of work; true once the answer is ready. */
  step(): boolean;
  /** The answer (after step() returned true). */
  result(): T;
  /**
   * Whether it still waits for what it needs before it can work (the page's tables, which
   * come from a worker: web/coach/advisor.ts); run through in one go it would fail meanwhile.
   */
  waits?(): boolean;
  /** Where a long job can say it: the share of its work done, 0 .. 1 (the preparation's progress on the settings screen). */
  share?(): number;
}

/** The answer of a job worked out in one go (the simulator, tests, the table builder). */
export function finish<T>(j: Job<T>): T {
  while (!j.step()) {
    // one piece after another
  }
  return j.result();
}

/**
 * A job of stages run in order: stage s has counts[s] pieces, run as piece(s, i) for i =
 * 0 .. counts[s]-1; `answer` makes the result after the last.
 */
export function staged<T>(counts: number[], piece: (stage: number, i: number) => void, answer: () => T): Job<T> {
  let s = 0;
  let i = 0;
  let out: T | null = null;
  let done = false;
  return {
    step: function () {
      if (done) return true;
      while (s < counts.length && i >= counts[s]) {
        s++;
        i = 0;
      }
      if (s < counts.length) {
        piece(s, i++);
        return false;
      }
      out = answer();
      done = true;
      return true;
    },
    result: function () {
      return out as T;
    },
  };
}

/** A job whose first step only makes it (`make`: an engine set up, the position read), then runs it. */
export function later<T>(make: () => Job<T>): Job<T> {
  let j: Job<T> | null = null;
  return {
    step: function () {
      if (j) return j.step();
      j = make();
      return false;
    },
    result: function () {
      return (j as Job<T>).result();
    },
  };
}

/**
 * A job that works out `first` (its answer unused; null: nothing to do first), then the job
 * `then` makes once it is done; `first` is let go then (Espruino keeps a closure's whole
 * scope, parameters too, so the caller passes `first` straight in rather than keeping it in
 * a variable of its own: the build's terser pass may put this function's body in the
 * caller's, and the caller's scope would hold it).
 */
export function after<T>(first: Job<unknown> | null, then: () => Job<T>): Job<T> {
  let next: Job<T> | null = null;
  return {
    step: function () {
      if (next) return next.step();
      if (!first || first.step()) {
        first = null;
        next = then();
      }
      return false;
    },
    result: function () {
      return (next as Job<T>).result();
    },
  };
}

/**
 * Two jobs one after the other, answered together by `both`: `second` is made from the first's
 * answer once `first` is done, and `first` is let go then (on a device each may hold the coach
 * module; see after() on passing a job straight in).
 */
export function sequence<A, B, T>(first: Job<A> | null, second: (a: A) => Job<B>, both: (a: A, b: B) => T): Job<T> {
  let a: A | null = null;
  let next: Job<B> | null = null;
  return {
    step: function () {
      if (next) return next.step();
      if ((first as Job<A>).step()) {
        a = (first as Job<A>).result();
        first = null;
        next = second(a);
      }
      return false;
    },
    result: function () {
      return both(a as A, (next as Job<B>).result());
    },
  };
}
