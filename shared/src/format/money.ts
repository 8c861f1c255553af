import { LOCALE } from '../limits';

const brl = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'BRL' });

/** Formats reais as pt-BR currency: 49.9 → "R$ 49,90" (with a non-breaking space). */
export function formatBRL(reais: number): string {
  return brl.format(reais);
}

/** Prices live in the database as integer centavos so sums never drift. */
export function centsToReais(cents: number): number {
  return cents / 100;
}

export function reaisToCents(reais: number): number {
  return Math.round(reais * 100);
}
