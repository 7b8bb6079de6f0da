// Sieg against 1 Profi under the kniffel preset (test/soak/sieg.ts).
import { it } from "vitest";
import { DUEL_GAMES, siegDuel } from "./sieg";

it(`Sieg wins more than its fair share against Profi by three standard errors: kniffel, 2 players, ${DUEL_GAMES} games`, () => {
  siegDuel("kniffel", 2, 27);
}, 3_600_000);
