// `npm run kniffel -- <command>`: the rules core on the command line. Bad input gets one
// clear line on stderr and exit code 2, never a stack trace.
import { run } from "./run";

const r = run(process.argv.slice(2));
(r.code ? process.stderr : process.stdout).write(r.out + "\n");
process.exitCode = r.code;
