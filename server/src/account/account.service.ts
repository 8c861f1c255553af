import type { Logger } from 'pino';
import {
  ACCOUNT_MESSAGES as M,
  type AccountProfile,
  type ChangePasswordInput,
  type RankingDisplay,
} from '@gabaritei/shared';
import { hashPassword, verifyPassword } from '../auth/password';
import type { SessionEnder } from '../auth/session-ending';
import { updatePasswordHash } from '../auth/users.repository';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { JobProducer } from '../jobs/types';
import type { MailJobs } from '../mail/mail.jobs';
import { accountDeletedEmail } from '../mail/templates/account';
import type { RankingJobs } from '../ranking/ranking.jobs';
import { requestRankingRecompute } from '../ranking/recompute-request';
import { listResultIdsOf } from '../reports/report-files.repository';
import type { ReportStore } from '../reports/report-store';
import { assertAccount, assertNotLastAdmin, assertPasswordMatches } from './account.policy';
import { presentProfile } from './account.presenter';
import * as repo from './account.repository';
import { buildDataExport, type DataExport } from './export';

export type AccountServiceDeps = {
  db: Db;
  clock: Clock;
  jobs: JobProducer<MailJobs & RankingJobs>;
  logger: Pick<Logger, 'info' | 'warn'>;
  /** Ends sessions and sockets live, on every instance (auth/session-ending.ts). */
  sessions: SessionEnder;
  /** Where the PDF reports live (a directory or the database): deleted with the account. */
  reports: Pick<ReportStore, 'remove'>;
};

/** 'Minha Conta': the signed-in person's own profile, privacy and data. */
export function createAccountService({
  db,
  clock,
  jobs,
  logger,
  sessions,
  reports,
}: AccountServiceDeps) {
  async function profile(userId: string): Promise<AccountProfile> {
    return presentProfile(assertAccount(await repo.findProfile(db, userId)));
  }

  /** Public rankings join the live name; the recompute pushes it to the projectors. */
  async function republishRankings(userId: string): Promise<void> {
    for (const simuladoId of await repo.officialSimuladosOf(db, userId)) {
      await requestRankingRecompute(jobs, simuladoId).catch((error: unknown) =>
        logger.warn({ err: error, simuladoId }, 'could not request a ranking recompute'),
      );
    }
  }

  async function checkPassword(userId: string, password: string, message?: string) {
    const hash = assertAccount(await repo.findPasswordHash(db, userId));
    assertPasswordMatches(await verifyPassword(hash, password), message);
  }

  return {
    profile,

    async rename(userId: string, name: string): Promise<AccountProfile> {
      await repo.updateName(db, userId, name, clock.now());
      await republishRankings(userId);
      return profile(userId);
    },

    /** 400 for a wrong current password; then every OTHER session of the person ends. */
    async changePassword(
      userId: string,
      input: ChangePasswordInput,
      currentSessionToken: string | null,
    ): Promise<void> {
      await checkPassword(userId, input.currentPassword, M.wrongCurrentPassword);
      const passwordHash = await hashPassword(input.newPassword);
      await updatePasswordHash(db, userId, passwordHash, clock.now());
      await sessions.endOthers(userId, currentSessionToken);
      logger.info({ userId }, 'password changed by its owner');
    },

    async setRankingDisplay(userId: string, display: RankingDisplay): Promise<AccountProfile> {
      await repo.updateRankingDisplay(db, userId, display, clock.now());
      await republishRankings(userId);
      return profile(userId);
    },

    async exportData(userId: string): Promise<DataExport> {
      return buildDataExport(db, await profile(userId), clock.now());
    },

    /**
     * Self-deletion: 400 for a wrong password, 409 for the last administrator. The account
     * becomes an anonymous tombstone (see anonymiseAccount), its sessions and sockets end
     * at once on every instance, and the person gets a confirmation e-mail.
     */
    async deleteAccount(userId: string, password: string): Promise<void> {
      await checkPassword(userId, password);
      const { deleted, simuladoIds, resultIds } = await db.transaction().execute(async (trx) => {
        const admins = await repo.lockAdministratorCount(trx);
        const user = assertAccount(await repo.lockAccount(trx, userId));
        assertNotLastAdmin(user, admins);
        const affected = await repo.officialSimuladosOf(trx, userId);
        const results = await listResultIdsOf(trx, userId);
        await repo.anonymiseAccount(trx, user, clock.now());
        return { deleted: user, simuladoIds: affected, resultIds: results };
      });
      await sessions.endAll(userId);
      // Each PDF prints the person's name: it goes with the account, wherever it is stored.
      await reports
        .remove(resultIds)
        .catch((error: unknown) => logger.warn({ err: error }, 'could not delete the reports'));
      logger.info({ userId, rankings: simuladoIds.length }, 'account deleted by its owner');
      await jobs
        .enqueue('mail.send', { to: deleted.email, ...accountDeletedEmail(deleted) })
        .catch((error: unknown) => logger.warn({ err: error }, 'could not enqueue an e-mail'));
      for (const simuladoId of simuladoIds) {
        await requestRankingRecompute(jobs, simuladoId).catch((error: unknown) =>
          logger.warn({ err: error, simuladoId }, 'could not request a ranking recompute'),
        );
      }
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
