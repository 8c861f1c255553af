import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PAPER_PASS_PATTERN } from '@gabaritei/shared';
import {
  createPaperPasses,
  passOf,
  passUntil,
  PAPER_PASS_WINDOW_MS,
  type PaperPasses,
} from './paper-pass';

const T0 = new Date('2026-11-27T12:00:00Z');
const session = {
  id: '11111111-1111-4111-8111-111111111111',
  user_id: '22222222-2222-4222-8222-222222222222',
  started_at: T0,
  expires_at: new Date(T0.getTime() + 60 * 60_000),
};
const paper = {
  id: '33333333-3333-4333-8333-333333333333',
  paperVersion: '7',
  subject: 'Língua Portuguesa',
};
const rule = { shuffle_questions: true, shuffle_options: false, format: 'CERTO_ERRADO' as const };
const at = (ms: number) => new Date(T0.getTime() + ms);
/** A pass as issued, asserted to be one. */
const issued = async (passes: PaperPasses): Promise<string> => {
  const pass = await passes.issue(passOf(session, paper, rule));
  if (!pass) throw new Error('no pass issued');
  return pass;
};

describe('paper passes', () => {
  const key = randomBytes(32);
  const passes = createPaperPasses(async () => key);

  it('reads back what it signed, the same pass each time, until its window ends', async () => {
    const pass = await issued(passes);
    expect(pass).toMatch(PAPER_PASS_PATTERN);
    expect(await passes.issue(passOf(session, paper, rule))).toBe(pass);
    const read = await passes.read(pass, at(PAPER_PASS_WINDOW_MS - 1));
    expect(read).toEqual({
      sessionId: session.id,
      userId: session.user_id,
      paper,
      rule,
      until: T0.getTime() + PAPER_PASS_WINDOW_MS,
    });
    expect(await passes.read(pass, at(PAPER_PASS_WINDOW_MS))).toBeNull();
  });

  it('ends with her deadline when that comes first', () => {
    const short = { ...session, expires_at: at(30_000) };
    expect(passUntil(short)).toBe(T0.getTime() + 30_000);
    expect(passUntil(session)).toBe(T0.getTime() + PAPER_PASS_WINDOW_MS);
  });

  it('refuses an edited claim, a forged signature and another key', async () => {
    const pass = await issued(passes);
    const [body, signature] = pass.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as unknown[];
    // Another user's id in her claims, the signature left as it was.
    claims[1] = '44444444-4444-4444-8444-444444444444';
    const edited = `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    expect(await passes.read(edited, T0)).toBeNull();
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(await passes.read(`${body}.${flipped}`, T0)).toBeNull();
    const other = createPaperPasses(async () => randomBytes(32));
    expect(await other.read(pass, T0)).toBeNull();
    expect(await passes.read(await issued(other), T0)).toBeNull();
  });

  it('refuses signed bodies that are not claims, and garbage, without throwing', async () => {
    const { createHmac } = await import('node:crypto');
    const sign = (value: unknown) => {
      const body = Buffer.from(JSON.stringify(value)).toString('base64url');
      return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
    };
    expect(await passes.read(sign({ until: Number.MAX_SAFE_INTEGER }), T0)).toBeNull();
    expect(await passes.read(sign([1, 2, 3, 4, 5, 6, 7, 8, 9]), T0)).toBeNull();
    const notJson = Buffer.from('{oops').toString('base64url').padEnd(16, 'x');
    const garbled = `${notJson}.${createHmac('sha256', key).update(notJson).digest('base64url')}`;
    expect(await passes.read(garbled, T0)).toBeNull();
    for (const junk of ['', '.', 'a.b', `${'x'.repeat(2000)}.${'y'.repeat(43)}`])
      expect(await passes.read(junk, T0)).toBeNull();
  });

  it('goes without a pass while its key cannot be read, and asks again after', async () => {
    let asked = 0;
    const flaky = createPaperPasses(async () => {
      asked++;
      if (asked === 1) throw new Error('database down');
      return key;
    });
    // No pass, and no 500: the answers go without one and the reads fall back.
    expect(await flaky.issue(passOf(session, paper, rule))).toBeUndefined();
    const pass = await issued(flaky);
    await issued(flaky);
    expect(await flaky.read(pass, T0)).not.toBeNull();
    expect(asked).toBe(2);
    const down = createPaperPasses(() => Promise.reject(new Error('database down')));
    expect(await down.read(pass, T0)).toBeNull();
  });

  it('refuses a genuine pass whose end lies beyond the window from now', async () => {
    const late = { ...session, started_at: at(60 * 60_000), expires_at: at(2 * 60 * 60_000) };
    const pass = await passes.issue(passOf(late, paper, rule));
    expect(await passes.read(pass ?? '', T0)).toBeNull();
    expect(await passes.read(pass ?? '', at(60 * 60_000))).not.toBeNull();
  });
});
