import { afterEach, describe, expect, it } from 'vitest';
import { ensureSocketAffinity, SOCKET_AFFINITY_COOKIE } from './affinity';

/** A document.cookie as a browser keeps it: writes add one pair, reads list them all. */
function fakeDocument(initial: string[] = []) {
  const pairs = new Map(initial.map((p) => p.split('=') as [string, string]));
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return [...pairs].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(text: string) {
      written.push(text);
      const [pair] = text.split('; ');
      const [name, value] = pair!.split('=') as [string, string];
      pairs.set(name, value);
    },
  };
}

afterEach(() => {
  document.cookie = `${SOCKET_AFFINITY_COOKIE}=; Path=/socket.io/; Max-Age=0`;
});

describe('the socket affinity cookie', () => {
  it('is set once per browser, random, for /socket.io/ only, and kept afterwards', () => {
    const doc = fakeDocument(['gabaritei_session=abc']);
    const first = ensureSocketAffinity(doc);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(doc.written).toEqual([
      `${SOCKET_AFFINITY_COOKIE}=${first}; Path=/socket.io/; Max-Age=31536000; SameSite=Lax`,
    ]);
    expect(ensureSocketAffinity(doc)).toBe(first);
    expect(doc.written).toHaveLength(1);
  });

  it('differs between two browsers', () => {
    expect(ensureSocketAffinity(fakeDocument())).not.toBe(ensureSocketAffinity(fakeDocument()));
  });
});
