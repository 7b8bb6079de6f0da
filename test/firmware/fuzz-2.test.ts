// The random-input fuzz on the Bangle.js 2 firmware, part 2 of 2 (test/firmware/fuzz.ts): a file per
// part so that both test workers share it.
import { fuzzPart } from "./fuzz";

fuzzPart("banglejs2", 1, 2);
