import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  formatCardCvv,
  formatCardExpiry,
  formatCardHolder,
  formatCardNumber,
  validateCard,
} from './card';

describe('card inputs', () => {
  it('keeps digits only, up to 16, in groups of 4', () => {
    expect(formatCardNumber('4111-1111 1111abc1111 99')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('12345')).toBe('1234 5');
    expect(formatCardNumber('')).toBe('');
  });

  it('upper-cases the holder', () => {
    expect(formatCardHolder('maria da silva')).toBe('MARIA DA SILVA');
  });

  it('masks the expiry as MM/AA with up to 4 digits', () => {
    expect(formatCardExpiry('1')).toBe('1');
    expect(formatCardExpiry('12')).toBe('12');
    expect(formatCardExpiry('123')).toBe('12/3');
    expect(formatCardExpiry('12/345')).toBe('12/34');
  });

  it('keeps 3 CVV digits', () => {
    expect(formatCardCvv('1a2b3c4')).toBe('123');
  });
});

describe('card validation', () => {
  const valid = { number: '4111 1111 1111 1111', holder: 'MARIA', expiry: '12/30', cvv: '123' };

  it('accepts a complete card without a real date check', () => {
    expect(validateCard(valid)).toEqual({});
    expect(validateCard({ ...valid, expiry: '99/99' })).toEqual({});
  });

  it('names each wrong field with the spec message', () => {
    expect(validateCard({ number: '4111 1111', holder: '  ', expiry: '12/3', cvv: '12' })).toEqual({
      number: CARD_MESSAGES.number,
      holder: CARD_MESSAGES.holder,
      expiry: CARD_MESSAGES.expiry,
      cvv: CARD_MESSAGES.cvv,
    });
  });
});
