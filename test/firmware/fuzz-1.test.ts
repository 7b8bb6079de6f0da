// The random-input fuzz on the firmware, part 1 of 2 (test/firmware/fuzz.ts): a file per
// part so that both test workers share it.
import { fuzzPart } from "./fuzz";

fuzzPart(0, 2);
