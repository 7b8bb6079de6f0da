// The page's canvas against every golden of the banglejs2 (test/web/goldens.ts).
import { describeGoldens } from "../web/goldens";

describeGoldens("banglejs2", true);
