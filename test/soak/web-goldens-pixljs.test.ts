// The page's canvas against every golden of the pixljs (test/web/goldens.ts).
import { describeGoldens } from "../web/goldens";

describeGoldens("pixljs", true);
