// The browser tests drive Debian's Chromium; install it when missing (root on Debian), else explain.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('Installing Debian chromium for the browser tests...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  } else {
    console.error(
      `The browser tests need Chromium at ${path}: install Debian's "chromium" package (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
}
