// Prototype (2026-11-29), not for merge as is: a seccomp filter for bubblewrap's --seccomp FD that
// lets Node start threads (clone with CLONE_THREAD) and refuses new processes (fork, vfork, clone
// without CLONE_THREAD: EAGAIN; clone3: ENOSYS so glibc falls back to clone; x32 syscalls: EAGAIN;
// another architecture: kill). x86_64 only; arm64 needs its own numbers (clone 220, clone3 435).
// Checked by hand: under bwrap --seccomp 9 (9< filter.bpf) Node runs, a Worker runs, spawn and
// spawnSync fail with EAGAIN (/tmp/sc/probe.js).
import { writeFileSync } from 'node:fs';
const LD = 0x20, JEQ = 0x15, JGE = 0x35, JSET = 0x45, RET = 0x06;
const ALLOW = 0x7fff0000, ERRNO = (e) => 0x00050000 | e, KILL = 0x80000000;
const EAGAIN = 11, ENOSYS = 38;
// [label?, code, k, jtLabel?, jfLabel?]
const prog = [
  ['', LD, 4],
  ['', JEQ, 0xc000003e, null, 'kill'],
  ['', LD, 0],
  ['', JGE, 0x40000000, 'again', null],
  ['', JEQ, 435, 'nosys', null],
  ['', JEQ, 57, 'again', null],
  ['', JEQ, 58, 'again', null],
  ['', JEQ, 56, null, 'allow'],
  ['', LD, 16],
  ['', JSET, 0x00010000, 'allow', 'again'],
  ['allow', RET, ALLOW],
  ['again', RET, ERRNO(EAGAIN)],
  ['nosys', RET, ERRNO(ENOSYS)],
  ['kill', RET, KILL],
];
const at = Object.fromEntries(prog.map((p, i) => [p[0], i]).filter(([l]) => l));
const buf = Buffer.alloc(prog.length * 8);
prog.forEach(([, code, k, jt, jf], i) => {
  buf.writeUInt16LE(code, i * 8);
  buf.writeUInt8(jt ? at[jt] - i - 1 : 0, i * 8 + 2);
  buf.writeUInt8(jf ? at[jf] - i - 1 : 0, i * 8 + 3);
  buf.writeUInt32LE(k >>> 0, i * 8 + 4);
});
writeFileSync('/tmp/sc/filter.bpf', buf);

// probe.js, run inside the sandbox:
// const { spawnSync, spawn } = require('node:child_process');
// const { Worker } = require('node:worker_threads');
// const r = spawnSync('/usr/bin/true'); 
// console.log('spawnSync', r.error ? r.error.code : r.status);
// const w = new Worker('require("worker_threads").parentPort.postMessage("worker ok")', { eval: true });
// w.on('message', (m) => { console.log(m); w.terminate(); 
//   const c = spawn('/usr/bin/true'); c.on('error', (e) => console.log('spawn', e.code)); c.on('exit', (code) => console.log('spawn exit', code));
// });
