import type { BaseText, ExamQuestion, ExamSession, PublicQuestion } from '@gabaritei/shared';
import { readBaseTexts } from '../simulados/base-texts';
import type { DbOrTx } from '../db/database';
import { presentPublicQuestion } from '../simulados/simulados.presenter';
import { getSimuladoSubject, listPublicQuestions } from '../simulados/simulados.repository';
import { presentBooklet, renumberBaseTexts, type BookletRule } from './booklet';
import { findBookletRule } from './booklet.repository';
import { flagsRecord } from './exam.presenter';
import { listSessionFlags } from './flags.repository';

/**
 * A session with its paper: start and active are how the exam screen gets the questions
 * — only to whom sits it, never from a public URL — and the candidate's flags
 * ('Revisar depois', crossed-out options), so a reload or another device
 * reopens the attempt as it was left. A start passes the paper from the paper cache, and
 * says when the session is brand new (it has no flags yet, so they are not read).
 * The paper is per simulado (and cached so); her booklet's order, when the simulado
 * shuffles, is drawn from her session here (booklet.ts), the same on every device.
 */
export async function withPaper(
  db: DbOrTx,
  session: ExamSession,
  paper: Promise<PublicQuestion[]> = readPaper(db, session.simuladoId),
  age: 'new' | 'resumed' = 'resumed',
  baseTexts?: Promise<BaseText[]>,
  rule: BookletRule | Promise<BookletRule> = findBookletRule(db, session.simuladoId),
): Promise<ExamSession> {
  const [questions, flags, booklet] = await Promise.all([
    paper,
    age === 'new' ? [] : listSessionFlags(db, session.id),
    rule,
  ]);
  const texts = await (baseTexts ?? readBaseTexts(db, session.simuladoId, questions));
  return {
    ...session,
    ...bookletOf(session.id, questions, texts, booklet),
    flags: flagsRecord(flags),
  };
}

/**
 * A session with her flags and the version of its paper, but not the paper: a client that
 * reads it from the paper route (session-paper.ts) asks start and active for this.
 */
export async function withoutPaper(
  db: DbOrTx,
  session: ExamSession,
  paperVersion: string | Promise<string>,
  age: 'new' | 'resumed' = 'resumed',
  /** Her paper pass (paper-pass.ts), which the paper route's URL carries as `t`. */
  paperPass?: Promise<string | undefined>,
): Promise<ExamSession> {
  const [flags, version, pass] = await Promise.all([
    age === 'new' ? [] : listSessionFlags(db, session.id),
    paperVersion,
    paperPass,
  ]);
  return { ...session, paperVersion: version, paperPass: pass, flags: flagsRecord(flags) };
}

/** Her booklet: the paper in her order, its base texts numbered by it (booklet.ts). */
export function bookletOf(
  sessionId: string,
  questions: readonly PublicQuestion[],
  texts: BaseText[],
  rule: BookletRule,
): { questions: ExamQuestion[]; baseTexts: BaseText[] } {
  const mine = presentBooklet(sessionId, questions, rule);
  return {
    questions: mine,
    baseTexts: rule.shuffle_questions ? renumberBaseTexts(texts, mine) : texts,
  };
}

async function readPaper(db: DbOrTx, simuladoId: string): Promise<PublicQuestion[]> {
  const [subject, questions] = await Promise.all([
    getSimuladoSubject(db, simuladoId),
    listPublicQuestions(db, simuladoId),
  ]);
  return questions.map((q) => presentPublicQuestion(q, subject));
}
