import { LIMITS } from '../limits';

/** Texts of the simulated card form (PRODUCT §5). */
export const CARD_MESSAGES = {
  number: 'Número do cartão inválido',
  holder: 'Nome do titular é obrigatório',
  expiry: 'Data de validade inválida',
  cvv: 'CVV inválido',
} as const;

const digits = (value: string) => value.replace(/\D/g, '');

/** Digits only, up to 16, shown in groups of 4: "1234 5678 9012 3456". */
export function formatCardNumber(value: string): string {
  return digits(value)
    .slice(0, LIMITS.cardDigits)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The holder's name is upper-cased as typed. */
export function formatCardHolder(value: string): string {
  return value.toUpperCase();
}

/** Digits only, up to 4, shown as MM/AA. */
export function formatCardExpiry(value: string): string {
  const d = digits(value).slice(0, LIMITS.expiryDigits);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/** Digits only, up to 3. */
export function formatCardCvv(value: string): string {
  return digits(value).slice(0, LIMITS.cvvDigits);
}

export type CardForm = { number: string; holder: string; expiry: string; cvv: string };
export type CardErrors = Partial<Record<keyof CardForm, string>>;

/**
 * PRODUCT.md's checks, nothing more: 16 digits, a holder, five MM/AA characters (no real
 * date check) and 3 CVV digits. Nothing of this ever reaches the server.
 */
export function validateCard(form: CardForm): CardErrors {
  const errors: CardErrors = {};
  if (digits(form.number).length !== LIMITS.cardDigits) errors.number = CARD_MESSAGES.number;
  if (form.holder.trim() === '') errors.holder = CARD_MESSAGES.holder;
  if (form.expiry.length !== 5) errors.expiry = CARD_MESSAGES.expiry;
  if (digits(form.cvv).length !== LIMITS.cvvDigits) errors.cvv = CARD_MESSAGES.cvv;
  return errors;
}
