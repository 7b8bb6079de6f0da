'use strict';
/* global require, __dirname */
/* eslint-disable @typescript-eslint/no-require-imports */
// Docs helper for docs/side-by-side.md (not a test; CI does not run it): pictures of two
// BangleApps games as the real Bangle.js 1 firmware (2v29.74, emulated) draws them.
//   node build/side-by-side-apps.cjs <BangleApps checkout or git dir> [out dir]
// Each app is installed as the App Loader would (its metadata.json `storage` entries, the
// BANGLEJS files where an entry has `supports`, `evaluate` entries evaluated on the device),
// loaded, played a little, and shot at scale 1 (240x240) into docs/img/side/<id>-1|2.png.
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const { boot } = require(path.join(__dirname, '..', '..', 'shared', 'emu', 'harness', 'emulator.js'));

const src = process.argv[2];
if (!src) {
  console.error('usage: node build/side-by-side-apps.cjs <BangleApps checkout or git dir> [out dir]');
  process.exit(2);
}
const out = process.argv[3] || path.join(__dirname, '..', 'docs', 'img', 'side');
const worktree = fs.existsSync(path.join(src, 'apps'));
const git = (args) => execFileSync('git', (worktree ? ['-C', src] : ['--git-dir=' + src]).concat(args), { stdio: 'pipe' });
const read = (p) => (worktree ? fs.readFileSync(path.join(src, p)) : git(['show', 'HEAD:' + p]));
let commit = 'unknown';
try { commit = git(['rev-parse', 'HEAD']).toString().trim(); } catch (_e) { /* a plain copy */ }

function install(id) {
  const emu = boot('banglejs1');
  const meta = JSON.parse(read('apps/' + id + '/metadata.json'));
  let app = null;
  for (const f of meta.storage) {
    if (f.supports && f.supports.indexOf('BANGLEJS') < 0) continue;
    const body = read('apps/' + id + '/' + f.url);
    const name = JSON.stringify(f.name);
    if (f.evaluate) emu.eval('require("Storage").write(' + name + ',eval(' + JSON.stringify(body.toString()) + '))');
    else emu.writeFile(f.name, body);
    if (/\.app\.js$/.test(f.name)) app = f.name;
  }
  emu.load(app, 3000);
  return emu;
}

function shot(emu, file, note) {
  const errors = emu.takeErrors();
  if (errors.length) throw new Error(file + ': device error ' + errors[0].message + ' ' + errors[0].details.join(' '));
  emu.screenshot(path.join(out, file), 1);
  console.log(file + ': ' + note);
}

console.log('BangleApps ' + commit + ' (' + src + ')');
fs.mkdirSync(out, { recursive: true });

// 2047pp: swipe left/right over the touch halves (BTN4/BTN5), BTN1 shifts up, BTN3 down.
{
  const emu = install('2047pp');
  const play = (moves) => {
    for (const m of moves) {
      if (m === 'L') emu.swipe(-100, 0);
      else if (m === 'R') emu.swipe(100, 0);
      else emu.pressButton(m === 'U' ? 1 : 3);
    }
  };
  play('LULD');
  shot(emu, '2047pp-1.png', 'after LULD, score ' + emu.eval('twok.score'));
  play('RULDLURD');
  shot(emu, '2047pp-2.png', 'after LULD RULDLURD, score ' + emu.eval('twok.score'));
}

// blackjack: BTN4 (left touch half) hits, BTN5 (right half) stands, BTN1 deals again.
{
  const emu = install('blackjack');
  const hands = () => emu.eval('"you "+calcWeight(player.Hand,0)+", BangleJS "+calcWeight(computer.Hand,0)');
  emu.pressButton(4);
  shot(emu, 'blackjack-1.png', 'after the deal and one Hit (BTN4): ' + hands());
  // stand() lets the dealer draw with a busy wait on the clock, which never ends on the
  // emulator's virtual clock: stand only when the dealer already holds 17 or more.
  if (!emu.eval('ctx.ready && calcWeight(computer.Hand,0)>=17')) {
    throw new Error('blackjack: the round went differently (' + hands() + '); Stand would hang the emulator');
  }
  emu.pressButton(5);
  shot(emu, 'blackjack-2.png', 'after Stand (BTN5): ' + hands());
}
