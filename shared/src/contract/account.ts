import { z } from 'zod';
import {
  accountProfileSchema,
  changePasswordSchema,
  deleteAccountSchema,
  privacySchema,
  updateNameSchema,
} from '../account/schemas';
import { readingPreferencesSchema } from '../account/reading';
import { messageResponseSchema } from '../auth/schemas';
import { defineRoutes } from './route';

/** 'Minha Conta': always the signed-in person's own account. */
export const accountRoutes = defineRoutes({
  profile: { method: 'GET', path: '/api/me', response: accountProfileSchema },
  rename: {
    method: 'PATCH',
    path: '/api/me',
    body: updateNameSchema,
    response: accountProfileSchema,
  },
  changePassword: {
    method: 'POST',
    path: '/api/me/password',
    body: changePasswordSchema,
    response: messageResponseSchema,
  },
  privacy: {
    method: 'PATCH',
    path: '/api/me/privacy',
    body: privacySchema,
    response: accountProfileSchema,
  },
  /** Reading preferences in the exam (type size, contrast, line spacing), per account. */
  readingPreferences: {
    method: 'GET',
    path: '/api/me/reading-preferences',
    response: readingPreferencesSchema,
  },
  setReadingPreferences: {
    method: 'PUT',
    path: '/api/me/reading-preferences',
    body: readingPreferencesSchema,
    response: readingPreferencesSchema,
  },
  /**
   * An attachment the browser downloads (a link, not a call): the server writes the JSON
   * text itself with a file name, so the answer is not checked here.
   */
  export: { method: 'GET', path: '/api/me/export', response: z.unknown() },
  remove: {
    method: 'DELETE',
    path: '/api/me',
    body: deleteAccountSchema,
    response: messageResponseSchema,
  },
});
