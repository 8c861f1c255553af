import type {
  AdminAppeals,
  AppealWindow,
  AppealsWindow,
  MyAppeal,
  RegradeStatus,
  ScoreChangeNote,
  SessionUser,
} from '@gabaritei/shared';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { hasOfficialResult } from '../results/results.repository';
import { readBaseTexts } from '../simulados/base-texts';
import {
  findAppealSimulado,
  findQuestion,
  listDecidedQuestions,
  insertAppeal,
  listMyAppeals,
  listQuestionDecisions,
  listSimuladoAppeals,
  setAppealsUntil,
} from './appeals.repository';
import { appealErrors, assertWindowAfterEnd, isAppealWindowOpen } from './appeals.policy';
import {
  presentAdminAppeals,
  presentMyAppeal,
  presentRegradeStatus,
  presentScoreChange,
} from './appeals.presenter';
import { findRegradeRun, listMyScoreChanges } from './regrade.repository';
import { presentKeyDecision } from '../simulados/simulados.presenter';
import { keyEmbargoOf } from '../simulados/simulados.policy';
import { ownBookletPlaces } from '../exam/booklet.repository';

export type AppealServiceDeps = { db: Db; clock: Clock };

/** Appeals (recursos): the candidates' side and the admin's window and overview. */
export function createAppealService({ db, clock }: AppealServiceDeps) {
  async function simuladoOrThrow(simuladoId: string) {
    const simulado = await findAppealSimulado(db, simuladoId);
    if (!simulado) throw appealErrors.simuladoNotFound();
    return simulado;
  }

  return {
    /**
     * One appeal per candidate and question, inside the window, by someone whose official
     * attempt was submitted. The unique constraint decides a race between two tabs.
     */
    async file(
      viewer: SessionUser,
      simuladoId: string,
      questionId: string,
      text: string,
    ): Promise<MyAppeal> {
      const simulado = await simuladoOrThrow(simuladoId);
      if (!(await findQuestion(db, simuladoId, questionId))) throw appealErrors.questionNotFound();
      if (!isAppealWindowOpen(simulado, clock.now())) throw appealErrors.outsideWindow();
      if (!(await hasOfficialResult(db, viewer.id, simuladoId)))
        throw appealErrors.noOfficialAttempt();
      const inserted = await insertAppeal(db, {
        simuladoId,
        questionId,
        userId: viewer.id,
        text,
        now: clock.now(),
      });
      if (!inserted) throw appealErrors.duplicate();
      const [mine] = (await listMyAppeals(db, viewer.id, simuladoId)).filter(
        (appeal) => appeal.id === inserted.id,
      );
      return presentMyAppeal(mine!, keyEmbargoOf(simulado, clock.now()) !== null);
    },

    /** The window as the viewer's review needs it: open now, and may they file. */
    async window(viewer: SessionUser, simuladoId: string): Promise<AppealWindow> {
      const simulado = await simuladoOrThrow(simuladoId);
      const eligible = await hasOfficialResult(db, viewer.id, simuladoId);
      // The new key is the key: only to someone who sat it, and never under the embargo.
      const decided =
        eligible && !keyEmbargoOf(simulado, clock.now())
          ? await listDecidedQuestions(db, simuladoId)
          : [];
      return {
        opensAt: simulado.end_date?.toISOString() ?? null,
        closesAt: simulado.appeals_until?.toISOString() ?? null,
        open: isAppealWindowOpen(simulado, clock.now()),
        eligible,
        decisions: decided.map((row) => ({
          questionId: row.id,
          correctOption: row.correct_option,
          ...presentKeyDecision(row),
        })),
      };
    },

    async mine(viewer: SessionUser, simuladoId: string | undefined): Promise<MyAppeal[]> {
      const now = clock.now();
      const rows = await listMyAppeals(db, viewer.id, simuladoId);
      // Her booklet's numbers beside the canonical ones, one read per simulado appealed.
      const simulados = [...new Set(rows.map((row) => row.simulado_id))];
      const places = new Map(
        await Promise.all(
          simulados.map(async (id) => [id, await ownBookletPlaces(db, viewer.id, id)] as const),
        ),
      );
      return rows.map((row) => {
        const place = places.get(row.simulado_id)?.get(row.question_id);
        const appeal = presentMyAppeal(row, keyEmbargoOf(row, now) !== null);
        return place ? { ...appeal, paperPosition: place.position } : appeal;
      });
    },

    /** The notes of a candidate's results screen: how each decision moved their score. */
    async myScoreChanges(viewer: SessionUser, simuladoId: string): Promise<ScoreChangeNote[]> {
      const simulado = await findAppealSimulado(db, simuladoId);
      if (!simulado) return [];
      const embargo = keyEmbargoOf(simulado, clock.now());
      return (await listMyScoreChanges(db, viewer.id, simuladoId)).map((row) =>
        presentScoreChange(row, embargo),
      );
    },

    async setWindow(simuladoId: string, body: AppealsWindow): Promise<AppealsWindow> {
      const simulado = await simuladoOrThrow(simuladoId);
      const until = body.appealsUntil ? new Date(body.appealsUntil) : null;
      assertWindowAfterEnd(simulado.end_date, until);
      await setAppealsUntil(db, simuladoId, until);
      return { appealsUntil: until?.toISOString() ?? null };
    },

    async adminList(simuladoId: string): Promise<AdminAppeals> {
      const simulado = await simuladoOrThrow(simuladoId);
      const [questions, appeals] = await Promise.all([
        listQuestionDecisions(db, simuladoId),
        listSimuladoAppeals(db, simuladoId),
      ]);
      const listed = presentAdminAppeals(simulado, questions, appeals);
      // The base texts of the appealed questions, to read each with its text.
      const shown = new Set(listed.questions.map((q) => q.questionId));
      const texts = await readBaseTexts(
        db,
        simuladoId,
        questions.map((q) => ({ baseTextId: q.base_text_id })),
      );
      const used = new Set(questions.filter((q) => shown.has(q.id)).map((q) => q.base_text_id));
      return { ...listed, baseTexts: texts.filter((text) => used.has(text.id)) };
    },

    async regradeStatus(simuladoId: string): Promise<RegradeStatus> {
      await simuladoOrThrow(simuladoId);
      return presentRegradeStatus(simuladoId, await findRegradeRun(db, simuladoId));
    },
  };
}

export type AppealService = ReturnType<typeof createAppealService>;
