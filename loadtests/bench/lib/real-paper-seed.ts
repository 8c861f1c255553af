import { assetUrl, sanitizeRichHtml } from '../../../shared/src/content/index';
import type { Db } from '../../../server/src/db/database';
import { insertAsset, type StoredAsset } from '../../../server/src/papers/assets.repository';
import { encodeImage } from '../../../server/src/papers/image-encoding';
import { paperBaseTexts, paperImage, paperQuestions, REAL_PAPER } from './real-paper';
import type { Candidate } from './setup';

const LETTERS = ['A', 'B', 'C', 'D'] as const;

export type RealPaperFixture = {
  /** The real paper: phase 1's exam day runs on it. */
  realSimuladoId: string;
  realQuestionIds: string[];
  /** Today's plain paper, opened by the same candidates first, for the ratios. */
  plainSimuladoId: string;
  imageBytes: number[];
};

/**
 * Adds the real paper and a plain twin to the bench database, each bought by every
 * candidate. The figures go through the papers area's own encoder and repository, so they
 * are stored and served exactly as an uploaded image (bytes in the database, ETag = sha256).
 */
export async function seedRealPaper(db: Db, candidates: Candidate[]): Promise<RealPaperFixture> {
  const now = new Date();
  const encoded: StoredAsset[] = [];
  for (let i = 0; i < REAL_PAPER.images; i++) encoded.push(await encodeImage(await paperImage(i)));
  return db.transaction().execute(async (trx) => {
    const simulado = async (title: string) => {
      const row = await trx
        .insertInto('simulados')
        .values({
          title,
          subject: 'Conhecimentos Gerais',
          description: 'Simulado gerado pelo benchmark do dia de prova.',
          price_cents: 2990,
          duration_minutes: 90,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (let from = 0; from < candidates.length; from += 500) {
        await trx
          .insertInto('purchases')
          .values(
            candidates.slice(from, from + 500).map((c) => ({
              user_id: c.id,
              simulado_id: row.id,
              price_cents: 2990,
              provider: 'bench',
              purchased_at: now,
            })),
          )
          .execute();
      }
      return row.id;
    };

    const realId = await simulado('Prova real (benchmark)');
    const imageIds: string[] = [];
    for (const asset of encoded) imageIds.push(await insertAsset(trx, realId, asset));
    const textIds: string[] = [];
    for (const text of paperBaseTexts()) {
      const { id } = await trx
        .insertInto('base_texts')
        .values({
          simulado_id: realId,
          title: text.title,
          content_html: sanitizeRichHtml(text.html),
          line_numbers: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      textIds.push(id);
    }
    const questions = await trx
      .insertInto('questions')
      .values(
        paperQuestions().map((q, i) => {
          const figure =
            q.image === null
              ? ''
              : `<p><img src="${assetUrl(realId, imageIds[q.image]!)}" alt="Figura ${q.image + 1}"></p>`;
          const block = Math.floor(i / REAL_PAPER.perText);
          return {
            simulado_id: realId,
            position: q.position,
            text: sanitizeRichHtml(q.html + figure),
            option_a: sanitizeRichHtml(q.options[0]),
            option_b: sanitizeRichHtml(q.options[1]),
            option_c: sanitizeRichHtml(q.options[2]),
            option_d: sanitizeRichHtml(q.options[3]),
            correct_option: LETTERS[i % 4]!,
            subject: 'Língua Portuguesa',
            explanation: sanitizeRichHtml('<p>Comentário do gabarito gerado para o benchmark.</p>'),
            base_text_id: block < textIds.length ? textIds[block]! : null,
          };
        }),
      )
      .returning(['id', 'position'])
      .execute();

    const plainId = await simulado('Prova simples (benchmark, comparação)');
    await trx
      .insertInto('questions')
      .values(
        Array.from({ length: REAL_PAPER.questions }, (_, i) => ({
          simulado_id: plainId,
          position: i + 1,
          text: `<p>Questão ${i + 1}: qual alternativa completa corretamente o enunciado?</p>`,
          option_a: '<p>Primeira alternativa</p>',
          option_b: '<p>Segunda alternativa</p>',
          option_c: '<p>Terceira alternativa</p>',
          option_d: '<p>Quarta alternativa</p>',
          correct_option: LETTERS[i % 4]!,
          subject: null,
          explanation: '<p>Comentário do gabarito gerado para o benchmark.</p>',
        })),
      )
      .execute();
    return {
      realSimuladoId: realId,
      realQuestionIds: questions.sort((a, b) => a.position - b.position).map((q) => q.id),
      plainSimuladoId: plainId,
      imageBytes: encoded.map((a) => a.byte_size),
    };
  });
}
