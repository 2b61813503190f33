// The filter's program run by a small classic-BPF interpreter, for each architecture Docwright
// ships numbers for: arm64 cannot run on this machine, so its program is checked here by what it
// decides. test/security/update-worker-threads-hostile.test.ts runs the real one in bubblewrap.
import { describe, expect, it } from 'vitest';
import { singleProcessFilter } from './single-process-filter.ts';

type Verdict = 'allow' | 'kill' | `errno ${number}` | `other ${number}`;

/** Runs `program` on a `struct seccomp_data` of `arch`, call `nr` and a first argument `flags`. */
function decide(program: Buffer, arch: number, nr: number, flags = 0): Verdict {
  const data = Buffer.alloc(64);
  data.writeInt32LE(nr, 0);
  data.writeUInt32LE(arch, 4);
  data.writeUInt32LE(flags >>> 0, 16);
  let accumulator = 0;
  for (let pc = 0; pc * 8 < program.length; pc++) {
    const code = program.readUInt16LE(pc * 8);
    const ifTrue = program.readUInt8(pc * 8 + 2);
    const ifFalse = program.readUInt8(pc * 8 + 3);
    const k = program.readUInt32LE(pc * 8 + 4);
    const jump = (taken: boolean) => {
      pc += taken ? ifTrue : ifFalse;
    };
    if (code === 0x20) accumulator = data.readUInt32LE(k);
    else if (code === 0x15) jump(accumulator === k);
    else if (code === 0x35) jump(accumulator >= k);
    else if (code === 0x45) jump((accumulator & k) !== 0);
    else if (code === 0x06) {
      if (k === 0x7fff0000) return 'allow';
      if (k === 0x80000000) return 'kill';
      if (k >>> 16 === 0x0005) return `errno ${k & 0xffff}`;
      return `other ${k}`;
    } else throw new Error(`instruction ${code.toString(16)} at ${pc} is not one this filter uses`);
    if (pc * 8 >= program.length) throw new Error('jumped past the end of the program');
  }
  throw new Error('fell off the end of the program without a verdict');
}

const thread = 0x003d0f00; // what glibc's pthread_create passes: CLONE_VM|FS|FILES|SIGHAND|THREAD|SYSVSEM|SETTLS|PARENT_SETTID|CHILD_CLEARTID
const forkLike = 0x01200011; // what glibc's fork passes: SIGCHLD|CLONE_CHILD_SETTID|CLONE_CHILD_CLEARTID
const vforkLike = 0x00004111; // posix_spawn: CLONE_VM|CLONE_VFORK|SIGCHLD

describe.each([
  { machine: 'x64', audit: 0xc000003e, clone: 56, forks: [57, 58], read: 0, other: 0x40000003 },
  { machine: 'arm64', audit: 0xc00000b7, clone: 220, forks: [], read: 63, other: 0x40000028 },
] as const)('on $machine', ({ machine, audit, clone, forks, read, other }) => {
  const program = singleProcessFilter(machine) as Buffer;

  it('allows ordinary calls and new threads', () => {
    expect(decide(program, audit, read)).toBe('allow');
    expect(decide(program, audit, clone, thread)).toBe('allow');
  });

  it('refuses a new process however it is asked for, as a full process table would', () => {
    expect(decide(program, audit, clone, forkLike)).toBe('errno 11');
    expect(decide(program, audit, clone, vforkLike)).toBe('errno 11');
    for (const call of forks) expect(decide(program, audit, call)).toBe('errno 11');
    // clone3 takes its flags in memory the filter cannot read: unknown, so glibc falls back to clone.
    expect(decide(program, audit, 435, thread)).toBe('errno 38');
  });

  it("kills a call made through another architecture's entry (x86_64's int 0x80, arm32 compat)", () => {
    expect(decide(program, other, 2)).toBe('kill');
  });
});

it("refuses x86_64's x32 calls, whose numbers would pass the checks above with the x32 bit set", () => {
  const program = singleProcessFilter('x64') as Buffer;
  expect(decide(program, 0xc000003e, 0x40000000 + 57)).toBe('errno 11');
  expect(decide(program, 0xc000003e, 0x40000000 + 0)).toBe('errno 11');
});

it('has no program for an architecture it has no numbers for (the build then runs without threads)', () => {
  expect(singleProcessFilter('ia32')).toBeUndefined();
  expect(singleProcessFilter('riscv64')).toBeUndefined();
});
