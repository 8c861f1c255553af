import { sql, type Kysely, type RawBuilder } from 'kysely';

// Migrations must not depend on the app's evolving Database type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Real papers: rich content, base texts, images and corrections.
 *
 * - Stems, options and explanations become rich HTML (the allow-list of
 *   shared/src/content). Existing plain text is rewritten as the HTML showing the same:
 *   escaped, trimmed, blank-line separated paragraphs in <p>, single line breaks as <br />,
 *   '' kept '' — exactly shared's plainTextToRichHtml, which a test checks on both back ends.
 * - base_texts ('textos associados'): a title, rich content, line numbering; a question
 *   names its block by base_text_id. Writes bump the paper version like questions do.
 * - assets: uploaded images, re-encoded, as bytes in the database. One store that every mode
 *   has (PGlite's data directory, PostgreSQL for a cluster), written in the same transaction
 *   as the paper that refers to them, and copied by the backup with everything else.
 * - paper_corrections: the audit of text corrected once attempts existed, with the reason,
 *   who, when and the paper version it produced.
 */
export async function up(db: AnyDb): Promise<void> {
  for (const column of ['text', 'option_a', 'option_b', 'option_c', 'option_d']) {
    await sql`update questions set ${sql.ref(column)} = ${plainToHtml(sql.ref(column))}`.execute(
      db,
    );
  }
  await sql`update questions set option_e = ${plainToHtml(sql.ref('option_e'))}
            where option_e is not null`.execute(db);
  await sql`update questions set explanation = ${plainToHtml(sql.ref('explanation'))}
            where explanation is not null`.execute(db);

  await db.schema
    .createTable('base_texts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('simulado_id', 'uuid', (c) =>
      c.notNull().references('simulados.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content_html', 'text', (c) => c.notNull())
    .addColumn('line_numbers', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('base_texts_simulado_idx')
    .on('base_texts')
    .column('simulado_id')
    .execute();
  await db.schema
    .alterTable('questions')
    .addColumn('base_text_id', 'uuid', (c) => c.references('base_texts.id').onDelete('set null'))
    .execute();
  await sql`
    create trigger base_texts_paper_version
    after insert or update or delete on base_texts
    for each row execute function bump_paper_version()
  `.execute(db);

  await db.schema
    .createTable('assets')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('simulado_id', 'uuid', (c) =>
      c.notNull().references('simulados.id').onDelete('cascade'),
    )
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('assets_simulado_idx').on('assets').column('simulado_id').execute();

  await db.schema
    .createTable('paper_corrections')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('simulado_id', 'uuid', (c) =>
      c.notNull().references('simulados.id').onDelete('cascade'),
    )
    .addColumn('target', 'text', (c) => c.notNull().check(sql`target in ('QUESTION', 'BASE_TEXT')`))
    .addColumn('target_id', 'uuid', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('before_html', 'text', (c) => c.notNull())
    .addColumn('after_html', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('corrected_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('paper_version', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('paper_corrections_simulado_idx')
    .on('paper_corrections')
    .columns(['simulado_id', 'created_at'])
    .execute();
}

/** shared's plainTextToRichHtml in SQL (frozen here: the migration is history). */
export function plainToHtml(column: RawBuilder<unknown> | ReturnType<typeof sql.ref>) {
  const trimmed = sql`regexp_replace(replace(replace(${column}, E'\\r\\n', E'\\n'), E'\\r', E'\\n'), '^\\s+|\\s+$', '', 'g')`;
  const escaped = sql`replace(replace(replace(replace(replace(${trimmed}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')`;
  const paragraphs = sql`replace(regexp_replace(${escaped}, E'\\n{2,}', '</p><p>', 'g'), E'\\n', '<br />')`;
  return sql<string>`case when ${trimmed} = '' then '' else '<p>' || ${paragraphs} || '</p>' end`;
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('paper_corrections').execute();
  await db.schema.dropTable('assets').execute();
  await sql`drop trigger base_texts_paper_version on base_texts`.execute(db);
  await db.schema.alterTable('questions').dropColumn('base_text_id').execute();
  await db.schema.dropTable('base_texts').execute();
}
