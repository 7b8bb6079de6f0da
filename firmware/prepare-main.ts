// What the first question after an install runs before the coach answers: a module of its
// own (build/bundle.ts), loaded only while the device makes the coach's set-up file and its
// value tables from what the install sent (coach/prepare.ts), and let go before the coach
// module answers, so the coach's heap is that of every other question.
import type { Storage } from "../hal/hal";
import type { PackedIo } from "./coach/packed";
import { prepareJob } from "./coach/prepare";

PREPARE_MODULE = {
  prepare: function (storage: Storage, setupFile: string, io: PackedIo) {
    return prepareJob(storage, io, setupFile);
  },
};
