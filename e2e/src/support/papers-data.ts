import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { XSS_CORPUS } from '@gabaritei/shared/content/xss-corpus';
import { insertSimulado, type TestSimulado } from './exam-data';

/** 'Texto I': numbered lines (paragraphs and line breaks), as a Língua Portuguesa block. */
const BASE_TEXT = [
  '<p>A cidade amanhecia devagar, como quem hesita diante de um compromisso antigo.<br>',
  'Os ônibus, ainda meio vazios, cruzavam as avenidas largas do centro,<br>',
  'e os vendedores arrumavam as bancas com a paciência de quem já viu tudo.</p>',
  '<p>Nas escolas, os professores <strong>revisavam</strong> as provas do dia;<br>',
  'nas casas, os candidatos repetiam, em voz baixa, as regras de <em>crase</em>.</p>',
  '<p>Ninguém sabia ainda que aquela manhã seria lembrada por muito tempo.</p>',
].join('');

const TABLE =
  '<p>Considere a tabela-verdade a seguir.</p><table><thead><tr><th>p</th><th>q</th><th>p → q</th><th>Observação sobre a linha da tabela-verdade</th></tr></thead>' +
  '<tbody><tr><td>V</td><td>V</td><td>V</td><td>verdadeira quando ambas são verdadeiras</td></tr><tr><td>V</td><td>F</td><td>F</td><td>o único caso falso</td></tr>' +
  '<tr><td>F</td><td>V</td><td>V</td><td>antecedente falso</td></tr><tr><td>F</td><td>F</td><td>V</td><td>antecedente falso</td></tr></tbody></table><p>Assinale a alternativa correta.</p>';

const STEMS = [
  '<p>No texto, o termo <strong>“devagar”</strong> (linha 1) expressa circunstância de:</p>',
  '<p>Nas linhas 4 e 5, a palavra “crase” está em itálico porque:</p>',
  '<p>Assinale a alternativa <strong>INCORRETA</strong> quanto ao texto.</p>',
  TABLE,
  '<p>Um capital \\(C\\) aplicado a juros compostos à taxa \\(i\\) por \\(n\\) períodos gera o montante</p><p>\\[M = C(1 + i)^n\\]</p><p>Com \\(C = 1000\\), \\(i = 10\\%\\) e \\(n = 2\\), o montante é:</p>',
  '<p>A fórmula da água é H<sub>2</sub>O e 2<sup>10</sup> = 1024. Marque a <u>correta</u>.</p>',
];

export type RichPaper = TestSimulado & { baseTextId: string };

/**
 * A free simulado open now whose first three questions share a numbered base text, with a
 * table, formulas and formatting in the others. `hostile` writes the XSS corpus straight
 * into the database instead — past the server's sanitiser, so the reading side is tested.
 */
export async function insertRichPaper(
  app: FastifyInstance,
  title: string,
  hostile = false,
): Promise<RichPaper> {
  const simulado = await insertSimulado(app, { title, durationMinutes: 60, questions: 6 });
  const { db } = app.runtime;
  const corpus = XSS_CORPUS.join('\n');
  const { id: baseTextId } = await db
    .insertInto('base_texts')
    .values({
      simulado_id: simulado.id,
      title: 'Texto I',
      content_html: hostile ? `${BASE_TEXT}${corpus}` : BASE_TEXT,
      line_numbers: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [index, questionId] of simulado.questionIds.entries()) {
    const stem = STEMS[index]!;
    await db
      .updateTable('questions')
      .set({
        text: hostile ? `${stem}${XSS_CORPUS[index % XSS_CORPUS.length]}` : stem,
        option_a: hostile ? XSS_CORPUS[(index + 6) % XSS_CORPUS.length]! : '<p>tempo</p>',
        option_b: hostile ? XSS_CORPUS[(index + 12) % XSS_CORPUS.length]! : '<p>modo</p>',
        option_c: hostile ? XSS_CORPUS[(index + 18) % XSS_CORPUS.length]! : '<p>lugar</p>',
        option_d: hostile ? XSS_CORPUS[(index + 24) % XSS_CORPUS.length]! : '<p>R$ 1.210,00</p>',
        base_text_id: index < 3 ? baseTextId : null,
      })
      .where('id', '=', questionId)
      .execute();
  }
  return { ...simulado, baseTextId };
}

/** An 8 × 8 red PNG: a figure as the server stores one (already re-encoded). */
const FIGURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4ISeHFTEMLQkAkL9BAbKfPiIAAAAASUVORK5CYII=',
  'base64',
);

/** Stores the figure for `simulado` and shows it in the stem of its first question. */
export async function insertFigure(app: FastifyInstance, simulado: RichPaper): Promise<string> {
  const { db } = app.runtime;
  const { id } = await db
    .insertInto('assets')
    .values({
      simulado_id: simulado.id,
      content_type: 'image/png',
      bytes: FIGURE,
      byte_size: FIGURE.byteLength,
      sha256: createHash('sha256').update(FIGURE).digest('hex'),
      width: 8,
      height: 8,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const url = `/api/simulados/${simulado.id}/assets/${id}`;
  await db
    .updateTable('questions')
    .set({ text: `<p>Observe o mapa.</p><p><img src="${url}" alt="Mapa da região"></p>` })
    .where('id', '=', simulado.questionIds[0]!)
    .execute();
  return url;
}
