// Every golden screenshot of the Bangle.js 1 on its firmware (goldens.ts). Random inputs still
// reach states above its heap budget (espruino.config.json budgets.heap), so this watch takes
// none here until its heap allows; whole games within the budget are bangle1.test.ts's.
import { describeGoldens } from "./goldens";

describeGoldens("banglejs1", "random inputs still reach states above its heap budget", {
  points: "the sheet for points alone is a long press of up, which no button gives here (BTN1 held opens the game menu)",
});
