// The page's canvas against every golden of the banglejs3 (goldens.ts).
import { describeGoldens } from "./goldens";

describeGoldens("banglejs3");
