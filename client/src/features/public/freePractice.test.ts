import { describe, expect, it } from 'vitest';
import { pickFreePractice } from './freePractice';

describe('pickFreePractice', () => {
  it('prefers the demonstrative simulado, else any free one, else none', () => {
    const paid = { id: 'p', title: 'Pago', price: 10, questionCount: 5 };
    const free = { id: 'f', title: 'Gratuito', price: 0, questionCount: 5 };
    const demo = { id: 'd', title: 'Simulado Demonstrativo', price: 0, questionCount: 8 };
    expect(pickFreePractice([paid, free, demo])?.id).toBe('d');
    expect(pickFreePractice([paid, free])?.id).toBe('f');
    expect(pickFreePractice([paid])).toBeNull();
    expect(pickFreePractice({ not: 'a list' })).toBeNull();
  });
});
