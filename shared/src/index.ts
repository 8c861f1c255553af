import './zod-locale';
export * from './limits';
export * from './errors';
export * from './auth/roles';
export * from './auth/messages';
export * from './auth/schemas';
export * from './format/money';
export * from './format/dates';
export * from './scoring/scoring';
