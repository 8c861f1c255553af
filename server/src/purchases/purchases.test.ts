import { expect, it } from 'vitest';
import { CATALOGUE_MESSAGES, type Purchase } from '@gabaritei/shared';
import { createFakeClock } from '../clock';
import {
  archiveSimulado,
  createSimulado,
  randomUuid,
  signedIn,
} from '../simulados/catalogue.test-support';
import { describeBackends, relaxedRateLimits, useTestApp } from '../test/support';

const PURCHASE_KEYS = [
  'description',
  'id',
  'price',
  'purchasedAt',
  'questionCount',
  'simuladoId',
  'subject',
  'title',
];

describeBackends('purchases', (backend) => {
  const clock = createFakeClock();
  const t = useTestApp(backend, { clock, config: { rateLimits: relaxedRateLimits } });

  const purchaseRows = (userId: string, simuladoId?: string) => {
    let query = t.db.selectFrom('purchases').selectAll().where('user_id', '=', userId);
    if (simuladoId) query = query.where('simulado_id', '=', simuladoId);
    return query.execute();
  };

  it('buys at the current price, in centavos, once', async () => {
    const id = await createSimulado(t.db, { title: 'Pago', priceCents: 2990, questions: 4 });
    const student = await signedIn(t.api, t.db);
    const res = await t.api.post('/api/purchases', { simuladoId: id }, { cookie: student.cookie });
    expect(res.statusCode).toBe(201);
    const purchase = res.json() as Purchase;
    expect(Object.keys(purchase).sort()).toEqual(PURCHASE_KEYS);
    expect(purchase).toEqual({
      id: expect.any(String),
      simuladoId: id,
      purchasedAt: clock.now().toISOString(),
      title: 'Pago',
      subject: 'Direito Constitucional',
      description: 'Prova de treino.',
      questionCount: 4,
      price: 29.9,
    });
    const [row] = await purchaseRows(student.id, id);
    expect(row).toMatchObject({ id: purchase.id, price_cents: 2990, provider: 'simulated' });

    const again = await t.api.post(
      '/api/purchases',
      { simuladoId: id },
      { cookie: student.cookie },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      statusCode: 409,
      code: 'ALREADY_PURCHASED',
      message: CATALOGUE_MESSAGES.alreadyPurchased,
    });
    expect(again.json().message).toContain('já comprou');
    expect(await purchaseRows(student.id)).toHaveLength(1);
  });

  it('records a free simulado with the provider "free"', async () => {
    const id = await createSimulado(t.db, { priceCents: 0 });
    const student = await signedIn(t.api, t.db);
    const res = await t.api.post('/api/purchases', { simuladoId: id }, { cookie: student.cookie });
    expect(res.statusCode).toBe(201);
    expect(res.json().price).toBe(0);
    expect(await purchaseRows(student.id, id)).toEqual([
      expect.objectContaining({ price_cents: 0, provider: 'free' }),
    ]);
  });

  it('makes one purchase out of 20 concurrent clicks', async () => {
    const id = await createSimulado(t.db, { priceCents: 1000 });
    const student = await signedIn(t.api, t.db);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.api.post('/api/purchases', { simuladoId: id }, { cookie: student.cookie }),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const r of responses.filter((r) => r.statusCode === 409))
      expect(r.json().code).toBe('ALREADY_PURCHASED');
    expect(await purchaseRows(student.id, id)).toHaveLength(1);
  });

  it('refuses malformed, unknown and archived simulados', async () => {
    const student = await signedIn(t.api, t.db);
    const cookie = student.cookie;
    for (const payload of [{ simuladoId: 'abc' }, { simuladoId: 42 }]) {
      const res = await t.api.post('/api/purchases', payload, { cookie });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: CATALOGUE_MESSAGES.invalidSimuladoId,
      });
    }
    expect((await t.api.post('/api/purchases', {}, { cookie })).statusCode).toBe(400);

    const notFound = {
      statusCode: 404,
      code: 'NOT_FOUND',
      message: CATALOGUE_MESSAGES.simuladoNotFound,
    };
    const unknown = await t.api.post('/api/purchases', { simuladoId: randomUuid() }, { cookie });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(notFound);

    const archived = await createSimulado(t.db, { priceCents: 500, archived: true });
    const res = await t.api.post('/api/purchases', { simuladoId: archived }, { cookie });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFound);
    expect(await purchaseRows(student.id)).toHaveLength(0);
  });

  it('lists my purchases newest first, at the price paid, archived ones kept', async () => {
    const first = await createSimulado(t.db, { title: 'Primeiro', priceCents: 1990, questions: 2 });
    const second = await createSimulado(t.db, { title: 'Segundo', priceCents: 0, questions: 5 });
    const ana = await signedIn(t.api, t.db);
    const bruno = await signedIn(t.api, t.db);

    expect((await t.api.get('/api/purchases/my', { cookie: ana.cookie })).json()).toEqual([]);
    await t.api.post('/api/purchases', { simuladoId: first }, { cookie: ana.cookie });
    clock.advance(60_000);
    await t.api.post('/api/purchases', { simuladoId: second }, { cookie: ana.cookie });
    clock.advance(60_000);
    await t.api.post('/api/purchases', { simuladoId: second }, { cookie: bruno.cookie });

    // A later price change or archiving does not rewrite the history.
    await t.db
      .updateTable('simulados')
      .set({ price_cents: 9990 })
      .where('id', '=', first)
      .execute();
    await archiveSimulado(t.db, first);

    const res = await t.api.get('/api/purchases/my', { cookie: ana.cookie });
    expect(res.statusCode).toBe(200);
    const mine = res.json() as Purchase[];
    expect(mine.map((p) => [p.title, p.price, p.questionCount])).toEqual([
      ['Segundo', 0, 5],
      ['Primeiro', 19.9, 2],
    ]);
    for (const p of mine) expect(Object.keys(p).sort()).toEqual(PURCHASE_KEYS);
    expect(new Date(mine[0]!.purchasedAt).getTime()).toBeGreaterThan(
      new Date(mine[1]!.purchasedAt).getTime(),
    );

    // Bruno sees his one purchase, never Ana's.
    const his = (
      await t.api.get('/api/purchases/my', { cookie: bruno.cookie })
    ).json() as Purchase[];
    expect(his.map((p) => p.simuladoId)).toEqual([second]);
    const anaIds = new Set(mine.map((p) => p.id));
    expect(his.some((p) => anaIds.has(p.id))).toBe(false);
  });

  it('answers 401 to anonymous callers', async () => {
    const id = await createSimulado(t.db);
    for (const res of [
      await t.api.post('/api/purchases', { simuladoId: id }),
      await t.api.post('/api/purchases', { simuladoId: 'malformed' }),
      await t.api.get('/api/purchases/my'),
      await t.api.get(`/api/purchases/access/${id}`),
      await t.api.get('/api/purchases/access/malformed'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    }
    expect(
      await t.db.selectFrom('purchases').select('id').where('simulado_id', '=', id).execute(),
    ).toEqual([]);
  });
});
