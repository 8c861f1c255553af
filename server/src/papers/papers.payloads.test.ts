import { expect, it } from 'vitest';
import type { PracticePaper } from '@gabaritei/shared';
import { examApi, startedCandidate, submitSession } from '../exam/exam.test-support';
import { describeBackends } from '../test/support';
import { usePapersSuite } from './papers.test-support';

describeBackends('base texts in the review and the practice paper', (backend) => {
  const { t } = usePapersSuite(backend);

  it('carries the block with its questions once the attempt is over', async () => {
    const exam = examApi(t.api);
    const { simulado, student, session } = await startedCandidate(t, exam);
    const { id } = await t.db
      .insertInto('base_texts')
      .values({ simulado_id: simulado, title: 'Texto II', content_html: '<p>Cenário</p>' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('questions')
      .set({ base_text_id: id })
      .where('simulado_id', '=', simulado)
      .where('position', 'in', [3, 4])
      .execute();
    const expected = [
      {
        id,
        title: 'Texto II',
        contentHtml: '<p>Cenário</p>',
        lineNumbers: true,
        firstQuestion: 3,
        lastQuestion: 4,
      },
    ];

    const { result } = await submitSession(exam, student.cookie, session.id);
    expect(result.baseTexts).toEqual(expected);
    expect(result.questions.map((q) => q.baseTextId)).toEqual([null, null, id, id]);
    const review = await exam.review(student.cookie, session.id);
    expect(review.json().result.baseTexts).toEqual(expected);
    const practice = await t.api.get(`/api/answers/simulado/${simulado}/paper`, {
      cookie: student.cookie,
    });
    expect(practice.statusCode, practice.body).toBe(200);
    expect(practice.json<PracticePaper>().baseTexts).toEqual(expected);
  });
});
