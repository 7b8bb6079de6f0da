// `kniffel best` and `kniffel analyse`: ranked options for a written-down sheet, the loss of
// every decision of a game log, the value table computed on demand, and refusals.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { adviseGame, newCoach } from "../firmware/coach/turn";
import { targetOptions } from "../firmware/coach/target";
import { finalTotals, winChances } from "../firmware/coach/chance";
import { newEstimator } from "../firmware/coach/estimate";
import { chanceTables } from "../sim/advisor";
import type { Game } from "../firmware/core";
import { newGame, Phase, serialize } from "../firmware/core";
import { playTurnBy } from "../sim/follow";
import { run } from "../sim/cli/run";
import type { SheetState } from "../sim/cli/state";
import { parseState } from "../sim/cli/state";
import { DEFAULT_TABLES, valuesFor } from "../sim/cli/tables";
import { sfc32 } from "../sim/rng";
import { rules } from "./core/helpers";

const LENA = new URL("../sim/examples/lena-330.json", import.meta.url).pathname;
const notes: string[] = [];
const io = { note: (line: string) => void notes.push(line) };
const json = (argv: string[]) => {
  const r = run(argv.concat("--json"), io);
  expect(r.code, r.out).toBe(0);
  return JSON.parse(r.out);
};
const tmp = () => mkdtempSync(join(tmpdir(), "kniffel-coach-"));

interface OptionJson { rank: number; kind: string; box?: string; held?: number[]; points?: number; bonus?: number; ev: number; loss: number }

describe("kniffel best", () => {
  it("empty Yahtzee sheet, 1-2-3-4-5 after the last roll: the large straight", () => {
    const j = json(["best", "-", "31524", "0", "--rules", "yahtzee"]);
    expect(j.options[0]).toMatchObject({ rank: 1, kind: "box", box: "largeStraight", points: 40, loss: 0 });
    expect(j.options.every((o: OptionJson) => o.kind === "box")).toBe(true);
    expect(j.options).toHaveLength(13);
  });

  it("ranks every allowed box and every distinct keep, best first, with the loss against the best", () => {
    const j = json(["best", "-", "66421", "2", "--rules", "yahtzee"]);
    // 6-6-4-2-1 holds 3 x 2 x 2 x 2 = 24 different sets of dice; all five is no keep.
    expect(j.options.filter((o: OptionJson) => o.kind === "keep")).toHaveLength(23);
    expect(j.options).toHaveLength(36);
    expect(j.options[0]).toMatchObject({ kind: "keep", held: [6, 6], loss: 0 });
    for (let i = 1; i < j.options.length; i++) {
      expect(j.options[i].ev).toBeLessThanOrEqual(j.options[i - 1].ev);
      expect(j.options[i].loss).toBeCloseTo(j.options[0].ev - j.options[i].ev, 1);
    }
    // Holding nothing is listed as rerolling all five.
    expect(j.options.some((o: OptionJson) => o.kind === "keep" && o.held!.length === 0)).toBe(true);
  });

  it("a later Yahtzee under the joker rule must go into its upper box, with the 100 bonus", () => {
    const j = json(["best", "kniffel=50,extra=100,ones=3", "66666", "0", "--rules", "yahtzee"]);
    expect(j.options).toEqual([expect.objectContaining({ box: "sixes", points: 30, bonus: 100 })]);
    expect(j.banked).toBe(153);
    expect(j.state).toBe("ones=3,kniffel=50,extra=100");
  });

  it("prints a table in German by default and in English on request", () => {
    const de = run(["best", "sixes=24,threeKind=26", "66421", "1"], io);
    expect(de.code).toBe(0);
    expect(de.out).toMatch(/Kniffel \(Schmidt\) \u00b7 W\u00fcrfel 6 6 4 2 1 \u00b7 noch 1 Wurf/);
    expect(de.out).toMatch(/Blatt: sixes=24,threeKind=26 \(50 Punkte\)/);
    expect(de.out).toMatch(/^\s+1 {2}halten /m);
    const en = run(["best", "-", "12345", "0", "--lang", "en"], io);
    expect(en.out).toMatch(/^\s+1 {2}Large straight: 40 /m);
  });

  it.each([
    [["best", "-", "12345"], /Aufruf: kniffel best/],
    [["best", "", "12345", "1"], /Das Blatt fehlt/],
    [["best", "sixes:24", "12345", "1"], /Blatt-Eintrag "sixes:24" unverst\u00e4ndlich/],
    [["best", "sechser=24", "12345", "1"], /Unbekanntes Feld sechser \(ones, twos/],
    [["best", "sixes=25", "12345", "1"], /Diese Punktzahl kann das Feld nicht haben: sixes=25/],
    [["best", "fullHouse=20", "12345", "1"], /fullHouse=20/],
    [["best", "sixes=24,Sixes=18", "12345", "1"], /Feld sixes steht zweimal/],
    [["best", "extra=50", "12345", "1"], /Zusatz-Kniffel-Punkte 50 passen nicht/],
    [["best", "kniffel=50,extra=60", "12345", "1"], /Zusatz-Kniffel-Punkte 60/],
    [["best", "-", "1234", "1"], /F\u00fcnf W\u00fcrfel/],
    [["best", "-", "12345", "3"], /W\u00fcrfe \u00fcbrig: 0, 1 oder 2, nicht "3"/],
    [["best", "-", "12345", "1", "--rules", "poker"], /Unbekannter Regelsatz/],
    [["best", "onePair=12", "12345", "1"], /Unbekanntes Feld onePair/],
  ])("%j is refused in one line", (argv, msg) => {
    const r = run(argv, io);
    expect(r.code).toBe(2);
    expect(r.out).toMatch(msg);
    expect(r.out.split("\n")).toHaveLength(1);
  });

  it("a full sheet has nothing to decide", () => {
    const full = "ones=3,twos=6,threes=9,fours=12,fives=15,sixes=18,threeKind=20,fourKind=0,fullHouse=25,smallStraight=30,largeStraight=40,kniffel=0,chance=22";
    expect(run(["best", full, "12345", "0"], io)).toEqual({ code: 2, out: "Das Blatt ist voll: es gibt nichts mehr zu entscheiden." });
  });

  it("the state notation reads Yatzy's boxes and round-trips", () => {
    const r = rules("yatzy");
    const st = parseState("onePair=12,twoPairs=22,yatzy=50", r);
    expect("sc" in st && Array.from(st.sc)).toEqual([-1, -1, -1, -1, -1, -1, 12, 22, -1, -1, -1, -1, -1, -1, 50]);
    expect(parseState("kniffel=50", r)).toMatchObject({ key: "stateBox" });
  });
});

describe("the value table on demand", () => {
  it("is computed when its file is missing or no table of this format (both said on stderr), cached, then read", () => {
    const dir = tmp();
    const file = join(dir, "kniffel_fullHouseScoresSum.bin");
    writeFileSync(file, "not a table");
    notes.length = 0;
    const argv = ["best", "-", "66666", "0", "--house", "fullHouseScoresSum", "--tables", dir, "--lang", "en"];
    const r = run(argv, io);
    expect(r.code).toBe(0);
    expect(notes).toEqual([`${file} is not a value table of this format (an older one?): it is computed again.`, "Computing the value table for kniffel_fullHouseScoresSum (a few seconds) ..."]);
    expect(r.out).toMatch(/^\s+1 {2}Yahtzee: 50 /m);
    expect(readdirSync(dir)).toEqual(["kniffel_fullHouseScoresSum.bin"]);
    expect(readFileSync(file).length).toBe(28 + 2 * 359_424);
    notes.length = 0;
    expect(run(argv, io)).toEqual(r);
    expect(notes).toEqual([]);
    const seen: string[] = [];
    expect(valuesFor(rules("kniffel", ["fullHouseScoresSum"]), dir, (key) => seen.push(key))(0)).toBeGreaterThan(0);
    expect(seen).toEqual([]);
  }, 60_000);
});

describe("kniffel best --target", () => {
  // Kniffel: 213 banked with Kniffel and Chance free; 250 needs the Kniffel.
  const STATE = "ones=3,twos=6,threes=9,fours=12,fives=15,sixes=18,threeKind=20,fourKind=0,fullHouse=25,smallStraight=30,largeStraight=40";

  it("ranks every option by its exact chance of at least the target, as the engine computes it", () => {
    const j = json(["best", STATE, "66621", "2", "--target", "250"]);
    const st = parseState(STATE, rules("kniffel", []));
    if ("key" in st) throw new Error(st.key);
    const engine = targetOptions(rules("kniffel", []), st.sc, st.extra, [6, 6, 6, 2, 1], 2, 250);
    expect(j.target).toBe(250);
    expect(j.banked).toBe(213);
    expect(j.options.map((o: { p: number }) => o.p)).toEqual(engine.map((o) => o.p));
    // Three sixes held: the Kniffel is likeliest that way; entering now gives it up.
    expect(j.options[0]).toMatchObject({ rank: 1, kind: "keep", held: [6, 6, 6], loss: 0 });
    const chanceBox = j.options.find((o: { box?: string }) => o.box === "chance");
    expect(chanceBox.p).toBeLessThan(j.options[0].p);
    expect(j.options[0].p).toBeGreaterThan(0.03);
    expect(j.options[0].p).toBeLessThan(0.3);
  });

  it("says the chance in percent in the text", () => {
    const r = run(["best", STATE, "66621", "2", "--target", "250", "--lang", "en"], io);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/≥ 250/);
    expect(r.out).toMatch(/^ {3}1 {2}hold 6 6 6 +\d+\.\d\d % +0\.00 %$/m);
  });

  it("refuses more than three free boxes and a target that is no number, changing nothing", () => {
    const four = run(["best", "ones=3,twos=6,threes=9,fours=12,fives=15,sixes=18,threeKind=20,fourKind=0,fullHouse=25", "66621", "2", "--target", "250", "--lang", "en"], io);
    expect(four).toEqual({ code: 2, out: "--target is exact for at most 3 free boxes; the state has 4." });
    const bad = run(["best", STATE, "66621", "2", "--target", "viel"], io);
    expect(bad).toEqual({ code: 2, out: "--target braucht eine ganze Zahl von 0 bis 2000, nicht \"viel\"." });
  });
});

describe("kniffel chance", () => {
  // The last round: player 1 has Kniffel free (235 banked), player 2 Chance (218), player 3 has finished with 243.
  const P1 = "ones=3,twos=6,threes=9,fours=12,fives=15,sixes=18,threeKind=20,fourKind=0,fullHouse=25,smallStraight=30,largeStraight=40,chance=22";
  const P2 = "ones=2,twos=6,threes=9,fours=12,fives=15,sixes=24,threeKind=20,fourKind=0,fullHouse=25,smallStraight=30,largeStraight=40,kniffel=0";
  const P3 = "ones=3,twos=6,threes=9,fours=12,fives=15,sixes=18,threeKind=20,fourKind=0,fullHouse=25,smallStraight=30,largeStraight=0,kniffel=50,chance=20";
  const STATES = [P1, P2, P3].join(";");

  it("gives each player's exact chance to win, as the engine computes it; they add up to one", () => {
    const j = json(["chance", STATES]);
    const r = rules("kniffel", []);
    const cols = [P1, P2, P3].map((t) => parseState(t, r, true) as SheetState);
    const engine = winChances(cols.map((col) => finalTotals(newCoach(r), col)));
    expect(j.exact).toBe(true);
    expect(j.players.map((p: { banked: number }) => p.banked)).toEqual([235, 218, 243]);
    expect(j.players.map((p: { p: number }) => p.p)).toEqual(engine);
    expect(engine.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    // Player 3 has finished: the others need a Kniffel (player 1) or Chance 26 or more (player 2) to pass 243.
    expect(j.players[2].p).toBeGreaterThan(j.players[1].p);
    expect(j.players[1].p).toBeGreaterThan(j.players[0].p);
  });

  it("mid-turn: the player to move with dice and rolls left", () => {
    const good = json(["chance", STATES, "--turn", "1", "--dice", "66666", "--rolls", "2"]);
    expect(good.players[0].finalMean).toBe(235 + 50); // a Kniffel in hand: entered
    expect(good.players[0].p).toBeCloseTo(1, 12); // 285: player 2 reaches 248 at most
    const bad = json(["chance", STATES, "--turn", "1", "--dice", "12346", "--rolls", "0"]);
    expect(bad.players[0].p).toBe(0); // no Kniffel and no roll left: 235 < 243
    expect(good.turn).toBe(1);
  });

  it("before the last round: the estimate by default (method, no standard error), equal to the engine's; within its measured error of 4,000 rollouts", () => {
    const early = [P1.replace(",chance=22", "").replace(",sixes=18", ""), P2].join(";"); // player 1: three boxes free
    const j = json(["chance", early]);
    expect(j.method).toBe("estimate");
    expect(j.exact).toBe(false);
    const r = rules("kniffel", []);
    const cols = early.split(";").map((t) => parseState(t, r, true) as SheetState);
    const engine = newEstimator(newCoach(r), chanceTables(r, DEFAULT_TABLES, () => undefined)).chances(cols);
    expect(j.players.map((p: { p: number }) => p.p)).toEqual(engine);
    const roll = json(["chance", early, "--rollouts", "4000", "--seed", "3"]);
    expect(roll.method).toBe("rollouts");
    // The estimate against rollouts: 0.96 points on average over positions of Profi games, up to 9.4 at one (docs/chances.md); here about 2.8.
    for (let i = 0; i < 2; i++) expect(Math.abs(j.players[i].p - roll.players[i].p)).toBeLessThanOrEqual(0.03 + 3 * roll.players[i].se);
    // Mid-turn: a Kniffel in hand puts player 1 ahead.
    const kniffel = json(["chance", early, "--turn", "1", "--dice", "55555", "--rolls", "2"]);
    expect(kniffel.players[0].p).toBeGreaterThan(j.players[0].p + 0.2);
  });

  it("before the last round with --rollouts: estimated by rollouts with their standard error, the same for the same seed", () => {
    const early = [P1.replace(",chance=22", "").replace(",sixes=18", ""), P2].join(";"); // player 1: three boxes free
    const a = json(["chance", early, "--rollouts", "500", "--seed", "9"]);
    expect(a.exact).toBe(false);
    expect(a.method).toBe("rollouts");
    expect(a.rollouts).toBe(500);
    expect(a.players.map((p: { p: number }) => p.p).reduce((x: number, y: number) => x + y, 0)).toBeCloseTo(1, 12);
    for (const p of a.players) expect(p.se).toBeGreaterThan(0);
    expect(json(["chance", early, "--rollouts", "500", "--seed", "9"])).toEqual(a);
    expect(json(["chance", early, "--rollouts", "500", "--seed", "10"]).players[0].p).not.toBe(a.players[0].p);
  });

  it("refuses, in one line: dice without --turn, a finished player's turn, too few rollouts", () => {
    expect(run(["chance", STATES, "--dice", "66666", "--rolls", "1", "--lang", "en"], io)).toEqual({ code: 2, out: "--dice and --rolls go together and need --turn." });
    expect(run(["chance", STATES, "--turn", "3", "--lang", "en"], io)).toEqual({ code: 2, out: "--turn needs the number of a player with a free box (1 to 3), not \"3\"." });
    expect(run(["chance", "sixes=24;" + P2, "--rollouts", "50", "--lang", "en"], io)).toEqual({ code: 2, out: "--rollouts needs a whole number from 100 to 1000000, not \"50\"." });
  });
});

describe("kniffel analyse", () => {
  beforeAll(() => {
    valuesFor(rules("yahtzee"), DEFAULT_TABLES, () => undefined);
  }, 60_000);

  it("Lena's 330: 13 entries, each valued; the Kniffel first is optimal, the total is the sum", () => {
    const j = json(["analyse", LENA]);
    expect(j.decisions).toHaveLength(13);
    expect(j.decisions[0]).toMatchObject({ player: "Lena", round: 1, roll: 1, dice: [1, 1, 1, 1, 1], choice: { box: "kniffel", loss: 0 } });
    const total = j.decisions.reduce((s: number, d: { choice: { loss: number } }) => s + d.choice.loss, 0);
    expect(j.players[0].loss).toBeCloseTo(total, 1);
    expect(j.players[0]).toMatchObject({ name: "Lena", decisions: 13, score: 330 });
    expect(j.optimalExpected).toBeCloseTo(244.08, 2);
  });

  it("a game played by the exact coach loses nothing", () => {
    const r = rules("yahtzee");
    const value = valuesFor(r, DEFAULT_TABLES, () => undefined);
    const c = newCoach(r);
    const g = newGame({ names: ["Ada", "Bo"], rules: r, rolloff: false }) as Game;
    const next = sfc32(5);
    let decided = 0;
    while (g.ph !== Phase.Over) decided += playTurnBy(g, (at) => adviseGame(c, at, value)[0], next);
    const file = join(tmp(), "game.json");
    writeFileSync(file, serialize(g));
    const j = json(["analyse", file]);
    expect(j.decisions).toHaveLength(decided);
    expect(j.players.map((p: { loss: number }) => p.loss)).toEqual([0, 0]);
    expect(j.players.map((p: { decisions: number }) => p.decisions).reduce((a: number, b: number) => a + b)).toBe(decided);
  });

  it("each player on their own sheet; an undone entry is not counted, the one made instead is", () => {
    const rec = {
      v: 1, rules: rules("yahtzee"), players: ["Ada", "Bo"], rolloff: false,
      log: ["r66662", "s5", "u", "s12", "r12345", "h0", "h1", "h2", "h3", "r12343", "s9"],
    };
    const file = join(tmp(), "undo.json");
    writeFileSync(file, JSON.stringify(rec));
    const j = json(["analyse", file]);
    expect(j.decisions.map((d: { entry: number; player: string }) => `${d.entry} ${d.player}`)).toEqual(["3 Ada", "9 Bo", "10 Bo"]);
    expect(j.decisions[1]).toMatchObject({ roll: 1, rollsLeft: 2, choice: { kind: "keep", held: [1, 2, 3, 4] } });
    expect(j.decisions[2].choice).toMatchObject({ box: "smallStraight", points: 30 });
    // Chance with 6-6-6-6-2 on an empty sheet gives away far more than the Sixes would.
    expect(j.decisions[0].choice.loss).toBeGreaterThan(1);
    const text = run(["analyse", file], io).out;
    expect(text).toMatch(/Ada: \d+\.\d\d Punkte in 1 Entscheidungen/);
    expect(text).toMatch(/halten 1 2 3 4/);
  });

  it.each([
    [["analyse"], /genau eine Protokolldatei/],
    [["analyse", "/nonexistent/x.json"], /Datei kann nicht gelesen werden/],
  ])("%j is refused", (argv, msg) => {
    const r = run(argv, io);
    expect([r.code, r.out]).toEqual([2, expect.stringMatching(msg)]);
  });

  it("a malformed log names the entry", () => {
    const file = join(tmp(), "bad.json");
    writeFileSync(file, JSON.stringify({ v: 1, rules: rules("kniffel"), players: ["A"], rolloff: false, log: ["r12345", "s42"] }));
    const r = run(["analyse", file], io);
    expect(r.code).toBe(2);
    expect(r.out).toMatch(/Protokolleintrag 1/);
  });
});
