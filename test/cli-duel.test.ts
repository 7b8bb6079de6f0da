// `kniffel duel`: whole games between computer levels, the same figures for the same seed,
// the levels' order of strength, and one clear line for every bad argument.
import { describe, expect, it } from "vitest";
import { run } from "../sim/cli/run";

const notes: string[] = [];
const io = { note: (line: string) => void notes.push(line) };

interface SeatJson { seat: number; level: string; mean: number; sd: number; se: number; winShare: number; moves: number; msPerMove: number }

function duelJson(argv: string[]): { games: number; seed: number | null; rules: { preset: string }; players: SeatJson[] } {
  const r = run(["duel", ...argv, "--json"], io);
  expect(r.code, r.out).toBe(0);
  return JSON.parse(r.out);
}

describe("kniffel duel", () => {
  it("plays the levels against each other: each seat's mean, SD, win share and time per move", () => {
    const j = duelJson(["--players", "gut,locker", "--games", "200", "--rules", "yahtzee", "--seed", "7"]);
    expect(j.games).toBe(200);
    expect(j.rules.preset).toBe("yahtzee");
    expect(j.players.map((p) => p.level)).toEqual(["gut", "locker"]);
    const [gut, locker] = j.players;
    expect(gut.winShare + locker.winShare).toBeCloseTo(1, 6);
    expect(gut.mean).toBeGreaterThan(locker.mean + 20); // 200 games: the gap (~50) is many SEs
    expect(gut.winShare).toBeGreaterThan(0.6);
    for (const p of j.players) {
      expect(p.sd).toBeGreaterThan(20);
      expect(p.se).toBeCloseTo(p.sd / Math.sqrt(200), 1);
      expect(p.moves).toBeGreaterThanOrEqual(200 * 13);
      expect(p.msPerMove).toBeGreaterThan(0);
    }
  });

  it("gives the same games for the same seed, other games for another", () => {
    const argv = ["--players", "locker,locker", "--games", "50", "--seed", "3"];
    const a = duelJson(argv).players.map((p) => p.mean);
    expect(duelJson(argv).players.map((p) => p.mean)).toEqual(a);
    expect(duelJson(["--players", "locker,locker", "--games", "50", "--seed", "4"]).players.map((p) => p.mean)).not.toEqual(a);
  });

  it("Profi reads the exact table (Kniffel default rules) and prints a table in German or English", () => {
    const de = run(["duel", "--players", "profi,locker", "--games", "20", "--seed", "1"], io);
    expect(de.code, de.out).toBe(0);
    expect(de.out.split("\n")[0]).toBe("20 Spiele, Kniffel (Schmidt)");
    expect(de.out).toMatch(/^Platz +Stufe +Schnitt +SD +Siege +ms\/Zug$/m);
    expect(de.out).toMatch(/^1 +profi +\d+\.\d\d +\d+\.\d\d +\d+\.\d ± \d+\.\d %/m);
    const en = run(["duel", "--players", "locker", "--games", "5", "--lang", "en"], io);
    expect(en.out).toMatch(/^Seat +Level +Mean +SD +Wins +ms\/move$/m);
    expect(en.out).toMatch(/^1 +locker .* 100\.0 ± 0\.0 %/m);
  });

  it.each([
    [["--players", "profi,meister"], /Unbekannte Spielstärke "meister"\. Gültig: profi, gut, locker, sieg\./],
    [[], /Bitte die Spieler mit --players angeben/],
    [["--players", "gut,gut,gut,gut,gut,gut,gut,gut,gut"], /1 bis 8 Stufen/],
    [["--players", "gut", "--games", "0"], /--games braucht eine ganze Zahl von 1 bis 1000000, nicht "0"/],
    [["--players", "gut", "--games", "1e3"], /nicht "1e3"/],
    [["--players", "gut", "--seed", "x"], /--seed braucht eine ganze Zahl/],
    [["--players", "gut", "--rules", "foo"], /Unbekannter Regelsatz "foo"/],
    [["--players", "gut", "extra"], /Ungültige Angaben: extra/],
  ])("refuses %j with one line and exit code 2", (argv, message) => {
    const r = run(["duel", ...argv], io);
    expect(r.code).toBe(2);
    expect(r.out).toMatch(message);
    expect(r.out.split("\n")).toHaveLength(1);
  });
});

describe("kniffel duel with Sieg", () => {
  it("gives each seat's share with its standard error (JSON), the shares summing to one", () => {
    const r = run(["duel", "--players", "sieg,profi", "--games", "100", "--seed", "5", "--json"], io);
    expect(r.code, r.out).toBe(0);
    const j = JSON.parse(r.out) as { players: { level: string; winShare: number; winShareSe: number }[] };
    expect(j.players.map((p) => p.level)).toEqual(["sieg", "profi"]);
    expect(j.players[0].winShare + j.players[1].winShare).toBeCloseTo(1, 3);
    for (const p of j.players) expect(p.winShareSe).toBeCloseTo(Math.sqrt((p.winShare * (1 - p.winShare)) / 100), 2);
  });
});
