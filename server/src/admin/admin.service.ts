import type { Logger } from 'pino';
import {
  ADMIN_MESSAGES as M,
  AUTH_MESSAGES,
  CSV_LIMITS,
  ERROR_CODES,
  startOfSaoPauloDay,
  type AdminCreateSimulado,
  type AdminPanel,
  type AdminUpdateSimulado,
  type AdminUser,
  type AdminUserPage,
  type AdminUserQuery,
  type AdminSimuladoDetail,
  type AdminSimulado,
  type CsvImportResult,
  type RegisterInput,
  type Role,
  type SessionUser,
  type SimuladoDeletion,
} from '@gabaritei/shared';
import { hashPassword } from '../auth/password';
import type { SessionCache } from '../auth/session-cache';
import { insertUser } from '../auth/users.repository';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { AppError, badRequest, conflict, notFound } from '../http/errors';
import type { AccommodationsService } from '../accommodations/accommodations.service';
import type { JobProducer } from '../jobs/types';
import type { RankingJobs } from '../ranking/ranking.jobs';
import { requestRankingRecompute } from '../ranking/recompute-request';
import { rooms, type EventPublisher } from '../realtime/types';
import { listResultIdsOf } from '../reports/report-files.repository';
import type { ReportStore } from '../reports/report-store';
import { presentKeyedQuestion, presentSimuladoSummary } from '../simulados/simulados.presenter';
import {
  findOpenSimulado,
  listKeyedQuestions,
  listOpenSimulados,
} from '../simulados/simulados.repository';
import { ADMIN_ERROR_CODES, assertNotLastAdmin, assertNotSelf } from './admin.policy';
import * as repo from './admin.repository';
import { insertSimulado, isFkViolation, simuladosWithHistory } from './admin-simulados.repository';
import { presentAdminUser } from './admin.presenter';
import { processCsvPool, type CsvPool } from './csv-thread/csv-pool';
import { storeCsvQuestions } from './csv-paper';
import { newSimulado, updateSimulado } from './simulado-editor';

export type AdminServiceDeps = {
  db: Db;
  clock: Clock;
  jobs: JobProducer<RankingJobs>;
  logger: Pick<Logger, 'info' | 'warn'>;
  /** Told when a deleted user's sessions end, so no cached cookie outlives the account. */
  sessionCache: Pick<SessionCache, 'forgetUser'>;
  /** A deleted account's open tabs lose their live connection at once. */
  events: Pick<EventPublisher, 'disconnectRoom'>;
  /** Where the PDF reports live (a directory or the database): deleted with the account. */
  reports: Pick<ReportStore, 'remove'>;
  deadlines?: Pick<AccommodationsService, 'announceMoved'>;
  /** Where a CSV is parsed, off the request thread: the process's import pool by default. */
  csvReader?: CsvPool;
};

export function createAdminService({
  db,
  clock,
  jobs,
  logger,
  sessionCache,
  events,
  reports,
  deadlines,
  csvReader = processCsvPool(),
}: AdminServiceDeps) {
  async function recomputeRankings(simuladoIds: string[]): Promise<void> {
    for (const simuladoId of simuladoIds) {
      // The deletion is done; a queue hiccup must not turn it into an error for the admin.
      await requestRankingRecompute(jobs, simuladoId).catch((error: unknown) =>
        logger.warn({ err: error, simuladoId }, 'could not request a ranking recompute'),
      );
    }
  }

  /** The editor's view: the simulado with its questions and answer key. */
  async function simuladoDetail(id: string): Promise<AdminSimuladoDetail> {
    const simulado = await findOpenSimulado(db, id);
    if (!simulado) throw notFound(M.simuladoNotFound);
    const questions = await listKeyedQuestions(db, id);
    return {
      ...presentSimuladoSummary(simulado),
      questions: questions.map((q) => presentKeyedQuestion(q, simulado.subject)),
    };
  }

  return {
    async panel(): Promise<AdminPanel> {
      return repo.panelCounts(db, startOfSaoPauloDay(clock.now()));
    },

    async listUsers(query: AdminUserQuery): Promise<AdminUserPage> {
      const { rows, total } = await repo.listUsers(db, query);
      return { users: rows.map(presentAdminUser), total, ...query };
    },

    /** An account of any role, verified at once (an administrator vouches for it). */
    async createUser(role: Role, input: RegisterInput): Promise<AdminUser> {
      const now = clock.now();
      const user = await insertUser(db, {
        name: input.name,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        role,
        emailVerifiedAt: now,
        now,
      });
      if (!user) throw conflict(AUTH_MESSAGES.emailTaken, ERROR_CODES.EMAIL_TAKEN);
      logger.info({ userId: user.id, role }, 'account created by an administrator');
      return presentAdminUser(user);
    },

    /**
     * Deletes an account: its sessions end at once on every API instance, its
     * personal data goes, its results leave every ranking, its purchases stay anonymised.
     * 409 for the caller's own account and for the last administrator.
     */
    async deleteUser(actor: SessionUser, userId: string): Promise<void> {
      assertNotSelf(actor, userId);
      const { affected, resultIds } = await db.transaction().execute(async (trx) => {
        const admins = await repo.lockAdministrators(trx);
        const user = await repo.findUserForUpdate(trx, userId);
        if (!user) throw notFound(M.userNotFound);
        assertNotLastAdmin(user, admins.length);
        const simuladoIds = await repo.simuladosWithResultsOf(trx, userId);
        const results = await listResultIdsOf(trx, userId);
        await repo.deleteUserAndPersonalData(trx, user, clock.now());
        return { affected: simuladoIds, resultIds: results };
      });
      sessionCache.forgetUser(userId);
      events.disconnectRoom(rooms.user(userId));
      // The results went with the account; their PDFs (in REPORTS_DIR too) go as well.
      await reports
        .remove(resultIds)
        .catch((error: unknown) => logger.warn({ err: error }, 'could not delete the reports'));
      logger.info({ userId, by: actor.id, rankings: affected.length }, 'account deleted');
      await recomputeRankings(affected);
    },

    async listSimulados(): Promise<AdminSimulado[]> {
      const [rows, sat] = await Promise.all([listOpenSimulados(db), simuladosWithHistory(db)]);
      return rows.map((row) => ({
        ...presentSimuladoSummary(row),
        hasHistory: sat.has(row.id),
        shuffleQuestions: row.shuffle_questions,
        shuffleOptions: row.shuffle_options,
      }));
    },

    /** Edits a simulado; see simulado-editor.ts for what attempts lock. */
    async updateSimulado(actor: SessionUser, id: string, input: AdminUpdateSimulado) {
      const moved = await updateSimulado(db, id, input, { actorId: actor.id, now: clock.now() });
      await deadlines?.announceMoved(moved);
      logger.info({ simuladoId: id, fields: Object.keys(input) }, 'simulado edited');
      return simuladoDetail(id);
    },

    async createSimulado(input: AdminCreateSimulado): Promise<{ id: string }> {
      const id = await insertSimulado(db, newSimulado(input, clock.now()));
      return { id };
    },

    /**
     * Removes a simulado nobody bought or sat, questions included. One with purchases or
     * attempts is archived instead: out of the catalogue, new purchases and rankings, while
     * its buyers keep their history, results and reports. 404 unknown or already archived.
     */
    async deleteSimulado(id: string): Promise<SimuladoDeletion> {
      const attempt = () =>
        db.transaction().execute(async (trx) => {
          if (!(await repo.lockOpenSimulado(trx, id))) throw notFound(M.simuladoNotFound);
          if ((await repo.hasPurchases(trx, id)) || (await repo.hasAttempts(trx, id))) {
            await repo.archiveSimulado(trx, id, clock.now());
            return 'archived' as const;
          }
          await repo.deleteSimulado(trx, id);
          return 'deleted' as const;
        });
      let outcome: SimuladoDeletion['outcome'];
      try {
        outcome = await attempt();
      } catch (error) {
        // A purchase committed between the check and the delete: archive after all.
        if (!isFkViolation(error)) throw error;
        outcome = await attempt();
      }
      if (outcome === 'archived') await recomputeRankings([id]);
      logger.info({ simuladoId: id, outcome }, 'simulado removed by an administrator');
      return { id, outcome };
    },

    simuladoDetail,

    /**
     * Replaces the simulado's questions with those of a CSV, all or nothing.
     * 404 unknown or archived; 409 once anyone started an attempt, whose grading the new
     * key would silently change.
     */
    async importCsv(id: string, csvContent: string): Promise<CsvImportResult> {
      if (Buffer.byteLength(csvContent, 'utf8') > CSV_LIMITS.maxBytes)
        throw new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, M.csvTooLarge);
      const simulado = await repo.findOpenSimuladoFormat(db, id);
      if (!simulado) throw notFound(M.simuladoNotFound);
      const read = await csvReader.run({ text: csvContent, format: simulado.format });
      const parsed = read.csv;
      if (!parsed.ok && 'tooMany' in parsed)
        throw badRequest(M.csvTooManyQuestions(parsed.tooMany), ADMIN_ERROR_CODES.CSV_INVALID);
      if (!parsed.ok) {
        const lines = [M.csvErrors(parsed.errorCount), ...parsed.errors];
        if (parsed.errorCount > parsed.errors.length)
          lines.push(M.csvMoreErrors(parsed.errorCount - parsed.errors.length));
        throw badRequest(lines.join('\n'), ADMIN_ERROR_CODES.CSV_INVALID);
      }
      if (parsed.questions.length === 0)
        throw badRequest(M.csvEmpty, ADMIN_ERROR_CODES.CSV_INVALID);

      await storeCsvQuestions(
        { db, clock },
        { id, format: simulado.format },
        parsed.questions,
        read.prepared,
      );
      const detail = await simuladoDetail(id);
      logger.info(
        { simuladoId: id, count: parsed.questions.length },
        'questions imported from CSV',
      );
      return {
        questions: detail.questions,
        importedCount: parsed.questions.length,
      };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
