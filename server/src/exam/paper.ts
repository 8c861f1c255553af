import type { ExamSession } from '@gabaritei/shared';
import type { DbOrTx } from '../db/database';
import { presentPublicQuestion } from '../simulados/simulados.presenter';
import { getSimuladoSubject, listPublicQuestions } from '../simulados/simulados.repository';

/**
 * A session with its paper: start and active are how the exam screen gets the questions
 * (issue 14) — only to whom sits it, never from a public URL.
 */
export async function withPaper(db: DbOrTx, session: ExamSession): Promise<ExamSession> {
  const [simulado, questions] = await Promise.all([
    getSimuladoSubject(db, session.simuladoId),
    listPublicQuestions(db, session.simuladoId),
  ]);
  return { ...session, questions: questions.map((q) => presentPublicQuestion(q, simulado)) };
}
