// Every golden screenshot of the Bangle.js 2 on its firmware, then random inputs (goldens.ts).
import { describeGoldens } from "./goldens";

describeGoldens("banglejs2");
