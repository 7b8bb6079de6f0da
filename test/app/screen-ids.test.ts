// Screen ids are checked by the compiler (firmware/app/ctx.ts ScreenId): the type check fails
// if the mistyped id below were accepted. Every screen the golden scenarios reach is one of
// them, on every board.
import { expect, it } from "vitest";
import type { ScreenId } from "../../firmware/app/ctx";
import { SCREEN_IDS } from "../../firmware/app/ctx";
import { boardIds } from "../../sim/profiles";
import { ALL_FEATURES, Player } from "../../sim/harness";
import { NEEDS, SCENARIOS } from "../golden/scenarios";

it("a mistyped screen id does not compile", () => {
  // @ts-expect-error "sheeet" is no screen's id
  const typo: ScreenId = "sheeet";
  expect(SCREEN_IDS).not.toContain(typo);
  expect(new Set(SCREEN_IDS).size).toBe(SCREEN_IDS.length);
});

it("every screen the golden scenarios reach has an id of the list", () => {
  const reached = new Set<string>();
  // Every board, each the scenarios its edition has, and the Pixl.js with every feature (a test profile).
  for (const board of [...boardIds(), ALL_FEATURES]) {
    for (const name of Object.keys(SCENARIOS)) {
      const p = new Player(1, board);
      if (NEEDS[name] && !p.ft[NEEDS[name].ft]) continue;
      SCENARIOS[name](p);
      reached.add(p.screen);
    }
  }
  for (const s of reached) expect(SCREEN_IDS as readonly string[], s).toContain(s);
  expect(reached.size).toBeGreaterThan(15);
});
