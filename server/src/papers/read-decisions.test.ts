import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../clock';
import { createReadDecisions } from './read-decisions';

describe('kept read decisions', () => {
  it('keeps a row for its window, per viewer and simulado, then reads again', () => {
    const clock = createFakeClock();
    const kept = createReadDecisions<string>(clock, 5_000);
    kept.set('ana:CANDIDATE', 's1', 'row', null);
    expect(kept.get('ana:CANDIDATE', 's1')).toBe('row');
    expect(kept.get('ana:CANDIDATE', 's2')).toBeUndefined();
    expect(kept.get('bia:CANDIDATE', 's1')).toBeUndefined();
    clock.advance(4_999);
    expect(kept.get('ana:CANDIDATE', 's1')).toBe('row');
    clock.advance(1);
    expect(kept.get('ana:CANDIDATE', 's1')).toBeUndefined();
    expect(kept.size()).toBe(0);
  });

  it('never keeps a row past a boundary it recorded, such as the key’s release', () => {
    const clock = createFakeClock();
    const kept = createReadDecisions<string>(clock, 5_000);
    kept.set('ana:CANDIDATE', 's1', 'held', new Date(clock.now().getTime() + 2_000));
    clock.advance(1_999);
    expect(kept.get('ana:CANDIDATE', 's1')).toBe('held');
    clock.advance(1);
    expect(kept.get('ana:CANDIDATE', 's1')).toBeUndefined();
    // A boundary already passed keeps nothing.
    kept.set('ana:CANDIDATE', 's1', 'late', clock.now());
    expect(kept.get('ana:CANDIDATE', 's1')).toBeUndefined();
  });

  it('holds at most its bound, the oldest out first', () => {
    const clock = createFakeClock();
    const kept = createReadDecisions<number>(clock, 5_000, 3);
    for (const n of [1, 2, 3, 4]) kept.set(`u${n}`, 's', n, null);
    expect(kept.size()).toBe(3);
    expect(kept.get('u1', 's')).toBeUndefined();
    expect(kept.get('u4', 's')).toBe(4);
  });
});
