import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentCache } from '../src/content-cache.ts';
import { SizedMap } from '../src/sized-map.ts';

const textCache = () =>
  new ContentCache<string>(
    (value) => JSON.stringify(value),
    (text) => JSON.parse(text) as string,
  );
const folder = () => mkdtemp(join(tmpdir(), 'content-cache-'));
// Past the cache's 4,000,000 characters of fresh results.
const megabyteOf = (letter: string) => letter.repeat(1_000_000);

describe('ContentCache', () => {
  it('writes fresh results to disk once they pass its limit, and keeps every one in the pack', async () => {
    const dir = await folder();
    const cache = textCache();
    cache.setDir(dir);
    for (const letter of 'abcde') cache.put(`key-${letter}`, megabyteOf(letter));
    // Spilled before any flush: a partial pack holds the first results already.
    const partial = (await readdir(dir)).filter((name) => name.endsWith('.partial'));
    expect(partial).toHaveLength(1);
    expect(await readFile(join(dir, partial[0] as string), 'utf8')).toContain(`key-a\t"${megabyteOf('a')}"`);
    cache.put('key-small', 'small');
    await cache.flush();
    expect(await readdir(dir)).toEqual([expect.stringMatching(/\.pack$/)]);

    const next = textCache();
    next.setDir(dir);
    for (const letter of 'abcde') expect(next.peek(`key-${letter}`)).toBe(megabyteOf(letter));
    expect(next.peek('key-small')).toBe('small');
  });

  it('computes a spilled result again rather than keep its text, and does not write it twice', async () => {
    const dir = await folder();
    const cache = textCache();
    cache.setDir(dir);
    for (const letter of 'abcde') cache.putSerialized(`key-${letter}`, JSON.stringify(megabyteOf(letter)));
    let computed = 0;
    expect(
      cache.get('key-a', () => {
        computed++;
        return megabyteOf('a');
      }),
    ).toBe(megabyteOf('a'));
    expect(computed).toBe(1);
    await cache.flush();
    const [pack] = await readdir(dir);
    const lines = (await readFile(join(dir, pack as string), 'utf8')).split('\n').filter(Boolean);
    expect(lines.filter((line) => line.startsWith('key-a\t'))).toHaveLength(1);
  });

  it('past eight packs, keeps what this process used (read or computed) and drops the rest', async () => {
    const dir = await folder();
    for (let i = 0; i < 8; i++) {
      const writer = textCache();
      writer.setDir(dir);
      writer.put(`old-${i}`, `value ${i}`);
      await writer.flush();
    }
    expect(await readdir(dir)).toHaveLength(8);
    const cache = textCache();
    cache.setDir(dir);
    expect(cache.peek('old-3')).toBe('value 3');
    cache.put('new', 'fresh value');
    await cache.flush();
    expect(await readdir(dir)).toHaveLength(2);

    const next = textCache();
    next.setDir(dir);
    expect(next.peek('old-3')).toBe('value 3');
    expect(next.peek('new')).toBe('fresh value');
    expect(next.peek('old-4')).toBeUndefined();
  });

  it('keeps parsed results in memory up to a size, not a count: the least recently used go first', () => {
    const cache = textCache();
    for (let i = 0; i < 20; i++) cache.put(`key-${i}`, megabyteOf(String.fromCharCode(97 + i)));
    // Without a folder, a result that left memory is gone: 20 MB of results do not all stay.
    expect(cache.peek('key-0')).toBeUndefined();
    expect(cache.peek('key-19')).toBe(megabyteOf('t'));
  });

  it('builds on when its folder cannot be written: the results are only lost for the next build', async () => {
    const file = join(await folder(), 'a-file');
    await writeFile(file, 'not a folder');
    const cache = textCache();
    cache.setDir(join(file, 'cache'));
    for (const letter of 'abcde') cache.put(`key-${letter}`, megabyteOf(letter));
    expect(cache.get('key-e', () => 'computed')).toBe(megabyteOf('e'));
    await expect(cache.flush()).resolves.toBeUndefined();
  });
});

describe('SizedMap', () => {
  const lengths = (key: string, value: string) => key.length + value.length;

  it('forgets the least recently used entries past its weight', () => {
    const map = new SizedMap<string, string>(10, lengths);
    map.set('a', '1234'); // 5
    map.set('b', '1234'); // 10
    expect(map.get('a')).toBe('1234'); // a is now the most recent
    map.set('c', '1234'); // 15: b goes
    expect(map.has('b')).toBe(false);
    expect(map.get('a')).toBe('1234');
    expect(map.get('c')).toBe('1234');
    expect(map.weight).toBe(10);
  });

  it('keeps an entry heavier than its limit until the next one, and counts replaced and taken entries', () => {
    const map = new SizedMap<string, string>(10, lengths);
    map.set('big', 'x'.repeat(20));
    expect(map.get('big')).toHaveLength(20);
    map.set('a', '1');
    expect(map.has('big')).toBe(false);
    map.set('a', '123');
    expect(map.weight).toBe(4);
    expect(map.take('a')).toBe('123');
    expect(map.size).toBe(0);
    expect(map.weight).toBe(0);
  });
});
