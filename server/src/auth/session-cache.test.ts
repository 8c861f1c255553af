import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@gabaritei/shared';
import { createFakeClock } from '../clock';
import { createSessionCache } from './session-cache';

const ana: SessionUser = { id: 'u-ana', name: 'Ana', email: 'ana@exemplo.com.br', role: 'STUDENT' };
const bia: SessionUser = { id: 'u-bia', name: 'Bia', email: 'bia@exemplo.com.br', role: 'STUDENT' };
const DAY = 24 * 60 * 60 * 1000;

describe('session cache', () => {
  it('remembers a user for the TTL, on the injected clock', () => {
    const clock = createFakeClock();
    const cache = createSessionCache(clock, { ttlMs: 2000 });
    cache.set('t1', ana, new Date(clock.now().getTime() + DAY), cache.generation());
    expect(cache.get('t1')).toEqual(ana);
    clock.advance(1999);
    expect(cache.get('t1')).toEqual(ana);
    clock.advance(1);
    expect(cache.get('t1')).toBeNull();
  });

  it('never outlives the session', () => {
    const clock = createFakeClock();
    const cache = createSessionCache(clock, { ttlMs: 2000 });
    cache.set('t1', ana, new Date(clock.now().getTime() + 500), cache.generation());
    clock.advance(499);
    expect(cache.get('t1')).toEqual(ana);
    clock.advance(1);
    expect(cache.get('t1')).toBeNull();
  });

  it('forgets one token, or every token of a user', () => {
    const clock = createFakeClock();
    const cache = createSessionCache(clock);
    const until = new Date(clock.now().getTime() + DAY);
    cache.set('laptop', ana, until, cache.generation());
    cache.set('phone', ana, until, cache.generation());
    cache.set('other', bia, until, cache.generation());
    cache.forget('laptop');
    expect(cache.get('laptop')).toBeNull();
    expect(cache.get('phone')).toEqual(ana);
    cache.forgetUser(ana.id);
    expect(cache.get('phone')).toBeNull();
    expect(cache.get('other')).toEqual(bia);
  });

  it('does not cache a look-up that started before a session ended', () => {
    const clock = createFakeClock();
    const cache = createSessionCache(clock);
    const seen = cache.generation();
    // …the database answers with the session while a logout deletes it…
    cache.forget('t1');
    cache.set('t1', ana, new Date(clock.now().getTime() + DAY), seen);
    expect(cache.get('t1')).toBeNull();
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const clock = createFakeClock();
    const cache = createSessionCache(clock, { maxEntries: 2 });
    const until = new Date(clock.now().getTime() + DAY);
    cache.set('a', ana, until, cache.generation());
    cache.set('b', bia, until, cache.generation());
    cache.set('c', ana, until, cache.generation());
    expect(cache.get('a')).toBeNull();
    expect(cache.get('b')).toEqual(bia);
    expect(cache.get('c')).toEqual(ana);
  });
});
