import { plainTextToRichHtml } from '@gabaritei/shared/content';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBackends } from '../test/support';
import { openBackendDatabase } from './backend-database.test-support';
import type { DatabaseHandle } from './connect';
import { migrateToLatest, migrateUpTo } from './migrate';
import { plainToHtml } from './migrations/20261126150000_rich_papers';

const SAMPLES = [
  '',
  '   ',
  'Uma linha só',
  'Assinale a alternativa INCORRETA.',
  'Se x < 3 & y > 2, "z" vale 5 e o d\'água transborda.',
  'Primeira linha\nSegunda linha',
  'Parágrafo um\n\nParágrafo dois\n\n\nTrês',
  '  com espaços nas pontas \n',
  'Windows\r\nquebras\r\n\r\nde linha',
  '<script>alert(1)</script>',
  'Tabela: a;b;c\n1;2;3',
];

describeBackends('the rich-papers migration', (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openBackendDatabase(backend, { migrated: false });
    await migrateUpTo(handle.db, '20261126140000_one_scoring_rule');
  });
  afterAll(async () => handle?.close());

  it("writes plain text as the rich HTML shared's plainTextToRichHtml writes", async () => {
    for (const text of SAMPLES) {
      const { rows } = await sql<{ html: string }>`
        select ${plainToHtml(sql`${text}::text`)} as html`.execute(handle.db);
      expect(rows[0]?.html, JSON.stringify(text)).toBe(plainTextToRichHtml(text));
    }
  });

  it('migrates existing questions so they show the same text', async () => {
    const [simulado] = (
      await sql<{ id: string }>`
        insert into simulados (title, price_cents) values ('Antigo', 0) returning id`.execute(
        handle.db,
      )
    ).rows;
    const stem = 'Leia o texto.\n\nAssinale a alternativa <b>INCORRETA</b> & "certa".';
    await sql`
      insert into questions (simulado_id, position, text, option_a, option_b, option_c, option_d,
                             option_e, correct_option, explanation)
      values (${simulado?.id}, 1, ${stem}, 'A1', 'B & b', 'C', 'D', null, 'A', 'Porque sim.\nFim'),
             (${simulado?.id}, 2, 'Item', '', '', '', '', null, 'C', null)`.execute(handle.db);

    await migrateToLatest(handle.db);

    const { rows } = await sql<Record<string, string | null>>`
      select text, option_a, option_b, option_c, option_d, option_e, explanation, base_text_id
      from questions where simulado_id = ${simulado?.id} order by position`.execute(handle.db);
    expect(rows).toEqual([
      {
        text: plainTextToRichHtml(stem),
        option_a: '<p>A1</p>',
        option_b: '<p>B &amp; b</p>',
        option_c: '<p>C</p>',
        option_d: '<p>D</p>',
        option_e: null,
        explanation: '<p>Porque sim.<br />Fim</p>',
        base_text_id: null,
      },
      {
        text: '<p>Item</p>',
        option_a: '',
        option_b: '',
        option_c: '',
        option_d: '',
        option_e: null,
        explanation: null,
        base_text_id: null,
      },
    ]);
  });
});
