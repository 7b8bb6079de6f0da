// The simulator's chances' calibration in 4-player Profi games (test/soak/calibration.ts).
import { it } from "vitest";
import { CALIBRATION_GAMES, calibrate } from "./calibration";

it(`the simulator's chances to win are calibrated in tenths, and beat the naive predictor: 4 players, ${CALIBRATION_GAMES} games`, () => {
  calibrate(4, 40281, "simulator");
}, 3_600_000);
