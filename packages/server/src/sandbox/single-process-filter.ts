// A seccomp filter, handed to bubblewrap (`--seccomp FD`), that lets the sandboxed program start
// threads and nothing else: no new process. Node's permission model refuses `child_process`, but a
// worker thread started with flags of its own sheds that model (docs/server.md), and a build's
// render workers need threads; without this, a page could fork until the host runs out of
// processes, and RLIMIT_NPROC does not hold a sandbox whose user is root outside it.
//
// The program is classic BPF over `struct seccomp_data` (linux/seccomp.h): `nr` at offset 0, `arch`
// at 4, the first argument's low 32 bits at 16 on these little-endian machines. A call from another
// architecture (x86_64's 32-bit entry, int 0x80) is killed outright, so its numbers cannot be used
// to go around the checks.
import { arch } from 'node:process';

const load = 0x20; // BPF_LD | BPF_W | BPF_ABS
const jumpIfEqual = 0x15; // BPF_JMP | BPF_JEQ | BPF_K
const jumpIfAtLeast = 0x35; // BPF_JMP | BPF_JGE | BPF_K
const jumpIfAnyBit = 0x45; // BPF_JMP | BPF_JSET | BPF_K
const ret = 0x06; // BPF_RET | BPF_K

const allow = 0x7fff0000; // SECCOMP_RET_ALLOW
const killProcess = 0x80000000; // SECCOMP_RET_KILL_PROCESS
const fail = (errno: number) => 0x00050000 | errno; // SECCOMP_RET_ERRNO
const EAGAIN = 11; // what fork() returns when the process table is full: callers handle it
const ENOSYS = 38; // clone3 unknown: glibc falls back to clone, which is checked below

const cloneThread = 0x00010000; // CLONE_THREAD: the new task shares the caller's process
const x32Bit = 0x40000000; // __X32_SYSCALL_BIT

interface Architecture {
  readonly audit: number;
  readonly clone: number;
  readonly clone3: number;
  /** Calls that always make a process (x86_64's fork and vfork; arm64 has none). */
  readonly forks: readonly number[];
  readonly x32: boolean;
}

const architectures: Partial<Record<NodeJS.Architecture, Architecture>> = {
  // AUDIT_ARCH_X86_64; arch/x86/entry/syscalls/syscall_64.tbl
  x64: { audit: 0xc000003e, clone: 56, clone3: 435, forks: [57, 58], x32: true },
  // AUDIT_ARCH_AARCH64; include/uapi/asm-generic/unistd.h
  arm64: { audit: 0xc00000b7, clone: 220, clone3: 435, forks: [], x32: false },
};

type Jump = 'allow' | 'again' | 'nosys' | 'kill' | null;
type Step = readonly [code: number, k: number, ifTrue?: Jump, ifFalse?: Jump];

/**
 * The filter for this machine's architecture as bytes (8 per instruction, as `seccomp_export_bpf`
 * writes them), or undefined where Docwright has no numbers for it: then the sandbox runs the build
 * without threads.
 */
export function singleProcessFilter(machine: NodeJS.Architecture = arch): Buffer | undefined {
  const numbers = architectures[machine];
  if (!numbers) return undefined;
  const steps: Step[] = [
    [load, 4],
    [jumpIfEqual, numbers.audit, null, 'kill'],
    [load, 0],
    ...(numbers.x32 ? [[jumpIfAtLeast, x32Bit, 'again', null] as const] : []),
    [jumpIfEqual, numbers.clone3, 'nosys', null],
    ...numbers.forks.map((call) => [jumpIfEqual, call, 'again', null] as const),
    [jumpIfEqual, numbers.clone, null, 'allow'],
    [load, 16],
    [jumpIfAnyBit, cloneThread, 'allow', 'again'],
  ];
  const endings: Record<Exclude<Jump, null>, number> = {
    allow,
    again: fail(EAGAIN),
    nosys: fail(ENOSYS),
    kill: killProcess,
  };
  const order = Object.keys(endings) as Exclude<Jump, null>[];
  const at = (jump: Jump, from: number) =>
    jump === null ? 0 : steps.length + order.indexOf(jump) - from - 1;
  const program = Buffer.alloc((steps.length + order.length) * 8);
  steps.forEach(([code, k, ifTrue = null, ifFalse = null], index) => {
    program.writeUInt16LE(code, index * 8);
    program.writeUInt8(at(ifTrue, index), index * 8 + 2);
    program.writeUInt8(at(ifFalse, index), index * 8 + 3);
    program.writeUInt32LE(k >>> 0, index * 8 + 4);
  });
  order.forEach((ending, offset) => {
    const index = steps.length + offset;
    program.writeUInt16LE(ret, index * 8);
    program.writeUInt32LE(endings[ending] >>> 0, index * 8 + 4);
  });
  return program;
}
