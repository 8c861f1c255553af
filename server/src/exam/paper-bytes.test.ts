import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPaperBytes, pickEncoding } from './paper-bytes';

const paperOf = (size: number) => ({ questions: ['x'.repeat(size)] });

describe('paper bytes: booklets built once and kept within a bound', () => {
  it('builds a key once for concurrent requests and keeps it', async () => {
    const bytes = createPaperBytes(1024 * 1024, 'shared');
    let builds = 0;
    const build = async () => {
      builds++;
      return paperOf(100);
    };
    const [a, b] = await Promise.all([bytes.get('k', build), bytes.get('k', build)]);
    expect(a).toBe(b);
    expect(await bytes.get('k', build)).toBe(a);
    expect(builds).toBe(1);
    expect(JSON.parse(a.json.toString())).toEqual(paperOf(100));
  });

  it('compresses each coding once, decoding to the same JSON, and counts its bytes', async () => {
    const bytes = createPaperBytes(1024 * 1024, 'own');
    const entry = await bytes.get('k', async () => paperOf(5000));
    const gz = await bytes.body('k', entry, 'gzip');
    expect(await bytes.body('k', entry, 'gzip')).toBe(gz);
    expect(zlib.gunzipSync(gz).equals(entry.json)).toBe(true);
    const br = await bytes.body('k', entry, 'br');
    expect(zlib.brotliDecompressSync(br).equals(entry.json)).toBe(true);
    expect(await bytes.body('k', entry, 'identity')).toBe(entry.json);
    expect(bytes.bytes).toBe(entry.json.length + gz.length + br.length);
  });

  it('drops the least recently used entries past the bound', async () => {
    const bytes = createPaperBytes(2500, 'shared');
    const a = await bytes.get('a', async () => paperOf(1000));
    await bytes.get('b', async () => paperOf(1000));
    await bytes.get('a', async () => paperOf(1000));
    await bytes.get('c', async () => paperOf(1000));
    expect(bytes.count).toBe(2);
    expect(bytes.bytes).toBeLessThanOrEqual(2500);
    // 'a' was used after 'b', so 'b' went out.
    expect(await bytes.get('a', async () => paperOf(1))).toBe(a);
    let rebuilt = false;
    await bytes.get('b', async () => ((rebuilt = true), paperOf(1)));
    expect(rebuilt).toBe(true);
  });

  it('forgets a failed build, so the next request builds again', async () => {
    const bytes = createPaperBytes(1024 * 1024, 'shared');
    await expect(bytes.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow();
    await new Promise((resolve) => setImmediate(resolve));
    const entry = await bytes.get('k', async () => paperOf(10));
    expect(entry.json.length).toBeGreaterThan(0);
  });
});

describe('pickEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', 'identity'],
    ['BR;q=0.5', 'br'],
    ['*', 'gzip'],
    ['deflate', 'identity'],
  ])('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
