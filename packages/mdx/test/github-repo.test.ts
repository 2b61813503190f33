import { describe, expect, it } from 'vitest';
import { parseGitHubRepo } from '../src/github-repo.ts';

describe('parseGitHubRepo', () => {
  it('reads a slug and the URLs GitHub gives a repository', () => {
    for (const value of [
      'mintlify/docs',
      ' mintlify/docs ',
      'https://github.com/mintlify/docs',
      'https://www.github.com/mintlify/docs/',
      'http://github.com/mintlify/docs.git',
    ])
      expect(parseGitHubRepo(value), value).toEqual({ owner: 'mintlify', name: 'docs' });
    expect(parseGitHubRepo('my-org/my.repo_2')).toEqual({ owner: 'my-org', name: 'my.repo_2' });
  });

  it('refuses what names no repository', () => {
    for (const value of [
      '',
      'mintlify',
      'not a repo',
      'mintlify/docs/tree/main',
      'https://gitlab.com/mintlify/docs',
      'https://github.com/mintlify',
      '-bad/docs',
      'bad--/docs',
      'owner/..',
      'owner/with space',
    ])
      expect(parseGitHubRepo(value), value).toBeUndefined();
  });
});
