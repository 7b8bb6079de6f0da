// The test driver's line to a watch whose console is closed (tournament mode:
// hal/espruino/console.ts). The driver types its commands into the USB device (emu/emulator.ts);
// while the console is elsewhere or closed, the firmware hands what arrives there to USB's
// "data" instead of the REPL. This boot file (.boot2, which Espruino runs at every load() and
// power-up) evaluates those commands itself and writes their answers, and every uncaught
// exception, back to USB, so a test still reads the watch and still fails on an exception.
// It also counts NRF.setServices calls, which must stay 0 (the app touches no service).
// Not part of the app: only tests that close the console write it.

/** The boot file's name: after the app's (.boot0) and the test shim's (.boot1). */
export const BRIDGE_FILE = ".boot2";

// Each command comes whole or in pieces; one that does not parse yet ("Got EOF") waits for the
// rest. The driver's answers are print()ed, which goes to the console: here to USB instead
// (String.split: Espruino's RegExp has no \b).
// Installed once per start: a watch bridged again keeps the one it has.
export const BRIDGE =
  'if(global.__in===undefined){global.__in="";global.__svc=0;' +
  "NRF.setServices=function(){__svc++};" +
  'USB.on("data",function(d){__in+=d;if(__in[__in.length-1]!="\\n")return;' +
  'var c=__in.split("\\x10").join("").split("print(").join("USB.println(");' +
  'try{eval(c);__in=""}catch(e){if(!(""+e).includes("EOF")){__in="";USB.write("Uncaught "+e+"\\n")}}});' +
  'process.on("uncaughtException",function(e){USB.write("Uncaught "+e+"\\n")})}';
