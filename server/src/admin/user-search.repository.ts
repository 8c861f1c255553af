import { sql } from 'kysely';
import type { DbOrTx, UserRow } from '../db/database';

export type AdminUserRow = Pick<
  UserRow,
  'id' | 'name' | 'email' | 'role' | 'email_verified_at' | 'created_at'
>;

/** `%`, `_` and `\` typed in the search are letters, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Accented letters of Portuguese (and their neighbours) and their bare forms, for
 * translate(): PGlite has no unaccent extension, and translate() is core SQL on both back
 * ends. Both cases are listed so no locale's lower() is relied on.
 */
const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ';
const BARE = 'aaaaaaeeeeiiiiooooouuuucnyyAAAAAAEEEEIIIIOOOOOUUUUCNY';

/** What the search compares: the text without accents (NFD marks dropped). */
export const withoutAccents = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .normalize('NFC');

const bare = (column: 'name' | 'email') =>
  sql<string>`translate(${sql.ref(column)}, ${ACCENTED}, ${BARE})`;

/**
 * One page of accounts, newest first (the admin table), whose name or e-mail contains `q`
 * whatever its case and accents; `total` counts every match.
 */
export async function listUsers(
  db: DbOrTx,
  { q, page, pageSize }: { q: string; page: number; pageSize: number },
): Promise<{ rows: AdminUserRow[]; total: number }> {
  let base = db
    .selectFrom('users')
    // Accounts their owners deleted stay only as ranking tombstones.
    .where('deleted_at', 'is', null);
  if (q !== '') {
    // 'joao' finds 'João' and 'CONCEIÇÃO' finds 'Conceição': accents and case ignored.
    const pattern = likePattern(withoutAccents(q));
    base = base.where((eb) =>
      eb.or([eb(bare('name'), 'ilike', pattern), eb(bare('email'), 'ilike', pattern)]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'name', 'email', 'role', 'email_verified_at', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'asc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
