import { readFileSync } from "node:fs";
import { Emulator } from "./test/firmware/emulator";
const emu = new Emulator(new Uint8Array(readFileSync(".tmp/firmware/watch.img")), true);
const cal = () => { const b = emu.calls(); emu.exec("for(var i=0;i<10000;i++){}"); return emu.calls() - b; };
const u = (l: string) => console.log(l, emu.eval<number>("process.memory().usage"));
emu.exec('var S=require("Storage");');
emu.exec('var st={read:function(n,o,l){return S.read(n,o,l)},write:function(n,d,o,s){try{if(o===undefined)return S.write(n,d);if(s!==undefined){if(o===0)return S.write(n,d,0,s);return S.write(n,"\\xff",0,s)&&S.write(n,d,o)}return o>0&&S.write(n,d,o)}catch(e){print("WERR "+e);return false}},erase:function(n){S.erase(n)},list:function(p){return S.list().filter(function(x){return x.startsWith(p)}).sort()},free:function(){return 0},map:function(n,o,l){if(o===undefined)return S.read(n)===undefined?undefined:S.readArrayBuffer(n);var p=S.read(n,o,l);return p===undefined?undefined:E.toArrayBuffer(p)}};');
emu.exec('var io={unpack:function(src,at,w,out){E.mapInPlace(new Uint8Array(src.buffer,src.byteOffset+at,w),out,undefined,w)},text:function(b){return E.toString(b)},bytes:function(s){return new Uint8Array(E.toArrayBuffer(s))},crc:function(s){return E.CRC32(s)},inflate:function(s){return E.toString(require("heatshrink").decompress(s))}};');
u("st io");
emu.exec('var M=eval(S.read("kniffel.prep"));'); u("prep module");
emu.exec('var P=M.prepare(st,"kniffel.cs",io);'); u("prep made");
emu.exec("var n=0;");
const c = cal();
let longest = 0;
for (let b = 0; b < 3; b++) { const t = emu.calls(); emu.exec('for(var k=0;k<100&&!P.step();k++)n++;'); console.log("batch", b, "n", emu.eval("n"), ((emu.calls() - t) / c).toFixed(2), "loops"); }
for (let b = 0; b < 30; b++) { const t = emu.calls(); emu.exec('P.step();n++'); longest = Math.max(longest, (emu.calls() - t) / c); }
console.log("longest of 30 steps", longest.toFixed(3));
console.log(emu.takeErrors());
