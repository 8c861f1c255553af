import {
  DEFAULT_READING,
  readingPreferencesSchema,
  type ReadingPreferences,
} from '@gabaritei/shared';
import type { Db } from '../db/database';
import { findReadingPreferences, saveReadingPreferences } from './reading.repository';

/** The exam's reading preferences, kept with the account so every device shows them. */
export function createReadingService({ db }: { db: Db }) {
  return {
    async get(userId: string): Promise<ReadingPreferences> {
      // A stored value the schema no longer takes reads as the defaults, never as a 500.
      const parsed = readingPreferencesSchema.safeParse(await findReadingPreferences(db, userId));
      return parsed.success ? parsed.data : DEFAULT_READING;
    },
    async set(userId: string, preferences: ReadingPreferences): Promise<ReadingPreferences> {
      await saveReadingPreferences(db, userId, preferences);
      return preferences;
    },
  };
}

export type ReadingService = ReturnType<typeof createReadingService>;
