// The page's canvas against the goldens of the banglejs3 that give it every kind of input (goldens.ts);
// npm run soak plays every golden (test/soak/web-goldens-banglejs3.test.ts).
import { describeGoldens } from "./goldens";

describeGoldens("banglejs3", false);
