// The page's canvas against the goldens of the pixljs that give it every kind of input (goldens.ts);
// npm run soak plays every golden (test/soak/web-goldens-pixljs.test.ts).
import { describeGoldens } from "./goldens";

describeGoldens("pixljs", false);
