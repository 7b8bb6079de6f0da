// The page's canvas against every golden of the pixljs (goldens.ts).
import { describeGoldens } from "./goldens";

describeGoldens("pixljs");
