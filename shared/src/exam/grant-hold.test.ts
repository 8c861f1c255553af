import { describe, expect, it } from 'vitest';
import { grantHold } from './grant-hold';
import { SAVE_GRACE_MS } from './mode';

const END = '2026-11-26T15:00:00.000Z';
const simulado = { answerKeyRelease: 'AFTER_END', isPracticeOnly: false, endDate: END } as const;
const at = (minutes: number) => new Date(Date.parse(END) + minutes * 60_000 + SAVE_GRACE_MS);

describe('grantHold: what a grant of extra time holds back for everybody', () => {
  it('moves the key release by the new minutes when they are the largest', () => {
    expect(grantHold(simulado, [], { email: 'a@x.dev', extraMinutes: 240 })).toEqual({
      before: at(0),
      after: at(240),
    });
  });

  it('keeps the release where a larger grant to someone else already holds it', () => {
    const grants = [{ email: 'b@x.dev', extraMinutes: 60 }];
    expect(grantHold(simulado, grants, { email: 'a@x.dev', extraMinutes: 30 })).toEqual({
      before: at(60),
      after: at(60),
    });
  });

  it('replaces her own grant: lowering it brings the release earlier', () => {
    const grants = [
      { email: 'A@x.dev', extraMinutes: 240 },
      { email: 'b@x.dev', extraMinutes: 30 },
    ];
    expect(grantHold(simulado, grants, { email: 'a@x.dev ', extraMinutes: 45 })).toEqual({
      before: at(240),
      after: at(45),
    });
  });

  it('holds nothing back on a key open from the start', () => {
    const open = { ...simulado, answerKeyRelease: 'IMMEDIATE' } as const;
    expect(grantHold(open, [], { email: 'a@x.dev', extraMinutes: 60 })).toEqual({
      before: null,
      after: null,
    });
  });
});
