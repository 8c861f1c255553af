/** Business constants of PRODUCT §9, shared by the client, the server and the workers. */
export const LIMITS = {
  passwordMin: 8,
  passwordMax: 128,
  nameMin: 1,
  nameMax: 120,
  emailMax: 254,
  defaultDurationMinutes: 90,
  minDurationMinutes: 1,
  cardDigits: 16,
  expiryDigits: 4,
  cvvDigits: 3,
  contactNameMin: 2,
  contactNameMax: 120,
  contactMessageMin: 5,
  contactMessageMax: 4000,
  classCapacityMin: 1,
  classCapacityMax: 100,
  classCapacityDefault: 20,
  simuladoTitleMax: 200,
  csvPreviewQuestions: 5,
  recentPurchases: 3,
  praiseAverage: 70,
} as const;

export const TIMINGS = {
  sessionExpiryCheckMs: 5_000,
  timerTickMs: 1_000,
  timerWarningMinutes: [10, 5, 1] as const,
  timerWarningVisibleMs: 3_000,
  draftExpiryMs: 7 * 24 * 60 * 60 * 1000,
  simulatedPaymentDelayMs: 2_000,
  paymentReturnDelayMs: 2_000,
  redirectToLoginMs: 3_000,
  postSubmitNavigationMs: 1_000,
  /** Verification links live 24 h; reset links 1 h. */
  verificationTokenTtlMs: 24 * 60 * 60 * 1000,
  resetTokenTtlMs: 60 * 60 * 1000,
  sessionTtlMs: 30 * 24 * 60 * 60 * 1000,
} as const;

/**
 * Every letter an answer may be, over all formats: A–D, A–E, or C (Certo) and
 * E (Errado). Which of them a simulado takes is its format's (optionsOf in scoring/formats).
 */
export const OPTIONS = ['A', 'B', 'C', 'D', 'E'] as const;
export type Option = (typeof OPTIONS)[number];

export const TIMEZONE = 'America/Sao_Paulo';
export const LOCALE = 'pt-BR';
export const PRODUCT_NAME = 'Gabaritei';
