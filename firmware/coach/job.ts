// A coach answer worked out in pieces: on a device a hint or the odds take longer than a
// press may wait, so the app runs a job one step at a time (setTimeout between steps) while
// "Coach rechnet ..." shows, and input is handled between steps. Each step is a bounded
// piece of work (a range of rolls or keeps); the answer is the same as in one go.
export interface Job<T> {
  /** Does the next piece of work; true once the answer is ready. */
  step(): boolean;
  /** The answer (after step() returned true). */
  result(): T;
}

/** The answer of a job worked out in one go (the simulator, tests, the table builder). */
export function finish<T>(j: Job<T>): T {
  while (!j.step()) {
    // one piece after another
  }
  return j.result();
}

/**
 * A job of pieces run in order; a piece may add pieces to run right after it (`then`).
 * `answer` makes the result after the last piece.
 */
export interface Pieces<T> extends Job<T> {
  then(piece: () => void): void;
}

export function pieces<T>(first: (() => void)[], answer: () => T): Pieces<T> {
  const queue = first;
  let at = 0;
  let insert = 0;
  let out: T | null = null;
  let done = false;
  return {
    then: function (piece) {
      queue.splice(insert++, 0, piece);
    },
    step: function () {
      if (done) return true;
      if (at < queue.length) {
        insert = at + 1;
        queue[at++]();
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
