// The page's canvas against the goldens of the banglejs2 that give it every kind of input (goldens.ts);
// npm run soak plays every golden (test/soak/web-goldens-banglejs2.test.ts).
import { describeGoldens } from "./goldens";

describeGoldens("banglejs2", false);
