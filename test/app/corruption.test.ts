// 1,000 random corruptions of every saved file (bit flips, truncations, garbage, empty
// files, wrong versions): the device starts without an exception, says in one sentence
// what it found when it found something, and stays playable.
import { beforeAll, describe, expect, it } from "vitest";
import { isComplete, text, textKeys } from "../../firmware/core";
import { sfc32 } from "../../sim/rng";
import type { SimStorage } from "../../sim/storage";
import { memoryStorage } from "../../sim/storage";
import { freshFlash } from "./faulty-storage";
import { CORRUPTIONS } from "./corruptions";
import { ALL_FEATURES, finish, Player } from "../../sim/harness";

const MESSAGES = new Set(textKeys("de").filter((k) => k.startsWith("s.")).map((k) => text("de", k)));

function copy(st: SimStorage): SimStorage {
  const c = memoryStorage(10240);
  for (const [k, v] of st.files) c.files.set(k, v);
  return c;
}

/** Flash after a finished game and three turns of the next: a game slot, settings, statistics. */
function played(): SimStorage {
  const flash = freshFlash();
  const p = new Player(5, ALL_FEATURES, flash);
  p.newGame(2);
  finish(p);
  p.press("ok").press("ok"); // Nochmal, gleiche Spieler
  p.turn("66662", "sixes").turn("12345", "largeStraight").turn("55555", "kniffel");
  return flash;
}

describe("1,000 random corruptions", () => {
  let base: SimStorage;
  let names: string[];
  beforeAll(() => {
    base = played();
    names = [...base.files.keys()].sort();
  });

  it("saved files exist: a game slot, settings, statistics", () => {
    expect(names).toEqual(expect.arrayContaining(["kniffel.json", "kniffel.st"]));
    expect(names.filter((n) => /^kniffel\.g[01]$/.test(n))).toHaveLength(1);
  });

  it("never an exception, a defined message, a playable device", () => {
    const next = sfc32(77);
    const clean = new Player(9, ALL_FEATURES, copy(base));
    const cleanGame = clean.dump.game;
    const seen = new Map<string, number>();
    for (let i = 0; i < 1000; i++) {
      const name = names[i % names.length];
      const [kind, corrupt] = CORRUPTIONS[next() % CORRUPTIONS.length];
      const flash = copy(base);
      const before = flash.files.get(name)!;
      const after = corrupt(before, next);
      flash.files.set(name, after);
      const p = new Player(9, ALL_FEATURES, flash);
      const msg = p.dump.msg;
      // Either it says what it found, in one of its sentences, or nothing that matters changed.
      if (msg) expect(MESSAGES, `${kind} of ${name}: "${msg}"`).toContain(msg);
      else expect(p.dump.game, `${kind} of ${name} went unnoticed`).toEqual(cleanGame);
      if (msg === text("de", "s.newer")) expect(flash.files.get(name)).toBe(after); // left untouched
      seen.set(msg, (seen.get(msg) ?? 0) + 1);
      if (i % 10 === 0) {
        finish(p);
        expect(isComplete(p.game())).toBe(true);
      } else {
        if (p.dump.msg) p.press("up");
        expect(() => p.press("back")).not.toThrow();
      }
    }
    expect(seen.size).toBeGreaterThanOrEqual(4); // the corruptions reached the different checks
  });
});
