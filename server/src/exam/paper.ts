import type { ExamSession } from '@gabaritei/shared';
import type { DbOrTx } from '../db/database';
import { presentPublicQuestion } from '../simulados/simulados.presenter';
import { getSimuladoSubject, listPublicQuestions } from '../simulados/simulados.repository';
import { flagsRecord } from './exam.presenter';
import { listSessionFlags } from './flags.repository';

/**
 * A session with its paper: start and active are how the exam screen gets the questions
 * (issue 14) — only to whom sits it, never from a public URL — and the candidate's flags
 * ('Revisar depois', crossed-out options; issue 16), so a reload or another device
 * reopens the attempt as it was left.
 */
export async function withPaper(db: DbOrTx, session: ExamSession): Promise<ExamSession> {
  const [simulado, questions, flags] = await Promise.all([
    getSimuladoSubject(db, session.simuladoId),
    listPublicQuestions(db, session.simuladoId),
    listSessionFlags(db, session.id),
  ]);
  return {
    ...session,
    questions: questions.map((q) => presentPublicQuestion(q, simulado)),
    flags: flagsRecord(flags),
  };
}
