// `metadata.timestamp` dates pages by running `git log` in the site folder. A repository can commit
// a folder laid out as a bare git repository (HEAD, config, objects, refs): git run inside it would
// take that folder's `config` as its own, and `log.showSignature` with `gpg.program` names a
// program git starts for every signed commit it lists. The build must never run it.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { tempDir, writeSite } from '../helpers/site.ts';

const git = (cwd: string, args: string[], input?: string) =>
  execFileSync('git', args, { cwd, input, encoding: 'utf8', stdio: ['pipe', 'pipe', 'ignore'] }).trim();

it('a site folder laid out as a bare repository with a signature program runs nothing', async () => {
  const marker = join(await tempDir('git-dates-marker'), 'ran');
  const site = await writeSite({
    'docs.json': JSON.stringify({
      name: 'Dates',
      metadata: { timestamp: true },
      navigation: { pages: ['index'] },
    }),
    'index.mdx': '---\ntitle: Home\n---\n\nText.\n',
    'verify.sh': `#!/bin/sh\ntouch '${marker}'\nexit 1\n`,
  });
  await chmod(join(site, 'verify.sh'), 0o755);
  git(site, ['init', '-q', '--bare', '.']);
  git(site, ['config', 'log.showSignature', 'true']);
  git(site, ['config', 'gpg.program', './verify.sh']);
  // A commit with a signature header that lists `index.mdx`, so `git log -- .` shows it.
  const blob = git(site, ['hash-object', '-w', 'index.mdx']);
  const tree = git(site, ['mktree'], `100644 blob ${blob}\tindex.mdx\n`);
  const commit = git(
    site,
    ['hash-object', '-w', '-t', 'commit', '--stdin'],
    `tree ${tree}\nauthor a <a@example.com> 1700000000 +0000\ncommitter a <a@example.com> 1700000000 +0000\ngpgsig -----BEGIN PGP SIGNATURE-----\n \n x\n -----END PGP SIGNATURE-----\n\nSigned.\n`,
  );
  git(site, ['update-ref', 'HEAD', commit]);
  // The trap works: plain git in that folder starts the program.
  git(site, ['log', '-1', '--format=%cI']);
  expect(existsSync(marker)).toBe(true);
  await rm(marker);

  const out = join(await tempDir('git-dates-out'), 'dist');
  const built = await runDocs(['build', site, '--out', out]);
  expect(built.code, built.stderr).toBe(0);
  expect(existsSync(marker)).toBe(false);
});
