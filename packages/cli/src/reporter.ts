import { type Diagnostic, formatDiagnostics } from '@docwright/diagnostics';

const isTty = () => Boolean(process.stderr.isTTY) && !process.env.CI;

/** Prints diagnostics to stderr, colored on a terminal. */
export function printDiagnostics(diagnostics: readonly Diagnostic[]): void {
  if (diagnostics.length > 0) process.stderr.write(`${formatDiagnostics(diagnostics, { color: isTty() })}\n`);
}

/** A one-line progress meter on a TTY; silent elsewhere so logs stay plain. */
export function createProgress(label: string): {
  update: (done: number, total: number) => void;
  end: () => void;
} {
  if (!isTty()) return { update: () => {}, end: () => {} };
  const started = performance.now();
  let last = 0;
  return {
    update(done, total) {
      const now = performance.now();
      if (done !== total && now - last < 80) return;
      last = now;
      const seconds = ((now - started) / 1000).toFixed(1);
      process.stderr.write(`\r${label} ${done}/${total} pages (${seconds}s)\u001b[K`);
    },
    end() {
      process.stderr.write('\r\u001b[K');
    },
  };
}
