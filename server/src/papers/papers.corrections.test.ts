import { expect, it } from 'vitest';
import type { ExamSession } from '@gabaritei/shared';
import { examApi, startedCandidate } from '../exam/exam.test-support';
import { describeBackends } from '../test/support';
import { paperOf, usePapersSuite } from './papers.test-support';

describeBackends('corrections once attempts exist', (backend) => {
  const { t, papers, root } = usePapersSuite(backend);

  it('corrects a stem with a reason: audit, paper version, and the open session reads it', async () => {
    const exam = examApi(t.api);
    const { simulado, student, session, questions } = await startedCandidate(t, exam);
    const before = paperOf(await papers.paper(simulado, root.cookie));
    expect(before.hasAttempts).toBe(true);
    const target = questions[1]!;

    const res = await papers.correct(
      simulado,
      {
        target: 'QUESTION',
        id: target.id,
        field: 'text',
        html: '<p>Questão 2, <em>corrigida</em><script>x</script></p>',
        reason: 'Erro de digitação no enunciado',
      },
      root.cookie,
    );
    expect(res.statusCode, res.body).toBe(201);
    const after = paperOf(res);
    expect(after.questions[1]!.text).toBe('<p>Questão 2, <em>corrigida</em></p>');
    expect(BigInt(after.paperVersion)).toBeGreaterThan(BigInt(before.paperVersion));
    expect(after.corrections).toEqual([
      expect.objectContaining({
        target: 'QUESTION',
        targetId: target.id,
        questionNumber: 2,
        field: 'text',
        before: 'Questão 2',
        after: '<p>Questão 2, <em>corrigida</em></p>',
        reason: 'Erro de digitação no enunciado',
        paperVersion: after.paperVersion,
      }),
    ]);
    expect(after.corrections[0]!.correctedBy).toBeTruthy();
    // The key did not move: only the key decision changes it.
    expect(after.questions[1]!.correctOption).toBe(before.questions[1]!.correctOption);

    const reloaded = await exam.active(student.cookie, simulado);
    expect(reloaded.statusCode, reloaded.body).toBe(200);
    const again = reloaded.json<ExamSession>();
    expect(again.id).toBe(session.id);
    expect(again.questions?.[1]?.text).toBe('<p>Questão 2, <em>corrigida</em></p>');
    // A new start of the same candidate resumes through the paper cache: corrected too.
    const resumed = await exam.start(student.cookie, simulado);
    expect(resumed.json<ExamSession>().questions?.[1]?.text).toBe(
      '<p>Questão 2, <em>corrigida</em></p>',
    );
  });

  it('corrects an option but never adds or removes one, and asks for a reason', async () => {
    const exam = examApi(t.api);
    const { simulado, questions } = await startedCandidate(t, exam);
    const id = questions[0]!.id;
    const body = (field: string, html: string, reason = 'Alternativa com erro') => ({
      target: 'QUESTION',
      id,
      field,
      html,
      reason,
    });
    const fixed = await papers.correct(
      simulado,
      body('optionC', '<p>C corrigida</p>'),
      root.cookie,
    );
    expect(fixed.statusCode, fixed.body).toBe(201);
    expect(paperOf(fixed).questions[0]!.optionC).toBe('<p>C corrigida</p>');

    const added = await papers.correct(simulado, body('optionE', '<p>nova</p>'), root.cookie);
    expect(added.statusCode).toBe(400);
    expect(added.json().message).toBe(
      'Não é possível acrescentar ou remover alternativas depois que há tentativas.',
    );
    const removed = await papers.correct(simulado, body('optionA', '<p> </p>'), root.cookie);
    expect(removed.statusCode).toBe(400);
    const noReason = await papers.correct(simulado, body('optionA', '<p>x</p>', ' '), root.cookie);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Explique o motivo da correção (de 5 a 500 caracteres).');
    const same = await papers.correct(simulado, body('optionC', '<p>C corrigida</p>'), root.cookie);
    expect(same.statusCode).toBe(400);
    const edit = await papers.updateQuestion(
      simulado,
      id,
      {
        text: '<p>x</p>',
        optionA: '<p>a</p>',
        optionB: '<p>b</p>',
        optionC: '<p>c</p>',
        optionD: '<p>d</p>',
        optionE: null,
        correctOption: 'A',
      },
      root.cookie,
    );
    expect(edit.statusCode).toBe(409);
    const audit = paperOf(await papers.paper(simulado, root.cookie)).corrections;
    expect(audit.map((c) => c.field)).toEqual(['optionC']);
  });

  it('corrects a base text, which the exam payload then carries', async () => {
    const exam = examApi(t.api);
    const { simulado, student } = await startedCandidate(t, exam);
    const textId = (
      await t.db
        .insertInto('base_texts')
        .values({ simulado_id: simulado, title: 'Texto I', content_html: '<p>Era uma vez</p>' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await t.db
      .updateTable('questions')
      .set({ base_text_id: textId })
      .where('simulado_id', '=', simulado)
      .where('position', 'in', [1, 2])
      .execute();
    const res = await papers.correct(
      simulado,
      {
        target: 'BASE_TEXT',
        id: textId,
        field: 'contentHtml',
        html: '<p>Era uma vez, corrigido</p>',
        reason: 'Vírgula faltando',
      },
      root.cookie,
    );
    expect(res.statusCode, res.body).toBe(201);
    const session = (await exam.active(student.cookie, simulado)).json<ExamSession>();
    expect(session.baseTexts).toEqual([
      {
        id: textId,
        title: 'Texto I',
        contentHtml: '<p>Era uma vez, corrigido</p>',
        lineNumbers: true,
        firstQuestion: 1,
        lastQuestion: 2,
      },
    ]);
    expect(session.questions?.map((q) => q.baseTextId)).toEqual([textId, textId, null, null]);
  });
});
