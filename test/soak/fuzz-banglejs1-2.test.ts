// 10,000 random inputs on the Bangle.js 1 firmware, part 2 of 2 (test/firmware/fuzz.ts): a file
// per part so that both test workers share it.
import { describeFuzz } from "../firmware/fuzz";

describeFuzz("banglejs1", 10_000, 1, 2);
