// The random-input fuzz on the Bangle.js 3 firmware, part 1 of 2 (test/firmware/fuzz.ts):
// a file per part so that both test workers share it.
import { fuzzPart } from "./fuzz";

fuzzPart("banglejs3", 0, 2);
