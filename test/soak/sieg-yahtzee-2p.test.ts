// Sieg against 1 Profi under the yahtzee preset (test/soak/sieg.ts).
import { it } from "vitest";
import { DUEL_GAMES, siegDuel } from "./sieg";

it(`Sieg wins more than its fair share against Profi by three standard errors: yahtzee, 2 players, ${DUEL_GAMES} games`, () => {
  siegDuel("yahtzee", 2, 27);
}, 3_600_000);
