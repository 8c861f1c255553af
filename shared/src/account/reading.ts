import { z } from 'zod';

/**
 * Reading preferences in the exam, kept per account (on the server, so every device shows
 * them): type size in percent (100 to 200, in steps of 25), higher contrast, and more line
 * spacing.
 */
export const READING_SCALES = [100, 125, 150, 175, 200] as const;
export const LINE_SPACINGS = ['NORMAL', 'WIDE', 'WIDER'] as const;

export const readingPreferencesSchema = z.object({
  fontScale: z
    .number()
    .int()
    .refine((n) => (READING_SCALES as readonly number[]).includes(n), {
      error: 'Tamanho do texto inválido: use 100, 125, 150, 175 ou 200%.',
    }),
  highContrast: z.boolean(),
  lineSpacing: z.enum(LINE_SPACINGS, {
    error: 'Espaçamento inválido: use NORMAL, WIDE ou WIDER.',
  }),
});
export type ReadingPreferences = z.infer<typeof readingPreferencesSchema>;

export const DEFAULT_READING: ReadingPreferences = {
  fontScale: 100,
  highContrast: false,
  lineSpacing: 'NORMAL',
};

/** The line height each spacing gives the exam's text. */
export const LINE_HEIGHTS: Record<ReadingPreferences['lineSpacing'], number> = {
  NORMAL: 1.55,
  WIDE: 1.9,
  WIDER: 2.2,
};
