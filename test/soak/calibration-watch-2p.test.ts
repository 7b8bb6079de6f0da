// The watch's chances' calibration in 2-player Profi games (test/soak/calibration.ts).
import { it } from "vitest";
import { CALIBRATION_GAMES, calibrate } from "./calibration";

it(`the watch's chances to win are calibrated in tenths, and beat the naive predictor: 2 players, ${CALIBRATION_GAMES} games`, () => {
  calibrate(2, 20281, "watch");
}, 3_600_000);
