// The page's canvas against every golden of the banglejs2 (goldens.ts).
import { describeGoldens } from "./goldens";

describeGoldens("banglejs2");
