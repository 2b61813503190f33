import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRepository } from '../src/agent/repository.ts';
import { loadServerSettings, SettingsError } from '../src/index.ts';
import { splitCommand } from '../src/settings/settings.ts';
import { tempDir } from './helpers/backends.ts';

describe('server settings', () => {
  it('has defaults: embedded store in .docwright/data, GitHub, local repositories off', () => {
    const s = loadServerSettings({}, undefined, '/srv/site');
    expect(s).toMatchObject({
      dataDir: '/srv/site/.docwright/data',
      databaseUrl: null,
      workDir: '/srv/site/.docwright/data/work',
      agent: { command: null, model: 'model', timeoutSeconds: 1800 },
      build: { timeoutSeconds: 900, memoryMb: 2048 },
      git: { token: null, apiUrl: 'https://api.github.com', host: 'github.com', allowLocalRepos: false },
      rateLimitPerMinute: 600,
      authFailuresPerMinute: 30,
      trustedProxies: 0,
      bodyLimitBytes: 65536,
      projects: [],
    });
  });

  it('takes the sandbox settings, and never passes a server setting to agents', () => {
    const s = loadServerSettings(
      {
        DOCWRIGHT_AGENT_ENV: 'ANTHROPIC_API_KEY, OPENAI_API_KEY',
        DOCWRIGHT_AGENT_READ_PATHS: '/opt/agent:tools',
        DOCWRIGHT_BUILD_DISK: '512',
        DOCWRIGHT_TRUSTED_REPOSITORIES: '1',
      },
      undefined,
      '/srv',
    );
    expect(s.agent.env).toEqual(['ANTHROPIC_API_KEY', 'OPENAI_API_KEY']);
    expect(s.agent.readPaths).toEqual(['/opt/agent', '/srv/tools']);
    expect(s.build.diskMb).toBe(512);
    expect(s.trustedRepositories).toBe(true);
    expect(loadServerSettings({}).trustedRepositories).toBe(false);
    for (const name of ['DOCWRIGHT_READER_SESSION_SECRET', 'DATABASE_URL'])
      expect(() => loadServerSettings({ DOCWRIGHT_AGENT_ENV: name })).toThrow(/agents never get/);
    expect(() => loadServerSettings({ DOCWRIGHT_AGENT_ENV: 'A=B' })).toThrow(/not a variable name/);
  });

  it('takes a count of trusted proxies, and refuses anything but a whole number', () => {
    expect(loadServerSettings({ DOCWRIGHT_TRUSTED_PROXIES: '2' }).trustedProxies).toBe(2);
    for (const value of ['-1', '1.5', 'yes'])
      expect(() => loadServerSettings({ DOCWRIGHT_TRUSTED_PROXIES: value }), value).toThrow(
        /DOCWRIGHT_TRUSTED_PROXIES must be a whole number/,
      );
  });

  it('reads the config file, and the environment wins over it', () => {
    const dir = tempDir();
    const file = join(dir, 'server.json');
    writeFileSync(
      file,
      JSON.stringify({
        DOCWRIGHT_AGENT_COMMAND: 'agent --flag',
        DOCWRIGHT_AGENT_MODEL: 'from-file',
        DOCWRIGHT_AGENT_TIMEOUT: 60,
        DOCWRIGHT_GIT_API_URL: 'https://ghe.example.com/api/v3',
        DOCWRIGHT_ALLOW_LOCAL_REPOS: true,
        projects: [
          {
            id: 'acme',
            repository: 'https://ghe.example.com/acme/docs',
            ref: 'main',
            siteDir: 'docs',
            webhookSecret: 'a-webhook-secret-0123456789',
            specPollSeconds: 600,
          },
        ],
      }),
    );
    const s = loadServerSettings(
      { DOCWRIGHT_AGENT_MODEL: 'from-env', DOCWRIGHT_CONFIG: file },
      undefined,
      dir,
    );
    expect(s.agent).toEqual({
      command: ['agent', '--flag'],
      model: 'from-env',
      timeoutSeconds: 60,
      memoryMb: 8192,
      env: [],
      readPaths: [],
    });
    expect(s.git).toMatchObject({
      host: 'ghe.example.com',
      apiUrl: 'https://ghe.example.com/api/v3',
      allowLocalRepos: true,
    });
    expect(s.projects).toEqual([
      {
        id: 'acme',
        repository: 'https://ghe.example.com/acme/docs',
        ref: 'main',
        siteDir: 'docs',
        webhookSecret: 'a-webhook-secret-0123456789',
        pollSeconds: null,
        specPollSeconds: 600,
      },
    ]);
  });

  it('names the setting that is wrong', () => {
    const dir = tempDir();
    const bad = (env: Record<string, string>, projects?: unknown) => {
      const file = join(dir, 'bad.json');
      writeFileSync(file, JSON.stringify({ projects }));
      return () => loadServerSettings(env, file, dir);
    };
    expect(bad({ DOCWRIGHT_AGENT_TIMEOUT: 'soon' })).toThrow(/DOCWRIGHT_AGENT_TIMEOUT/);
    expect(bad({ DOCWRIGHT_ALLOW_LOCAL_REPOS: 'yes' })).toThrow(/DOCWRIGHT_ALLOW_LOCAL_REPOS/);
    expect(bad({ DOCWRIGHT_GIT_API_URL: 'ftp://x' })).toThrow(/DOCWRIGHT_GIT_API_URL/);
    expect(bad({ DOCWRIGHT_AGENT_COMMAND: 'agent "unclosed' })).toThrow(/unclosed quote/);
    expect(bad({}, [{ id: '../x', repository: 'https://github.com/a/b' }])).toThrow(/projects\[0\]\.id/);
    expect(bad({}, [{ id: 'a', repository: 'ssh://git@github.com/a/b' }])).toThrow(
      /projects\[0\]\.repository/,
    );
    expect(bad({}, [{ id: 'a', repository: 'https://github.com/a/b', siteDir: '../../etc' }])).toThrow(
      /siteDir/,
    );
    expect(bad({}, [{ id: 'a', repository: 'https://github.com/a/b', ref: '--upload-pack=x' }])).toThrow(
      /ref/,
    );
    for (const baseUrl of [
      'docs.example.com',
      'javascript:alert(1)',
      'https://u:p@docs.example.com',
      'https://a.example/"x',
      'https://a.example?',
      'http:/a.example',
      7,
    ])
      expect(bad({}, [{ id: 'a', repository: 'https://github.com/a/b', baseUrl }])).toThrow(
        /projects\[0\]\.baseUrl must be the http\(s\) address/,
      );
    expect(bad({}, [{ id: 'a', repository: 'https://github.com/a/b', basePath: 'docs/../x' }])).toThrow(
      /projects\[0\]\.basePath must be a path such as \/docs/,
    );
    expect(() => loadServerSettings({}, join(dir, 'missing.json'), dir)).toThrow(SettingsError);
  });

  it('splits the agent command like a shell would, without running one', () => {
    expect(splitCommand(`claude -p --model "big one" 'a b'`)).toEqual([
      'claude',
      '-p',
      '--model',
      'big one',
      'a b',
    ]);
    expect(splitCommand('agent; rm -rf / && $(id)')).toEqual(['agent;', 'rm', '-rf', '/', '&&', '$(id)']);
  });

  it('accepts repositories on the configured host only', () => {
    const git = loadServerSettings({}).git;
    expect(parseRepository('https://github.com/acme/docs.git', git)).toMatchObject({
      kind: 'https',
      owner: 'acme',
      name: 'docs',
    });
    for (const url of [
      'https://github.com.evil.com/a/b',
      'https://user:pw@github.com/a/b',
      'https://github.com:8443/a/b',
      'https://github.com/a/b/c',
      'https://github.com/../b',
      'http://github.com/a/b',
      'file:///tmp/repo',
      'ext::sh -c touch% /tmp/pwned',
    ])
      expect(parseRepository(url, git), url).toHaveProperty('error');
    expect(parseRepository('file:///tmp/repo', { ...git, allowLocalRepos: true })).toMatchObject({
      kind: 'file',
      path: '/tmp/repo',
    });
  });
});
