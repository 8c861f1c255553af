import {
  isOptionOf,
  type DecisionImpact,
  type DecisionImpactQuery,
  type KeyChange,
  type Option,
  type RegradeStatus,
  type SessionUser,
} from '@gabaritei/shared';
import type { Clock } from '../clock';
import type { Db, DbOrTx, KeyChangeKind } from '../db/database';
import type { JobProducer } from '../jobs/types';
import type { AppealJobs } from './appeals.jobs';
import {
  findAppealSimulado,
  findQuestion,
  type AppealSimuladoRow,
  type QuestionKeyRow,
} from './appeals.repository';
import { appealErrors } from './appeals.policy';
import { presentKeyChange, presentRegradeStatus } from './appeals.presenter';
import {
  annulQuestion,
  changeCorrectOption,
  findKeyChange,
  insertKeyChange,
  listKeyChanges,
} from './key-changes.repository';
import { findRegradeRun, upsertRegradeRun } from './regrade.repository';
import { lockAnswerKeyForDecision } from './regrade-scores.repository';
import { countDecisionImpact } from './decision-impact.repository';

export type KeyDecisionDeps = {
  db: Db;
  clock: Clock;
  jobs: JobProducer<AppealJobs>;
  /** The site's address, for the link in the candidates' e-mails. */
  publicUrl: string;
};

type Decided = { keyChange: KeyChange; regrade: RegradeStatus | null };

/**
 * The admin's decisions on a question's key — annul, change the key, reject its appeals —
 * allowed at any time, attempts or not. Each is written with its audit row in one
 * transaction (the question locked); an annulment or key change then queues the regrade.
 */
export function createKeyDecisionService({ db, clock, jobs, publicUrl }: KeyDecisionDeps) {
  async function decide(
    actor: SessionUser,
    simuladoId: string,
    questionId: string,
    kind: KeyChangeKind,
    apply: (
      trx: DbOrTx,
      question: QuestionKeyRow,
      now: Date,
      simulado: AppealSimuladoRow,
    ) => Promise<Option | null>,
    reason: string,
  ): Promise<Decided> {
    const simulado = await findAppealSimulado(db, simuladoId);
    if (!simulado) throw appealErrors.simuladoNotFound();
    const now = clock.now();
    const keyChangeId = await db.transaction().execute(async (trx) => {
      // No grading reads the key while it changes, nor writes a result graded by the old
      // key after the regrade looked (regrade-scores.repository.ts relies on it).
      if (kind !== 'REJECT') await lockAnswerKeyForDecision(trx, simuladoId);
      const question = await findQuestion(trx, simuladoId, questionId, { lock: true });
      if (!question) throw appealErrors.questionNotFound();
      const after = await apply(trx, question, now, simulado);
      const id = await insertKeyChange(trx, {
        simuladoId,
        questionId,
        kind,
        before: question.correct_option,
        after,
        reason,
        actor: { id: actor.id, name: actor.name },
        now,
      });
      if (kind !== 'REJECT') await upsertRegradeRun(trx, { simuladoId, keyChangeId: id, now });
      return id;
    });
    // Read before the job is enqueued: the answer tells the stage the decision left, QUEUED,
    // whatever an in-process job has done by the time the answer is written.
    const row = await findKeyChange(db, keyChangeId);
    const run = kind === 'REJECT' ? null : await findRegradeRun(db, simuladoId);
    if (kind !== 'REJECT') {
      await jobs.enqueue(
        'appeals.regrade',
        {
          simuladoId,
          questionId,
          keyChangeId,
          adminId: actor.id,
          link: `${publicUrl}/#/meus-recursos`,
        },
        { jobId: `appeals.regrade:${keyChangeId}` },
      );
    }
    return {
      keyChange: presentKeyChange(row!),
      regrade: run ? presentRegradeStatus(simuladoId, run) : null,
    };
  }

  return {
    annul: (actor: SessionUser, simuladoId: string, questionId: string, reason: string) =>
      decide(
        actor,
        simuladoId,
        questionId,
        'ANNUL',
        async (trx, question, now) => {
          if (question.annulled_at) throw appealErrors.alreadyAnnulled();
          await annulQuestion(trx, question.id, reason, now);
          return null;
        },
        reason,
      ),

    changeKey: (
      actor: SessionUser,
      simuladoId: string,
      questionId: string,
      correctOption: Option,
      reason: string,
    ) =>
      decide(
        actor,
        simuladoId,
        questionId,
        'CHANGE_KEY',
        async (trx, question, _now, simulado) => {
          // The request schema takes A–E for every format; the simulado's format decides.
          if (!isOptionOf(simulado.format, correctOption))
            throw appealErrors.keyOutsideFormat(simulado.format);
          // An annulled question is credited to all: a new key would change nothing.
          if (question.annulled_at) throw appealErrors.alreadyAnnulled();
          if (question.correct_option === correctOption) throw appealErrors.sameKey();
          await changeCorrectOption(trx, question.id, correctOption, reason);
          return correctOption;
        },
        reason,
      ),

    /** Rejects the question's appeals with a reply; the key stays. */
    reject: (actor: SessionUser, simuladoId: string, questionId: string, reply: string) =>
      decide(actor, simuladoId, questionId, 'REJECT', async (_trx, q) => q.correct_option, reply),

    /** What an annulment or key change would regrade and e-mail; the same refusals, no write. */
    async impact(
      simuladoId: string,
      questionId: string,
      query: DecisionImpactQuery,
    ): Promise<DecisionImpact> {
      const simulado = await findAppealSimulado(db, simuladoId);
      if (!simulado) throw appealErrors.simuladoNotFound();
      const question = await findQuestion(db, simuladoId, questionId);
      if (!question) throw appealErrors.questionNotFound();
      if (question.annulled_at) throw appealErrors.alreadyAnnulled();
      const newKey = query.kind === 'CHANGE_KEY' ? (query.correctOption ?? null) : null;
      if (newKey !== null && !isOptionOf(simulado.format, newKey))
        throw appealErrors.keyOutsideFormat(simulado.format);
      if (newKey !== null && question.correct_option === newKey) throw appealErrors.sameKey();
      return countDecisionImpact(db, {
        simuladoId,
        questionId,
        annul: query.kind === 'ANNUL',
        newKey,
      });
    },

    async list(simuladoId: string): Promise<KeyChange[]> {
      if (!(await findAppealSimulado(db, simuladoId))) throw appealErrors.simuladoNotFound();
      return (await listKeyChanges(db, simuladoId)).map(presentKeyChange);
    },
  };
}

export type KeyDecisionService = ReturnType<typeof createKeyDecisionService>;
