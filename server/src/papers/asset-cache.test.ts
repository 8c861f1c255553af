import { describe, expect, it } from 'vitest';
import { createAssetCache } from './asset-cache';

const asset = (size: number, etag = `"${size}"`) => ({
  etag,
  contentType: 'image/png',
  bytes: Buffer.alloc(size),
});

describe('asset cache', () => {
  it('keeps each image by simulado and asset id', () => {
    const cache = createAssetCache(1_000);
    cache.set('s1', 'a', asset(10, '"x"'));
    expect(cache.get('s1', 'a')?.etag).toBe('"x"');
    // Another simulado's URL with the same asset id finds nothing.
    expect(cache.get('s2', 'a')).toBeUndefined();
  });

  it('stays within its bytes, dropping the least recently used first', () => {
    const cache = createAssetCache(300);
    cache.set('s', 'a', asset(100));
    cache.set('s', 'b', asset(100));
    cache.set('s', 'c', asset(100));
    cache.get('s', 'a'); // a is now the most recent; b is the oldest
    cache.set('s', 'd', asset(100));
    expect(cache.get('s', 'b')).toBeUndefined();
    expect(cache.get('s', 'a')).toBeDefined();
    expect(cache.get('s', 'd')).toBeDefined();
    expect(cache.bytes).toBe(300);
    expect(cache.count).toBe(3);
  });

  it('does not keep an image larger than the whole cache, nor count a replaced one twice', () => {
    const cache = createAssetCache(150);
    cache.set('s', 'big', asset(200));
    expect(cache.get('s', 'big')).toBeUndefined();
    cache.set('s', 'a', asset(100));
    cache.set('s', 'a', asset(120));
    expect(cache.bytes).toBe(120);
  });
});
