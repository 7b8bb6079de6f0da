// Every golden screenshot of the Bangle.js 1 on its firmware, then random inputs (goldens.ts).
import { describeGoldens } from "./goldens";

describeGoldens("banglejs1", undefined, {
  points: "the sheet for points alone is a long press of up, which no button gives here (BTN1 held opens the game menu)",
});
