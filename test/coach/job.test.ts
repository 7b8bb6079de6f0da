// The coach's jobs: after() runs its first job to the end, then the one it makes, or that
// one alone where there is nothing to do first (the question after an install prepares the
// coach's files first: hal/espruino/coach.ts).
import { describe, expect, it } from "vitest";
import type { Job } from "../../firmware/coach/job";
import { after, finish } from "../../firmware/coach/job";

/** A job of `n` steps answering `answer`, counting its steps in `log`. */
function counted<T>(n: number, answer: T, log: string[], name: string): Job<T> {
  let done = 0;
  return {
    step: () => {
      log.push(name);
      return ++done >= n;
    },
    result: () => answer,
  };
}

describe("after", () => {
  it("works out the first job to its end, then makes and works out the second, whose answer it gives", () => {
    const log: string[] = [];
    let made = 0;
    const j = after(counted(3, "unused", log, "first"), () => {
      made++;
      return counted(2, 42, log, "then");
    });
    expect(made).toBe(0);
    expect(finish(j)).toBe(42);
    expect(made).toBe(1);
    expect(log).toEqual(["first", "first", "first", "then", "then"]);
  });

  it("with nothing to do first, makes the second job at its first step", () => {
    const log: string[] = [];
    const j = after(null, () => counted(1, "answer", log, "then"));
    expect(j.step()).toBe(false);
    expect(log).toEqual([]);
    expect(finish(j)).toBe("answer");
    expect(log).toEqual(["then"]);
  });
});
