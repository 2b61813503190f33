// The tests drive Debian's Chromium, run generated snippets with real toolchains (see
// packages/snippets/README.md) and run the server's store tests on a real PostgreSQL. Install the Debian packages that are missing (as root on Debian),
// else name them and stop.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian packages the test suites need, and what needs them. */
const packages = {
  chromium: 'browser tests',
  curl: 'bash snippets',
  'python3-requests': 'python snippets',
  'php-cli': 'php snippets',
  'php-curl': 'php snippets',
  ruby: 'ruby snippets',
  'golang-go': 'go snippets',
  'default-jdk-headless': 'java and kotlin snippets',
  gcc: 'c snippets',
  'g++': 'c++ snippets',
  'libcurl4-openssl-dev': 'c and c++ snippets',
  kotlin: 'kotlin snippets (compiled against OkHttp 4.12 from ~/.m2, see packages/snippets)',
  'mono-mcs': 'c# snippets',
  'mono-runtime': 'c# snippets',
  'libmono-system-net-http4.0-cil': 'c# snippets',
  'librust-reqwest-dev': 'rust snippets (crates built offline)',
  bubblewrap: 'the OS sandbox that docs serve runs repository builds and agent commands in (test/security)',
  postgresql:
    'server store tests (a throwaway cluster per test file, see packages/server/test/helpers/postgres.ts)',
};

function installed(name) {
  try {
    // dpkg-query's own format syntax, not a template string.
    const format = '-f=$' + '{Status}';
    return execFileSync('dpkg-query', ['-W', format, name], { encoding: 'utf8' }).includes(
      'install ok installed',
    );
  } catch {
    return false;
  }
}

const missing = Object.keys(packages).filter((name) =>
  name === 'chromium' && process.env.CHROMIUM_PATH ? !existsSync(chromium) : !installed(name),
);
if (missing.length > 0) {
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(`Installing Debian packages for the tests: ${missing.join(' ')}`);
    const install = 'DEBIAN_FRONTEND=noninteractive apt-get install -y -qq';
    const toolchains = missing.filter((name) => name !== 'chromium');
    execSync('apt-get update -qq', { stdio: 'inherit' });
    // Chromium with its recommended fonts, as before; the toolchains without their extras.
    if (missing.includes('chromium')) execSync(`${install} chromium`, { stdio: 'inherit' });
    if (toolchains.length > 0)
      execSync(`${install} --no-install-recommends ${toolchains.join(' ')}`, { stdio: 'inherit' });
  } else {
    console.error('The tests need these Debian packages:');
    for (const name of missing) console.error(`  ${name} (${packages[name]})`);
    console.error(`Install them: sudo apt-get install ${missing.join(' ')}`);
    process.exit(1);
  }
}
