import { renderRichHtml, sanitizeRichHtml } from '@gabaritei/shared/content';
import type { SimuladoDetail } from '@gabaritei/shared';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { createFakeClock } from '../clock';
import { signedIn } from '../simulados/catalogue.test-support';
import { describeBackends, useTestApp } from '../test/support';
import { seedDemoData } from './demo';

describeBackends('the demo catalogue’s real papers', (backend) => {
  const t = useTestApp(backend, { clock: createFakeClock('2026-11-22T12:00:00.000Z') });

  it('stores rich, sanitised content with base texts, a figure, a table and formulas', async () => {
    await seedDemoData(t.app.runtime, { announce: false });
    const questions = await t.db
      .selectFrom('questions')
      .select(['text', 'option_a', 'explanation'])
      .execute();
    for (const q of questions) {
      expect(q.text.startsWith('<p>'), q.text).toBe(true);
      // Stored as the sanitiser writes it (plain text escapes quotes too: the same text).
      const unquoted = q.text.replace(/&quot;/g, '"').replace(/&#39;/g, "'");
      expect(sanitizeRichHtml(q.text)).toBe(unquoted);
    }
    const admin = await signedIn(t.api, t.db, 'ADMIN');
    const byTitle = async (prefix: string) => {
      const row = await t.db
        .selectFrom('simulados')
        .select('id')
        .where('title', 'like', `${prefix}%`)
        .executeTakeFirstOrThrow();
      const res = await t.api.get(`/api/simulados/${row.id}`, { cookie: admin.cookie });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<SimuladoDetail>();
    };

    const full = await byTitle('Simulado Gabaritei — Prova completa');
    expect(full.baseTexts).toEqual([
      expect.objectContaining({
        title: 'Texto I',
        lineNumbers: true,
        firstQuestion: 1,
        lastQuestion: 5,
      }),
    ]);
    const lines = renderRichHtml(full.baseTexts![0]!.contentHtml, { lineNumbers: true });
    expect(lines).toContain('<span class="rich-ln">10</span> de domínio: o candidato');
    expect(lines).toContain('<span class="rich-ln">14</span> estudou.');
    expect(full.questions.slice(0, 5).every((q) => q.baseTextId === full.baseTexts![0]!.id)).toBe(
      true,
    );
    expect(full.questions[5]!.text).toContain('<table><thead><tr><th scope="col">p</th>');
    expect(renderRichHtml(full.questions[7]!.text)).toContain('<math');
    const src = /src="([^"]+)"/.exec(full.questions[6]!.text)?.[1];
    expect(src).toMatch(/^\/api\/simulados\/.+\/assets\/.+$/);
    const figure = await t.api.get(src!, { cookie: admin.cookie });
    expect(figure.statusCode).toBe(200);
    expect(figure.headers['content-type']).toBe('image/png');
    expect((await sharp(figure.rawPayload).metadata()).width).toBe(480);

    const cebraspe = await byTitle('Simulado estilo Cebraspe');
    expect(cebraspe.baseTexts).toEqual([
      expect.objectContaining({ firstQuestion: 11, lastQuestion: 12, lineNumbers: false }),
    ]);
    expect(cebraspe.baseTexts![0]!.contentHtml).toContain('julgue os itens a seguir');
  });
});
