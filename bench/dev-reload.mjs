// `docs dev` edit-to-reload latency on the Stripe site. Starts `docs dev` (on a free port), times
// when its first page is served against when the whole site is rendered, then listens to its
// server-sent events at /_docwright/events as the page's EventSource does, then edits files and
// times each edit from the start of the file write to the `reload` event, and the fetch of the
// changed page after it. Three kinds of edit, `--edits` of each, one at a time:
//   - an operation's description in spec3.json (the page stays where it is),
//   - an operation's summary (Stripe's operations have none, so this adds one: the title and the
//     route change, the page moves and the navigation changes),
//   - the text of an MDX page.
// Usage: node bench/dev-reload.mjs [--edits 5] [--pause 3000]
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { summarize } from './lib/measure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const stripeFile = join(root, '../shared/corpus/openapi/stripe/spec3.json');
const eventsPath = '/_docwright/events';

const guide = (mark) =>
  `---\ntitle: Guide\ndescription: One content page.\n---\n\n## Authentication\n\nSend your key in the \`Authorization\` header${mark}.\n`;

/** A TCP port free on 127.0.0.1 at the time of asking. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `docs dev` on `site` and resolves once its first build is served. Meanwhile it asks for
 * the home page every 25 ms, to time when the first page is served (`firstPageSeconds`) against
 * when the whole site is rendered (`builtSeconds`, the "Built N pages" line), both from the start.
 */
async function startDev(site) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [join(root, 'packages/cli/bin/docs.js'), 'dev', site, '--port', String(port), '--host', '127.0.0.1'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  let builtSeconds;
  let firstPageSeconds;
  let polling = true;
  const poll = async () => {
    while (polling && firstPageSeconds === undefined) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/`);
        await response.arrayBuffer();
        if (response.status === 200) firstPageSeconds = (performance.now() - started) / 1000;
      } catch {
        // Not listening yet.
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  const polled = poll();
  child.stderr.on('data', (c) => (log += c));
  const base = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      log += chunk;
      if (builtSeconds === undefined && /Built \d+ pages/.test(log))
        builtSeconds = (performance.now() - started) / 1000;
      const match = /Docwright dev server: (http:\/\/\S+?)\/? /.exec(log);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`docs dev exited (${code}):\n${log}`)));
  });
  await Promise.race([polled, new Promise((r) => setTimeout(r, 5000))]);
  polling = false;
  return { child, base, log: () => log, firstPage: { firstPageSeconds, builtSeconds } };
}

/** An SSE client: calls `onEvent(name, data, time)` for each event as its bytes arrive. */
function listen(url, onEvent) {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: { accept: 'text/event-stream' } }, (response) => {
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        const time = performance.now();
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let name = 'message';
          const data = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event:')) name = line.slice(6).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
          }
          if (data.length > 0) onEvent(name, data.join('\n'), time);
          end = buffer.indexOf('\n\n');
        }
      });
      resolve(() => request.destroy());
    });
    request.on('error', reject);
  });
}

async function fetchPage(base, route) {
  const response = await fetch(`${base}/${route}`);
  await response.arrayBuffer();
  return response.status;
}

export async function measureDevReload({ edits = 5, pauseMs = 3000 } = {}) {
  const work = await mkdtemp(join(tmpdir(), 'docwright-reload-'));
  const site = join(work, 'site');
  await cp(stripeFile, join(site, 'spec3.json'));
  await writeFile(join(site, 'index.mdx'), '---\ntitle: Bench\n---\n\nHome.\n');
  await writeFile(join(site, 'guide.mdx'), guide(''));
  await writeFile(
    join(site, 'docs.json'),
    JSON.stringify({
      name: 'Bench',
      navigation: {
        groups: [
          { group: 'Get started', pages: ['index', 'guide'] },
          { group: 'API', openapi: 'spec3.json' },
        ],
      },
    }),
  );
  const original = await readFile(join(site, 'spec3.json'), 'utf8');
  // Operations spread over the file, each edited once per kind.
  const ids = [...original.matchAll(/"operationId": "([^"]+)"/g)].map((m) => m[1]);
  const picks = Array.from({ length: edits }, (_, i) => ids[Math.floor(((i + 0.5) * ids.length) / edits)]);

  const startedAt = performance.now();
  const dev = await startDev(site);
  const startupSeconds = (performance.now() - startedAt) / 1000;
  let waiting;
  const stop = await listen(`${dev.base}${eventsPath}`, (name, data, time) => {
    if (waiting && (name === 'reload' || name === 'failure')) {
      const done = waiting;
      waiting = undefined;
      done({ name, data: JSON.parse(data), time });
    }
  });
  const nextEvent = () =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no reload event in 120 s\n${dev.log()}`)), 120_000);
      waiting = (event) => {
        clearTimeout(timer);
        resolve(event);
      };
    });
  const pause = () => new Promise((r) => setTimeout(r, pauseMs));

  /** Writes the file, waits for the event, fetches the page it names. */
  const timeEdit = async (file, text, pageOf) => {
    await pause();
    let event = nextEvent();
    const t0 = performance.now();
    await writeFile(join(site, file), text);
    let { name, data, time } = await event;
    // A `failure` (the watcher read a half-written file, say) is counted, and the reload that
    // follows it is the one timed: that is when the reader sees the edit.
    const failures = [];
    while (name === 'failure') {
      failures.push(
        String(data.overlay)
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 300),
      );
      event = nextEvent();
      ({ name, data, time } = await event);
    }
    const route = pageOf(data);
    const f0 = performance.now();
    const status = route === undefined ? undefined : await fetchPage(dev.base, route);
    return {
      ms: time - t0,
      fetchMs: route === undefined ? undefined : performance.now() - f0,
      status,
      all: data.all,
      routes: data.routes.length,
      failures,
    };
  };

  const kinds = [];
  try {
    let spec = original;
    const description = { label: "spec: one operation's description", samples: [] };
    for (const [i, id] of picks.entries()) {
      const pattern = new RegExp(`("description": ")((?:[^"\\\\]|\\\\.)*)(",\\n\\s*"operationId": "${id}")`);
      if (!pattern.test(spec)) throw new Error(`no description before operationId ${id}`);
      spec = spec.replace(pattern, `$1$2 (bench edit ${i + 1})$3`);
      description.samples.push(await timeEdit('spec3.json', spec, (d) => d.routes[0]));
    }
    kinds.push(description);

    const summary = { label: "spec: one operation's summary (added: the page moves)", samples: [] };
    for (const [i, id] of picks.entries()) {
      const pattern = new RegExp(`("operationId": "${id}",\\n)(\\s*)`);
      spec = spec.replace(pattern, `$1$2"summary": "Bench edit ${i + 1}",\n$2`);
      summary.samples.push(
        await timeEdit('spec3.json', spec, (d) => Object.values(d.moved)[0] ?? d.routes[0]),
      );
    }
    kinds.push(summary);

    const mdx = { label: 'MDX page text', samples: [] };
    for (let i = 0; i < edits; i++)
      mdx.samples.push(await timeEdit('guide.mdx', guide(` (edit ${i + 1})`), () => 'guide'));
    kinds.push(mdx);
  } finally {
    stop();
    dev.child.kill('SIGTERM');
    await new Promise((r) => dev.child.once('exit', r));
    await rm(work, { recursive: true, force: true });
  }
  for (const kind of kinds) {
    kind.ms = summarize(kind.samples.map((s) => s.ms));
    const fetches = kind.samples.flatMap((s) => (s.fetchMs === undefined ? [] : [s.fetchMs]));
    kind.fetchMs = summarize(fetches);
    kind.failures = kind.samples.flatMap((s) => s.failures);
    const all = kind.samples.filter((s) => s.all).length;
    kind.scope =
      all === kind.samples.length
        ? 'every page (`all`)'
        : `${Math.max(...kind.samples.map((s) => s.routes))} route(s)${all ? `, \`all\` ${all} times` : ''}`;
  }
  return { edits, pauseMs, startupSeconds, firstPage: dev.firstPage, kinds };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { edits: { type: 'string', default: '5' }, pause: { type: 'string', default: '3000' } },
  });
  const result = await measureDevReload({ edits: Number(values.edits), pauseMs: Number(values.pause) });
  console.log(
    `docs dev on Stripe: first page served ${result.firstPage.firstPageSeconds?.toFixed(2)} s after the start, whole site rendered at ${result.firstPage.builtSeconds?.toFixed(2)} s, ready line at ${result.startupSeconds.toFixed(2)} s`,
  );
  for (const kind of result.kinds)
    console.log(
      `${kind.label}: median ${kind.ms.median.toFixed(0)} ms (min ${kind.ms.min.toFixed(0)}, max ${kind.ms.max.toFixed(0)}) over ${kind.samples.length} edits; reloads ${kind.scope}; page fetched ${kind.fetchMs ? `${kind.fetchMs.median.toFixed(0)} ms` : '—'} after${kind.failures.length ? `; ${kind.failures.length} failure event(s) first: ${kind.failures[0]}` : ''}`,
    );
  console.log(JSON.stringify(result.kinds.map((k) => k.samples.map((s) => Math.round(s.ms)))));
}
