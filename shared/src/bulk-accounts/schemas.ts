import { z } from 'zod';
import { bulkEnrolmentSummarySchema } from '../classes/email-list';
import { classIdSchema } from '../classes/schemas';
import { safeText } from '../text/safe-text';

/** Rows one file may create: a large school's intake; the e-mails then go out one by one. */
export const BULK_ACCOUNTS_MAX_ROWS = 2_000;
/** Bytes of CSV text: 2,000 rows of long names and e-mails fit with room to spare. */
export const BULK_ACCOUNTS_MAX_BYTES = 1024 * 1024;

export const BULK_ACCOUNTS_MESSAGES = {
  csvRequired: 'Envie a planilha com as colunas nome e e-mail.',
  csvTooLarge: 'A planilha passa de 1 MB.',
  tooManyRows: (count: number) =>
    `A planilha tem ${count} linhas; o limite é ${BULK_ACCOUNTS_MAX_ROWS} por envio.`,
  empty: 'A planilha não tem nenhum aluno.',
  lineErrors: (count: number) =>
    count === 1
      ? 'Nenhuma conta foi criada: 1 linha tem erro.'
      : `Nenhuma conta foi criada: ${count} linhas têm erro.`,
  missingColumns: 'o cabeçalho precisa das colunas "nome" e "e-mail"',
  missingName: 'falta o nome',
  badEmail: (value: string) => (value === '' ? 'falta o e-mail' : `e-mail inválido: "${value}"`),
  duplicate: (line: number) => `e-mail repetido (já aparece na linha ${line})`,
  classNotFound: 'Turma não encontrada.',
} as const;

const M = BULK_ACCOUNTS_MESSAGES;

/** POST /api/admin/users/import: the file's text, and the class to invite everyone to. */
export const bulkAccountsImportSchema = z.object({
  csv: safeText({ error: M.csvRequired }).refine((text) => text.trim() !== '', {
    error: M.csvRequired,
  }),
  classId: classIdSchema.optional(),
  /** Checks and reports without creating anything. */
  dryRun: z.boolean().optional(),
});
export type BulkAccountsImportInput = z.infer<typeof bulkAccountsImportSchema>;

const lineSchema = z.object({ line: z.number().int(), name: z.string(), email: z.string() });

/**
 * What the file makes: `created` — new STUDENT accounts, each mailed a link to set its
 * password ('a criar' on a dry run); `existing` — e-mails that already had an account, left
 * as they are ('já tinha conta'); `errors` — one per bad line (only a dry run answers
 * them: a real import with errors is a 400 that creates nothing); `classInvite` — what the
 * invitation to the class made of every e-mail, when a class was named and not a dry run.
 */
export const bulkAccountsReportSchema = z.object({
  dryRun: z.boolean(),
  created: z.array(lineSchema),
  existing: z.array(lineSchema),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
  classInvite: bulkEnrolmentSummarySchema.nullable(),
});
export type BulkAccountsReport = z.infer<typeof bulkAccountsReportSchema>;
