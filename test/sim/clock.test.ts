// The real clock says whether a timer falls due soon: the page's tests on the real clock wait
// for that to end instead of a fixed time (test/web/page-device.ts).
import { describe, expect, it } from "vitest";
import { realClock } from "../../sim/clock";

describe("the real clock's timers", () => {
  it("a timer due soon is seen until it fires or is cleared; one due later is not", async () => {
    const c = realClock();
    expect(c.dueWithin(500)).toBe(false);
    const later = c.setTimeout(() => {}, 60_000);
    expect(c.dueWithin(500)).toBe(false);
    const cleared = c.setTimeout(() => {}, 100);
    expect(c.dueWithin(500)).toBe(true);
    c.clearTimeout(cleared);
    expect(c.dueWithin(500)).toBe(false);
    const fired = new Promise<void>((resolve) => c.setTimeout(resolve, 10));
    expect(c.dueWithin(500)).toBe(true);
    await fired;
    expect(c.dueWithin(500)).toBe(false);
    c.clearTimeout(later);
  });
});
