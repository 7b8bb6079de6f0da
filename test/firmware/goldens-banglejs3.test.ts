// Every golden screenshot of the Bangle.js 3 on its firmware, then random inputs (goldens.ts).
import { describeGoldens } from "./goldens";

describeGoldens("banglejs3");
