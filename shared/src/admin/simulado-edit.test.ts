import { describe, expect, it } from 'vitest';
import { adminUpdateSimuladoSchema } from './simulado-edit';
import { ADMIN_MESSAGES } from './messages';

describe('adminUpdateSimuladoSchema', () => {
  it('leaves out what was not sent, and clears what was sent as null', () => {
    const parsed = adminUpdateSimuladoSchema.parse({ title: ' Novo ', endDate: null });
    expect(parsed).toEqual({ title: 'Novo', endDate: null });
    expect('startDate' in parsed && parsed.startDate !== undefined).toBe(false);
  });

  it('reads a typed date in São Paulo time, like creation', () => {
    const parsed = adminUpdateSimuladoSchema.parse({ startDate: '2026-12-01T09:00' });
    expect(parsed.startDate?.toISOString()).toBe('2026-12-01T12:00:00.000Z');
  });

  it('refuses an empty change and each invalid field with its pt-BR message', () => {
    const empty = adminUpdateSimuladoSchema.safeParse({});
    expect(empty.error?.issues[0]?.message).toBe(ADMIN_MESSAGES.nothingToUpdate);
    const bad = adminUpdateSimuladoSchema.safeParse({ title: '  ', price: -1 });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      ADMIN_MESSAGES.titleRequired,
      ADMIN_MESSAGES.priceInvalid,
    ]);
  });
});
