import type { SqlBool } from 'kysely';
import { accessExpression, type AccessSubject } from '../access/access';
import type { DbOrTx } from '../db/database';

export type StoredAsset = {
  content_type: string;
  bytes: Buffer;
  byte_size: number;
  sha256: string;
  width: number;
  height: number;
};

export async function insertAsset(
  db: DbOrTx,
  simuladoId: string,
  asset: StoredAsset,
): Promise<string> {
  const row = await db
    .insertInto('assets')
    .values({ simulado_id: simuladoId, ...asset })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One asset of one simulado: another simulado's id in the URL finds nothing. */
export async function findAsset(db: DbOrTx, simuladoId: string, assetId: string) {
  const row = await db
    .selectFrom('assets')
    .select(['content_type', 'bytes', 'sha256'])
    .where('id', '=', assetId)
    .where('simulado_id', '=', simuladoId)
    .executeTakeFirst();
  return row ?? null;
}

/** Only the ETag: a revalidation (304) reads no bytes. */
export async function findAssetTag(db: DbOrTx, simuladoId: string, assetId: string) {
  const row = await db
    .selectFrom('assets')
    .select('sha256')
    .where('id', '=', assetId)
    .where('simulado_id', '=', simuladoId)
    .executeTakeFirst();
  return row?.sha256 ?? null;
}

/**
 * What the read rules need of a simulado (its start, its key's release) and, for a viewer,
 * THE access rule's answer, in one query: images are fetched fifteen at a time at an exam's
 * start, each asking. Null if unknown or archived.
 */
export async function findSimuladoStart(
  db: DbOrTx,
  simuladoId: string,
  viewer: AccessSubject | null = null,
) {
  const row = await db
    .selectFrom('simulados')
    .select([
      'start_date',
      'answer_key_release',
      'is_practice_only',
      'end_date',
      'key_hold_until',
      'paper_version',
    ])
    .select((eb) =>
      (viewer ? accessExpression(eb, viewer, simuladoId) : eb.val(false)).as('has_access'),
    )
    .where('id', '=', simuladoId)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return row ? { ...row, has_access: Boolean(row.has_access as SqlBool) } : null;
}

/** Whether one of this teacher's classes has the simulado released to it. */
export async function isReleasedToTeacher(db: DbOrTx, teacherId: string, simuladoId: string) {
  const row = await db
    .selectFrom('class_simulados')
    .innerJoin('classes', 'classes.id', 'class_simulados.class_id')
    .select('class_simulados.class_id')
    .where('classes.teacher_id', '=', teacherId)
    .where('class_simulados.simulado_id', '=', simuladoId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The images a printed paper shows (the PDF inlines them: its browser fetches nothing). */
export async function listAssetsOf(db: DbOrTx, simuladoId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('assets')
    .select(['id', 'content_type', 'bytes'])
    .where('simulado_id', '=', simuladoId)
    .where('id', 'in', ids)
    .execute();
}

/** Every HTML field of a paper that candidates see before the key: stems, options, base texts. */
export async function listPaperHtml(db: DbOrTx, simuladoId: string) {
  const [questions, baseTexts] = await Promise.all([
    db
      .selectFrom('questions')
      .select(['text', 'option_a', 'option_b', 'option_c', 'option_d', 'option_e'])
      .where('simulado_id', '=', simuladoId)
      .execute(),
    db
      .selectFrom('base_texts')
      .select('content_html')
      .where('simulado_id', '=', simuladoId)
      .execute(),
  ]);
  return {
    paper: [
      ...questions.flatMap((q) => [
        q.text,
        q.option_a,
        q.option_b,
        q.option_c,
        q.option_d,
        q.option_e,
      ]),
      ...baseTexts.map((b) => b.content_html),
    ],
  };
}
