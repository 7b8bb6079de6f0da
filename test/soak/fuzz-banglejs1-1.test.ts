// 10,000 random inputs on the Bangle.js 1 firmware, part 1 of 2 (test/firmware/fuzz.ts): a file
// per part so that both test workers share it.
import { describeFuzz } from "../firmware/fuzz";

describeFuzz("banglejs1", 10_000, 0, 2);
