import { expect, it } from 'vitest';
import { describeBackends, useTestApp } from '../test/support';
import { findOrCreateSigningKey } from './signing-keys.repository';

/** The key the API instances share (signing-keys.repository.ts), on both databases. */
describeBackends('shared signing keys', (backend) => {
  const t = useTestApp(backend);

  it('makes one random key per name, whoever asks first, and keeps it', async () => {
    // Instances booting together: every one ends with the key the first insert wrote.
    const keys = await Promise.all(
      Array.from({ length: 6 }, () => findOrCreateSigningKey(t.db, 'test-a')),
    );
    expect(keys[0]!.length).toBe(32);
    for (const key of keys) expect(key.equals(keys[0]!)).toBe(true);
    expect((await findOrCreateSigningKey(t.db, 'test-a')).equals(keys[0]!)).toBe(true);
    const other = await findOrCreateSigningKey(t.db, 'test-b');
    expect(other.equals(keys[0]!)).toBe(false);
    const rows = await t.db.selectFrom('signing_keys').select('name').execute();
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['test-a', 'test-b']));
  });

  it('refuses a short secret written by hand', async () => {
    const insert = t.db
      .insertInto('signing_keys')
      .values({ name: 'test-short', secret: Buffer.alloc(8) })
      .execute();
    await expect(insert).rejects.toThrow();
  });
});
