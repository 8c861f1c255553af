import { CATALOGUE_MESSAGES, type Purchase, type SessionUser } from '@gabaritei/shared';
import type { Logger } from 'pino';
import { hasAccess, type AccessSubject } from '../access/access';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { AppError, conflict, notFound } from '../http/errors';
import { findOpenSimulado } from '../simulados/simulados.repository';
import { FREE_PROVIDER, type PaymentProvider } from './payment-provider';
import { presentPurchase } from './purchases.presenter';
import { hasPurchase, insertPurchase, listUserPurchases } from './purchases.repository';

export const PURCHASE_ERROR_CODES = {
  ALREADY_PURCHASED: 'ALREADY_PURCHASED',
  PAYMENT_DECLINED: 'PAYMENT_DECLINED',
} as const;

export type PurchaseServiceDeps = {
  db: Db;
  clock: Clock;
  payments: PaymentProvider;
  logger?: Pick<Logger, 'info'>;
};

const alreadyPurchased = () =>
  conflict(CATALOGUE_MESSAGES.alreadyPurchased, PURCHASE_ERROR_CODES.ALREADY_PURCHASED);

export function createPurchaseService({ db, clock, payments, logger }: PurchaseServiceDeps) {
  return {
    /**
     * Buys a simulado at its current price (centavos). Free ones skip the provider and are
     * recorded as 'free'. 404 unknown or archived; 409 already bought (also for the losers
     * of a double click: the unique index decides); 402 when the provider declines, with
     * nothing stored.
     */
    async purchase(user: Pick<SessionUser, 'id'>, simuladoId: string): Promise<Purchase> {
      const simulado = await findOpenSimulado(db, simuladoId);
      if (!simulado) throw notFound(CATALOGUE_MESSAGES.simuladoNotFound);
      // Checked first so an owner is never charged again; the insert still decides races.
      if (await hasPurchase(db, user.id, simuladoId)) throw alreadyPurchased();

      const amountCents = simulado.price_cents;
      let provider = FREE_PROVIDER;
      if (amountCents > 0) {
        const charge = await payments.charge({ userId: user.id, simuladoId, amountCents });
        if (charge.status !== 'approved') {
          throw new AppError(
            402,
            PURCHASE_ERROR_CODES.PAYMENT_DECLINED,
            CATALOGUE_MESSAGES.purchaseFailed,
          );
        }
        provider = charge.provider;
      }

      const row = await insertPurchase(db, {
        userId: user.id,
        simuladoId,
        priceCents: amountCents,
        provider,
        now: clock.now(),
      });
      if (!row) throw alreadyPurchased();
      logger?.info({ userId: user.id, simuladoId, provider, amountCents }, 'simulado purchased');
      return presentPurchase({
        ...row,
        title: simulado.title,
        subject: simulado.subject,
        description: simulado.description,
        question_count: simulado.question_count,
      });
    },

    async listMine(user: Pick<SessionUser, 'id'>): Promise<Purchase[]> {
      return (await listUserPurchases(db, user.id)).map(presentPurchase);
    },

    async access(user: AccessSubject, simuladoId: string): Promise<{ hasAccess: boolean }> {
      return { hasAccess: await hasAccess(db, user, simuladoId) };
    },
  };
}

export type PurchaseService = ReturnType<typeof createPurchaseService>;
