// The git token is offered only to the repository it is for, through git's own credential
// machinery (asked here with the real `git credential fill`), and never to another host or path.
import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { gitEnv } from '../src/agent/git.ts';

const token = 'ghs_scoped_token_0123456789';

function fill(url: string): string {
  const { protocol, host, pathname } = new URL(url);
  const run = spawnSync('git', ['credential', 'fill'], {
    input: `protocol=${protocol.replace(':', '')}\nhost=${host}\npath=${pathname.slice(1)}\n\n`,
    encoding: 'utf8',
    env: {
      ...gitEnv({
        credential: { url: 'https://github.com/acme/docs', token },
        log: () => undefined,
        baseEnv: { PATH: process.env.PATH, HOME: '/nonexistent', GIT_CONFIG_NOSYSTEM: '1' },
      }),
    },
  });
  return run.stdout;
}

it("hands the token to the repository's own URL", () => {
  expect(fill('https://github.com/acme/docs')).toContain(`password=${token}`);
});

it('offers it to no other host or repository', () => {
  for (const url of [
    'https://evil.example/acme/docs',
    'https://github.com/other/repo',
    'http://github.com/acme/docs',
  ])
    expect(fill(url)).not.toContain(token);
});

it('puts it in no argument and no header setting', () => {
  const env = gitEnv({
    credential: { url: 'https://github.com/acme/docs', token },
    log: () => undefined,
    baseEnv: {},
  });
  const settings = Object.entries(env).filter(([name]) => name.startsWith('GIT_CONFIG_'));
  expect(settings.map(([, value]) => value).join('\n')).not.toContain(token);
  expect(settings.map(([, value]) => value)).not.toContain('http.extraHeader');
});
