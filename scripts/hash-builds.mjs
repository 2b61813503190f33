// Builds every docs site of ../shared/corpus and the Stripe, Twilio and Plaid specs with this
// checkout's CLI and records a SHA-256 of every file written, so that two commits' outputs can be
// compared file by file (a refactor must leave them byte for byte the same).
//
//   node scripts/hash-builds.mjs --out before.json        # in a checkout of the old commit
//   node scripts/hash-builds.mjs --out after.json         # in this one
//   node scripts/hash-builds.mjs --compare before.json after.json
//
// `--only word,word` keeps the targets whose name contains a word. A site that fails to build is
// recorded with its exit code, and compares equal only to the same failure.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const corpus = join(root, '../shared/corpus');
const { values } = parseArgs({
  options: { out: { type: 'string' }, compare: { type: 'boolean' }, only: { type: 'string' } },
  allowPositionals: true,
  strict: false,
});

if (values.compare) {
  const [before, after] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  process.exitCode = compare(
    JSON.parse(readFileSync(before, 'utf8')),
    JSON.parse(readFileSync(after, 'utf8')),
  );
} else {
  const results = {};
  for (const target of targets()) {
    const started = Date.now();
    results[target.name] = buildAndHash(target);
    const { code, files } = results[target.name];
    console.log(
      `${target.name}: exit ${code}, ${Object.keys(files).length} files, ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim() !== '';
  writeFileSync(
    values.out ?? 'build-hashes.json',
    `${JSON.stringify({ commit, dirty, results }, null, 1)}\n`,
  );
}

function targets() {
  const sites = readdirSync(join(corpus, 'docs')).map((name) => ({
    name: `site:${name}`,
    make: (dir) => cpSync(join(corpus, 'docs', name), dir, { recursive: true }),
  }));
  const specs = ['stripe/spec3.json', 'twilio/twilio_api_v2010.json', 'plaid/plaid-2020-09-14.yml'].map(
    (spec) => ({
      name: `spec:${spec}`,
      make: (dir) => {
        cpSync(join(corpus, 'openapi', spec), join(dir, basename(spec)));
        writeFileSync(
          join(dir, 'docs.json'),
          JSON.stringify({
            name: 'Hash',
            navigation: { groups: [{ group: 'API', openapi: basename(spec) }] },
          }),
        );
      },
    }),
  );
  const words = values.only?.split(',') ?? [];
  return [...sites, ...specs].filter(
    (target) => words.length === 0 || words.some((w) => target.name.includes(w)),
  );
}

function buildAndHash(target) {
  const work = mkdtempSync(join(tmpdir(), 'docwright-hash-'));
  try {
    const site = join(work, 'site');
    const out = join(work, 'dist');
    target.make(site);
    const run = spawnSync(
      process.execPath,
      [
        join(root, 'packages/cli/bin/docs.js'),
        'build',
        site,
        '--out',
        out,
        '--base-url',
        'https://hash.example',
      ],
      { encoding: 'utf8', env: { ...process.env, CI: '1' }, maxBuffer: 256 * 2 ** 20 },
    );
    const files = {};
    for (const file of listFiles(out))
      files[file] = createHash('sha256')
        .update(readFileSync(join(out, file)))
        .digest('hex');
    return { code: run.status, files };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function listFiles(dir) {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

function compare(before, after) {
  console.log(`before ${before.commit}${before.dirty ? ' (with uncommitted changes)' : ''}`);
  console.log(`after  ${after.commit}${after.dirty ? ' (with uncommitted changes)' : ''}`);
  let differing = 0;
  for (const name of new Set([...Object.keys(before.results), ...Object.keys(after.results)])) {
    const a = before.results[name];
    const b = after.results[name];
    if (!a || !b) {
      console.log(`${name}: only ${a ? 'before' : 'after'}`);
      differing++;
      continue;
    }
    const paths = new Set([...Object.keys(a.files), ...Object.keys(b.files)]);
    const changed = [...paths].filter((path) => a.files[path] !== b.files[path]);
    if (a.code !== b.code) changed.unshift(`(exit code ${a.code} -> ${b.code})`);
    if (changed.length === 0) console.log(`${name}: identical (${paths.size} files)`);
    else {
      differing++;
      console.log(
        `${name}: ${changed.length} of ${paths.size} differ: ${changed.slice(0, 8).join(', ')}${changed.length > 8 ? ', ...' : ''}`,
      );
    }
  }
  return differing === 0 ? 0 : 1;
}
