import { expect, it } from 'vitest';
import { XSS_CORPUS } from '@gabaritei/shared/content/xss-corpus';
import { createSimulado, insertResult } from '../simulados/catalogue.test-support';
import { describeBackends } from '../test/support';
import { paperOf, richQuestion, usePapersSuite } from './papers.test-support';

describeBackends('the papers editor', (backend) => {
  const { t, papers, root } = usePapersSuite(backend);

  it('adds, edits, reorders and deletes questions, storing sanitised rich HTML', async () => {
    const id = await createSimulado(t.db, { questions: 0 });
    paperOf(await papers.createQuestion(id, richQuestion(1), root.cookie));
    let paper = paperOf(
      await papers.createQuestion(
        id,
        richQuestion(0, {
          text: '<p onclick="x()">Antes <b>da</b> primeira<script>alert(1)</script></p>',
          position: 1,
        }),
        root.cookie,
      ),
    );
    expect(paper.questions.map((q) => q.text)).toEqual([
      '<p>Antes <strong>da</strong> primeira</p>',
      '<p>Enunciado <strong>1</strong></p>',
    ]);
    const [first, second] = paper.questions.map((q) => q.id);
    paper = paperOf(await papers.reorder(id, [second!, first!], root.cookie));
    expect(paper.questions.map((q) => q.id)).toEqual([second, first]);
    paper = paperOf(
      await papers.updateQuestion(id, first!, richQuestion(9, { correctOption: 'D' }), root.cookie),
    );
    expect(paper.questions[1]).toMatchObject({
      text: '<p>Enunciado <strong>9</strong></p>',
      correctOption: 'D',
    });
    paper = paperOf(await papers.deleteQuestion(id, second!, root.cookie));
    expect(paper.questions.map((q) => q.id)).toEqual([first]);
  });

  it('stores every XSS payload sanitised', async () => {
    const id = await createSimulado(t.db, { questions: 0 });
    for (const payload of XSS_CORPUS) {
      const res = await papers.createQuestion(
        id,
        richQuestion(1, { text: `<p>Enunciado</p>${payload}`, optionA: `<p>a</p>${payload}` }),
        root.cookie,
      );
      // Some payloads are refused (an image without alt); none is stored as sent.
      expect([201, 400], res.body).toContain(res.statusCode);
    }
    const rows = await t.db
      .selectFrom('questions')
      .select(['text', 'option_a'])
      .where('simulado_id', '=', id)
      .execute();
    expect(rows.length).toBeGreaterThan(30);
    for (const row of rows) {
      const tags = `${row.text}${row.option_a}`.match(/<[^>]*>/g)?.join(' ') ?? '';
      expect(tags).not.toMatch(
        /script|onerror|onload|onclick|javascript:|data:|<svg|<iframe|<object|<form|<meta|<style|style=|href=/i,
      );
    }
  });

  it('keeps the options the format takes, and asks an alt text for every image', async () => {
    const id = await createSimulado(t.db, { questions: 0 });
    const noE = await papers.createQuestion(
      id,
      richQuestion(1, { optionE: '<p>e</p>' }),
      root.cookie,
    );
    expect(noE.statusCode).toBe(400);
    expect(noE.json().message).toBe('Este formato não tem a alternativa E.');
    const blank = await papers.createQuestion(
      id,
      richQuestion(1, { optionB: '<p> </p>' }),
      root.cookie,
    );
    expect(blank.json().message).toBe('Preencha a alternativa B.');
    const noAlt = await papers.createQuestion(
      id,
      richQuestion(1, { text: `<p>Figura</p><img src="/api/simulados/${id}/assets/${id}">` }),
      root.cookie,
    );
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().message).toBe(
      'Enunciado: Toda imagem precisa de um texto alternativo (descrição).',
    );
    expect(
      (await t.db.selectFrom('questions').select('id').where('simulado_id', '=', id).execute())
        .length,
    ).toBe(0);
  });

  it('refuses a formula no renderer could draw, naming the field, and stores nothing', async () => {
    const id = await createSimulado(t.db, { questions: 0 });
    const braces = `<p>\\(${'{'.repeat(3000)}x${'}'.repeat(3000)}\\)</p>`;
    const res = await papers.createQuestion(id, richQuestion(1, { optionC: braces }), root.cookie);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      message: 'Alternativa C: Uma fórmula tem 3000 níveis de chaves aninhadas; o máximo é 20.',
    });
    const rows = await t.db.selectFrom('questions').select('id').where('simulado_id', '=', id);
    expect(await rows.execute()).toHaveLength(0);
  });

  it('serves a base text to a contiguous block, and keeps the block together', async () => {
    const id = await createSimulado(t.db, { questions: 4 });
    const created = await papers.createBaseText(
      id,
      {
        title: 'Texto I',
        contentHtml: '<p>Linha um<br />linha dois</p>',
        lineNumbers: true,
        firstQuestion: 2,
        lastQuestion: 3,
      },
      root.cookie,
    );
    expect(created.statusCode, created.body).toBe(201);
    const paper = paperOf(created);
    expect(paper.baseTexts).toEqual([
      expect.objectContaining({
        title: 'Texto I',
        firstQuestion: 2,
        lastQuestion: 3,
        lineNumbers: true,
      }),
    ]);
    const textId = paper.baseTexts[0]!.id;
    expect(paper.questions.map((q) => q.baseTextId)).toEqual([null, textId, textId, null]);
    const ids = paper.questions.map((q) => q.id);
    const split = await papers.reorder(id, [ids[1]!, ids[0]!, ids[2]!, ids[3]!], root.cookie);
    expect(split.statusCode).toBe(400);
    expect(split.json().message).toBe(
      'As questões de um texto associado precisam ficar juntas, em sequência.',
    );
    const moved = paperOf(
      await papers.reorder(id, [ids[1]!, ids[2]!, ids[0]!, ids[3]!], root.cookie),
    );
    expect(moved.baseTexts[0]).toMatchObject({ firstQuestion: 1, lastQuestion: 2 });
    const overlap = await papers.createBaseText(
      id,
      { title: 'Texto II', contentHtml: '<p>x</p>', firstQuestion: 2, lastQuestion: 3 },
      root.cookie,
    );
    expect(overlap.json().message).toBe(
      'As questões de um texto associado não podem pertencer a outro texto.',
    );
    const widened = paperOf(
      await papers.updateBaseText(
        id,
        textId,
        { title: 'Texto I', contentHtml: '<p>y</p>', firstQuestion: 1, lastQuestion: 4 },
        root.cookie,
      ),
    );
    expect(widened.baseTexts[0]).toMatchObject({
      firstQuestion: 1,
      lastQuestion: 4,
      contentHtml: '<p>y</p>',
    });
  });

  it('refuses structural edits once attempts exist, and non-admins always', async () => {
    const id = await createSimulado(t.db, { questions: 2 });
    const student = await t.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'ADMIN')
      .executeTakeFirstOrThrow();
    await insertResult(t.db, { userId: student.id, simuladoId: id, completedAt: new Date() });
    const paper = paperOf(await papers.paper(id, root.cookie));
    expect(paper.hasAttempts).toBe(true);
    const res = await papers.createQuestion(id, richQuestion(3), root.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SIMULADO_HAS_ATTEMPTS');
    expect((await papers.deleteQuestion(id, paper.questions[0]!.id, root.cookie)).statusCode).toBe(
      409,
    );
    expect((await papers.paper(id)).statusCode).toBe(401);
  });
});
