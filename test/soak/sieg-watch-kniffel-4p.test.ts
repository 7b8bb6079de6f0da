// The watches' Sieg (standing-win.ts, in Node) against 3 Profi under the kniffel preset (test/soak/sieg.ts).
import { it } from "vitest";
import { siegDuel, WATCH_DUEL_GAMES } from "./sieg";

it(`the watches' Sieg wins no less than its fair share against Profi, within three standard errors: kniffel, 4 players, ${WATCH_DUEL_GAMES} games`, () => {
  siegDuel("kniffel", 4, 31, "watch");
}, 3_600_000);
