import { expect, it } from 'vitest';
import {
  EXAM_ERRATA_EVENT,
  examErrataPayloadSchema,
  examPaperSchema,
  practicePaperSchema,
  type ExamSession,
} from '@gabaritei/shared';
import { candidate, examApi, startedCandidate, submitSession } from '../exam/exam.test-support';
import { ping, useSocketClients } from '../realtime/socket.test-support';
import { loadReportData } from '../reports/report-data';
import { questionBlock } from '../reports/template/question-block';
import { describeBackends } from '../test/support';
import { paperOf, usePapersSuite } from './papers.test-support';

/**
 * A correction made while sittings run reaches their screens at once (`exam:errata`): the
 * new text with the reason, to the candidates whose session of that simulado is running —
 * nobody else — and never the commented key nor the key.
 */
describeBackends('an errata pushed to the running sessions', (backend) => {
  const { t, papers, root } = usePapersSuite(backend);
  const open = useSocketClients(t);

  it('sends the corrected text to the sitting candidate only, never the explanation', async () => {
    const exam = examApi(t.api);
    const { simulado, student, questions } = await startedCandidate(t, exam);
    // Another candidate of the same simulado who has already sent hers: not sitting now.
    const done = await candidate(t.api, t.db, simulado);
    const doneSession = await exam.start(done.cookie, simulado);
    await submitSession(exam, done.cookie, doneSession.json<{ id: string }>().id);

    const sitting = await open(student.cookie);
    const finished = await open(done.cookie);
    const heard: unknown[] = [];
    const heardByFinished: unknown[] = [];
    sitting.on(EXAM_ERRATA_EVENT, (payload: unknown) => heard.push(payload));
    finished.on(EXAM_ERRATA_EVENT, (payload: unknown) => heardByFinished.push(payload));
    const first = new Promise<unknown>((resolve) => sitting.once(EXAM_ERRATA_EVENT, resolve));
    await Promise.all([ping(sitting), ping(finished)]);

    // The commented key first: corrected, audited, and not pushed.
    const explanation = await papers.correct(
      simulado,
      {
        target: 'QUESTION',
        id: questions[0]!.id,
        field: 'explanation',
        html: '<p>Comentário do gabarito secreto</p>',
        reason: 'Comentário revisto',
      },
      root.cookie,
    );
    expect(explanation.statusCode, explanation.body).toBe(201);
    const res = await papers.correct(
      simulado,
      {
        target: 'QUESTION',
        id: questions[1]!.id,
        field: 'optionB',
        html: '<p>B corrigida</p>',
        reason: 'Vírgula no lugar errado',
      },
      root.cookie,
    );
    expect(res.statusCode, res.body).toBe(201);
    const pushed = examErrataPayloadSchema.parse(await first);
    expect(pushed).toEqual({
      target: 'QUESTION',
      simuladoId: simulado,
      paperVersion: paperOf(res).paperVersion,
      targetId: questions[1]!.id,
      field: 'optionB',
      html: '<p>B corrigida</p>',
      reason: 'Vírgula no lugar errado',
      correctedAt: expect.any(String),
    });
    const raw = JSON.stringify(heard);
    expect(raw).not.toContain('secreto');
    expect(raw).not.toMatch(/correctOption|explanation/);

    // A reload reads the errata with her paper: the notice outlives it.
    const apart = await t.api.get(`/api/exam-sessions/active?simuladoId=${simulado}&paper=apart`, {
      cookie: student.cookie,
    });
    const { id, paperVersion, paperPass } = apart.json<ExamSession>();
    const reloaded = await t.api.get(
      `/api/exam-sessions/${id}/paper?v=${paperVersion}&t=${paperPass}`,
      {
        cookie: student.cookie,
      },
    );
    expect(reloaded.statusCode, reloaded.body).toBe(200);
    expect(examPaperSchema.parse(reloaded.json()).errata).toEqual([
      expect.objectContaining({ targetId: questions[1]!.id, field: 'optionB' }),
    ]);
    expect(reloaded.body).not.toContain('secreto');

    // One push in all (the explanation made none); the finished candidate heard nothing.
    await Promise.all([ping(sitting), ping(finished)]);
    expect(heard).toHaveLength(1);
    expect(heardByFinished).toEqual([]);
  });

  it('keeps the errata with the review paper, without the explanation', async () => {
    const exam = examApi(t.api);
    const { simulado, student, session, questions } = await startedCandidate(t, exam);
    for (const [field, html] of [
      ['explanation', '<p>Comentário secreto</p>'],
      ['text', '<p>Enunciado corrigido</p>'],
    ] as const) {
      const res = await papers.correct(
        simulado,
        { target: 'QUESTION', id: questions[0]!.id, field, html, reason: 'Erro de digitação' },
        root.cookie,
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    await submitSession(exam, student.cookie, session.id);
    const paper = await t.api.get(`/api/answers/simulado/${simulado}/paper`, {
      cookie: student.cookie,
    });
    expect(paper.statusCode, paper.body).toBe(200);
    const body = practicePaperSchema.parse(paper.json());
    expect(body.errata).toEqual([
      {
        target: 'QUESTION',
        targetId: questions[0]!.id,
        field: 'text',
        reason: 'Erro de digitação',
        correctedAt: expect.any(String),
      },
    ]);
    expect(paper.body).not.toContain('secreto');
  });

  it('prints the errata on its question in her PDF, never the explanation', async () => {
    const exam = examApi(t.api);
    const { simulado, student, session, questions } = await startedCandidate(t, exam);
    for (const [field, html] of [
      ['explanation', '<p>Comentário secreto</p>'],
      ['optionC', '<p>C corrigida</p>'],
    ] as const) {
      const res = await papers.correct(
        simulado,
        { target: 'QUESTION', id: questions[1]!.id, field, html, reason: 'Erro de digitação' },
        root.cookie,
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    await submitSession(exam, student.cookie, session.id);
    const { id: resultId } = await t.db
      .selectFrom('results')
      .select('id')
      .where('simulado_id', '=', simulado)
      .where('user_id', '=', student.id)
      .executeTakeFirstOrThrow();
    const report = await loadReportData(t.db, resultId, new Date(Date.now() + 86_400_000));
    expect(report!.keyEmbargoedUntil).toBeNull();
    const notice =
      'Errata: a alternativa C foi corrigida durante a prova. Motivo: Erro de digitação';
    expect(report!.questions[1]!.errata).toEqual([notice]);
    expect(report!.questions[0]!.errata).toEqual([]);
    expect(String(questionBlock(report!.questions[1]!, report!.format))).toContain(notice);
  });
});
