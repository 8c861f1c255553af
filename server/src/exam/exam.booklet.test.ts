import { expect, it } from 'vitest';
import {
  bothLetters,
  type ExamQuestion,
  type ExamSession,
  type ItemStatistics,
  type Option,
} from '@gabaritei/shared';
import { eventually } from '../ranking/ranking.test-support';
import { loadReportData } from '../reports/report-data';
import { renderReportHtml } from '../reports/template/report-template';
import { describeBackends } from '../test/support';
import { bookletSimulado } from './exam.paper-route.test-support';
import {
  candidate,
  createSimulado,
  expectNoAnswerKey,
  questionsOf,
  signedIn,
  startSession,
  submitSession,
  useExamSuite,
} from './exam.test-support';

const ids = (session: ExamSession) => (session.questions ?? []).map((q) => q.id);
const orders = (session: ExamSession) => (session.questions ?? []).map((q) => q.optionOrder);

/** The letter she marks on her booklet (A is the first option she sees) for a canonical one. */
function displayedLetter(question: ExamQuestion, canonical: Option): Option {
  const index = question.optionOrder!.indexOf(canonical);
  return 'ABCD'[index] as Option;
}

describeBackends('booklet order: a paper order of her own', (backend) => {
  const { t, exam } = useExamSuite(backend);

  it('gives two candidates their own orders, kept on a second device, and grades them alike', async () => {
    const { id, questions } = await bookletSimulado(t.db, 12);
    const canonical = questions.map((q) => q.id);
    const [ana, bia] = [await candidate(t.api, t.db, id), await candidate(t.api, t.db, id)];
    const first = await startSession(exam, ana.cookie, id);
    const second = await startSession(exam, bia.cookie, id);

    // Each booklet is the whole paper, the base text's block whole and in its own order.
    for (const session of [first, second]) {
      expect([...ids(session)].sort()).toEqual([...canonical].sort());
      const at = ids(session).indexOf(canonical[2]!);
      expect(ids(session).slice(at, at + 3)).toEqual(canonical.slice(2, 5));
      // Its text opens the block where her booklet has it.
      expect(session.baseTexts).toMatchObject([{ firstQuestion: at + 1, lastQuestion: at + 3 }]);
      for (const order of orders(session)) expect([...order!].sort()).toEqual(['A', 'B', 'C', 'D']);
    }
    expect(ids(first)).not.toEqual(ids(second));
    expect(orders(first)).not.toEqual(orders(second));

    // Another device (active) and a second start give her the same booklet.
    const resumed = (await exam.active(ana.cookie, id)).json<ExamSession>();
    const restarted = await startSession(exam, ana.cookie, id);
    for (const again of [resumed, restarted]) {
      expect(ids(again)).toEqual(ids(first));
      expect(orders(again)).toEqual(orders(first));
    }

    // Both mean the same canonical answers: right on even canonical numbers, wrong on odd.
    const intended = new Map(questions.map((q, i) => [q.id, i % 2 === 0 ? q.correct : q.wrong]));
    const marks: Record<string, Option[]> = {};
    for (const [who, session] of [[ana, first] as const, [bia, second] as const]) {
      marks[who.id] = [];
      for (const question of session.questions!) {
        const meant = intended.get(question.id)!;
        marks[who.id]!.push(displayedLetter(question, meant));
        // The client sends the canonical letter behind the one she marked.
        const res = await exam.save(who.cookie, session.id, {
          questionId: question.id,
          selectedOption: meant,
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ selectedOption: meant });
      }
    }
    // Different letters marked on paper, for the same answers.
    expect(marks[ana.id]).not.toEqual(marks[bia.id]);

    const results = [
      await submitSession(exam, ana.cookie, first.id),
      await submitSession(exam, bia.cookie, second.id),
    ];
    expect(results[0]!.result.score).toBe(results[1]!.result.score);
    expect(results[0]!.result.correctCount).toBe(6);
    expect(results[1]!.result.correctCount).toBe(6);

    // The review speaks of canonical numbers and says where her booklet had each.
    const sitters = [
      [ana, first],
      [bia, second],
    ] as const;
    for (const [i, [who, session]] of sitters.entries()) {
      const review = (await exam.review(who.cookie, session.id)).json<(typeof results)[0]>();
      // The exam screen's review mode reads the official answers.
      const official = await t.api.get(`/api/answers/simulado/${id}`, { cookie: who.cookie });
      expect(official.statusCode, official.body).toBe(200);
      const { answers: submitted } = results[i]!.result;
      for (const answers of [submitted, review.result.answers, official.json<typeof submitted>()]) {
        expect(answers.map((a) => a.questionId)).toEqual(canonical);
        for (const answer of answers) {
          const position = ids(session).indexOf(answer.questionId) + 1;
          expect(answer.paperPosition).toBe(position);
          expect(answer.optionOrder).toEqual(session.questions![position - 1]!.optionOrder);
          expect(answer.selectedOption).toBe(intended.get(answer.questionId));
        }
      }
    }

    // Her PDF report numbers as printed and says where her booklet had each.
    const report = (await loadReportData(t.db, results[0]!.result.id, new Date()))!;
    expect(report.questions.map((q) => q.paperPosition)).toEqual(
      canonical.map((qid) => ids(first).indexOf(qid) + 1),
    );
    const html = String(renderReportHtml(report));
    expect(html).toContain(`Questão 1 (sua prova: ${ids(first).indexOf(canonical[0]!) + 1})`);
    // And her letters beside the prova-mãe's: her answer as her booklet lettered it.
    for (const question of report.questions)
      expect(question.optionOrder).toEqual(
        first.questions![question.paperPosition! - 1]!.optionOrder,
      );
    const relettered = report.questions.filter(
      (q) => bothLetters(report.format, q.optionOrder, q.chosen!) !== q.chosen,
    );
    expect(relettered.length).toBeGreaterThan(0);
    const flatHtml = html.replace(/\s+/g, ' ');
    for (const q of relettered)
      expect(flatHtml).toContain(`>${bothLetters(report.format, q.optionOrder, q.chosen!)}</span`);
    // The questions of the correction keep the printed order too.
    expect(results[0]!.result.questions.map((q) => q.id)).toEqual(canonical);

    // The statistics count canonical options under canonical numbers.
    const admin = await signedIn(t.api, t.db, 'ADMIN');
    await t.app.runtime.jobs.enqueue('statistics.compute', { simuladoId: id });
    const stats = await eventually(async () => {
      const res = await t.api.get(`/api/admin/simulados/${id}/statistics`, {
        cookie: admin.cookie,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<ItemStatistics>();
      expect(body.participants).toBe(2);
      return body;
    }, 20_000);
    expect(stats.questions.map((q) => q.questionId)).toEqual(canonical);
    for (const [i, q] of stats.questions.entries()) {
      expect(q.number).toBe(i + 1);
      const meant = intended.get(q.questionId)!;
      expect(q.options[meant]).toBe(2);
    }
  });

  it('keeps Certo/Errado items in their two fixed answers, only the questions move', async () => {
    const { id } = await bookletSimulado(t.db, 8, 'CERTO_ERRADO');
    const student = await candidate(t.api, t.db, id);
    const session = await startSession(exam, student.cookie, id);
    expect(session.questions).toHaveLength(8);
    for (const question of session.questions!) expect(question.optionOrder).toBeUndefined();
  });

  it('draws her booklet from her session, never from the key, and sends no key with it', async () => {
    const { id } = await bookletSimulado(t.db, 10);
    const student = await candidate(t.api, t.db, id);
    const started = await exam.start(student.cookie, id);
    expectNoAnswerKey(started);
    const before = started.json<ExamSession>();
    // Another key entirely (the paper's version moves, so nothing is served from a cache).
    await t.db
      .updateTable('questions')
      .set({ correct_option: 'D' })
      .where('simulado_id', '=', id)
      .execute();
    const after = await exam.active(student.cookie, id);
    expectNoAnswerKey(after);
    expect(ids(after.json<ExamSession>())).toEqual(ids(before));
    expect(orders(after.json<ExamSession>())).toEqual(orders(before));
  });

  it('gives the printed order when the simulado does not shuffle', async () => {
    const id = await createSimulado(t.db, { questions: 6 });
    const student = await candidate(t.api, t.db, id);
    const session = await startSession(exam, student.cookie, id);
    expect(ids(session)).toEqual((await questionsOf(t.db, id)).map((q) => q.id));
    for (const question of session.questions!) expect(question.optionOrder).toBeUndefined();
  });
});
