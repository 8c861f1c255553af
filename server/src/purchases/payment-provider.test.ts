import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_MESSAGES } from '@gabaritei/shared';
import { createFakeClock } from '../clock';
import { AppError } from '../http/errors';
import { createSimulado, signedIn } from '../simulados/catalogue.test-support';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';
import { simulatedPaymentProvider, type PaymentProvider } from './payment-provider';
import { purchaseRoutes } from './purchases.routes';
import { createPurchaseService } from './purchases.service';

describe('the simulated payment provider', () => {
  it('approves, under its own name', async () => {
    await expect(
      simulatedPaymentProvider.charge({ userId: 'u', simuladoId: 's', amountCents: 2990 }),
    ).resolves.toEqual({ provider: 'simulated', status: 'approved' });
  });
});

describeBackends('payment providers', (backend) => {
  const clock = createFakeClock();
  const declining = { charge: vi.fn<PaymentProvider['charge']>() };
  const approving = { charge: vi.fn<PaymentProvider['charge']>() };
  beforeAll(() => {
    declining.charge.mockResolvedValue({ provider: 'card', status: 'declined' });
    approving.charge.mockResolvedValue({ provider: 'pix', status: 'approved' });
  });
  const t = useTestApp(backend, {
    clock,
    config: { rateLimits: relaxedRateLimits },
    // The real routes, on a service whose provider declines, over the app's database.
    routes: (app) => {
      void app.register(purchaseRoutes, {
        prefix: '/test/declining',
        purchases: createPurchaseService({ db: app.runtime.db, clock, payments: declining }),
      });
    },
  });

  const countPurchases = async (userId: string) =>
    (await t.db.selectFrom('purchases').select('id').where('user_id', '=', userId).execute())
      .length;

  it('refuses a declined payment with 402 and stores nothing', async () => {
    const id = await createSimulado(t.db, { priceCents: 2990 });
    const student = await signedIn(t.api, t.db);
    declining.charge.mockClear();
    const res = await t.api.post(
      '/test/declining/api/purchases',
      { simuladoId: id },
      { cookie: student.cookie },
    );
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      statusCode: 402,
      code: 'PAYMENT_DECLINED',
      message: CATALOGUE_MESSAGES.purchaseFailed,
    });
    expect(declining.charge).toHaveBeenCalledExactlyOnceWith({
      userId: student.id,
      simuladoId: id,
      amountCents: 2990,
    });
    expect(await countPurchases(student.id)).toBe(0);
    // Still buyable once the payment goes through.
    const ok = await t.api.post('/api/purchases', { simuladoId: id }, { cookie: student.cookie });
    expect(ok.statusCode).toBe(201);
  });

  it('stores the provider name a gateway answers', async () => {
    const id = await createSimulado(t.db, { priceCents: 4500 });
    const student = await signedIn(t.api, t.db);
    const service = createPurchaseService({ db: t.db, clock, payments: approving });
    const purchase = await service.purchase({ id: student.id }, id);
    expect(purchase.price).toBe(45);
    const row = await t.db
      .selectFrom('purchases')
      .select(['provider', 'price_cents'])
      .where('id', '=', purchase.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ provider: 'pix', price_cents: 4500 });
  });

  it('never calls a provider for a free simulado or an owner', async () => {
    const free = await createSimulado(t.db, { priceCents: 0 });
    const paid = await createSimulado(t.db, { priceCents: 100 });
    const student = await signedIn(t.api, t.db);
    const service = createPurchaseService({ db: t.db, clock, payments: declining });
    declining.charge.mockClear();
    await expect(service.purchase({ id: student.id }, free)).resolves.toMatchObject({ price: 0 });
    await createPurchaseService({ db: t.db, clock, payments: approving }).purchase(
      { id: student.id },
      paid,
    );
    const again = service.purchase({ id: student.id }, paid);
    await expect(again).rejects.toBeInstanceOf(AppError);
    await expect(again).rejects.toMatchObject({ statusCode: 409, code: 'ALREADY_PURCHASED' });
    expect(declining.charge).not.toHaveBeenCalled();
  });
});
