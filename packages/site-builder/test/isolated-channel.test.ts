// The parent's side of the build channel against real child processes that break the protocol:
// each is killed and named, nothing reaches Pagefind, and the parent (this test process) lives on.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ChannelLimits, channelLimits } from '../src/isolation/channel-protocol.ts';
import { serveChannel } from '../src/isolation/isolated-channel.ts';
import { localBuildServices } from '../src/outputs/local-build-services.ts';

/** Calls as the build makes them, each awaited, and the report. */
const prelude = `
  const waiting = new Map();
  let next = 0;
  process.on('message', (m) => { waiting.get(m.id)?.(m); waiting.delete(m.id); });
  const call = (method, argument) => new Promise((resolve) => {
    const id = next++;
    waiting.set(id, resolve);
    process.send({ kind: 'call', id, method, argument });
  });
  const report = (pages = 0) => new Promise((resolve) =>
    process.send({ kind: 'result', ok: true, pages, endpoints: 0, diagnostics: [] }, resolve));
  const done = () => process.disconnect();
  const options = { forceLanguage: 'en', excludeSelectors: ['.dw-anchor'] };
`;

function build(body: string) {
  const child = spawn(process.execPath, ['-e', `${prelude}(async () => { ${body} })()`], {
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    serialization: 'advanced',
  });
  child.stderr?.resume();
  return child;
}

async function serve(body: string, limits: ChannelLimits = channelLimits) {
  const child = build(body);
  const outcome = await serveChannel(child, localBuildServices, limits);
  return { outcome, signal: child.signalCode };
}

/** Pagefind processes this process started that are still running. */
function pagefindChildren(): number[] {
  return readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .filter((pid) => {
      try {
        const status = readFileSync(`/proc/${pid}/status`, 'utf8');
        return /^Name:\s*pagefind/m.test(status) && new RegExp(`^PPid:\\s*${process.pid}$`, 'm').test(status);
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe('serveChannel', { timeout: 30_000 }, () => {
  it('answers the calls a build makes and closes its Pagefind process at the end', async () => {
    const { outcome } = await serve(`
      const created = await call('createSearchIndex', options);
      if (created.value.errors.length) throw new Error('no index');
      await call('addHTMLFile', { url: '/guide', content: '<html lang="en"><body><h1>Guide</h1><p>webhooks</p></body></html>' });
      const { value } = await call('getFiles');
      await call('deleteIndex');
      await report(value.files.filter((f) => f.path === 'pagefind-entry.json' && f.content.length > 0).length);
      done();
    `);
    expect(outcome).toEqual({
      kind: 'report',
      report: { kind: 'result', ok: true, pages: 1, endpoints: 0, diagnostics: [] },
    });
    await expect.poll(pagefindChildren).toEqual([]);
  });

  it('kills a build that passes Pagefind an option it does not use; Pagefind writes nothing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'channel-'));
    const logfile = join(dir, 'pagefind.log');
    const { outcome, signal } = await serve(`
      await call('createSearchIndex', { ...options, logfile: ${JSON.stringify(logfile)}, forceLanguage: 'en\\nINJECTED' });
      await report();
    `);
    expect(outcome).toEqual({
      kind: 'violation',
      reason: `createSearchIndex's argument: unknown field "logfile"`,
    });
    expect(signal).toBe('SIGKILL');
    expect(existsSync(logfile)).toBe(false);
    await expect.poll(pagefindChildren).toEqual([]);
  });

  it('kills a build that passes a language with a newline, or one long enough to make Pagefind panic', async () => {
    for (const forceLanguage of ['en\nINJECTED', 'a'.repeat(40)]) {
      const { outcome } = await serve(
        `await call('createSearchIndex', { ...options, forceLanguage: ${JSON.stringify(forceLanguage)} }); await report();`,
      );
      expect(outcome).toEqual({
        kind: 'violation',
        reason: expect.stringMatching(/^createSearchIndex's argument: forceLanguage: /),
      });
    }
  });

  it('kills a build that sends what would make Node end the parent', async () => {
    // Node's own reader asserts on these, or throws on bytes it cannot deserialize.
    const cases = {
      "process.send({ cmd: 'NODE_HANDLE_ACK' })": /^a message: unknown field "cmd"$/,
      "process.send({ cmd: 'NODE_HANDLE_NACK' })": /^a message: unknown field "cmd"$/,
      "require('fs').writeSync(3, Buffer.from([0, 0, 0, 8, 0xff, 0x0f, 0x99, 0x99, 0x99, 0x99, 0x99, 0x99]))":
        /does not deserialize/,
      "require('fs').writeSync(3, Buffer.from([0xff, 0xff, 0xff, 0xf0, 1, 2, 3]))": /over the 4 MB limit/,
      "process.send({ kind: 'call', id: 1, method: 'getFiles', argument: new Uint8Array(4) })":
        /does not deserialize/,
    };
    for (const [send, reason] of Object.entries(cases)) {
      const { outcome } = await serve(`${send}; await new Promise((r) => setTimeout(r, 5000));`);
      expect(outcome).toEqual({ kind: 'violation', reason: expect.stringMatching(reason) });
    }
  });

  it('refuses a message over the size limit from its length, before holding its bytes', async () => {
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const { outcome } = await serve(
      `process.send({ kind: 'call', id: 1, method: 'addHTMLFile', argument: { url: '/x', content: Buffer.alloc(400e6, 120) } });
       await new Promise((r) => setTimeout(r, 10000));`,
    );
    clearInterval(sampler);
    expect(outcome).toEqual({ kind: 'violation', reason: 'a message of 381 MB is over the 4 MB limit' });
    expect(peak - before).toBeLessThan(100e6);
  });

  it('kills a build that floods the parent with calls', async () => {
    const { outcome } = await serve(`
      await call('createSearchIndex', options);
      for (let i = 0; i < 10000; i++) process.send({ kind: 'call', id: 100 + i, method: 'addHTMLFile', argument: { url: '/p' + i, content: 'x' } });
      await new Promise((r) => setTimeout(r, 10000));
    `);
    expect(outcome).toEqual({ kind: 'violation', reason: 'it had more than 24 calls awaiting an answer' });
    await expect.poll(pagefindChildren).toEqual([]);
  });

  it('bounds the calls of each method and the bytes of a build', async () => {
    const limits = {
      ...channelLimits,
      totalBytes: 1024 * 1024,
      calls: { ...channelLimits.calls, addHTMLFile: 3 },
    };
    const pages = (count: number, size: number) => `
      await call('createSearchIndex', options);
      for (let i = 0; i < ${count}; i++) await call('addHTMLFile', { url: '/p' + i, content: 'x'.repeat(${size}) });
      await report();
      done();`;
    expect((await serve(pages(3, 10), limits)).outcome.kind).toBe('report');
    expect((await serve(pages(4, 10), limits)).outcome).toEqual({
      kind: 'violation',
      reason: 'it called addHTMLFile more than 3 times',
    });
    expect((await serve(pages(3, 400_000), limits)).outcome).toEqual({
      kind: 'violation',
      reason: 'it sent more than 1 MB in all',
    });
    const creations = (count: number) =>
      `for (let i = 0; i < ${count}; i++) await call('createSearchIndex', options); await report(); done();`;
    const twoIndexes = { ...channelLimits, calls: { ...channelLimits.calls, createSearchIndex: 2 } };
    expect((await serve(creations(3), twoIndexes)).outcome).toEqual({
      kind: 'violation',
      reason: 'it called createSearchIndex more than 2 times',
    });
    expect((await serve('await report(); await report(); done();')).outcome).toEqual({
      kind: 'violation',
      reason: 'it sent a second report',
    });
    await expect.poll(pagefindChildren).toEqual([]);
  });

  it('holds one index at a time, each in a Pagefind process of its own', async () => {
    let most = 0;
    const sampler = setInterval(() => {
      most = Math.max(most, pagefindChildren().length);
    }, 20);
    const { outcome } = await serve(`
      for (let i = 0; i < 3; i++) {
        await call('createSearchIndex', options);
        await call('addHTMLFile', { url: '/p' + i, content: '<html lang="en"><body><p>page</p></body></html>' });
        await new Promise((r) => setTimeout(r, 300));
      }
      const { value } = await call('getFiles');
      await report(value.files.length > 0 ? 1 : 0);
      done();
    `);
    clearInterval(sampler);
    expect(outcome).toMatchObject({ kind: 'report', report: { pages: 1 } });
    expect(most).toBe(1);
    await expect.poll(pagefindChildren).toEqual([]);
  });

  it("cuts a build's report to what the protocol takes: errors first, no frames, short texts", async () => {
    const channel = new URL('../src/isolation/isolated-channel.ts', import.meta.url).href;
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { reportOverChannel } from ${JSON.stringify(channel)};
         const warning = { code: 'w', severity: 'warning', message: 'm'.repeat(5000), hint: 'h', frame: 'f'.repeat(5000) };
         const error = { code: 'e', severity: 'error', message: 'broken', file: 'a.mdx', line: 3, column: 4, frame: '>' };
         await reportOverChannel({ ok: false, pages: 0, endpoints: 0, diagnostics: [...Array(12000).fill(warning), error] });
         process.disconnect();`,
      ],
      { stdio: ['ignore', 'ignore', 'inherit', 'ipc'], serialization: 'advanced' },
    );
    const outcome = await serveChannel(child, localBuildServices);
    if (outcome.kind !== 'report') throw new Error(`no report: ${JSON.stringify(outcome)}`);
    const { diagnostics } = outcome.report;
    // As many as half a message holds: about a thousand of these.
    expect(diagnostics.length).toBeGreaterThan(1000);
    expect(diagnostics.length).toBeLessThan(1100);
    expect(diagnostics[0]).toEqual({
      code: 'e',
      severity: 'error',
      message: 'broken',
      file: 'a.mdx',
      line: 3,
      column: 4,
    });
    expect(diagnostics[1]).toEqual({ code: 'w', severity: 'warning', message: `${'m'.repeat(1000)}…` });
  });

  it('says a build exited without a report', async () => {
    expect((await serve('process.exit(3)')).outcome).toEqual({ kind: 'exited' });
  });
});

describe('localBuildServices', () => {
  it('fails only the index whose Pagefind panicked, at once and naming the panic; the next index works', async () => {
    const page = { url: '/a', content: '<html lang="en"><body><p>hello</p></body></html>' };
    const broken = await localBuildServices.createSearchIndex({
      forceLanguage: 'a'.repeat(40),
      excludeSelectors: [],
    });
    const failed = broken.index?.addHTMLFile(page).then(() => broken.index?.getFiles());
    await expect(failed).rejects.toThrow(
      /^Pagefind exited with code 101 \(panicked: end byte index \d+ is out of bounds/,
    );
    const working = await localBuildServices.createSearchIndex({ forceLanguage: 'en', excludeSelectors: [] });
    await working.index?.addHTMLFile(page);
    const files = await working.index?.getFiles();
    expect(files?.errors).toEqual([]);
    expect(files?.files.map((file) => file.path)).toContain('pagefind-entry.json');
    await working.index?.deleteIndex();
    await expect.poll(pagefindChildren).toEqual([]);
  }, 30_000);
});
