// The page's canvas against every golden of the banglejs3 (test/web/goldens.ts).
import { describeGoldens } from "../web/goldens";

describeGoldens("banglejs3", true);
