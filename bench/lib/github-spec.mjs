// GitHub's REST API description (1,223 operations in 23.0.2), from the `@octokit/openapi` package
// on the npm registry. It is fetched once with `npm pack` into a cache folder outside the
// repository (`$DOCWRIGHT_BENCH_CACHE`, default ~/.cache/docwright-bench) and never committed:
// 13 MB of JSON that the corpus does not hold.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export const githubSpecVersion = '23.0.2';

export function benchCacheDir() {
  return process.env.DOCWRIGHT_BENCH_CACHE ?? join(homedir(), '.cache', 'docwright-bench');
}

/** The path of `api.github.com.json` of `@octokit/openapi@version`, fetched on first use. */
export function githubSpec(version = githubSpecVersion) {
  const dir = join(benchCacheDir(), `octokit-openapi-${version}`);
  const file = join(dir, 'package/generated/api.github.com.json');
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  execFileSync(npm, ['pack', '--loglevel=warn', `@octokit/openapi@${version}`, '--pack-destination', dir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  execFileSync(
    'tar',
    ['xzf', join(dir, `octokit-openapi-${version}.tgz`), '-C', dir, 'package/generated/api.github.com.json'],
    { stdio: 'inherit' },
  );
  if (!existsSync(file)) throw new Error(`@octokit/openapi@${version} has no generated/api.github.com.json`);
  return file;
}
