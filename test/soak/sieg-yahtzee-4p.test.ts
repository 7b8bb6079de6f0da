// Sieg against 3 Profi under the yahtzee preset (test/soak/sieg.ts).
import { it } from "vitest";
import { DUEL_GAMES, siegDuel } from "./sieg";

it(`Sieg wins more than its fair share against Profi by three standard errors: yahtzee, 4 players, ${DUEL_GAMES} games`, () => {
  siegDuel("yahtzee", 4, 47);
}, 3_600_000);
