// The game state machine: turns, holds, errors, roll-off, undo, end, ranking.
import { describe, expect, it } from "vitest";
import type { Action, Game, GameError } from "../../firmware/core";
import { apply, errorText, isError, logEntries, newGame, Phase, playerTotals, rank } from "../../firmware/core";
import { game, setup, snapshot } from "./helpers";

function ok(g: Game, ...actions: Action[]): void {
  for (const a of actions) {
    const e = apply(g, a);
    if (e) throw new Error(`${JSON.stringify(a)} refused: ${errorText(e, "en")}`);
  }
}
/** Applies an action that must be refused, and checks that nothing changed. */
function refused(g: Game, a: Action): string {
  const before = snapshot(g);
  const e = apply(g, a) as GameError;
  expect(e, JSON.stringify(a)).not.toBeNull();
  expect(snapshot(g)).toEqual(before);
  return e.err;
}
const roll = (s: string): Action => ({ t: "roll", d: s.split("").map(Number) });
const hold = (i: number): Action => ({ t: "hold", i });
const score = (b: number): Action => ({ t: "score", b });

describe("a turn", () => {
  it("first roll throws all five; holds keep dice; at most three rolls", () => {
    const g = game(setup("kniffel"));
    expect(refused(g, hold(0))).toBe("E_NOT_ROLLED");
    expect(refused(g, score(0))).toBe("E_NOT_ROLLED");
    ok(g, roll("12345"), hold(0), hold(4));
    expect(g.held).toBe(0b10001);
    expect(refused(g, roll("22345"))).toBe("E_HELD_CHANGED");
    ok(g, roll("16665"), hold(0));
    expect(g.held).toBe(0b10000); // a held die may be released again
    ok(g, roll("66665"));
    expect(g.roll).toBe(3);
    expect(refused(g, roll("66666"))).toBe("E_NO_ROLLS");
    expect(refused(g, hold(1))).toBe("E_NO_ROLLS");
    ok(g, score(7));
    expect(g.sc[7]).toBe(29);
    expect([g.roll, g.held, Array.from(g.dice)]).toEqual([0, 0, [0, 0, 0, 0, 0]]);
  });

  it("refuses bad dice, a die that does not exist, a box that does not exist, all dice held", () => {
    const g = game(setup("kniffel"));
    expect(refused(g, roll("1234"))).toBe("E_DICE");
    expect(refused(g, roll("12347"))).toBe("E_DICE");
    expect(refused(g, { t: "roll", d: [1, 2, 3, 4, 2.5] })).toBe("E_DICE");
    ok(g, roll("12345"));
    expect(refused(g, hold(5))).toBe("E_DIE");
    expect(refused(g, hold(-1))).toBe("E_DIE");
    expect(refused(g, score(13))).toBe("E_BOX");
    ok(g, hold(0), hold(1), hold(2), hold(3), hold(4));
    expect(refused(g, roll("12345"))).toBe("E_ALL_HELD");
  });

  it("refuses a filled box and a strike the basic rules forbid", () => {
    const g = game(setup("kniffel"));
    ok(g, roll("12345"), score(0), roll("11111"));
    expect(refused(g, score(0))).toBe("E_FILLED");
    expect(refused(g, score(8))).toBe("E_NO_STRIKE");
  });

  it("players take turns in seat order; the game ends after one round per box", () => {
    const g = game(setup("kniffel", ["A", "B", "C"], ["voluntaryStrike"]));
    const seen: number[] = [];
    for (let round = 0; round < 13; round++) {
      for (let p = 0; p < 3; p++) {
        seen.push(g.cur);
        ok(g, roll("12346"), score(round));
      }
    }
    expect(seen.slice(0, 6)).toEqual([0, 1, 2, 0, 1, 2]);
    expect(g.ph).toBe(Phase.Over);
    expect(refused(g, roll("12345"))).toBe("E_OVER");
  });
});

describe("start player roll-off", () => {
  it("the highest sum starts, ties roll again, then seat order from the start player", () => {
    const g = game(setup("kniffel", ["A", "B", "C"], [], true));
    expect(g.ph).toBe(Phase.RollOff);
    expect(refused(g, hold(0))).toBe("E_ROLLOFF");
    expect(refused(g, score(0))).toBe("E_ROLLOFF");
    ok(g, roll("11111"), roll("66555"));
    expect(g.cur).toBe(2);
    ok(g, roll("55566"));
    expect(g.ph).toBe(Phase.RollOff);
    expect(g.ro).toEqual([1, 2]); // 27 and 27: B and C roll again
    expect(Array.from(g.rs)).toEqual([5, 27, 27]);
    ok(g, roll("11112"), roll("22222"));
    expect([g.ph, g.first, g.cur]).toEqual([Phase.Play, 2, 2]);
    const order: number[] = [];
    for (let i = 0; i < 4; i++) {
      order.push(g.cur);
      ok(g, roll("12346"), score(i));
    }
    expect(order).toEqual([2, 0, 1, 2]);
  });

  it("is skipped with one player", () => {
    expect(game(setup("kniffel", ["Solo"], [], true)).ph).toBe(Phase.Play);
  });
});

describe("undo", () => {
  it("takes back only the last entry: same player, dice, holds and rolls; bonus too", () => {
    const g = game(setup("yahtzee", ["A", "B"]));
    ok(g, roll("44444"), score(11), roll("12346"), score(0));
    ok(g, roll("44441"), hold(0), hold(1), hold(2), hold(3), roll("44444"));
    const before = snapshot(g);
    ok(g, score(3));
    expect(g.xk[0]).toBe(1);
    expect(playerTotals(g, 0).extra).toBe(100);
    ok(g, { t: "undo" });
    const after = snapshot(g);
    expect(logEntries(g).slice(-2)).toEqual(["s3", "u"]);
    // Everything but the log and the (now spent) undo record is as before the entry.
    const play = (x: unknown) => ({ ...(x as object), log: [], undoBox: 0, undoPlayer: 0, undoBonus: 0, undoDice: [], undoHeld: 0, undoRoll: 0 });
    expect(play(after)).toEqual(play(before));
    expect(refused(g, { t: "undo" })).toBe("E_NO_UNDO");
    ok(g, score(3)); // the same choice again is allowed
    ok(g, roll("12345"));
    expect(refused(g, { t: "undo" })).toBe("E_NO_UNDO");
  });

  it("reopens a finished game", () => {
    const g = game(setup("kniffel", ["A"], ["voluntaryStrike"]));
    for (let b = 0; b < 13; b++) ok(g, roll("12346"), score(b));
    expect(g.ph).toBe(Phase.Over);
    ok(g, { t: "undo" });
    expect([g.ph, g.turn, g.roll]).toEqual([Phase.Play, 12, 1]);
  });
});

describe("ending and ranking", () => {
  it("end stops the game early; nothing but undo-free silence after", () => {
    const g = game(setup("kniffel", ["A", "B"]));
    ok(g, roll("12345"), { t: "end" });
    expect(g.ph).toBe(Phase.Over);
    expect(refused(g, roll("12345"))).toBe("E_OVER");
    expect(refused(g, { t: "undo" })).toBe("E_NO_UNDO");
  });

  it("equal totals share a place", () => {
    expect(rank([200, 250, 200, 180]).map((r) => [r.player, r.place])).toEqual([[1, 1], [0, 2], [2, 2], [3, 4]]);
    expect(rank([10, 10, 5]).map((r) => r.place)).toEqual([1, 1, 3]);
  });
});

describe("setup", () => {
  it.each([[[]], [["A", "B", "C", "D", "E", "F", "G", "H", "I"]], [[""]], [["a name far too long"]]])("refuses players %j", (names) => {
    const g = newGame({ names: names as string[], rules: setup("kniffel").rules, rolloff: false });
    expect(isError(g) && g.err).toBe("E_PLAYERS");
  });
});
