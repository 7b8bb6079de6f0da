// Every golden screenshot of the Bangle.js 1 on its firmware, then random inputs (goldens.ts).
import { describeGoldens } from "./goldens";

describeGoldens("banglejs1");
