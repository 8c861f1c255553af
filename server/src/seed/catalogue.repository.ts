import { plainTextToRichHtml, sanitizeRichHtml } from '@gabaritei/shared/content';
import sharp from 'sharp';
import type { DbOrTx } from '../db/database';
import { storeAsset } from '../papers/assets.service';
import { assignBlock, insertBaseText } from '../papers/papers.repository';
import type { CatalogueSimulado } from './catalogue';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A catalogue content as stored: rich HTML as written (figures' `asset:REF` made URLs),
 * plain text as the paragraphs showing it.
 */
function contentOf(text: string, figures: Map<string, string>): string {
  if (!text.trimStart().startsWith('<')) return plainTextToRichHtml(text);
  return sanitizeRichHtml(
    text.replace(/src="asset:([^"]+)"/g, (_, ref: string) => `src="${figures.get(ref) ?? ''}"`),
  );
}

/** Inserts one catalogue simulado, its figures, questions (1..n) and base texts; its id. */
export async function insertCatalogueSimulado(
  db: DbOrTx,
  simulado: CatalogueSimulado,
  now: Date,
): Promise<string> {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const { id } = await db
    .insertInto('simulados')
    .values({
      title: simulado.title,
      subject: simulado.subject,
      description: simulado.description,
      price_cents: simulado.priceCents,
      duration_minutes: simulado.durationMinutes,
      is_practice_only: simulado.isPracticeOnly,
      start_date: simulado.window ? at(simulado.window.startInDays) : null,
      end_date: simulado.window ? at(simulado.window.endInDays) : null,
      format: simulado.format ?? 'ABCD',
      scoring: simulado.scoring ?? 'STANDARD',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const figures = new Map<string, string>();
  for (const [ref, svg] of Object.entries(simulado.figures ?? {})) {
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    figures.set(ref, (await storeAsset(db, id, png)).url);
  }
  const content = (text: string) => contentOf(text, figures);
  const questions = await db
    .insertInto('questions')
    .values(
      simulado.questions.map((q, index) => ({
        simulado_id: id,
        position: index + 1,
        text: content(q.text),
        // Certo/Errado items have no options: '' in the A–D columns (see QuestionsTable).
        option_a: content(q.options[0] ?? ''),
        option_b: content(q.options[1] ?? ''),
        option_c: content(q.options[2] ?? ''),
        option_d: content(q.options[3] ?? ''),
        option_e: q.options[4] === undefined ? null : content(q.options[4]),
        correct_option: q.correct,
        weight: q.weight ?? 1,
        subject: q.subject,
        explanation: content(q.explanation),
      })),
    )
    .returning(['id', 'position'])
    .execute();
  const ids = questions.sort((a, b) => a.position - b.position).map((q) => q.id);
  for (const text of simulado.baseTexts ?? []) {
    const textId = await insertBaseText(db, id, {
      title: text.title,
      content_html: content(text.html),
      line_numbers: text.lineNumbers,
    });
    await assignBlock(db, id, textId, ids.slice(text.first - 1, text.last));
  }
  return id;
}
